import Foundation
import MapCompatCore
import RMMapLayerStyle

// A screen written from route-me's own header documentation (mapbox/DEPRECATED-mapbox-ios-sdk,
// `MapView/Map/RMMapViewDelegate.h` and `RMMapView.h`), read through the names Swift's importer gives
// them: a pin the user may drag (`mapView(_:shouldDrag:)`, then `mapView(_:annotation:didChange:fromOldState:)`
// with `RMMapLayerDragState…` constants), the user's location (`showsUserLocation`,
// `mapViewWillStartLocatingUser(_:)`, `mapView(_:didUpdate:)`) and map moves (`beforeMapMove(_:byUser:)`,
// `afterMapMove(_:byUser:)`, `mapViewRegionDidChange(_:)`).

final class DraggablePinScreen: NSObject, RMMapViewDelegate {
    let mapView = RMMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    var log: [String] = []
    var regionChanges = 0

    override init() {
        super.init()
        mapView.delegate = self
        mapView.zoom = 15
        mapView.centerCoordinate = CLLocationCoordinate2D(latitude: 52.52, longitude: 13.405)
    }

    func dropPin() -> RMAnnotation {
        let pin: RMAnnotation = RMAnnotation(mapView: mapView, coordinate: mapView.centerCoordinate, andTitle: "Pin")
        pin.annotationType = "draggable"
        mapView.addAnnotation(pin)
        return pin
    }

    func mapView(_ mapView: RMMapView!, layerFor annotation: RMAnnotation!) -> RMMapLayer! {
        guard annotation.annotationType == "draggable" else { return nil }
        return RMMarker(mapboxMarkerImage: "star", tintColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    }

    func mapView(_ mapView: RMMapView!, shouldDrag annotation: RMAnnotation!) -> Bool {
        annotation.annotationType == "draggable"
    }

    func mapView(
        _ mapView: RMMapView!, annotation: RMAnnotation!, didChange newState: RMMapLayerDragState,
        fromOldState oldState: RMMapLayerDragState
    ) {
        // route-me tells the delegate the states a layer stores: dragging once it lifted, none once it dropped
        // (public apps save the pin's new coordinate on `newState == RMMapLayerDragStateNone`).
        switch newState {
        case RMMapLayerDragStateDragging: log.append("drag lifted")
        case RMMapLayerDragStateNone: log.append("drag dropped")
        default: log.append("drag state \(newState.rawValue)")
        }
    }

    func mapViewWillStartLocatingUser(_ mapView: RMMapView!) { log.append("locating") }

    func mapView(_ mapView: RMMapView!, didUpdate userLocation: RMUserLocation!) {
        log.append("location \(Int(userLocation.location.coordinate.latitude.rounded()))")
    }

    func beforeMapMove(_ map: RMMapView!, byUser wasUserAction: Bool) { log.append("before move \(wasUserAction)") }

    func afterMapMove(_ map: RMMapView!, byUser wasUserAction: Bool) { log.append("after move \(wasUserAction)") }

    func mapViewRegionDidChange(_ mapView: RMMapView!) { regionChanges += 1 }
}
