import Foundation

/// Hears each frame the map draws (NAVER's `NMFMapViewRenderDelegate`, NMapsMap 3.20.0); added with
/// ``NMFMapView/addRenderDelegate(delegate:)``, held weakly as NAVER holds it.
///
/// Headless, a frame is drawn for each step the camera takes (neither fully drawn nor stable: tiles would
/// still be loading) and once more when the camera comes to rest (fully drawn and stable), so code that waits
/// for a stable frame before it reads the map runs where it would on a device.
public protocol NMFMapViewRenderDelegate: AnyObject {
    /// A frame was drawn; `fully` when every piece of data was drawn, `stable` when no more drawing is needed.
    /// Optional, as in NAVER's SDK.
    func mapViewDidFinishRenderingFrame(_ mapView: NMFMapView, fully: Bool, stable: Bool)
}

extension NMFMapViewRenderDelegate {
    /// Does nothing, so that a class can adopt the protocol without it.
    public func mapViewDidFinishRenderingFrame(_ mapView: NMFMapView, fully: Bool, stable: Bool) {}
}

extension NMFMapView {
    /// Adds a render delegate, told of each frame drawn; adding one twice keeps one entry (NAVER's
    /// `addRenderDelegate:`, called as `mapView.addRenderDelegate(delegate: self)`).
    public func addRenderDelegate(delegate: any NMFMapViewRenderDelegate) {
        Self.add(delegate, to: &renderDelegates)
    }

    /// Removes a render delegate.
    public func removeRenderDelegate(delegate: any NMFMapViewRenderDelegate) {
        renderDelegates.removeAll { $0.value == nil || $0.value === delegate }
    }

    /// Tells the render delegates of a frame: a camera step draws one that is neither full nor stable, rest one
    /// that is both.
    func renderFrame(atRest: Bool) {
        for entry in renderDelegates {
            entry.value?.mapViewDidFinishRenderingFrame(self, fully: atRest, stable: atRest)
        }
    }
}
