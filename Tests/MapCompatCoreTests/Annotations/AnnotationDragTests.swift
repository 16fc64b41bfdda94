import Foundation
import Testing

@testable import MapCompatCore

/// route-me's drag state machine driven by the map's long press (route-me `RMMapView.m`,
///.
@Suite("Annotation drag")
struct AnnotationDragTests {
    /// A map with a draggable annotation `a` whose anchor is shown at the map's centre.
    func draggable(profile: InteractionProfile = .neutral, hook: Bool? = true) throws -> Harness {
        let h = try Harness(profile: profile)
        try h.addAnnotation("a") {
            $0.title = "A"
            $0.isDraggable = true
        }
        if let hook { h.map.shouldDragAnnotation = { _ in hook } }
        return h
    }

    @Test("with the drag hook denying, a long press gives long-press events and no drag")
    func hookDenies() throws {
        let h = try draggable(hook: false)
        let before = try #require(h.map.annotation("a")).coordinate
        try h.run { try $0.longPress(at: mapCentre) }
        #expect(h.story == ["map long press"])
        #expect(h.gestureEvents == [.gesture(.longPress, .began), .gesture(.longPress, .ended)])
        #expect(h.dragStates(of: "a").isEmpty)
        #expect(h.map.annotation("a")?.coordinate == before)
    }

    @Test("with the hook allowing: none → starting → dragging → ending → none, dropped under the finger")
    func hookAllows() throws {
        let h = try draggable()
        let camera = h.map.camera
        let lift = CGPoint(x: 260, y: 300)
        let expected = try #require(h.map.transform.coordinate(at: lift))
        try h.run { try $0.drag(from: mapCentre, to: lift, hold: 0.6, duration: 0.4) }
        #expect(h.dragStates(of: "a") == [.starting, .dragging, .ending, .none])
        let dropped = try #require(h.map.annotation("a")).coordinate
        #expect(abs(dropped.latitude - expected.latitude) < 1e-6)
        #expect(abs(dropped.longitude - expected.longitude) < 1e-6)
        #expect(h.map.dragState(of: "a") == .none)
        #expect(h.map.camera == camera, "the map does not pan under a drag")
        #expect(h.events(of: "cameraWillChange").isEmpty)
        #expect(h.events(of: "mapLongPress").isEmpty, "the drag never also fires the map's long press")
    }

    @Test("the drag starts when the long press does: route-me after 0.25 s, MapLibre and neutral after 0.5 s")
    func startTime() throws {
        for (profile, expected) in [(InteractionProfile.routeMe, 0.25), (.mapLibre, 0.5), (.neutral, 0.5)] {
            let h = try draggable(profile: profile)
            try h.run(settle: false) { try $0.drag(from: mapCentre, to: CGPoint(x: 220, y: 420), hold: 0.6) }
            let starting = h.log.observed.first {
                $0.event == .dragState(id: "a", state: .starting, from: AnnotationDragState.none)
            }
            #expect(starting.map { abs($0.time - expected) < 1e-9 } == true, "\(profile.name)")
        }
    }

    @Test("a cancelled drag gives canceling → none and the coordinate is unchanged")
    func cancelled() throws {
        let h = try draggable()
        let before = try #require(h.map.annotation("a")).coordinate
        try h.run {
            try $0.touches([
                .init(time: 0, points: [1: mapCentre]),
                .init(time: 0.6, points: [1: CGPoint(x: 230, y: 380)]),
                .init(time: 0.65, points: [1: CGPoint(x: 260, y: 350)]),
                .init(time: 0.7, points: [:], cancel: true),
            ])
        }
        #expect(h.dragStates(of: "a") == [.starting, .dragging, .canceling, .none])
        #expect(h.map.annotation("a")?.coordinate == before)
        #expect(h.map.screenPosition(of: "a") == mapCentre)
        #expect(h.gestureEvents.last == .gesture(.longPress, .cancelled))
    }

    @Test("without a hook: no drag in route-me and neutral; MapLibre's draggable views drag anyway")
    func withoutHook() throws {
        for (profile, drags) in [(InteractionProfile.neutral, false), (.routeMe, false), (.mapLibre, true)] {
            let h = try draggable(profile: profile, hook: nil)
            try h.run { try $0.drag(from: mapCentre, to: CGPoint(x: 250, y: 450)) }
            #expect(h.dragStates(of: "a").isEmpty == !drags, "\(profile.name)")
        }
    }

