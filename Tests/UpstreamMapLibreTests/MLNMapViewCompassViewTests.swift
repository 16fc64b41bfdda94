import Foundation
import MapLibreStyle
import Testing

// Ports of platform/ios/test/MLNMapViewCompassViewTests.mm (maplibre/maplibre-native) on a screen-sized map
// view. The compass's `alpha` is read as MapLibre sets it (0 hidden, 1 shown), and its `transform` as
// MLNCompassButton turns it.
@Suite("MLNMapViewCompassViewTests (platform/ios/test/MLNMapViewCompassViewTests.mm)")
struct MLNMapViewCompassViewTests {
    let mapView = MLNMapView(frame: screenBounds, styleURL: nil)

    /// `resetNorthAnimated:NO` is private; the public `resetNorth()` animates, so time is let pass.
    func resetNorth() throws {
        mapView.resetNorth()
        try mapView.advance(by: 1)
    }

    @Test("testCompassButton")
    func compassButton() {
        let compass: MLNCompassButton = mapView.compassView
        #expect(compass.isUserInteractionEnabled)
        #expect(compass.gestureRecognizers?.count == 1)
        #expect(compass.accessibilityTraits == .button)
        #expect(compass.accessibilityLabel != nil)
        #expect(compass.accessibilityHint != nil)
    }

    @Test("testVisibilityAdaptive")
    func visibilityAdaptive() throws {
        #expect(mapView.compassView.compassVisibility == .adaptive)
        #expect(mapView.compassView.alpha == 0)
        mapView.zoomLevel = 15
        mapView.setDirection(45, animated: false)
        #expect(near(mapView.direction, 45, 0.001))
        #expect(mapView.compassView.alpha == 1)
        try resetNorth()
        #expect(mapView.direction == 0)
        #expect(mapView.compassView.alpha == 0)
    }

    @Test("testVisibilityHidden")
    func visibilityHidden() {
        mapView.compassView.compassVisibility = .hidden
        #expect(mapView.compassView.compassVisibility == .hidden)
        #expect(mapView.compassView.alpha == 0)
        mapView.zoomLevel = 15
        mapView.setDirection(45, animated: false)
        #expect(near(mapView.direction, 45, 0.001))
        #expect(mapView.compassView.alpha == 0)
    }

    @Test("testVisibilityVisible")
    func visibilityVisible() throws {
        mapView.compassView.compassVisibility = .visible
        #expect(mapView.compassView.compassVisibility == .visible)
        #expect(mapView.compassView.alpha == 1)
        mapView.zoomLevel = 15
        mapView.setDirection(45, animated: false)
        #expect(near(mapView.direction, 45, 0.001))
        #expect(mapView.compassView.alpha == 1)
        try resetNorth()
        #expect(mapView.direction == 0)
        #expect(mapView.compassView.alpha == 1)
    }

    @Test("testCompassRotation")
    func compassRotation() {
        mapView.zoomLevel = 15
        for degrees in [-999.0, -359, -240, -180, -90, -45, 0, 45, 90, 180, 240, 360, 999] {
            mapView.direction = degrees
            let wrappedDirection = wrap360(-mapView.direction)
            let rotation = CGAffineTransform(rotationAngle: CGFloat(wrappedDirection * .pi / 180))
            #expect(
                mapView.compassView.transform == rotation,
                "Compass transform direction should equal wrapped transform direction \(wrappedDirection)°")
        }
    }
}
