import Foundation
import Testing

@testable import MapCompatCore

/// The two sides of route-me's drag protocol (`RMMapLayer` drag states): the map moves a drag into its transient
/// states, the layer confirms them; anything else is refused and changes nothing.
@Suite("Drag state machine")
struct DragStateMachineTests {
    @Test("exactly route-me's moves are legal, each for its own side")
    func table() {
        let map: Set<[AnnotationDragState]> = [
            [.none, .starting], [.dragging, .ending], [.dragging, .canceling], [.starting, .ending],
            [.starting, .canceling],
        ]
        let layer: Set<[AnnotationDragState]> = [[.starting, .dragging], [.ending, .none], [.canceling, .none]]
        for old in AnnotationDragState.allCases {
            for new in AnnotationDragState.allCases {
                #expect(DragTransition.isLegal(from: old, to: new, by: .map) == map.contains([old, new]))
                #expect(DragTransition.isLegal(from: old, to: new, by: .layer) == layer.contains([old, new]))
            }
        }
    }

    /// A map whose annotation `a` leaves confirmation to its layer, pressed until its drag is starting.
    func starting() throws -> Harness {
        let h = try Harness()
        try h.addAnnotation("a") {
            $0.isDraggable = true
            $0.dragConfirmation = .layer
        }
        h.map.shouldDragAnnotation = { _ in true }
        try h.map.handle(TouchFrame(time: 0, touches: [Touch(id: 1, location: mapCentre, phase: .began)]))
        try h.map.advance(to: 0.6)
        return h
    }

    @Test("the layer confirms starting → dragging; until then moves are ignored")
    func layerConfirmsLift() throws {
        let h = try starting()
        #expect(h.map.dragState(of: "a") == .starting)
        try h.map.handle(TouchFrame(time: 0.62, touches: [Touch(id: 1, location: point(240, 380), phase: .moved)]))
        #expect(h.map.screenPosition(of: "a") == mapCentre, "a move while starting is ignored")
        try h.map.setDragState(.dragging, of: "a")
        try h.map.handle(TouchFrame(time: 0.64, touches: [Touch(id: 1, location: point(250, 370), phase: .moved)]))
        #expect(h.map.screenPosition(of: "a") == point(250, 370))
        #expect(h.dragStates(of: "a") == [.starting, .dragging])
    }

    @Test(
        "an illegal transition throws and changes nothing", arguments: [AnnotationDragState.none, .starting, .ending])
    func illegal(target: AnnotationDragState) throws {
        let h = try starting()
        h.log.clear()
        let error = #expect(throws: MapCompatError.self) { try h.map.setDragState(target, of: "a") }
        #expect(error?.code == .illegalTransition)
        #expect(error?.field == "dragState")
        #expect(h.map.dragState(of: "a") == .starting)
        #expect(h.log.events.isEmpty)
    }

    @Test("an unknown annotation is an error naming the id")
    func unknown() throws {
        let h = try Harness()
        let error = #expect(throws: MapCompatError.self) { try h.map.setDragState(.dragging, of: "nope") }
        #expect(error?.field == "id")
    }

    @Test("after the lift the drag waits in ending for the layer, and the map counts as busy")
    func layerConfirmsDrop() throws {
        let h = try starting()
        try h.map.setDragState(.dragging, of: "a")
        try h.map.handle(TouchFrame(time: 0.7, touches: [Touch(id: 1, location: point(250, 370), phase: .moved)]))
        try h.map.handle(TouchFrame(time: 0.72, touches: [Touch(id: 1, location: point(250, 370), phase: .ended)]))
        try h.map.advance(by: 1)
        #expect(h.map.dragState(of: "a") == .ending)
        #expect(h.map.annotationStore.isPending)
        #expect(throws: MapCompatError.self) { try h.map.setDragState(.dragging, of: "a") }
        try h.map.setDragState(.none, of: "a")
        #expect(!h.map.annotationStore.isPending)
        #expect(h.dragStates(of: "a") == [.starting, .dragging, .ending, .none])
    }

    @Test("a lift before the layer confirmed dragging ends the drag where it began")
    func liftWhileStarting() throws {
        let h = try starting()
        let before = try #require(h.map.annotation("a")).coordinate
        try h.map.handle(TouchFrame(time: 0.7, touches: [Touch(id: 1, location: point(250, 370), phase: .moved)]))
        try h.map.handle(TouchFrame(time: 0.72, touches: [Touch(id: 1, location: point(250, 370), phase: .ended)]))
        #expect(h.dragStates(of: "a") == [.starting, .ending])
        #expect(h.map.annotation("a")?.coordinate == before)
        #expect(throws: MapCompatError.self) { try h.map.setDragState(.dragging, of: "a") }
        try h.map.setDragState(.none, of: "a")
    }

    @Test("removing an annotation mid-drag ends the drag, reported as none")
    func removeMidDrag() throws {
        let h = try starting()
        try h.map.removeAnnotation("a")
        #expect(h.dragStates(of: "a") == [.starting, .none])
        try h.map.handle(TouchFrame(time: 0.7, touches: [Touch(id: 1, location: point(250, 370), phase: .ended)]))
        #expect(h.dragStates(of: "a") == [.starting, .none])
    }
}
