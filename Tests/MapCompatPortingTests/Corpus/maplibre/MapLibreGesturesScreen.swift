import MapLibreStyle

// Modelled on maplibre/flutter-maplibre-gl, ios/Classes/MapLibreMapController.swift and its options sink (gesture
// switches, deceleration, zoom limits and the camera set with setCenter), and on maplibre/maplibre-native,
// platform/ios/app/MBXViewController.m (region callbacks logged).
final class MapLibreGesturesScreen: UIViewController, MLNMapViewDelegate {
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    var mapView: MLNMapView!
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView = MLNMapView(frame: view.bounds)
        mapView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(mapView)
        mapView.delegate = self
        mapView.isPitchEnabled = false
        mapView.isRotateEnabled = false
        mapView.isScrollEnabled = true
        mapView.isZoomEnabled = true
        mapView.decelerationRate = MLNMapViewDecelerationRateFast
        mapView.setCenter(CLLocationCoordinate2D(latitude: 52.5200, longitude: 13.4050), zoomLevel: 12, animated: false)
    }

    func mapView(_ mapView: MLNMapView, regionDidChangeAnimated animated: Bool) {
        events.append("region changed")
    }
}
