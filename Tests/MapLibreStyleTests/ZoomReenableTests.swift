import Foundation
import MapCompatCore
import MapLibreStyle
import Testing

/// A pinch made while zoom is off changes nothing, and the next pinch after zoom comes back starts from the
/// zoom the map is at then (MapLibre's `testZoomEnabled`, platform/ios/test/MLNMapViewZoomTests.mm, written
/// with a pinch that lifts and one that begins afresh).
@Suite struct ZoomReenableTests {
    @Test func aPinchAfterZoomComesBackStartsFromTheCurrentZoom() throws {
        let view = makeMapView()
        view.isZoomEnabled = false
        try view.play { try $0.pinch(center: viewCenter, scale: 4) }
        #expect(view.zoomLevel == 15)
        view.zoomLevel = 3
        view.isZoomEnabled = true
        try view.play(settle: 0) { try $0.pinch(center: viewCenter, scale: 2) }
        #expect(abs(view.zoomLevel - 4) < 0.05, "one doubling of the finger distance from zoom 3")
    }

    /// Fingers that went down while zoom was off are not the pinch's when zoom comes back mid-gesture:
    /// UIKit gives a recognizer only the touches that begin while it is enabled, so MapLibre's pinch
    /// (enabled with `zoomEnabled`) waits for a fresh pinch.
    @Test func aPinchHeldWhileZoomComesBackDoesNotZoomFromItsTouchDown() throws {
        let view = makeMapView()
        view.isZoomEnabled = false
        var script = TouchScript(startTime: view.core.now)
        var samples: [TouchScript.RawSample] = []
        for step in 0...12 {
            let half = 20 + 10 * Double(step)
            samples.append(
                TouchScript.RawSample(
                    time: Double(step) * 0.05,
                    points: [1: CGPoint(x: 200 - half, y: 400), 2: CGPoint(x: 200 + half, y: 400)]))
        }
        samples.append(TouchScript.RawSample(time: 0.7, points: [:]))
        try script.touches(samples)
        let frames = script.frames
        for (index, frame) in frames.enumerated() {
            if index == frames.count / 2 { view.isZoomEnabled = true }
            try view.handle(frame)
        }
        try view.advance(by: 2)
        #expect(abs(view.zoomLevel - 15) < 0.01, "zoom \(view.zoomLevel)")
        try view.play { try $0.pinch(center: viewCenter, scale: 2) }
        #expect(view.zoomLevel > 15.5)
    }

    @Test func negativeOrnamentMarginsAreReportedAndTheOldOnesKept() {
        let view = makeMapView()
        for (name, set, get) in [
            ("scaleBar", { view.scaleBarMargins = $0 }, { view.scaleBarMargins }),
            ("logo", { view.logoViewMargins = $0 }, { view.logoViewMargins }),
            ("attribution", { view.attributionButtonMargins = $0 }, { view.attributionButtonMargins }),
            ("compass", { view.compassViewMargins = $0 }, { view.compassViewMargins }),
        ] as [(String, (CGPoint) -> Void, () -> CGPoint)] {
            let before = get()
            set(CGPoint(x: -4, y: 0))
            #expect(get() == before, "\(name)")
            #expect(view.core.diagnostics.last?.field.hasSuffix("margin.x") ?? false, "\(name)")
        }
    }
}
