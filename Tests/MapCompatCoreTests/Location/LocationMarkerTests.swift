import Foundation
import Testing

@testable import MapCompatCore

/// Taps on the user-location marker.
struct LocationMarkerTests {
    private func harness() throws -> Harness {
        let h = try Harness()
        h.map.updateLocation(try LocationFix(position: h.map.camera.center), animated: false)
        return h
    }

    @Test func aTapWithinTheRadiusHitsTheMarkerAndNotTheMap() throws {
        let h = try harness()
        let marker = try #require(h.map.locationMarkerPoint)
        try h.run { try $0.tap(at: point(Double(marker.x) + 12, Double(marker.y) + 12)) }
        #expect(h.log.events.contains(.locationMarkerTap(coordinate: h.map.camera.center)))
        #expect(!h.log.events.contains { $0.kind == .mapTap })
    }

    @Test func aTapBeyondTheRadiusReachesTheMap() throws {
        let h = try harness()
        let marker = try #require(h.map.locationMarkerPoint)
        try h.run { try $0.tap(at: point(Double(marker.x) + 15, Double(marker.y) + 15)) }
        #expect(!h.log.events.contains { $0.kind == .locationMarkerTap })
        #expect(h.log.events.contains { $0.kind == .mapTap })
    }

    @Test func aHiddenMarkerOrNoFixCannotBeTapped() throws {
        let h = try harness()
        h.map.showsLocationMarker = false
        #expect(h.map.locationMarkerPoint == nil)
        try h.run { try $0.tap(at: mapCentre) }
        let none = try Harness()
        #expect(none.map.locationMarkerPoint == nil)
        #expect(!h.log.events.contains { $0.kind == .locationMarkerTap })
    }

    @Test func anAnnotationOverTheMarkerTakesTheTapFirst() throws {
        let h = try harness()
        try h.addAnnotation("a")
        try h.run { try $0.tap(at: point(200, 395)) }
        #expect(h.log.events.contains(fieldsOf: .annotationTap(id: "a")))
        #expect(!h.log.events.contains { $0.kind == .locationMarkerTap })
    }

    @Test func aHandlerThatDeclinesLetsTheTapReachTheMap() throws {
        let h = try harness()
        var asked: [LatLng] = []
        h.map.locationMarkerTapHandler = { coordinate in
            asked.append(coordinate)
            return false
        }
        try h.run { try $0.tap(at: mapCentre) }
        #expect(asked == [h.map.camera.center])
        #expect(h.log.events.map(\.kind.rawValue).filter { $0.hasSuffix("Tap") } == ["locationMarkerTap", "mapTap"])
    }
}

/// The location button that hides while the camera is centred on the user (TomTom's `hiddenWhenCentered`).
struct LocationButtonCentringTests {
    @Test func theButtonHidesOnlyWhileTheCameraIsCentredOnTheLocation() throws {
        let h = try Harness()
        var settings = MapControlSettings(showsLocationButton: true)
        settings.hidesLocationButtonWhenCentered = true
        try h.map.setControlSettings(settings)
        #expect(h.map.visibility(of: .locationButton) == .visible, "no fix yet")
        h.map.updateLocation(try LocationFix(position: h.map.camera.center), animated: false)
        #expect(h.map.isCenteredOnLocation)
        #expect(h.map.visibility(of: .locationButton) == .hidden)
        try h.run { try $0.pan(from: point(200, 400), to: point(200, 300)) }
        #expect(!h.map.isCenteredOnLocation)
        #expect(h.map.visibility(of: .locationButton) == .visible)
    }

    @Test func byDefaultTheButtonStaysWhenCentred() throws {
        let h = try Harness()
        try h.map.setControlSettings(MapControlSettings(showsLocationButton: true))
        h.map.updateLocation(try LocationFix(position: h.map.camera.center), animated: false)
        #expect(h.map.visibility(of: .locationButton) == .visible)
    }
}
