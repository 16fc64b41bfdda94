import TomTomStyle

// Modelled on TomTom's iOS "Markers" guide (developer.tomtom.com/ios/maps/documentation/guides/markers): a marker
// added with addMarker(options:) once the map is ready, its taps received as .tappedOnAnnotation.
final class TomTomMarkerScreen: UIViewController, MapViewDelegate, MapDelegate {
    let mapView = MapView()
    var map: TomTomMap?
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView.frame = view.bounds
        view.addSubview(mapView)
        mapView.delegate = self
    }

    func mapView(_ mapView: MapView, onMapReady map: TomTomMap) {
        self.map = map
        map.delegate = self
        map.moveCamera(CameraUpdate(position: CLLocationCoordinate2D(latitude: 52.3764, longitude: 4.9082), zoom: 15))
        let marker = try? map.addMarker(
            options: MarkerOptions(
                coordinate: CLLocationCoordinate2D(latitude: 52.3764, longitude: 4.9082),
                pinImage: UIImage(named: "marker_pin") ?? UIImage()))
        _ = marker
    }

    func map(_ map: TomTomMap, onInteraction interaction: MapInteraction) {
        switch interaction {
        case .tappedOnAnnotation:
            events.append("marker tap")
        case .tapped:
            events.append("map tap")
        default:
            break
        }
    }

    func map(_ map: TomTomMap, onCameraEvent event: CameraEvent) {}
}
