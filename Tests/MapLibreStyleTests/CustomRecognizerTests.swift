import Foundation
import MapCompatCore
import MapLibreStyle
import Testing

/// Seed 001's three custom-recognizer cases, through `MLNMapView.addGestureRecognizer(_:)`.
struct CustomRecognizerTests {
    @Test func customRecognizersTakePriorityOverBuiltInOnes() throws {
        let view = makeMapView()
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        var fired = 0
        doubleTap.addAction { if $0.state == .ended { fired += 1 } }
        view.addGestureRecognizer(doubleTap)
        try view.play { try $0.doubleTap(at: viewCenter) }
        #expect(fired == 1)
        #expect(view.zoomLevel == 15)
    }

    @Test func simultaneousRecognizerRunsAlongsideTheBuiltInPan() throws {
        let view = makeMapView()
        let pan = UIPanGestureRecognizer()
        var changes = 0
        pan.addAction { if $0.state == .changed { changes += 1 } }
        let simultaneous = Simultaneous()
        pan.delegate = simultaneous
        view.addGestureRecognizer(pan)
        let start = view.centerCoordinate
        try view.play { try $0.pan(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 1) }
        #expect(changes > 0)
        #expect(!same(view.centerCoordinate, start))
    }

    @Test func fallbackRecognizerFiresOnlyWhenTheBuiltInTapFails() throws {
        let view = makeMapView()
        view.addAnnotation(MLNPointAnnotation(coordinate: view.centerCoordinate, title: "Hall"))
        let fallback = UITapGestureRecognizer()
        // The built-in single tap: one finger, one tap.
        for case let builtIn as UITapGestureRecognizer in view.gestureRecognizers ?? []
        where builtIn.numberOfTapsRequired == 1 && builtIn.numberOfTouchesRequired == 1 {
            fallback.require(toFail: builtIn)
        }
        var taps = 0
        fallback.addAction { if $0.state == .ended { taps += 1 } }
        view.addGestureRecognizer(fallback)
        try view.play { try $0.tap(at: CGPoint(x: 100, y: 650)) }
        #expect(taps == 1)
        try view.play { try $0.tap(at: CGPoint(x: 200, y: 385)) }
        #expect(taps == 1)
        #expect(view.selectedAnnotations.count == 1)
    }
}

/// A recognizer delegate that lets its recognizer run with the map's own.
private final class Simultaneous: UIGestureRecognizerDelegate {
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }
}
