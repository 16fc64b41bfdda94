import Foundation
import MapLibreStyle
import Testing

// Ports of platform/ios/test/MLNMapViewDirectionTests.mm (maplibre/maplibre-native), on a 64 × 64 map view;
// `handleRotateGesture:` pokes with a mock rotation become two fingers turned by that angle about the
// view's centre (the mock's location is the view's centre).
@Suite("MLNMapViewDirectionTests (platform/ios/test/MLNMapViewDirectionTests.mm)")
struct MLNMapViewDirectionTests {
    let mapView = MLNMapView(frame: CGRect(x: 0, y: 0, width: 64, height: 64), styleURL: nil)
    let inputs = [-999.0, -359, -240, -180, -90, -45, 0, 45, 90, 180, 240, 360, 999]

    @Test("testDirection")
    func direction() {
        mapView.zoomLevel = 0
        mapView.direction = 30
        #expect(mapView.direction == 0, "Rotation is not allowed at world-scale zoom levels.")

        mapView.zoomLevel = 15
        let original = mapView.centerCoordinate
        for degrees in inputs {
            mapView.direction = degrees
            #expect(near(mapView.direction, wrap360(degrees), 0.001))
            #expect(original.latitude == mapView.centerCoordinate.latitude)
            #expect(original.longitude == mapView.centerCoordinate.longitude)
        }
        // resetNorthAnimated:NO is private; the public resetNorth() animates, so time is let pass.
        mapView.resetNorth()
        try? mapView.advance(by: 1)
        #expect(mapView.direction == 0, "Reset-to-north should set direction to 0°.")
        #expect(original.latitude == mapView.centerCoordinate.latitude)
        #expect(original.longitude == mapView.centerCoordinate.longitude)
    }

    @Test("testRotateEnabled")
    func rotateEnabled() throws {
        mapView.zoomLevel = 10
        let center = mapView.center
        let wrapped = wrap360(-30)
        mapView.isRotateEnabled = false
        try playFingers(mapView, rotationPath(center, from: 0, to: 30 * .pi / 180))
        #expect(mapView.direction != wrapped, "Gestural rotation should not work when rotation is disabled.")
        mapView.direction = 45
        #expect(near(mapView.direction, 45, 0.001), "Programmatic rotation is allowed when rotateEnabled = NO.")

        mapView.resetNorth()
        try mapView.advance(by: 1)
        mapView.isRotateEnabled = true
        try playFingers(
            mapView, [rotationFingers(center, radians: 0)] + rotationPath(center, from: 0, to: 30 * .pi / 180),
            lift: false
        ) {
            index in
            if index == 3 {
                #expect(
                    near(mapView.direction, wrapped, 0.001), "Gestural rotation should work when rotation is enabled.")
            }
        }
    }

    @Test("testRotationGesture")
    func rotationGesture() throws {
        mapView.zoomLevel = 15
        let original = mapView.centerCoordinate
        let center = mapView.center
        var positions = [rotationFingers(center, radians: 0)]
        var checkpoints: [Int: Double] = [:]
        var angle = 0.0
        for degrees in inputs {
            let target = degrees * .pi / 180
            positions += rotationPath(center, from: angle, to: target)
            angle = target
            checkpoints[positions.count - 1] = degrees
        }
        try playFingers(mapView, positions, lift: false) { index in
            if index == 0 { #expect(mapView.direction == 0) }
            guard let degrees = checkpoints[index] else { return }
            #expect(
                near(mapView.direction, wrap360(-degrees), 0.001), "Direction should match rotation of \(degrees)°.")
            #expect(near(original.latitude, mapView.centerCoordinate.latitude, 0.0000001))
            #expect(near(original.longitude, mapView.centerCoordinate.longitude, 0.0000001))
        }
    }

    @Test("testResetPosition")
    func resetPosition() {
        mapView.resetPosition()
        let defaultCamera = MLNMapCamera(
            lookingAtCenter: CLLocationCoordinate2D(latitude: 0, longitude: 0), altitude: mapView.camera.altitude,
            pitch: 0, heading: 0)
        #expect(mapView.camera.isEqual(to: defaultCamera))
    }
}
