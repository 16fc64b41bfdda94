import Foundation
import MapCompatCore

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// The defaults of the delegate methods about appearance, loading and the older spellings, as MapLibre behaves
/// when a delegate leaves them out (maplibre-native `platform/ios/src/MLNMapViewDelegate.h`).
extension MLNMapViewDelegate {
    /// Calls ``mapViewRegionIsChanging(_:)``.
    public func mapViewRegionIsChanging(_ mapView: MLNMapView, reason: MLNCameraChangeReason) {
        mapViewRegionIsChanging(mapView)
    }
    /// Does nothing.
    public func mapView(_ mapView: MLNMapView, didSingleTapAt coordinate: CLLocationCoordinate2D) {}
    /// Does nothing.
    public func mapViewDidFailLoadingMap(_ mapView: MLNMapView, withError error: any Error) {}
    /// Calls ``mapViewDidFinishRenderingFrame(_:fullyRendered:)``.
    public func mapViewDidFinishRenderingFrame(
        _ mapView: MLNMapView, fullyRendered: Bool, frameEncodingTime: Double, frameRenderingTime: Double
    ) {
        mapViewDidFinishRenderingFrame(mapView, fullyRendered: fullyRendered)
    }
    /// Fully opaque.
    public func mapView(_ mapView: MLNMapView, alphaForShapeAnnotation annotation: MLNShape) -> CGFloat { 1 }
    /// No image: MapLibre's default marker.
    public func mapView(_ mapView: MLNMapView, imageFor annotation: any MLNAnnotation) -> MLNAnnotationImage? {
        nil
    }
    /// The map view's tint (black when it has none).
    public func mapView(_ mapView: MLNMapView, strokeColorForShapeAnnotation annotation: MLNShape) -> UIColor {
        mapView.tintColor ?? .black
    }
    /// The map view's tint (black when it has none).
    public func mapView(_ mapView: MLNMapView, fillColorForPolygonAnnotation annotation: MLNPolygon) -> UIColor {
        mapView.tintColor ?? .black
    }
    /// The middle of the content area.
    public func mapViewUserLocationAnchorPoint(_ mapView: MLNMapView) -> CGPoint {
        let insets = mapView.contentInset
        return CGPoint(
            x: (mapView.bounds.width - max(insets.left, 0) - max(insets.right, 0)) / 2,
            y: (mapView.bounds.height - max(insets.top, 0) - max(insets.bottom, 0)) / 2)
    }
    /// No image.
    public func mapView(_ mapView: MLNMapView, didFailToLoadImage imageName: String) -> UIImage? { nil }
    /// Evicts it.
    public func mapView(_ mapView: MLNMapView, shouldRemoveStyleImage imageName: String) -> Bool { true }
    /// MapLibre's default style.
    public func mapView(styleForDefaultUserLocationAnnotationView mapView: MLNMapView)
        -> MLNUserLocationAnnotationViewStyle
    {
        MLNUserLocationAnnotationViewStyle()
    }
}
