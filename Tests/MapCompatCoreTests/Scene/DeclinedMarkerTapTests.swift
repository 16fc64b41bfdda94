import Foundation
import Testing

@testable import MapCompatCore

/// Google's marker rules are profile data (`InteractionProfile.googleMaps`): a marker tap the app declines runs
/// the default selection (select, centre) instead of reaching the map, and markers rank above shapes. Modelled on
/// the marker-tap handling of Google's own sample, googlemaps-samples/maps-sdk-for-ios-samples
/// `GoogleMaps-Swift/GoogleMapsSwiftDemos/Swift/Samples/MarkerEventsViewController.swift`.
struct DeclinedMarkerTapTests {
    /// A map with one 40-point marker centred on (200, 300) whose hook answers `answer` and logs each question.
    func map(profile: InteractionProfile, answer: Bool) throws -> (Harness, LatLng, () -> [ScenePress]) {
        let h = try Harness(profile: profile)
        let place = try position(at: point(200, 300), h.map.transform)
        try h.map.scene.add(
            marker(
                "cafe", at: point(200, 300), h.map.transform, size: CGSize(width: 40, height: 40),
                anchor: CGPoint(x: 0.5, y: 0.5), tap: .decide))
        var asked: [ScenePress] = []
        h.map.overlayPressHandler = { _, press in
            asked.append(press)
            return answer
        }
        return (h, place, { asked })
    }

    @Test func aDeclinedMarkerTapSelectsAndCentresInsteadOfReachingTheMap() throws {
        let (h, place, asked) = try map(profile: .googleMaps, answer: false)
        try h.run { try $0.tap(at: point(200, 300)) }
        #expect(asked() == [.tap])
        #expect(h.map.selectedMarker == "cafe")
        #expect(abs(h.map.camera.center.latitude - place.latitude) < 1e-9)
        #expect(h.events(of: "mapTap").isEmpty)
        try h.run { try $0.tap(at: point(50, 700)) }
        #expect(h.events(of: "mapTap").count == 1)
        #expect(h.map.selectedMarker == nil)
    }

    @Test func anAnsweredMarkerTapDoesNothingMore() throws {
        let (h, _, asked) = try map(profile: .googleMaps, answer: true)
        let before = h.map.camera
        try h.run { try $0.tap(at: point(200, 300)) }
        #expect(asked() == [.tap])
        #expect(h.map.selectedMarker == nil)
        #expect(h.map.camera == before)
    }

    @Test func inTheNeutralProfileADeclinedTapReachesTheMap() throws {
        let (h, _, _) = try map(profile: .neutral, answer: false)
        try h.run { try $0.tap(at: point(200, 300)) }
        #expect(h.events(of: "mapTap").count == 1)
        #expect(h.map.selectedMarker == nil)
    }

    @Test func aDeclinedLongPressOnAMarkerReachesTheMap() throws {
        let (h, _, asked) = try map(profile: .googleMaps, answer: false)
        try h.run { try $0.longPress(at: point(200, 300)) }
        #expect(asked() == [.longPress])
        #expect(h.events(of: "mapLongPress").count == 1)
        #expect(h.map.selectedMarker == nil)
    }

    @Test func markersRankAboveShapesInGooglesProfileOnly() throws {
        for (profile, winner) in [(InteractionProfile.googleMaps, "marker"), (.neutral, "polygon")] {
            let h = try Harness(profile: profile)
            let center = h.map.camera.center
            let delta = 0.001
            let square = try PolygonShape(exterior: [
                LatLng(latitude: center.latitude - delta, longitude: center.longitude - delta),
                LatLng(latitude: center.latitude - delta, longitude: center.longitude + delta),
                LatLng(latitude: center.latitude + delta, longitude: center.longitude + delta),
                LatLng(latitude: center.latitude + delta, longitude: center.longitude - delta),
            ])
            let pin = try MarkerShape(position: center, anchor: CGPoint(x: 0.5, y: 0.5))
            try h.map.scene.add(SceneItem(id: "marker", shape: .marker(pin), z: 0, tap: .consume))
            try h.map.scene.add(SceneItem(id: "polygon", shape: .polygon(square), z: 10, tap: .consume))
            try h.run { try $0.tap(at: h.map.viewport.focalPoint) }
            let taps = h.events(of: "overlayTap").compactMap { observed -> String? in
                if case .overlayTap(let id, _, _) = observed.event { id } else { nil }
            }
            #expect(taps == [winner], "\(profile.name)")
        }
    }
}
