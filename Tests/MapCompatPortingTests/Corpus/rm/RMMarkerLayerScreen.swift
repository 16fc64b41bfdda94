import RMMapLayerStyle

// Modelled on route-me's samples (samples/MarkerMurder/Classes/MainViewController.m): annotations drawn by a layer
// from mapView:layerForAnnotation: (mapView(_:layerFor:)), their taps and map taps logged.
final class RMMarkerLayerScreen: UIViewController, RMMapViewDelegate {
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    var mapView: RMMapView!
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView = RMMapView(frame: view.bounds)
        view.addSubview(mapView)
        mapView.delegate = self
        mapView.zoom = 13
        mapView.centerCoordinate = CLLocationCoordinate2D(latitude: 41.9028, longitude: 12.4964)
        let annotation = RMAnnotation(
            mapView: mapView, coordinate: CLLocationCoordinate2D(latitude: 41.9028, longitude: 12.4964),
            andTitle: "Roma")
        mapView.addAnnotation(annotation)
    }

    func mapView(_ mapView: RMMapView!, layerFor annotation: RMAnnotation!) -> RMMapLayer! {
        RMMarker(uiImage: UIImage(named: "marker-blue") ?? UIImage())
    }

    func tap(on annotation: RMAnnotation!, onMap map: RMMapView!) {
        events.append("marker tap")
    }
}
