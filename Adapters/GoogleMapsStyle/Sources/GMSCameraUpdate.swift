import Foundation
import MapCompatCore

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// A change to the camera, applied by ``GMSMapView/moveCamera(_:)`` or ``GMSMapView/animate(with:)`` to the
/// camera the map has then (Google's `GMSCameraUpdate`, made only through its class factories).
///
/// ```swift
/// mapView.animate(with: GMSCameraUpdate.fit(bounds, withPadding: 50))
/// mapView.moveCamera(GMSCameraUpdate.zoomIn())
/// ```
open class GMSCameraUpdate: NSObject {
    /// What the update does, in the core's terms once applied.
    enum Change {
        case zoomBy(Float, about: CGPoint?)
        case zoomTo(Float)
        case target(CLLocationCoordinate2D, zoom: Float?)
        case camera(GMSCameraPosition)
        case fit(GMSCoordinateBounds, padding: UIEdgeInsets)
        case scroll(dx: CGFloat, dy: CGFloat)
        /// The bearing alone (``GMSMapView/animate(toBearing:)``).
        case bearing(Double)
        /// The viewing angle alone (``GMSMapView/animate(toViewingAngle:)``).
        case viewingAngle(Double)
    }

    let change: Change

    init(_ change: Change) {
        self.change = change
        super.init()
    }

    /// Zooms in one level (GMSCameraUpdate.h: "The zoom increment is 1.0").
    open class func zoomIn() -> GMSCameraUpdate { GMSCameraUpdate(.zoomBy(1, about: nil)) }

    /// Zooms out one level.
    open class func zoomOut() -> GMSCameraUpdate { GMSCameraUpdate(.zoomBy(-1, about: nil)) }

    /// Changes the zoom by `delta` levels.
    open class func zoom(by delta: Float) -> GMSCameraUpdate { GMSCameraUpdate(.zoomBy(delta, about: nil)) }

    /// Sets the zoom, on Google's scale.
    open class func zoom(to zoom: Float) -> GMSCameraUpdate { GMSCameraUpdate(.zoomTo(zoom)) }

    /// Centres the camera on `target`, keeping zoom, bearing and viewing angle.
    open class func setTarget(_ target: CLLocationCoordinate2D) -> GMSCameraUpdate {
        GMSCameraUpdate(.target(target, zoom: nil))
    }

    /// Centres the camera on `target` at `zoom`, keeping bearing and viewing angle.
    open class func setTarget(_ target: CLLocationCoordinate2D, zoom: Float) -> GMSCameraUpdate {
        GMSCameraUpdate(.target(target, zoom: zoom))
    }

    /// Moves the camera to `camera`.
    open class func setCamera(_ camera: GMSCameraPosition) -> GMSCameraUpdate { GMSCameraUpdate(.camera(camera)) }

    /// Shows `bounds` centred at the greatest zoom that fits, 64 points in from the view's padded edges, north
    /// up and looking straight down (GMSCameraUpdate.h).
    open class func fit(_ bounds: GMSCoordinateBounds) -> GMSCameraUpdate {
        fit(bounds, withPadding: 64)
    }

    /// Shows `bounds` as ``fit(_:)`` does, `padding` points in from every edge.
    open class func fit(_ bounds: GMSCoordinateBounds, withPadding padding: CGFloat) -> GMSCameraUpdate {
        GMSCameraUpdate(
            .fit(bounds, padding: UIEdgeInsets(top: padding, left: padding, bottom: padding, right: padding)))
    }

    /// Shows `bounds` as ``fit(_:)`` does, inset from the edges by `edgeInsets`.
    open class func fit(_ bounds: GMSCoordinateBounds, with edgeInsets: UIEdgeInsets) -> GMSCameraUpdate {
        GMSCameraUpdate(.fit(bounds, padding: edgeInsets))
    }

    /// Moves the view's centre by `dX` points right and `dY` points down.
    open class func scrollBy(x dX: CGFloat, y dY: CGFloat) -> GMSCameraUpdate {
        GMSCameraUpdate(.scroll(dx: dX, dy: dY))
    }

    /// Changes the zoom by `zoom` levels about `point`, which stays where it is on screen.
    open class func zoom(by zoom: Float, at point: CGPoint) -> GMSCameraUpdate {
        GMSCameraUpdate(.zoomBy(zoom, about: point))
    }
}
