import Foundation
import Testing

@testable import MapCompatCore

/// Where the bubble stands near the view's sides, and taps on an app's own callout view (SMCalloutView's
/// `presentCalloutFromRect:inView:constrainedToRect:animated:`, used by route-me and by MapLibre's
/// `MLNCompactCalloutView`; MapLibre's `MLNCalloutView` protocol).
@Suite("Callout placement")
struct CalloutPlacementTests {
    private func selected(at point: CGPoint) throws -> Harness {
        let h = try Harness()
        try h.addAnnotation("a", at: point) {
            $0.title = "Edge"
            $0.canShowCallout = true
            $0.hasRightAccessory = true
        }
        try h.map.selectAnnotation("a")
        h.log.clear()
        return h
    }

    @Test("near a side the bubble moves in to lie within the view; its arrow stays on the annotation")
    func keptWithinTheView() throws {
        let left = try #require(try selected(at: CGPoint(x: 30, y: 400)).map.shownCallout)
        #expect(left.frame.minX == 0)
        #expect(left.anchor.x == 30)
        let right = try #require(try selected(at: CGPoint(x: 390, y: 400)).map.shownCallout)
        #expect(right.frame.maxX == 400)
        #expect(right.rightFrame?.maxX == 400)
    }

    @Test("taps are judged on the frame the app's callout view took, until the callout hides")
    func presentedFrame() throws {
        let h = try selected(at: mapCentre)
        let bubble = try #require(h.map.shownCallout?.frame)
        let appView = CGRect(x: 150, y: 250, width: 100, height: 100)
        h.map.placeShownCallout(in: appView)
        #expect(h.map.shownCallout?.frame == appView)

        try h.tap(CGPoint(x: 160, y: 260))
        #expect(h.story == ["tap callout a body"])
        h.log.clear()
        // A point of the profile's bubble outside the app's view is the map's.
        try h.tap(CGPoint(x: bubble.minX + 5, y: bubble.midY))
        #expect(h.story.contains("deselect a") && !h.story.contains("tap callout a body"))

        try h.map.selectAnnotation("a")
        #expect(h.map.shownCallout?.frame == bubble)
    }

    @Test("the app's frame follows the annotation when the camera moves")
    func followsTheAnnotation() throws {
        let h = try selected(at: mapCentre)
        h.map.placeShownCallout(in: CGRect(x: 150, y: 250, width: 100, height: 100))
        var camera = h.map.camera
        camera.center = try #require(h.map.transform.coordinate(at: CGPoint(x: 200, y: 350)))
        try h.map.moveCamera(to: camera)
        #expect(h.map.shownCallout?.frame == CGRect(x: 150, y: 300, width: 100, height: 100))
    }
}
