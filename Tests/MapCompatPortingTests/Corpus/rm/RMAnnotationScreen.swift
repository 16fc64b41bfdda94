import RMMapLayerStyle

// Modelled on route-me's samples (samples/MarkerMurder/Classes/MapTestbedAppDelegate.m and MainViewController.m): an
// RMAnnotation made with its map view, added, and its taps received by tapOnAnnotation:onMap: (tap(on:onMap:)).
final class RMAnnotationScreen: UIViewController, RMMapViewDelegate {
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    var mapView: RMMapView!
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView = RMMapView(frame: view.bounds)
        view.addSubview(mapView)
        mapView.delegate = self
        mapView.zoom = 14
        mapView.centerCoordinate = CLLocationCoordinate2D(latitude: 47.6062, longitude: -122.3321)
        let annotation = RMAnnotation(
            mapView: mapView, coordinate: CLLocationCoordinate2D(latitude: 47.6062, longitude: -122.3321),
            andTitle: "Seattle")
        mapView.addAnnotation(annotation)
    }

    func tap(on annotation: RMAnnotation!, onMap map: RMMapView!) {
        events.append("marker tap")
    }

    func singleTap(onMap map: RMMapView!, at point: CGPoint) {
        events.append("map tap")
    }
}
