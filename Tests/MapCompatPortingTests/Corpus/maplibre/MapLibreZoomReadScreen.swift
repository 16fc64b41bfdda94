import MapLibreStyle

// Modelled on the MapLibre coordinators of public SwiftUI wrappers (aws-amplify's AMLMapView Coordinator reads
// mapView.zoomLevel in its region callback; IMap's MapLibreWrapperModel reports the end of a drag from
// regionDidChangeAnimated): the map is centred on load, rotation is switched off, a pin is titled after it is
// added, and each region change and tap logs the zoom it reads from the map view.
final class MapLibreZoomReadScreen: UIViewController, MLNMapViewDelegate {
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    var mapView: MLNMapView!
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView = MLNMapView(frame: view.bounds)
        view.addSubview(mapView)
        mapView.delegate = self
        mapView.isRotateEnabled = false
        let start = CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522)
        mapView.setCenter(start, zoomLevel: 12, animated: false)
        mapView.setZoomLevel(13, animated: true)
    }

    func mapView(_ mapView: MLNMapView, regionDidChangeAnimated animated: Bool) {
        events.append("region changed \(Int(mapView.zoomLevel.rounded()))")
    }
}
