import Foundation
import MapCompatCore
import RMMapLayerStyle

// A map screen written the way ibikecph/ibikecph-ios writes its route-me view
// (`I Bike CPH/Shared/Classes/Views/MapView.swift`): a UIView that owns an RMMapView made with a tile source,
// draws routes as RMShape annotations, follows the user, and implements the delegate with non-optional
// objects in some methods and implicitly unwrapped ones in others, as that file does. Not copied: the
// structure and the route-me calls are the same, the app logic is reduced to a log.

/// The app's own annotation kind, as the app subclasses RMAnnotation.
final class BikeAnnotation: RMAnnotation {
    /// A layer the app keeps with the annotation and hands out from `mapView(_:layerFor:)`.
    var layerStore: RMMapLayer?
}

/// The screen: an app view around the map view.
final class BikeMapScreen: UIView, RMMapViewDelegate {
    // The app unwraps the initialiser's implicitly unwrapped result (`return map!`); typing the constant
    // does the same without a force unwrap, which this package's linter forbids.
    lazy var mapView: RMMapView = {
        let map: RMMapView = RMMapView(
            frame: CGRect(x: 0, y: 0, width: 1, height: 1), andTilesource: RMOpenStreetMapSource())
        return map
    }()
    var log: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(mapView)
        mapView.frame = bounds
        mapView.delegate = self
    }

    var zoomLevel: Double {
        get { Double(mapView.zoom) }
        set { mapView.zoom = Float(newValue) }
    }

    func centre(_ coordinate: CLLocationCoordinate2D, zoomLevel: Double, animated: Bool = true) {
        mapView.setZoom(Float(zoomLevel), at: coordinate, animated: animated)
    }

    @discardableResult
    func addPath(_ coordinates: [CLLocationCoordinate2D]) -> BikeAnnotation {
        let shape = RMShape(view: mapView)
        shape?.lineColor = UIColor(red: 0, green: 0.5, blue: 1, alpha: 1)
        shape?.lineWidth = 4
        shape?.lineJoin = "round"
        shape?.lineCap = "round"
        for coordinate in coordinates { shape?.addLine(to: coordinate) }
        let annotation = BikeAnnotation()
        annotation.mapView = mapView
        annotation.layerStore = shape
        if let first = coordinates.first { annotation.coordinate = first }
        annotation.setBoundingBoxFromLocations(
            coordinates.map { CLLocation(latitude: $0.latitude, longitude: $0.longitude) })
        mapView.addAnnotation(annotation)
        return annotation
    }

    func zoom(to southWest: CLLocationCoordinate2D, _ northEast: CLLocationCoordinate2D) {
        mapView.zoom(withLatitudeLongitudeBoundsSouthWest: southWest, northEast: northEast, animated: false)
    }

    func follow() {
        mapView.showsUserLocation = true
        mapView.userTrackingMode = RMUserTrackingModeFollow
    }

    func clear() { mapView.removeAllAnnotations() }

    // MARK: RMMapViewDelegate, spelled as the app spells it

    func mapView(_ mapView: RMMapView, didSelect annotation: RMAnnotation) {
        log.append("select \(annotation.title ?? "")")
    }

    func longPress(onMap map: RMMapView, at point: CGPoint) {
        let coordinate = mapView.pixel(toCoordinate: point)
        log.append("long press \(Int(coordinate.latitude.rounded()))")
    }

    func mapView(_ mapView: RMMapView, didChange mode: RMUserTrackingMode, animated: Bool) {
        log.append("tracking \(mode.rawValue)")
    }

    func tap(on annotation: RMAnnotation!, onMap map: RMMapView!) {
        log.append("tap \(annotation is BikeAnnotation ? "route" : "pin")")
    }

    func mapView(_ mapView: RMMapView!, layerFor annotation: RMAnnotation!) -> RMMapLayer! {
        if let route = annotation as? BikeAnnotation { return route.layerStore }
        return RMMarker(uiImage: UIImage(size: CGSize(width: 30, height: 40)), anchorPoint: CGPoint(x: 0.5, y: 1))
    }
}
