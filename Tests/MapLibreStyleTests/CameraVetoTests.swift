import Foundation
import MapCompatCore
import MapLibreStyle
import Testing

/// A delegate that answers `shouldChangeFrom` and records what it was asked.
private final class VetoingDelegate: MLNMapViewDelegate {
    var answer = false
    var reasons: [MLNCameraChangeReason] = []

    func mapView(
        _ mapView: MLNMapView, shouldChangeFrom oldCamera: MLNMapCamera, to newCamera: MLNMapCamera,
        reason: MLNCameraChangeReason
    ) -> Bool {
        reasons.append(reason)
        return answer
    }

    func mapView(_ mapView: MLNMapView, shouldChangeFrom oldCamera: MLNMapCamera, to newCamera: MLNMapCamera)
        -> Bool
    {
        Issue.record("the variant without a reason is asked only when the reason variant is not implemented")
        return true
    }
}

/// A delegate that implements only the variant without a reason.
private final class PlainVetoingDelegate: MLNMapViewDelegate {
    var asked: [(MLNMapCamera, MLNMapCamera)] = []

    func mapView(_ mapView: MLNMapView, shouldChangeFrom oldCamera: MLNMapCamera, to newCamera: MLNMapCamera)
        -> Bool
    {
        asked.append((oldCamera, newCamera))
        return false
    }
}

/// `mapView(_:shouldChangeFrom:to:reason:)` (research §1.10): asked for gesture steps only, the reason variant
/// first, a refusal skips the step.
struct CameraVetoTests {
    private let pan: (inout TouchScript) throws -> Void = {
        try $0.pan(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.5)
    }

    @Test func refusingKeepsThePanFromMovingAndTheReasonIsPan() throws {
        let view = makeMapView()
        let delegate = VetoingDelegate()
        view.delegate = delegate
        let start = view.centerCoordinate
        try view.play(pan)
        #expect(same(view.centerCoordinate, start))
        #expect(!delegate.reasons.isEmpty)
        #expect(delegate.reasons.allSatisfy { $0.contains(.gesturePan) })
    }

    @Test func allowingLetsThePanMove() throws {
        let view = makeMapView()
        let delegate = VetoingDelegate()
        delegate.answer = true
        view.delegate = delegate
        let start = view.centerCoordinate
        try view.play(pan)
        #expect(view.centerCoordinate.latitude < start.latitude)
    }

    @Test func refusingStopsTheDoubleTapZoomWithReasonZoomIn() throws {
        let view = makeMapView()
        let delegate = VetoingDelegate()
        view.delegate = delegate
        try view.play { try $0.doubleTap(at: viewCenter) }
        #expect(view.zoomLevel == 15)
        #expect(delegate.reasons.last?.contains(.gestureZoomIn) == true)
    }

    @Test func theVariantWithoutReasonIsTheFallback() throws {
        let view = makeMapView()
        let delegate = PlainVetoingDelegate()
        view.delegate = delegate
        try view.play { try $0.pinch(center: viewCenter, scale: 2) }
        #expect(view.zoomLevel == 15)
        let first = try #require(delegate.asked.first)
        // The cameras carry altitudes: the zoom is MLNZoomLevelForAltitude's for the view's size.
        let size = view.bounds.size
        let zoom = { (camera: MLNMapCamera) in
            MLNZoomLevelForAltitude(camera.altitude, camera.pitch, camera.centerCoordinate.latitude, size)
        }
        #expect(abs(zoom(first.0) - 15) < 1e-9)
        #expect(zoom(first.1) > 15)
    }

    @Test func programmaticMovesAreNotAsked() throws {
        let view = makeMapView()
        let delegate = VetoingDelegate()
        view.delegate = delegate
        view.setCenter(view.centerCoordinate, zoomLevel: 12, animated: false)
        #expect(view.zoomLevel == 12)
        #expect(delegate.reasons.isEmpty)
    }
}
