import Foundation
import Testing

@testable import MapCompatCore

/// Selection by tap and by call, and when a callout goes with it (route-me `RMMarker`'s `canShowCallout`;
/// maplibre-native `platform/ios/src/MLNMapView.mm`).
@Suite("Annotation selection and callouts")
struct AnnotationSelectionTests {
    /// Inside the default frame of an annotation at the map's centre.
    let onAnnotation = CGPoint(x: 200, y: 385)
    /// Well away from it and from its callout.
    let elsewhere = CGPoint(x: 100, y: 600)

    @Test("a tap on an annotation with a title and callouts on selects it and shows its callout")
    func tapSelectsAndShowsCallout() throws {
        let h = try Harness()
        try h.addAnnotation("a") {
            $0.title = "City Hall"
            $0.canShowCallout = true
        }
        try h.tap(onAnnotation)
        #expect(h.story == ["show callout a", "select a"])
        #expect(h.map.selectedAnnotationID == "a")
        #expect(h.map.shownCallout?.annotationID == "a")
    }

    @Test("a tap elsewhere deselects, hides the callout, and goes on to the map")
    func tapElsewhereDeselects() throws {
        let h = try Harness()
        try h.addAnnotation("a") {
            $0.title = "City Hall"
            $0.canShowCallout = true
        }
        try h.tap(onAnnotation)
        h.log.clear()
        try h.tap(elsewhere)
        #expect(h.story == ["hide callout a", "deselect a", "map tap"])
        #expect(h.map.selectedAnnotationID == nil)
        #expect(h.map.shownCallout == nil)
    }

    @Test("a tap on the selected annotation changes nothing and does not reach the map")
    func tapOnSelectionIsNoOp() throws {
        let h = try Harness()
        try h.addAnnotation("a") { $0.title = "A" }
        try h.tap(onAnnotation)
        h.log.clear()
        try h.tap(onAnnotation)
        #expect(h.story.isEmpty)
        #expect(h.map.selectedAnnotationID == "a")
    }

    @Test("a tap on another annotation deselects the first, then selects the second")
    func tapMovesSelection() throws {
        let h = try Harness()
        try h.addAnnotation("a") {
            $0.title = "A"
            $0.canShowCallout = true
        }
        try h.addAnnotation("b", at: CGPoint(x: 200, y: 600)) { $0.title = "B" }
        try h.tap(onAnnotation)
        h.log.clear()
        try h.tap(CGPoint(x: 200, y: 590))
        #expect(h.story == ["hide callout a", "deselect a", "select b"])
    }

    @Test("with a title but callouts off, a tap selects and shows no callout")
    func calloutOff() throws {
        let h = try Harness()
        try h.addAnnotation("a") { $0.title = "A" }
        try h.tap(onAnnotation)
        #expect(h.story == ["select a"])
        #expect(h.map.shownCallout == nil)
    }

    @Test("callouts on and no title: route-me's documented rule makes the annotation act disabled")
    func untitledCalloutDisables() throws {
        for profile in [InteractionProfile.neutral, .routeMe] {
            let h = try Harness(profile: profile)
            try h.addAnnotation("a") { $0.canShowCallout = true }
            #expect(!h.map.isSelectable("a"))
            try h.tap(onAnnotation)
            #expect(h.story == ["map tap"], "\(profile.name): the tap goes through")
            #expect(try h.map.selectAnnotation("a") == false)
            #expect(h.map.selectedAnnotationID == nil)
        }
    }

    @Test("callouts on and no title under MapLibre: selected, with no callout")
    func untitledCalloutSelectsUnderMapLibre() throws {
        let h = try Harness(profile: .mapLibre)
        try h.addAnnotation("a") { $0.canShowCallout = true }
        try h.tap(onAnnotation)
        #expect(h.story == ["select a"])
        #expect(h.map.shownCallout == nil)
    }

    @Test("a disabled annotation is transparent: the marker beneath gets the tap")
    func disabledIsTransparent() throws {
        let h = try Harness()
        try h.map.scene.add(
            SceneItem(
                id: "m", shape: .marker(MarkerShape(position: InteractiveMap.defaultCamera.center)), tap: .consume))
        try h.addAnnotation("a") {
            $0.title = "A"
            $0.isEnabled = false
        }
        try h.tap(onAnnotation)
        #expect(h.story == ["overlay m consumed"])
        #expect(h.map.selectedAnnotationID == nil)
    }

    @Test("annotations lie above scene items: the annotation is selected and the marker is not asked")
    func annotationsAboveScene() throws {
        let h = try Harness()
        try h.map.scene.add(
            SceneItem(
                id: "m", shape: .marker(MarkerShape(position: InteractiveMap.defaultCamera.center)), globalZ: 1000,
                tap: .consume))
        try h.addAnnotation("a") { $0.title = "A" }
        try h.tap(onAnnotation)
        #expect(h.story == ["select a"])
    }

