import Foundation
import MapCompatCore
import Testing
import TomTomStyle

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// A marker's settable properties move, hide and reshape what taps hit, as TomTom's `Marker` does.
struct MarkerPropertyTests {
    @Test func movingAMarkerMovesWhereItTakesTaps() throws {
        let (map, log) = try makeMap()
        let marker = try map.addMarker(options: MarkerOptions(coordinate: map.cameraProperties.position))
        marker.coordinate = try #require(map.coordinateForPoint(point: point(100, 200)))
        try map.play { try $0.tap(at: point(200, 385)) }
        #expect(log.interactions.last == "tapped")
        try map.play { try $0.tap(at: point(100, 185)) }
        #expect(log.interactions.last == "tappedOnAnnotation")
    }

    @Test func aHiddenMarkerLetsTapsReachTheMapAndAnUnselectableOneSwallowsThem() throws {
        let (map, log) = try makeMap()
        let center = map.cameraProperties.position
        let hidden = try map.addMarker(options: MarkerOptions(coordinate: center))
        hidden.isVisible = false
        try map.play { try $0.tap(at: point(200, 385)) }
        #expect(log.interactions == ["interactionStarted", "tapped"])
        var options = MarkerOptions(coordinate: center, tag: "quiet")
        options.isSelectable = false
        try map.addMarker(options: options)
        try map.play { try $0.tap(at: point(200, 385)) }
        #expect(log.interactions == ["interactionStarted", "tapped", "interactionStarted"])
    }

    @Test func theImageSizesThePinAndTheAnchorPlacesIt() throws {
        let (map, log) = try makeMap()
        let marker = try map.addMarker(
            options: MarkerOptions(
                coordinate: map.cameraProperties.position, pinImage: UIImage(size: CGSize(width: 20, height: 100))))
        // 100 points tall, standing on the coordinate: 80 points above it is on the pin.
        try map.play { try $0.tap(at: point(200, 320)) }
        #expect(log.interactions.last == "tappedOnAnnotation")
        marker.placementAnchor = CGPoint(x: 0.5, y: 0)
        try map.play { try $0.tap(at: point(200, 320)) }
        #expect(log.interactions.last == "tapped")
        try map.play { try $0.tap(at: point(200, 480)) }
        #expect(log.interactions.last == "tappedOnAnnotation")
        marker.image = nil
        try map.play { try $0.tap(at: point(200, 480)) }
        #expect(log.interactions.last == "tapped")
        #expect(marker.image == nil)
    }

    @Test func aCoordinateThatIsNotAPositionIsIgnoredAndReported() throws {
        let (map, _) = try makeMap()
        let center = map.cameraProperties.position
        let marker = try map.addMarker(options: MarkerOptions(coordinate: center))
        marker.coordinate = CLLocationCoordinate2D(latitude: 120, longitude: 0)
        #expect(marker.coordinate.latitude == center.latitude)
        #expect(map.core.diagnostics.last?.field == "coordinate")
        #expect(throws: MapCompatError.self) {
            try map.addMarker(options: MarkerOptions(coordinate: CLLocationCoordinate2D(latitude: 91, longitude: 0)))
        }
    }
}
