import TomTomStyle

// Modelled on MapConductor's TomTomMapView.swift (taps turned into screen points with pointForCoordinate(coordinate:)
// to find what lies under the finger) and TomTom's "Events and gestures" guide.
final class TomTomTapCoordinateScreen: UIViewController, MapViewDelegate, MapDelegate {
    let mapView = MapView()
    var map: TomTomMap?
    var events: [String] = []
    var lastPoint: CGPoint?

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView.frame = view.bounds
        view.addSubview(mapView)
        mapView.delegate = self
    }

    func mapView(_ mapView: MapView, onMapReady map: TomTomMap) {
        self.map = map
        map.delegate = self
        map.moveCamera(CameraUpdate(position: CLLocationCoordinate2D(latitude: 35.6762, longitude: 139.6503), zoom: 13))
    }

    func map(_ map: TomTomMap, onInteraction interaction: MapInteraction) {
        switch interaction {
        case let .tapped(coordinate):
            lastPoint = map.pointForCoordinate(coordinate: coordinate)
            events.append("map tap")
        case let .longPressed(coordinate):
            lastPoint = map.pointForCoordinate(coordinate: coordinate)
            events.append("long press")
        default:
            break
        }
    }

    func map(_ map: TomTomMap, onCameraEvent event: CameraEvent) {}
}
