import RMMapLayerStyle

// Modelled on route-me's samples (route-me/route-me, samples/SampleMap/Classes/MapViewViewController.m): an RMMapView
// whose delegate logs single taps, under the names Swift's importer gives RMMapViewDelegate.h's selectors.
final class RMTapScreen: UIViewController, RMMapViewDelegate {
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    var mapView: RMMapView!
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView = RMMapView(frame: view.bounds)
        view.addSubview(mapView)
        mapView.delegate = self
        mapView.zoom = 12
        mapView.centerCoordinate = CLLocationCoordinate2D(latitude: 51.5074, longitude: -0.1278)
    }

    func singleTap(onMap map: RMMapView!, at point: CGPoint) {
        events.append("map tap")
    }
}
