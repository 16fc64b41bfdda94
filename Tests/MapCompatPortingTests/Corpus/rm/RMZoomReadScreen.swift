import RMMapLayerStyle

// Modelled on prkng-ios's MapViewController.swift (a route-me map view held by the controller, centred on load,
// afterMapMove(_:byUser:) and afterMapZoom(_:byUser:) answered) and route-me's RMMapView.h (setZoom:atCoordinate:
// animated:): the end of each zoom logs the zoom the map view reports.
final class RMZoomReadScreen: UIViewController, RMMapViewDelegate {
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    var mapView: RMMapView!
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView = RMMapView(frame: view.bounds)
        view.addSubview(mapView)
        mapView.delegate = self
        let montreal = CLLocationCoordinate2D(latitude: 45.548, longitude: -73.58)
        mapView.setZoom(13, at: montreal, animated: false)
    }

    func afterMapMove(_ map: RMMapView!, byUser wasUserAction: Bool) {
        events.append("camera idle \(Int(map.zoom))")
    }

    func singleTap(onMap map: RMMapView!, at point: CGPoint) {
        events.append("map tap \(Int(mapView.zoom))")
    }
}
