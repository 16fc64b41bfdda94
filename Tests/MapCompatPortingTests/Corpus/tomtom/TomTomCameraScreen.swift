import TomTomStyle

// Modelled on TomTom's iOS "Camera and animations" guide (docs.tomtom.com/navigation/ios/guides/map-display/
// camera-and-animations) and MapConductor's TomTomMapView.swift (cameraSteady taken as the end of a move).
final class TomTomCameraScreen: UIViewController, MapViewDelegate, MapDelegate {
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
        map.moveCamera(CameraUpdate(position: CLLocationCoordinate2D(latitude: 51.5074, longitude: -0.1278), zoom: 12))
    }

    func map(_ map: TomTomMap, onInteraction interaction: MapInteraction) {}

    func map(_ map: TomTomMap, onCameraEvent event: CameraEvent) {
        switch event {
        case .cameraSteady:
            events.append("camera idle")
        default:
            break
        }
    }
}
