import Foundation
import Testing

@testable import MapCompatCore

/// The app's say over annotation taps and callouts, and the annotation rules Google's markers follow: a tap hook
/// that keeps the tap, a tap on the selection that reselects, a selection that centres the camera, a
/// deselection that waits for the tap to be heard, a callout hook and callout long presses
/// (GMSMapViewDelegate.h, and the Maps SDK for iOS info-window guide).
@Suite("Annotation tap decisions and Google's selection rules")
struct AnnotationTapDecisionTests {
    /// Inside the default frame of an annotation whose anchor is at `offCentre`.
    let onAnnotation = CGPoint(x: 260, y: 285)
    let offCentre = CGPoint(x: 260, y: 300)
    let elsewhere = CGPoint(x: 100, y: 600)

    private func harness(_ rules: (inout AnnotationRules) -> Void = { _ in }) throws -> Harness {
        var profile = InteractionProfile.neutral
        rules(&profile.annotations)
        let h = try Harness(profile: profile)
        try h.addAnnotation("a", at: offCentre) {
            $0.title = "A"
            $0.canShowCallout = true
        }
        return h
    }

    @Test("a tap the hook keeps is reported and changes no selection")
    func keptTapSelectsNothing() throws {
        let h = try harness()
        var asked: [AnnotationID] = []
        h.map.annotationTapHandler = {
            asked.append($0)
            return true
        }
        try h.tap(onAnnotation)
        #expect(asked == ["a"])
        #expect(h.story.isEmpty)
        #expect(h.log.events.contains { if case .annotationTap("a", _) = $0 { true } else { false } })
        #expect(h.map.selectedAnnotationID == nil)
    }

    @Test("a tap the hook declines selects as without a hook")
    func declinedTapSelects() throws {
        let h = try harness()
        h.map.annotationTapHandler = { _ in false }
        try h.tap(onAnnotation)
        #expect(h.story == ["show callout a", "select a"])
    }

    @Test("a kept tap on another annotation leaves the selection where it was")
    func keptTapKeepsTheSelection() throws {
        let h = try harness()
        try h.addAnnotation("b", at: CGPoint(x: 100, y: 300))
        try h.tap(onAnnotation)
        h.map.annotationTapHandler = { $0 == "b" }
        h.log.clear()
        try h.tap(CGPoint(x: 100, y: 285))
        #expect(h.story.isEmpty)
        #expect(h.map.selectedAnnotationID == "a")
    }

    @Test("under the reselecting rule a tap on the selection closes its callout and opens it again")
    func tapOnSelectionReselects() throws {
        let h = try harness { $0.tapOnSelection = .reselects }
        try h.tap(onAnnotation)
        h.log.clear()
        try h.tap(onAnnotation)
        #expect(h.story == ["hide callout a", "deselect a", "show callout a", "select a"])
    }

    @Test("under the centring rule a tap selection animates the camera onto the annotation, reason developer")
    func tapSelectionCentres() throws {
        let h = try harness { $0.tapSelectionCentersCamera = true }
        let position = try #require(h.map.annotation("a")?.coordinate)
        try h.tap(onAnnotation)
        #expect(abs(h.map.camera.center.latitude - position.latitude) < 1e-9)
        #expect(abs(h.map.camera.center.longitude - position.longitude) < 1e-9)
        #expect(h.log.events.contains(.cameraWillChange(reason: .developer, animated: true)))
        // Without the rule, and for a tap the hook keeps, the camera stays.
        let plain = try harness()
        try plain.tap(onAnnotation)
        let kept = try harness { $0.tapSelectionCentersCamera = true }
        kept.map.annotationTapHandler = { _ in true }
        try kept.tap(onAnnotation)
        #expect(plain.map.camera == InteractiveMap.defaultCamera)
        #expect(kept.map.camera == InteractiveMap.defaultCamera)
    }

