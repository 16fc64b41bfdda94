import Foundation
import Testing

@testable import MapCompatCore

/// The annotation tap and long-press events, and where a long press that drags nothing goes.
struct AnnotationPressEventTests {
    @Test func everyTapOnAnAnnotationIsReportedAfterTheSelection() throws {
        let h = try Harness()
        try h.addAnnotation("a")
        try h.tap(point(200, 385))
        try h.tap(point(200, 385))
        let presses = h.log.events.filter {
            ([.annotationSelect, .annotationTap, .mapTap] as [MapEvent.Kind]).contains($0.kind)
        }
        let tap = TapLocation(point: point(200, 385), coordinate: h.map.transform.coordinate(at: point(200, 385)))
        #expect(
            presses == [.annotationSelect(id: "a"), .annotationTap(id: "a", at: tap), .annotationTap(id: "a", at: tap)])
    }

    @Test func aLongPressThatDragsNothingReachesTheMapInTheNeutralProfile() throws {
        let h = try Harness()
        try h.addAnnotation("a")
        try h.run { try $0.longPress(at: point(200, 385), duration: 0.8) }
        let presses = h.log.events.filter {
            ([.annotationLongPress, .mapLongPress] as [MapEvent.Kind]).contains($0.kind)
        }
        #expect(presses.map(\.kind) == [.annotationLongPress, .mapLongPress])
    }

    @Test func routeMeKeepsTheLongPressOnTheAnnotation() throws {
        let h = try Harness(profile: .routeMe)
        try h.addAnnotation("a")
        try h.run { try $0.longPress(at: point(200, 385), duration: 0.8) }
        let presses = h.log.events.filter {
            ([.annotationLongPress, .mapLongPress] as [MapEvent.Kind]).contains($0.kind)
        }
        #expect(presses == [.annotationLongPress(id: "a")])
    }

    @Test func aLongPressThatStartsADragIsNotAnAnnotationLongPress() throws {
        let h = try Harness()
        try h.addAnnotation("a") { $0.isDraggable = true }
        h.map.shouldDragAnnotation = { _ in true }
        try h.run { try $0.longPress(at: point(200, 385), duration: 0.8) }
        #expect(!h.log.events.contains { $0.kind == .annotationLongPress })
        #expect(h.dragStates(of: "a").isEmpty == false)
    }
}
