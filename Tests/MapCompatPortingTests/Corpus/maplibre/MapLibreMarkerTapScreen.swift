import MapLibreStyle

// Modelled on maplibre/flutter-maplibre-gl, ios/Classes/MapLibreMapController.swift (annotations added from options,
// selection reported back) with the camera idle callback the plugin forwards as onCameraIdle.
final class MapLibreMarkerTapScreen: UIViewController, MLNMapViewDelegate {
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    var mapView: MLNMapView!
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView = MLNMapView(frame: view.bounds)
        view.addSubview(mapView)
        mapView.delegate = self
        mapView.setCenter(CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522), zoomLevel: 13, animated: false)
        let annotation = MLNPointAnnotation()
        annotation.coordinate = CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522)
        mapView.addAnnotation(annotation)
    }

    func mapView(_ mapView: MLNMapView, didSelect annotation: MLNAnnotation) {
        events.append("marker tap")
    }

    func mapViewDidBecomeIdle(_ mapView: MLNMapView) {
        events.append("camera idle")
    }
}