    @Test("under the waiting rule a tap away reaches the map before the selection ends")
    func deselectionWaitsForTheMap() throws {
        let waiting = try harness { $0.deselectsAfterTheTapIsHeard = true }
        try waiting.tap(onAnnotation)
        waiting.log.clear()
        try waiting.tap(elsewhere)
        #expect(waiting.story == ["map tap", "hide callout a", "deselect a"])
        let neutral = try harness()
        try neutral.tap(onAnnotation)
        neutral.log.clear()
        try neutral.tap(elsewhere)
        #expect(neutral.story == ["hide callout a", "deselect a", "map tap"])
    }

    @Test("under the waiting rule an annotation the app selects while it hears the tap stays selected")
    func selectionMadeWhileHearingTheTapStays() throws {
        let h = try harness { $0.deselectsAfterTheTapIsHeard = true }
        try h.addAnnotation("b", at: CGPoint(x: 100, y: 300)) { $0.title = "B" }
        try h.tap(onAnnotation)
        let map = h.map
        // As a Google app opens an info window over a tapped place from its tap callback.
        map.addObserver { [weak map] in if case .mapTap = $0.event { _ = try? map?.selectAnnotation("b") } }
        h.log.clear()
        try h.tap(elsewhere)
        #expect(h.story == ["map tap", "hide callout a", "deselect a", "select b"])
        #expect(h.map.selectedAnnotationID == "b")
    }

    @Test("under the waiting rule a tap on a shape that consumes it ends the selection after the shape's tap")
    func deselectionWaitsForAShape() throws {
        let h = try harness { $0.deselectsAfterTheTapIsHeard = true }
        let centre = h.map.camera.center
        try h.map.scene.add(
            SceneItem(id: "dot", shape: .circle(try CircleShape(center: centre, radius: 100)), tap: .consume))
        try h.tap(onAnnotation)
        h.log.clear()
        try h.tap(mapCentre)
        #expect(h.story == ["overlay dot consumed", "hide callout a", "deselect a"])
    }

    @Test("the callout hook decides whether a selection shows the callout, title or not")
    func calloutHookDecides() throws {
        let h = try harness { $0.untitledCallout = .selectsWithoutCallout }
        try h.addAnnotation("b", at: CGPoint(x: 100, y: 300)) {
            $0.subtitle = "no title"
            $0.canShowCallout = true
        }
        var asked: [AnnotationID] = []
        h.map.shouldShowCallout = {
            asked.append($0)
            return $0 == "b"
        }
        try h.tap(onAnnotation)
        #expect(h.story == ["select a"])
        h.log.clear()
        try h.tap(CGPoint(x: 100, y: 285))
        #expect(h.story == ["deselect a", "show callout b", "select b"])
        #expect(asked == ["a", "b"])
        // A shown callout is not asked about again when its annotation changes.
        var changed = try #require(h.map.annotation("b"))
        changed.subtitle = "changed"
        try h.map.updateAnnotation(changed)
        #expect(asked == ["a", "b"])
        #expect(h.map.shownCallout?.annotationID == "b")
    }

    @Test("a long press on the shown callout is told to its hook and goes no further")
    func calloutLongPress() throws {
        let h = try harness()
        var pressed: [AnnotationID] = []
        h.map.calloutLongPressHandler = { pressed.append($0) }
        try h.tap(onAnnotation)
        let callout = try #require(h.map.shownCallout)
        h.log.clear()
        try h.run { try $0.longPress(at: CGPoint(x: callout.frame.midX, y: callout.frame.midY), duration: 1) }
        #expect(pressed == ["a"])
        #expect(h.story.isEmpty)
    }

    @Test("the located tap hook is told where the tap landed, and is asked instead of the plain one")
    func locatedHookGetsThePoint() throws {
        let h = try harness()
        var plain = 0
        var located: [(AnnotationID, TapLocation)] = []
        h.map.annotationTapHandler = { _ in
            plain += 1
            return false
        }
        h.map.locatedAnnotationTapHandler = {
            located.append(($0, $1))
            return true
        }
        try h.tap(onAnnotation)
        #expect(plain == 0)
        #expect(located.map(\.0) == ["a"])
        #expect(located.first?.1.point == onAnnotation)
        #expect(located.first?.1.coordinate == h.map.transform.coordinate(at: onAnnotation))
        #expect(h.map.selectedAnnotationID == nil)
    }
}
