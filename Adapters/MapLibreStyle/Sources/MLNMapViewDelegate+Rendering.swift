import Foundation
import MapCompatCore

/// The defaults of the delegate methods about drawing and loading resources (maplibre/maplibre-native
/// `platform/ios/src/MLNMapViewDelegate.h`; called from `platform/ios/src/MLNMapView.mm`). Headless, a frame
/// is drawn at each camera change and at idle, and a source changes when its shape or URL is set; no shader is
/// compiled and no glyph, sprite or tile is loaded, so those callbacks are declared, so that a delegate that
/// implements them compiles, and never called.
extension MLNMapViewDelegate {
    /// Calls ``mapViewDidFinishRenderingFrame(_:fullyRendered:frameEncodingTime:frameRenderingTime:)`` with
    /// the statistics' times, as MLNMapView.mm falls back when a delegate does not implement it.
    public func mapViewDidFinishRenderingFrame(
        _ mapView: MLNMapView, fullyRendered: Bool, renderingStats: MLNRenderingStats
    ) {
        mapViewDidFinishRenderingFrame(
            mapView, fullyRendered: fullyRendered, frameEncodingTime: renderingStats.encodingTime,
            frameRenderingTime: renderingStats.renderingTime)
    }
    /// Does nothing.
    public func mapView(_ mapView: MLNMapView, sourceDidChange source: MLNSource) {}
    /// Does nothing.
    public func mapView(_ mapView: MLNMapView, shaderWillCompile id: Int, backend: Int, defines: String) {}
    /// Does nothing.
    public func mapView(_ mapView: MLNMapView, shaderDidCompile id: Int, backend: Int, defines: String) {}
    /// Does nothing.
    public func mapView(_ mapView: MLNMapView, shaderDidFailCompile id: Int, backend: Int, defines: String) {}
    /// Does nothing.
    public func mapView(_ mapView: MLNMapView, glyphsWillLoad fontStack: [String], range: NSRange) {}
    /// Does nothing.
    public func mapView(_ mapView: MLNMapView, glyphsDidLoad fontStack: [String], range: NSRange) {}
    /// Does nothing.
    public func mapView(_ mapView: MLNMapView, glyphsDidError fontStack: [String], range: NSRange) {}
    /// Does nothing.
    public func mapView(
        _ mapView: MLNMapView, tileDidTriggerAction operation: MLNTileOperation, x: Int, y: Int, z: Int, wrap: Int,
        overscaledZ: Int, sourceID: String
    ) {}
    /// Does nothing.
    public func mapView(_ mapView: MLNMapView, spriteWillLoad id: String, url: String) {}
    /// Does nothing.
    public func mapView(_ mapView: MLNMapView, spriteDidLoad id: String, url: String) {}
    /// Does nothing.
    public func mapView(_ mapView: MLNMapView, spriteDidError id: String, url: String) {}
}
