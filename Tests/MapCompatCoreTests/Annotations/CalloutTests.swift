import Foundation
import Testing

@testable import MapCompatCore

/// Where a callout goes and how taps on it are routed (route-me `RMMarker`'s `calloutOffset`,
/// accessory views; route-me `RMMapView.m`).
@Suite("Callouts")
struct CalloutTests {
    /// Makes a map with annotation `a` at the centre, selected, its callout shown with both accessories.
    func selectedWithCallout(offset: CGPoint = .zero) throws -> Harness {
        let h = try Harness()
        try h.addAnnotation("a") {
            $0.title = "City Hall"
            $0.subtitle = "Seoul"
            $0.canShowCallout = true
            $0.calloutOffset = offset
            $0.hasLeftAccessory = true
            $0.hasRightAccessory = true
        }
        try h.map.selectAnnotation("a")
        h.log.clear()
        return h
    }

    @Test("the anchor is the top centre of the frame; positive offsets move it right and down")
    func anchorAndOffset() throws {
        let plain = try #require(try selectedWithCallout().map.shownCallout)
        #expect(plain.anchor == CGPoint(x: 200, y: 364))
        #expect(plain.frame == CGRect(x: 100, y: 320, width: 200, height: 44))
        let moved = try #require(try selectedWithCallout(offset: CGPoint(x: 15, y: 8)).map.shownCallout)
        #expect(moved.anchor == CGPoint(x: 215, y: 372))
        let up = try #require(try selectedWithCallout(offset: CGPoint(x: -5, y: -10)).map.shownCallout)
        #expect(up.anchor == CGPoint(x: 195, y: 354))
    }

    @Test("a tap on an accessory gives only its callout tap event", arguments: [CalloutPart.left, .right, .body])
    func tapPart(part: CalloutPart) throws {
        let h = try selectedWithCallout()
        let point = try #require(h.map.shownCallout?.center(of: part))
        #expect(h.map.shownCallout?.part(at: point) == part)
        try h.tap(point)
        #expect(h.story == ["tap callout a \(part.rawValue)"])
        #expect(h.map.selectedAnnotationID == "a")
    }

    @Test("without accessories the whole bubble is body, and no accessory can be tapped")
    func noAccessories() throws {
        let h = try Harness()
        try h.addAnnotation("a") {
            $0.title = "A"
            $0.canShowCallout = true
        }
        try h.map.selectAnnotation("a")
        let callout = try #require(h.map.shownCallout)
        #expect(callout.center(of: .left) == nil)
        #expect(callout.part(at: CGPoint(x: 101, y: 340)) == .body)
    }

    @Test("the callout is hit before an annotation beneath it")
    func calloutAboveAnnotations() throws {
        let h = try selectedWithCallout()
        try h.addAnnotation("under", at: CGPoint(x: 200, y: 360)) { $0.z = 10 }
        try h.tap(CGPoint(x: 200, y: 345))
        #expect(h.story == ["tap callout a body"])
        #expect(h.map.selectedAnnotationID == "a")
    }

    @Test("a long press on the callout goes nowhere: no drag, no map long press")
    func longPressOnCallout() throws {
        let h = try selectedWithCallout()
        try h.addAnnotation("under", at: CGPoint(x: 200, y: 360)) { $0.isDraggable = true }
        h.map.shouldDragAnnotation = { _ in true }
        try h.run { try $0.longPress(at: CGPoint(x: 200, y: 345)) }
        #expect(h.story.isEmpty)
        #expect(h.events(of: "gesture").count == 2, "the long press itself is still reported")
    }

    @Test("the callout follows its annotation when the camera moves")
    func followsCamera() throws {
        let h = try selectedWithCallout()
        let before = try #require(h.map.shownCallout)
        try h.run { try $0.pan(from: CGPoint(x: 50, y: 700), to: CGPoint(x: 80, y: 650), duration: 0.3) }
        let after = try #require(h.map.shownCallout)
        #expect(abs(Double(after.anchor.x - before.anchor.x) - 30) < 1)
        #expect(abs(Double(after.anchor.y - before.anchor.y) + 50) < 1)
    }

    @Test("a layout whose accessories do not fit is refused, naming the field")
    func badLayout() {
        let error = #expect(throws: MapCompatError.self) {
            try CalloutLayout(size: CGSize(width: 50, height: 40), accessoryWidth: 30)
        }
        #expect(error?.field == "accessoryWidth")
    }
}