    @Test("an annotation that is not draggable never drags, and the hook is not asked")
    func notDraggable() throws {
        let h = try Harness()
        try h.addAnnotation("a")
        var asked = 0
        h.map.shouldDragAnnotation = { _ in
            asked += 1
            return true
        }
        try h.run { try $0.drag(from: mapCentre, to: CGPoint(x: 250, y: 450)) }
        #expect(asked == 0)
        #expect(h.dragStates(of: "a").isEmpty)
    }

    @Test("the hook is asked with the pressed annotation's id")
    func hookSeesID() throws {
        let h = try draggable(hook: nil)
        var asked: [AnnotationID] = []
        h.map.shouldDragAnnotation = { id in
            asked.append(id)
            return id == "b"
        }
        try h.run { try $0.longPress(at: mapCentre) }
        #expect(asked == ["a"])
    }

    @Test("a long press on the selected annotation deselects it first (route-me), then drags")
    func pressDeselects() throws {
        let h = try draggable()
        var a = try #require(h.map.annotation("a"))
        a.canShowCallout = true
        try h.map.updateAnnotation(a)
        try h.map.selectAnnotation("a")
        h.log.clear()
        try h.run { try $0.drag(from: mapCentre, to: CGPoint(x: 250, y: 450)) }
        #expect(
            h.story == [
                "hide callout a", "deselect a", "drag a starting", "drag a dragging", "drag a ending", "drag a none",
            ])
    }

    @Test("MapLibre: a drag of the selection hides its callout and keeps it selected")
    func mapLibreHidesCallout() throws {
        let h = try draggable(profile: .mapLibre)
        var a = try #require(h.map.annotation("a"))
        a.canShowCallout = true
        try h.map.updateAnnotation(a)
        try h.map.selectAnnotation("a")
        h.log.clear()
        try h.run { try $0.drag(from: mapCentre, to: CGPoint(x: 250, y: 450)) }
        #expect(h.story.prefix(2) == ["hide callout a", "drag a starting"])
        #expect(h.map.selectedAnnotationID == "a")
    }

    @Test("route-me keeps the grab offset; MapLibre puts the anchor under the finger")
    func anchoring() throws {
        let grab = CGPoint(x: 205, y: 380)
        let lift = CGPoint(x: 255, y: 330)
        let neutral = try draggable()
        try neutral.run { try $0.drag(from: grab, to: lift) }
        let kept = try #require(neutral.map.transform.coordinate(at: CGPoint(x: 250, y: 350)))
        #expect(neutral.map.annotation("a")?.coordinate.isClose(to: kept) == true)
        let mapLibre = try draggable(profile: .mapLibre)
        try mapLibre.run { try $0.drag(from: grab, to: lift) }
        let underFinger = try #require(mapLibre.map.transform.coordinate(at: lift))
        #expect(mapLibre.map.annotation("a")?.coordinate.isClose(to: underFinger) == true)
    }

    @Test("a dragged annotation comes to the front")
    func draggedOnTop() throws {
        let h = try draggable()
        try h.addAnnotation("above") { $0.z = 5 }
        try h.addAnnotation("below", at: CGPoint(x: 200, y: 300))
        try h.map.updateAnnotation(
            try Annotation(
                id: "below", coordinate: try #require(h.map.annotation("below")).coordinate, z: -1,
                isDraggable: true))
        try h.run(settle: false) {
            try $0.touches([
                .init(time: 0, points: [1: CGPoint(x: 200, y: 290)]),
                .init(time: 0.6, points: [1: CGPoint(x: 200, y: 370)]),
                .init(time: 0.7, points: [1: CGPoint(x: 200, y: 390)]),
            ])
        }
        #expect(h.map.dragState(of: "below") == .dragging)
        #expect(h.map.annotationHit(at: CGPoint(x: 200, y: 385), persisting: false) == "below")
    }
}

extension LatLng {
    /// Within 1e-6° on both axes.
    func isClose(to other: LatLng) -> Bool {
        abs(latitude - other.latitude) < 1e-6 && abs(longitude - other.longitude) < 1e-6
    }
}
