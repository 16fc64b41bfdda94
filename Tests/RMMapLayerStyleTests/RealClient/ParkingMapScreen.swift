import Foundation
import MapCompatCore
import RMMapLayerStyle

// A map screen written the way prkng/ios writes its route-me controller
// (`prkng-ios/View Controllers/Map/RMMapViewController.swift`), under the names Swift's importer gives
// route-me's headers today: a Mapbox source, zoom limits as Float, layers from `mapView(_:layerFor:)` keyed
// on the annotation's userInfo (lines as RMShape, pins as RMMarker with callout accessories), and the
// delegate's zoom, move, tap and accessory callbacks with implicitly unwrapped objects. Not copied: the
// structure and the route-me calls are the same, the app logic is reduced to a log.

final class ParkingMapScreen: RMMapViewDelegate {
    let zoomDefault: Float = 16
    var mapView: RMMapView
    var log: [String] = []

    init() {
        if let source = RMMapboxSource(mapID: "example.map-id") {
            mapView = RMMapView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), andTilesource: source)
        } else {
            mapView = RMMapView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        }
        mapView.zoomingInPivotsAroundCenter = true
        mapView.zoom = zoomDefault
        mapView.maxZoom = 19
        mapView.minZoom = 9
        mapView.setCenter(CLLocationCoordinate2D(latitude: 45.5, longitude: -73.58), animated: false)
        mapView.frame = CGRect(x: 0, y: 0, width: 400, height: 800)
        mapView.delegate = self
    }

    func addSpot(_ coordinates: [CLLocationCoordinate2D], title: String) {
        let annotation: RMAnnotation = RMAnnotation(mapView: mapView, coordinate: coordinates[0], andTitle: title)
        annotation.userInfo = ["type": "line", "points": coordinates]
        mapView.addAnnotation(annotation)
    }

    func addPin(_ coordinate: CLLocationCoordinate2D, title: String) {
        let annotation: RMAnnotation = RMAnnotation(mapView: mapView, coordinate: coordinate, andTitle: title)
        annotation.userInfo = ["type": "pin"]
        mapView.addAnnotation(annotation)
    }

    func mapView(_ mapView: RMMapView!, layerFor annotation: RMAnnotation!) -> RMMapLayer! {
        if annotation.isUserLocationAnnotation { return nil }
        let userInfo = annotation.userInfo as? [String: Any]
        switch userInfo?["type"] as? String {
        case "line":
            let shape = RMShape(view: mapView)
            shape?.lineColor = UIColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
            shape?.lineWidth = mapView.zoom >= 15 ? 4.4 : 2.6
            for coordinate in userInfo?["points"] as? [CLLocationCoordinate2D] ?? [] {
                shape?.addLine(to: coordinate)
            }
            return shape
        case "pin":
            let marker: RMMarker = RMMarker(
                uiImage: UIImage(size: CGSize(width: 24, height: 36)), anchorPoint: CGPoint(x: 0.5, y: 1))
            marker.leftCalloutAccessoryView = UIView(frame: .zero)
            marker.rightCalloutAccessoryView = UIControl(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            marker.canShowCallout = true
            marker.zPosition = 100
            return marker
        default:
            return nil
        }
    }

    func tap(onCalloutAccessory control: UIControl!, for annotation: RMAnnotation!, onMap map: RMMapView!) {
        log.append("accessory \(annotation.title ?? "")")
    }

    func tap(on annotation: RMAnnotation!, onMap map: RMMapView!) {
        log.append("tap \(annotation.title ?? "")")
    }

    func singleTap(onMap map: RMMapView!, at point: CGPoint) {
        log.append("map tap")
    }

    func beforeMapZoom(_ map: RMMapView!, byUser wasUserAction: Bool) {
        log.append("before zoom \(wasUserAction)")
    }

    func afterMapZoom(_ map: RMMapView!, byUser wasUserAction: Bool) {
        log.append("after zoom \(wasUserAction)")
    }

    func afterMapMove(_ map: RMMapView!, byUser wasUserAction: Bool) {
        log.append("after move \(wasUserAction)")
    }
}
