import TomTomStyle

// Modelled on TomTom's iOS "Map controls" guide (the map view's current-location button policy set to visible) and
// the "Events and gestures" guide (map taps and camera rest in the same delegate).
final class TomTomLocationButtonScreen: UIViewController, MapViewDelegate, MapDelegate {
    let mapView = MapView()
    var map: TomTomMap?
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView.frame = view.bounds
        view.addSubview(mapView)
        mapView.currentLocationButtonVisibilityPolicy = .visible
        mapView.delegate = self
    }

    func mapView(_ mapView: MapView, onMapReady map: TomTomMap) {
        self.map = map
        map.delegate = self
    }

    func map(_ map: TomTomMap, onInteraction interaction: MapInteraction) {
        switch interaction {
        case .tapped:
            events.append("map tap")
        default:
            break
        }
    }

    func map(_ map: TomTomMap, onCameraEvent event: CameraEvent) {
        switch event {
        case .cameraSteady:
            events.append("camera idle")
        default:
            break
        }
    }
}
