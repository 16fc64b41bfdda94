import Foundation
import MapCompatCore

/// The view of the user's location: MapLibre's `MLNUserLocationAnnotationView` (maplibre/maplibre-native
/// `platform/ios/src/MLNUserLocationAnnotationView.h`), which apps subclass for their own user dot and return
/// from `mapView(_:viewFor:)` when the annotation is the map's ``MLNUserLocation`` (as MapLibre's demo app does,
/// `platform/ios/app/MBXViewController.mm` with `MBXUserLocationAnnotationView`). When the delegate returns
/// none, the map uses a plain one, as MapLibre uses its default puck; ``MLNMapView/view(for:)`` with
/// ``MLNMapView/userLocation`` returns either while the location is shown.
///
/// Headless nothing is drawn: the core's location marker is the dot that taps hit; the view is told to
/// ``update()`` when the location, the tracking mode or the camera changes, as MapLibre tells it.
open class MLNUserLocationAnnotationView: MLNAnnotationView {
    /// The map view showing it; `nil` until the map takes it.
    open var mapView: MLNMapView? { hostMapView }

    /// The user's location it shows; `nil` until the map takes it and while the location is not shown.
    open var userLocation: MLNUserLocation? { annotation as? MLNUserLocation }

    #if canImport(UIKit)
        /// The layer taps are tested against (MapLibre's default: the presentation layer of the view's layer).
        open var hitTestLayer: CALayer { layer.presentation() ?? layer }
    #endif

    /// Brings the view up to date with ``userLocation``, the tracking mode and the camera; does nothing by
    /// default. Called often while the map moves, so keep it light, as MapLibre's header asks.
    open func update() {}
}