    @Test("a hidden annotation is not hit")
    func hiddenIsNotHit() throws {
        let h = try Harness()
        try h.addAnnotation("a") {
            $0.title = "A"
            $0.isVisible = false
        }
        try h.tap(onAnnotation)
        #expect(h.story == ["map tap"])
    }

    @Test("programmatic select and deselect report like taps; repeats change nothing")
    func programmatic() throws {
        let h = try Harness()
        try h.addAnnotation("a") {
            $0.title = "A"
            $0.canShowCallout = true
        }
        try h.addAnnotation("b", at: CGPoint(x: 100, y: 100)) { $0.title = "B" }
        #expect(try h.map.selectAnnotation("a"))
        #expect(try h.map.selectAnnotation("a"))
        #expect(try h.map.selectAnnotation("b"))
        h.map.deselectAnnotation("a")
        h.map.deselectAnnotation()
        h.map.deselectAnnotation()
        #expect(
            h.story == [
                "show callout a", "select a", "hide callout a", "deselect a", "select b", "deselect b",
            ])
        #expect(throws: MapCompatError.self) { try h.map.selectAnnotation("missing") }
    }

    @Test("frontmost wins among overlapping annotations: higher z, then the later one, and the selection")
    func frontmostWinner() throws {
        let h = try Harness()
        try h.addAnnotation("low") { $0.z = 1 }
        try h.addAnnotation("early") { $0.z = 2 }
        try h.addAnnotation("late") { $0.z = 2 }
        try h.tap(onAnnotation)
        #expect(h.map.selectedAnnotationID == "late")
        try h.map.selectAnnotation("low")
        #expect(h.map.annotationHit(at: onAnnotation, persisting: false) == "low", "the selection comes to the front")
    }

    @Test("MapLibre: nearest in degrees wins within its 5-point square, and repeated taps cycle")
    func mapLibreNearestAndCycling() throws {
        let h = try Harness(profile: .mapLibre)
        try h.addAnnotation("left", at: CGPoint(x: 190, y: 400))
        try h.addAnnotation("right", at: CGPoint(x: 210, y: 400))
        let nearRight = CGPoint(x: 207, y: 403)
        #expect(h.map.annotationHit(at: nearRight, persisting: false) == "right", "3 points below the frame still hits")
        try h.tap(nearRight)
        #expect(h.map.selectedAnnotationID == "right")
        try h.tap(nearRight)
        #expect(h.map.selectedAnnotationID == "left", "the same candidates again: the next one")
    }

    @Test("route-me: no tolerance, a tap just below the frame misses")
    func routeMeNoSlop() throws {
        let h = try Harness(profile: .routeMe)
        try h.addAnnotation("a") { $0.title = "A" }
        #expect(h.map.annotationHit(at: CGPoint(x: 200, y: 401), persisting: false) == nil)
        #expect(h.map.annotationHit(at: CGPoint(x: 200, y: 400), persisting: false) == "a")
    }

    @Test("removing the selected annotation deselects it")
    func removeDeselects() throws {
        let h = try Harness()
        try h.addAnnotation("a") {
            $0.title = "A"
            $0.canShowCallout = true
        }
        try h.map.selectAnnotation("a")
        h.log.clear()
        try h.map.removeAnnotation("a")
        #expect(h.story == ["hide callout a", "deselect a"])
        #expect(h.map.annotations.isEmpty)
        #expect(throws: MapCompatError.self) { try h.map.removeAnnotation("a") }
    }

    @Test("updating the selection follows the new values: the callout appears, a disabled one is deselected")
    func updateReconciles() throws {
        let h = try Harness()
        var a = try h.addAnnotation("a") { $0.title = "A" }
        try h.map.selectAnnotation("a")
        a.canShowCallout = true
        try h.map.updateAnnotation(a)
        a.isEnabled = false
        try h.map.updateAnnotation(a)
        #expect(h.story == ["select a", "show callout a", "hide callout a", "deselect a"])
    }

    @Test("an id is used once, and bad geometry names its field")
    func badInput() throws {
        let h = try Harness()
        try h.addAnnotation("a")
        #expect(throws: MapCompatError.self) { try h.addAnnotation("a") }
        let coordinate = InteractiveMap.defaultCamera.center
        #expect(throws: MapCompatError(.nonFinite, field: "size.width", "nan is not a finite number")) {
            try Annotation(id: "x", coordinate: coordinate, size: CGSize(width: Double.nan, height: 1))
        }
        let error = #expect(throws: MapCompatError.self) {
            try Annotation(id: "x", coordinate: coordinate, calloutOffset: CGPoint(x: 0, y: Double.infinity))
        }
        #expect(error?.field == "calloutOffset.y")
    }
}
