import Foundation
import Testing

@testable import MapCompatCore

/// The profile's conditions on the built-in single tap and long press (MapLibre: the tap begins only when it
/// could select or deselect an annotation, the long press only on a draggable annotation), and the quick zoom's
/// tap that fails once the finger rests too long, so that app recognizers requiring them to fail recognize.
struct BuiltInConditionTests {
    private func annotated(_ profile: InteractionProfile, draggable: Bool = false) throws -> Harness {
        let h = try Harness(profile: profile)
        let center = h.map.camera.center
        try h.map.addAnnotation(
            try Annotation(id: AnnotationID("a"), coordinate: center, title: "Hall", isDraggable: draggable))
        return h
    }

    /// Adds `recognizer` as the app's, requiring the built-in recognizers of `kinds` to fail; returns a
    /// counter of its recognitions.
    private func fallback(_ recognizer: GestureRecognizer, on h: Harness, requiring kinds: Set<GestureKind>)
        -> Counter
    {
        let counter = Counter()
        for builtIn in h.map.gestureRecognizers where builtIn.kind.map(kinds.contains) == true {
            recognizer.require(toFail: builtIn)
        }
        recognizer.action = { if $0.state == ($0.isContinuous ? .began : .ended) { counter.value += 1 } }
        h.map.addGestureRecognizer(recognizer)
        return counter
    }

    @Test func mapLibresTapOnEmptyMapFailsSoTheAppsTapRecognizes() throws {
        let h = try annotated(.mapLibre)
        let taps = fallback(TapGestureRecognizer(), on: h, requiring: [.tap, .doubleTap, .twoFingerTap])
        try h.run { try $0.tap(at: point(100, 650)) }
        #expect(taps.value == 1)
        #expect(h.events(of: "mapTap").isEmpty)
    }

    @Test func mapLibresTapOnAnAnnotationIsTheMaps() throws {
        let h = try annotated(.mapLibre)
        let taps = fallback(TapGestureRecognizer(), on: h, requiring: [.tap, .doubleTap, .twoFingerTap])
        try h.run { try $0.tap(at: point(200, 385)) }
        #expect(taps.value == 0)
        #expect(h.map.selectedAnnotationID?.rawValue == "a")
    }

    @Test func mapLibresLongPressOnEmptyMapFailsSoTheAppsLongPressRecognizes() throws {
        let h = try annotated(.mapLibre)
        let presses = fallback(LongPressGestureRecognizer(), on: h, requiring: [.longPress, .quickZoom])
        try h.run { try $0.longPress(at: point(100, 650)) }
        #expect(presses.value == 1)
        #expect(h.events(of: "mapLongPress").isEmpty)
    }

    @Test func mapLibresLongPressOnADraggableAnnotationIsTheMaps() throws {
        let h = try annotated(.mapLibre, draggable: true)
        let presses = fallback(LongPressGestureRecognizer(), on: h, requiring: [.longPress, .quickZoom])
        try h.run { try $0.longPress(at: point(200, 385)) }
        #expect(presses.value == 0)
        #expect(!h.events(of: "dragState").isEmpty)
    }

    @Test(arguments: [InteractionProfile.neutral, .naver, .tomTom, .routeMe])
    func otherProfilesKeepEveryTapAndPress(profile: InteractionProfile) throws {
        let h = try annotated(profile)
        let taps = fallback(TapGestureRecognizer(), on: h, requiring: [.tap])
        try h.run { try $0.tap(at: point(100, 650)) }
        #expect(taps.value == 0)
        #expect(h.events(of: "mapTap").count == 1)
        let h2 = try annotated(profile)
        let presses = fallback(LongPressGestureRecognizer(), on: h2, requiring: [.longPress])
        try h2.run { try $0.longPress(at: point(100, 650)) }
        #expect(presses.value == 0)
        #expect(h2.events(of: "mapLongPress").count == 1)
    }

    @Test func theQuickZoomFailsOnceItsTapRestsTooLong() throws {
        let h = try Harness()
        let quickZoom = try #require(h.map.gestureRecognizers.first { $0.kind == .quickZoom })
        var script = TouchScript(startTime: h.map.now)
        try script.touches([TouchScript.RawSample(time: 0, points: [1: point(100, 650)])])
        try h.map.handle(script.frames)
        try h.map.advance(by: 0.34)
        #expect(quickZoom.state == .possible)
        try h.map.advance(by: 0.02)
        #expect(quickZoom.state == .failed)
    }
}

/// A count an action closure updates.
private final class Counter {
    var value = 0
}
