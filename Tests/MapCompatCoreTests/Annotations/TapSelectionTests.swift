import Foundation
import Testing

@testable import MapCompatCore

/// The map's one selection beyond annotations: shapes and the location marker, on maps whose taps select
/// them (MapLibre's), and the single-tap condition that follows it.
struct TapSelectionTests {
    /// A map that selects shapes and the marker, with a 300 m circle around its centre and, when asked, a
    /// location fix 200 points above the centre.
    private func harness(circle: Bool = true, marker: Bool = false) throws -> Harness {
        let h = try Harness()
        h.map.tapSelection = [.shapes, .locationMarker]
        if circle {
            try h.map.scene.add(
                SceneItem(
                    id: "zone", shape: .circle(CircleShape(center: h.map.camera.center, radius: 300)),
                    tap: .consume))
        }
        if marker {
            let above = try #require(h.map.transform.coordinate(at: point(200, 200)))
            h.map.updateLocation(try LocationFix(position: above), animated: false)
        }
        return h
    }

    @Test func aTapAShapeConsumesSelectsItAndATapOnTheMapEndsIt() throws {
        let h = try harness()
        try h.tap(mapCentre)
        #expect(h.map.selection == .shape("zone"))
        try h.tap(point(100, 600))
        #expect(h.map.selection == nil)
        #expect(h.story == ["overlay zone consumed", "select zone", "deselect zone", "map tap"])
    }

    @Test func aTapOnTheSelectedShapeKeepsIt() throws {
        let h = try harness()
        try h.tap(mapCentre)
        try h.tap(mapCentre)
        #expect(h.story == ["overlay zone consumed", "select zone", "overlay zone consumed"])
    }

    @Test func withoutTapSelectionAShapeTapSelectsNothing() throws {
        let h = try harness()
        h.map.tapSelection = []
        try h.tap(mapCentre)
        #expect(h.map.selection == nil)
        #expect(h.story == ["overlay zone consumed"])
    }

    @Test func aTapOnTheMarkerSelectsItAndAnAnnotationTapMovesTheSelection() throws {
        let h = try harness(circle: false, marker: true)
        try h.tap(point(200, 200))
        #expect(h.map.selection == .locationMarker)
        try h.addAnnotation("a")
        try h.tap(point(200, 390))
        #expect(h.map.selection == .annotation("a"))
        let marker = Selection.locationMarkerID
        #expect(h.story == ["select \(marker)", "deselect \(marker)", "select a"])
    }

    @Test func hidingTheMarkerEndsItsSelectionAndRemovingAShapeEndsItsOwn() throws {
        let h = try harness(marker: true)
        try h.map.select(.locationMarker)
        h.map.showsLocationMarker = false
        #expect(h.map.selection == nil)
        try h.map.select(.shape("zone"))
        _ = try h.map.scene.remove("zone")
        #expect(h.map.selection == nil)
        #expect(throws: MapCompatError.self) { try h.map.select(.shape("zone")) }
        #expect(throws: MapCompatError.self) { try h.map.select(.locationMarker) }
    }

    @Test func theSingleTapConditionCountsShapesTheMarkerAndTheSelection() throws {
        let h = try harness(marker: true)
        #expect(h.map.singleTapActsOnAnnotations(at: mapCentre))
        #expect(h.map.singleTapActsOnAnnotations(at: point(200, 200)))
        #expect(!h.map.singleTapActsOnAnnotations(at: point(20, 780)))
        h.map.tapSelection = []
        #expect(!h.map.singleTapActsOnAnnotations(at: mapCentre))
        try h.map.select(.shape("zone"))
        #expect(h.map.singleTapActsOnAnnotations(at: point(20, 780)))
    }
}
