import MapLibreStyle

// Modelled on maplibre/flutter-maplibre-gl, ios/Classes/MapLibreMapController.swift (a single-tap recognizer that
// requires the map's own tap recognizers to fail, its location converted with convert(_:toCoordinateFrom:)).
final class MapLibreTapScreen: UIViewController, MLNMapViewDelegate {
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    var mapView: MLNMapView!
    var events: [String] = []
    var lastCoordinate: CLLocationCoordinate2D?

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView = MLNMapView(frame: view.bounds)
        view.addSubview(mapView)
        mapView.delegate = self
        let singleTap = UITapGestureRecognizer { [weak self] in self?.handleMapTap(sender: $0) }
        for recognizer in mapView.gestureRecognizers ?? [] where recognizer is UITapGestureRecognizer {
            singleTap.require(toFail: recognizer)
        }
        mapView.addGestureRecognizer(singleTap)
    }

    func handleMapTap(sender: UIGestureRecognizer) {
        let point = sender.location(in: mapView)
        lastCoordinate = mapView.convert(point, toCoordinateFrom: mapView)
        events.append("map tap")
    }

    func mapViewDidBecomeIdle(_ mapView: MLNMapView) {
        events.append("camera idle")
    }
}
