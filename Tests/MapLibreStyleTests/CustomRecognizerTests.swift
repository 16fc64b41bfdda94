import Foundation
import MapCompatCore
import MapLibreStyle
import Testing

/// Seed 001's three custom-recognizer cases, through `MLNMapView.addGestureRecognizer(_:)`.
struct CustomRecognizerTests {
    @Test func customRecognizersTakePriorityOverBuiltInOnes() throws {
        let view = try MLNMapView()
        let doubleTap = TapGestureRecognizer(numberOfTapsRequired: 2)
        var fired = 0
        doubleTap.action = { if $0.state == .ended { fired += 1 } }
        view.addGestureRecognizer(doubleTap)
        try view.play { try $0.doubleTap(at: viewCenter) }
        #expect(fired == 1)
        #expect(view.zoomLevel == 15)
    }

    @Test func simultaneousRecognizerRunsAlongsideTheBuiltInPan() throws {
        let view = try MLNMapView()
        let pan = PanGestureRecognizer()
        var changes = 0
        pan.action = { if $0.state == .changed { changes += 1 } }
        pan.shouldRecognizeSimultaneously = { _, _ in true }
        view.addGestureRecognizer(pan)
        let start = view.centerCoordinate
        try view.play { try $0.pan(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 1) }
        #expect(changes > 0)
        #expect(!same(view.centerCoordinate, start))
    }

    @Test func fallbackRecognizerFiresOnlyWhenTheBuiltInTapFails() throws {
        let view = try MLNMapView()
        view.addAnnotation(MLNPointAnnotation(coordinate: view.centerCoordinate, title: "Hall"))
        let fallback = TapGestureRecognizer()
        for builtIn in view.gestureRecognizers where builtIn.kind == .tap { fallback.require(toFail: builtIn) }
        var taps = 0
        fallback.action = { if $0.state == .ended { taps += 1 } }
        view.addGestureRecognizer(fallback)
        try view.play { try $0.tap(at: CGPoint(x: 100, y: 650)) }
        #expect(taps == 1)
        try view.play { try $0.tap(at: CGPoint(x: 200, y: 385)) }
        #expect(taps == 1)
        #expect(view.selectedAnnotations.count == 1)
    }
}
