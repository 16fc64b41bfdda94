/// A change to the camera, applied by ``GMSMapView/moveCamera(_:)`` or ``GMSMapView/animate(with:)``
/// (Google's `GMSCameraUpdate`,
/// https://developers.google.com/maps/documentation/ios-sdk/reference/objc/Classes/GMSCameraUpdate).
open class GMSCameraUpdate: NSObject {
    let apply: (Camera) -> Camera

    init(_ apply: @escaping (Camera) -> Camera) { self.apply = apply }

    /// Moves to `camera`.
    open class func setCamera(_ camera: GMSCameraPosition) -> GMSCameraUpdate {
        GMSCameraUpdate { current in camera.neutral ?? current }
    }

    /// Centres on `target` at `zoom`, keeping bearing and viewing angle.
    open class func setTarget(_ target: CLLocationCoordinate2D, zoom: Float) -> GMSCameraUpdate {
        GMSCameraUpdate { current in
            var camera = current
            camera.center = (try? LatLng(latitude: target.latitude, longitude: target.longitude)) ?? current.center
            camera.zoom = Double(zoom)
            return camera
        }
    }

    /// Changes only the zoom.
    open class func zoom(to zoom: Float) -> GMSCameraUpdate {
        GMSCameraUpdate { current in
            var camera = current
            camera.zoom = Double(zoom)
            return camera
        }
    }
}

@available(*, unavailable)
extension GMSCameraUpdate: @unchecked Sendable {}
