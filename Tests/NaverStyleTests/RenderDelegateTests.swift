import Foundation
import MapCompatCore
import NaverStyle
import Testing

/// `NMFMapViewRenderDelegate`, added as public NAVER apps add it (`mapView.addRenderDelegate(delegate: self)` in a
/// run-record screen that waits for the route's map to be drawn before it snapshots it, modelled on a public
/// running app's `RecordDetailViewController`): a frame per camera step, and a full, stable one at rest.
@Suite struct RenderDelegateTests {
    final class Frames: NMFMapViewRenderDelegate {
        var frames: [(fully: Bool, stable: Bool)] = []
        func mapViewDidFinishRenderingFrame(_ mapView: NMFMapView, fully: Bool, stable: Bool) {
            frames.append((fully, stable))
        }
    }

    @Test func aPanDrawsFramesAndRestDrawsAStableOne() throws {
        let mapView = NMFMapView()
        let frames = Frames()
        mapView.addRenderDelegate(delegate: frames)
        mapView.addRenderDelegate(delegate: frames)
        var script = TouchScript(startTime: mapView.core.now)
        try script.pan(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 100, y: 300), duration: 0.5)
        for frame in script.frames { try mapView.handle(frame) }
        try mapView.advance(by: 3)
        #expect(frames.frames.count > 2)
        #expect(frames.frames.dropLast().allSatisfy { !$0.fully && !$0.stable })
        #expect(frames.frames.last.map { $0.fully && $0.stable } == true)

        mapView.removeRenderDelegate(delegate: frames)
        let heard = frames.frames.count
        mapView.moveCamera(NMFCameraUpdate(scrollTo: NMGLatLng(lat: 37.5, lng: 127)))
        try mapView.advance(by: 1)
        #expect(frames.frames.count == heard)
    }
}
