import Foundation
import Testing

@testable import MapCompatCore

/// Require-to-fail, switches, exclusions and app recognizers.
struct ArbitrationTests {
    @Test func withDoubleTapOnASingleTapWaitsForTheDoubleTapInterval() throws {
        let h = try Harness()
        try h.run { try $0.tap(at: point(200, 400)) }
        let tap = try #require(h.events(of: "mapTap").first)
        #expect(abs(tap.time - (TouchScript.tapDuration + InteractionProfile.neutral.doubleTapInterval)) < 1e-9)
    }

    @Test func withDoubleTapOffASingleTapIsRecognizedAtOnce() throws {
        let h = try Harness { $0.disabled = [.doubleTap] }
        try h.run { try $0.tap(at: point(200, 400)) }
        let tap = try #require(h.events(of: "mapTap").first)
        #expect(tap.time == TouchScript.tapDuration)
    }

    @Test func withZoomGesturesOffADoubleTapIsTwoTaps() throws {
        let h = try Harness { $0.isZoomEnabled = false }
        try h.run { try $0.doubleTap(at: point(200, 400)) }
        #expect(h.events(of: "mapTap").count == 2)
        #expect(h.map.camera.zoom == 15)
    }

    @Test func disabledGesturesDoNotMoveTheCamera() throws {
        let h = try Harness {
            $0.isScrollEnabled = false
            $0.isRotateEnabled = false
            $0.disabled = [.pinch, .tilt]
        }
        let before = h.map.camera
        try h.run {
            try $0.pan(from: point(200, 500), to: point(200, 300))
            try $0.rotate(center: point(200, 400), degrees: 45)
            try $0.pinch(center: point(200, 400), scale: 2)
            try $0.tilt(center: point(200, 400), dy: -80)
        }
        #expect(h.map.camera == before)
        #expect(h.gestureEvents.isEmpty)
    }

    /// Two fingers tilt, then turn while still down.
    private func tiltThenTurn(_ script: inout TouchScript) throws {
        var samples: [TouchScript.RawSample] = []
        for step in 0...20 {
            let y = 400 - Double(step) * 3
            samples.append(.init(time: Double(step) / 120, points: [1: point(150, y), 2: point(250, y)]))
        }
        for step in 1...30 {
            let angle = Double(step) * .pi / 180
            let dx = 50 * cos(angle)
            let dy = 50 * sin(angle)
            samples.append(
                .init(
                    time: (20 + Double(step)) / 120,
                    points: [1: point(200 - dx, 340 - dy), 2: point(200 + dx, 340 + dy)]))
        }
        samples.append(.init(time: 52 / 120, points: [:]))
        try script.touches(samples)
    }

    @Test func underTomTomsTableARotationDuringATiltIsIgnored() throws {
        let h = try Harness(profile: .tomTom)
        try h.run { try tiltThenTurn(&$0) }
        #expect(h.map.camera.tilt > 25)
        #expect(h.map.camera.bearing == 0)
        #expect(!h.gestureEvents.contains(.gesture(.rotate, .began)))
    }

    @Test func anEmptyExclusionSetLiftsTheRestriction() throws {
        let h = try Harness(profile: .tomTom) { $0.setExclusions(for: .rotate, blockedBy: []) }
        try h.run { try tiltThenTurn(&$0) }
        #expect(h.map.camera.tilt > 25)
        #expect(abs(Angle.difference(from: 330, to: h.map.camera.bearing)) < 1e-6)
    }

    @Test func anAppTapRecognizerWinsOverTheBuiltInOne() throws {
        let h = try Harness()
        let mine = TapGestureRecognizer()
        var recognized = 0
        mine.action = { if $0.state == .ended { recognized += 1 } }
        h.map.addGestureRecognizer(mine)
        try h.run { try $0.tap(at: point(200, 400)) }
        #expect(recognized == 1)
        #expect(h.events(of: "mapTap").isEmpty)
    }

    @Test func anAppTapThatRequiresTheBuiltInsToFailIsTheFallback() throws {
        let h = try Harness()
        let mine = TapGestureRecognizer()
        var recognized = 0
        mine.action = { if $0.state == .ended { recognized += 1 } }
        for builtIn in h.map.gestureRecognizers where builtIn.kind == .doubleTap { mine.require(toFail: builtIn) }
        h.map.addGestureRecognizer(mine)
        try h.run { try $0.doubleTap(at: point(200, 400)) }
        #expect(recognized == 0)
        #expect(h.events(of: "mapDoubleTap").count == 1)
        try h.run { try $0.tap(at: point(200, 400)) }
        #expect(recognized == 1)
    }

    @Test func anAppRecognizerThatRunsSimultaneouslyLetsTheBuiltInOneRunToo() throws {
        let h = try Harness()
        let mine = PanGestureRecognizer()
        var changes = 0
        mine.action = { if $0.state == .changed { changes += 1 } }
        mine.shouldRecognizeSimultaneously = { _, _ in true }
        h.map.addGestureRecognizer(mine)
        try h.run { try $0.pan(from: point(200, 500), to: point(200, 300)) }
        #expect(changes > 10)
        #expect(h.gestureEvents.contains(.gesture(.pan, .began)))
    }

    @Test func anAppRecognizerThatDoesNotRunSimultaneouslyBlocksTheBuiltInOne() throws {
        let h = try Harness()
        let mine = PanGestureRecognizer()
        h.map.addGestureRecognizer(mine)
        let before = h.map.camera
        try h.run { try $0.pan(from: point(200, 500), to: point(200, 300)) }
        #expect(h.map.camera == before)
        h.map.removeGestureRecognizer(mine)
        try h.run { try $0.pan(from: point(200, 500), to: point(200, 300)) }
        #expect(h.map.camera != before)
    }

    @Test func aShouldBeginHookThatSaysNoMakesTheRecognizerFail() throws {
        let h = try Harness { $0.disabled = [.doubleTap] }
        for recognizer in h.map.gestureRecognizers where recognizer.kind == .tap {
            recognizer.shouldBegin = { _ in false }
        }
        try h.run { try $0.tap(at: point(200, 400)) }
        #expect(h.events(of: "mapTap").isEmpty)
    }

    @Test func aLongPressIsReportedOnceItHasRested() throws {
        let h = try Harness()
        try h.run { try $0.longPress(at: point(200, 400), duration: 0.8) }
        let press = try #require(h.events(of: "mapLongPress").first)
        #expect(abs(press.time - InteractionProfile.neutral.longPressDuration) < 1e-9)
        #expect(h.events(of: "mapTap").isEmpty)
        #expect(h.gestureEvents == [.gesture(.longPress, .began), .gesture(.longPress, .ended)])
    }
}
