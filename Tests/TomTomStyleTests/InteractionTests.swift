import Foundation
import MapCompatCore
import Testing
import TomTomStyle

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// Every `MapInteraction` case that the core can produce, each from real touches.
struct InteractionTests {
    @Test func aTapStartsAnInteractionAndReportsTheTappedCoordinate() throws {
        let (map, log) = try makeMap()
        let expected = try #require(map.coordinateForPoint(point: point(120, 300)))
        try map.play { try $0.tap(at: point(120, 300)) }
        #expect(log.interactions == ["interactionStarted", "tapped"])
        let coordinate = try #require(log.coordinates.first)
        #expect(abs(coordinate.latitude - expected.latitude) < 1e-9)
        #expect(abs(coordinate.longitude - expected.longitude) < 1e-9)
    }

    @Test func aTapOnAMarkerReportsTheMarkerInsteadOfTheMap() throws {
        let (map, log) = try makeMap()
        let center = map.cameraProperties.position
        let marker = try map.addMarker(options: MarkerOptions(coordinate: center, tag: "shop"))
        // The pin stands on its coordinate (anchor at the middle of its bottom edge, 36 points tall).
        try map.play { try $0.tap(at: point(200, 385)) }
        #expect(log.interactions == ["interactionStarted", "tappedOnAnnotation"])
        #expect(log.annotations.first === marker)
        #expect(log.annotations.first?.tag == "shop")
        let tapped = try #require(log.coordinates.first)
        let expected = try #require(map.coordinateForPoint(point: point(200, 385)))
        #expect(abs(tapped.latitude - expected.latitude) < 1e-9)
    }

    @Test func aRemovedMarkerNoLongerCatchesTaps() throws {
        let (map, log) = try makeMap()
        let marker = try map.addMarker(options: MarkerOptions(coordinate: map.cameraProperties.position))
        map.select(annotation: marker)
        #expect(marker.isSelected)
        map.deselect(annotation: marker)
        #expect(!marker.isSelected)
        map.remove(annotation: marker)
        #expect(map.markers.isEmpty)
        try map.play { try $0.tap(at: point(200, 385)) }
        #expect(log.interactions == ["interactionStarted", "tapped"])
    }

    @Test func theRecenterButtonReportsItsTap() throws {
        let (mapView, map, log) = try makeMapView()
        mapView.currentLocationButtonVisibilityPolicy = .visible
        let frame = map.currentLocationButtonFrame
        try map.play { try $0.tap(at: point(Double(frame.midX), Double(frame.midY))) }
        #expect(log.interactions.contains("tappedOnRecenterButton"))
        #expect(!log.interactions.contains("tapped"))
    }

    @Test func aHiddenRecenterButtonLetsTheTapReachTheMap() throws {
        let (mapView, map, log) = try makeMapView()
        mapView.currentLocationButtonVisibilityPolicy = .hidden
        let frame = map.currentLocationButtonFrame
        try map.play { try $0.tap(at: point(Double(frame.midX), Double(frame.midY))) }
        #expect(log.interactions == ["interactionStarted", "tapped"])
    }

    @Test func aDoubleTapZoomsInOneTomTomLevel() throws {
        let (map, log) = try makeMap()
        try map.play { try $0.doubleTap(at: point(200, 400)) }
        // Each of the two taps starts with no finger down.
        #expect(log.interactions == ["interactionStarted", "interactionStarted", "doubleTapped"])
        #expect(abs(map.cameraProperties.zoom - 17) < 1e-9)
        #expect(log.cameraEvents.first == "cameraChanged")
        #expect(log.cameraEvents.last == "cameraSteady")
    }

    @Test func aTwoFingerTapZoomsOutOneTomTomLevel() throws {
        let (map, log) = try makeMap()
        try map.play { try $0.twoFingerTap(at: point(200, 400)) }
        #expect(log.interactions == ["interactionStarted", "tappedWithTwoFingers"])
        #expect(abs(map.cameraProperties.zoom - 15) < 1e-9)
    }

    @Test func aRestingFingerIsALongPress() throws {
        let (map, log) = try makeMap()
        try map.play { try $0.longPress(at: point(200, 400)) }
        #expect(log.interactions == ["interactionStarted", "longPressed"])
    }

    @Test func aPanReportsBeginUpdateEnd() throws {
        let (map, log) = try makeMap()
        try map.play { try $0.pan(from: point(200, 400), to: point(200, 600)) }
        #expect(log.distinct == ["interactionStarted", "panned(begin)", "panned(update)", "panned(end)"])
    }

    @Test func aPinchReportsBeginUpdateEndAndZooms() throws {
        let (map, log) = try makeMap()
        try map.play { try $0.pinch(center: point(200, 400), scale: 2) }
        #expect(log.distinct == ["interactionStarted", "pinched(begin)", "pinched(update)", "pinched(end)"])
        #expect(abs(map.cameraProperties.zoom - 17) < 1e-6)
    }

    @Test func aRotationReportsBeginUpdateEnd() throws {
        let (map, log) = try makeMap()
        try map.play { try $0.rotate(center: point(200, 400), degrees: 30) }
        #expect(log.distinct == ["interactionStarted", "rotated(begin)", "rotated(update)", "rotated(end)"])
        #expect(abs(map.cameraProperties.rotation - 330) < 1e-6)
    }

    @Test func twoFingersMovingUpReportTilting() throws {
        let (map, log) = try makeMap()
        try map.play { try $0.tilt(center: point(200, 400), dy: -60) }
        #expect(log.distinct == ["interactionStarted", "tilted(begin)", "tilted(update)", "tilted(end)"])
        #expect(map.cameraProperties.tilt > 25)
    }

    @Test func aTapOnTheLocationMarkerReportsTheMarkersCoordinate() throws {
        let (map, log) = try makeMap()
        let provider = TestLocationProvider()
        map.locationProvider = provider
        map.activateLocationProvider()
        provider.report(latitude: 37.5666, longitude: 126.9784)
        let marker = try #require(map.locationMarkerPoint)
        // Inside the marker's radius, though not on its centre.
        try map.play { try $0.tap(at: point(Double(marker.x) + 10, Double(marker.y) - 5)) }
        #expect(log.interactions == ["interactionStarted", "tappedOnLocationMarker"])
        let coordinate = try #require(log.coordinates.first)
        #expect(coordinate.latitude == 37.5666)
        #expect(coordinate.longitude == 126.9784)
    }
}
