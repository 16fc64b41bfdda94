import Foundation
import Testing

@testable import MapCompatCore

/// Events carry the facts the core has: where a tap on an overlay or annotation was, the state a drag left,
/// whether a tracking-mode change animates; the facts travel in JSON after the version-1 fields.
struct EventFactsTests {
    @Test func anOverlayTapCarriesItsPointAndPosition() throws {
        let h = try Harness()
        try h.map.scene.add(marker("m", at: mapCentre, h.map.transform, tap: .consume))
        let tap = point(200, 390)
        try h.tap(tap)
        let overlay = h.log.events.first { $0.kind == .overlayTap }
        guard case .overlayTap("m", true, let at?)? = overlay else {
            Issue.record("no overlay tap with a location: \(h.log.events)")
            return
        }
        #expect(at.point == tap)
        #expect(at.coordinate == h.map.transform.coordinate(at: tap))
    }

    @Test func aDragStateChangeCarriesTheStateItLeft() throws {
        let h = try Harness(profile: .mapLibre)
        try h.addAnnotation("a") { $0.isDraggable = true }
        try h.run { try $0.longPress(at: mapCentre) }
        let changes = h.log.events.compactMap { event -> (AnnotationDragState?, AnnotationDragState)? in
            if case .dragState("a", let state, let from) = event { (from, state) } else { nil }
        }
        #expect(changes.first.map { $0.0 == AnnotationDragState.none && $0.1 == .starting } == true)
        for (previous, next) in zip(changes, changes.dropFirst()) { #expect(next.0 == previous.1) }
    }

    @Test func aTrackingModeChangeSaysWhetherItAnimates() throws {
        let h = try Harness()
        h.map.setTrackingMode(.follow, animated: false)
        h.map.setTrackingMode(.followWithHeading, animated: true)
        #expect(
            h.log.events == [
                .trackingMode(.follow, animated: false), .trackingMode(.followWithHeading, animated: true),
            ])
    }

    @Test func factsAreEncodedAfterTheFieldsAndVersionOneJSONStillDecodes() throws {
        let event = MapEvent.overlayTap(
            id: "m", consumed: true,
            at: TapLocation(point: point(1, 2), coordinate: try LatLng(latitude: 3, longitude: 4)))
        let data = try JSONEncoder().encode(event)
        #expect(try JSONDecoder().decode(MapEvent.self, from: data) == event)
        #expect(event.fields == ["id": .string("m"), "consumed": .bool(true)])
        #expect(event.facts["x"] == .number(1) && event.facts["lng"] == .number(4))
        let v1 = Data(#"{"kind": "overlayTap", "id": "m", "consumed": true}"#.utf8)
        #expect(try JSONDecoder().decode(MapEvent.self, from: v1) == .overlayTap(id: "m", consumed: true))
        let drag = MapEvent.dragState(id: "a", state: .dragging, from: .starting)
        #expect(try JSONDecoder().decode(MapEvent.self, from: JSONEncoder().encode(drag)) == drag)
    }
}
