import MapLibreStyle

// Modelled on maplibre/maplibre-native, platform/ios/app (the point-annotation examples: an MLNPointAnnotation with a
// title added to the map, selection logged, callouts allowed through the delegate).
final class MapLibreAnnotationScreen: UIViewController, MLNMapViewDelegate {
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    var mapView: MLNMapView!
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView = MLNMapView(frame: view.bounds)
        view.addSubview(mapView)
        mapView.delegate = self
        mapView.setCenter(
            CLLocationCoordinate2D(latitude: 45.5076, longitude: -122.6736), zoomLevel: 14, animated: false)
        let annotation = MLNPointAnnotation()
        annotation.coordinate = CLLocationCoordinate2D(latitude: 45.5076, longitude: -122.6736)
        annotation.title = "Portland"
        mapView.addAnnotation(annotation)
    }

    func mapView(_ mapView: MLNMapView, annotationCanShowCallout annotation: MLNAnnotation) -> Bool {
        true
    }

    func mapView(_ mapView: MLNMapView, didSelect annotation: MLNAnnotation) {
        events.append("marker tap")
    }
}
