import MapLibreStyle

// Modelled on maplibre/maplibre-native, platform/ios/app/MBXViewController.m (camera set on load, zoom limits, compass
// ornament visibility) and the region-change delegate methods of MLNMapViewDelegate.h.
final class MapLibreCameraScreen: UIViewController, MLNMapViewDelegate {
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    var mapView: MLNMapView!
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView = MLNMapView(frame: view.bounds)
        view.addSubview(mapView)
        mapView.delegate = self
        mapView.compassView.compassVisibility = .hidden
        mapView.setCenter(
            CLLocationCoordinate2D(latitude: 40.7128, longitude: -74.0060), zoomLevel: 11, animated: false)
    }

    func mapView(_ mapView: MLNMapView, regionDidChangeAnimated animated: Bool) {
        if !animated {
            events.append("region changed")
        }
    }

    func mapViewDidBecomeIdle(_ mapView: MLNMapView) {
        events.append("camera idle")
    }
}
