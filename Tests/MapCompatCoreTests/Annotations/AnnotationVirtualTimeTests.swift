import Foundation
import Testing

@testable import MapCompatCore

/// Lift and drop animations in virtual time (route-me's `RMMarker` confirms after 0.3 s,
/// route-me `RMMapView.m`). These rely on `advance(to:)` running the annotation timers and on `isIdle`
/// counting pending annotations.
@Suite("Annotation timers in virtual time")
struct AnnotationVirtualTimeTests {
    @Test("route-me: dragging 0.3 s after starting, none 0.3 s after the lift; moves during the lift are ignored")
    func routeMeLiftAndDrop() throws {
        let h = try Harness(profile: .routeMe)
        try h.addAnnotation("a") { $0.isDraggable = true }
        h.map.shouldDragAnnotation = { _ in true }
        let before = try #require(h.map.annotation("a")).coordinate
        func finger(_ time: Double, _ location: CGPoint, _ phase: Touch.Phase) throws {
            try h.map.handle(TouchFrame(time: time, touches: [Touch(id: 1, location: location, phase: phase)]))
        }
        try finger(0, mapCentre, .began)
        try finger(0.4, point(230, 380), .moved)
        #expect(h.map.dragState(of: "a") == .starting)
        #expect(h.map.screenPosition(of: "a") == mapCentre, "moves during the lift are ignored")
        #expect(h.map.annotationStore.nextDeadline.map { abs($0 - 0.55) < 1e-9 } == true)
        #expect(!h.map.isIdle)
        try finger(0.6, point(240, 370), .moved)
        try finger(0.65, point(240, 370), .ended)
        try h.settle()
        let times = h.log.observed.compactMap { observed -> Double? in
            if case .dragState = observed.event { observed.time } else { nil }
        }
        #expect(h.dragStates(of: "a") == [.starting, .dragging, .ending, .none])
        let expected = [0.25, 0.55, 0.65, 0.95]
        #expect(zip(times, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(times)")
        let dropped = try #require(h.map.annotation("a")).coordinate
        #expect(dropped != before)
        #expect(h.map.isIdle)
    }

    @Test("an animated position change runs in virtual time and keeps the map busy until it arrives")
    func animatedPosition() throws {
        let h = try Harness()
        try h.addAnnotation("a")
        try h.map.setPosition(point(300, 400), of: "a", animated: true)
        #expect(!h.map.isIdle)
        try h.map.advance(by: 0.125)
        let middle = try #require(h.map.screenPosition(of: "a"))
        #expect(abs(Double(middle.x) - 250) < 0.5, "half way at half time (ease-in-out is symmetric)")
        try h.settle()
        #expect(h.map.isIdle)
        #expect(abs(h.map.now - 0.25) < 0.01)
    }
}
