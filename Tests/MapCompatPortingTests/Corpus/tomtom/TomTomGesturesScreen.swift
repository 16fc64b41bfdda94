import TomTomStyle

// Modelled on MapConductor's TomTomMapView.swift (disabledGestures set from the app's gesture settings) and TomTom's
// "Events and gestures" guide (the long press case).
final class TomTomGesturesScreen: UIViewController, MapViewDelegate, MapDelegate {
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
        map.disabledGestures.append(.tilt)
        map.disabledGestures.append(.rotate)
    }

    func map(_ map: TomTomMap, onInteraction interaction: MapInteraction) {
        switch interaction {
        case .longPressed:
            events.append("long press")
        default:
            break
        }
    }

    func map(_ map: TomTomMap, onCameraEvent event: CameraEvent) {}
}
