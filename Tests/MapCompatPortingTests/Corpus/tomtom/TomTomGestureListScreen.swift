import TomTomStyle

// Modelled on MapConductor's TomTomMapView.swift (the gesture settings written as one disabledGestures list when
// the map is ready) and TomTom's "Camera and animations" guide (applyCamera with a CameraUpdate of position and
// zoom): taps log the zoom read from the map's cameraProperties.
final class TomTomGestureListScreen: UIViewController, MapViewDelegate, MapDelegate {
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
        map.disabledGestures = [.rotate, .tilt]
        let amsterdam = CLLocationCoordinate2D(latitude: 52.3676, longitude: 4.9041)
        map.applyCamera(CameraUpdate(position: amsterdam, zoom: 13))
    }

    func map(_ map: TomTomMap, onInteraction interaction: MapInteraction) {
        switch interaction {
        case .tapped(let coordinate):
            events.append("map tap \(Int(coordinate.latitude)) \(Int(map.cameraProperties.zoom))")
        case .longPressed:
            events.append("long press")
        default:
            break
        }
    }
}
