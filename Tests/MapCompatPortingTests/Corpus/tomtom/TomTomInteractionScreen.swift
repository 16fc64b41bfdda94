import TomTomStyle

// Modelled on TomTom's iOS "Events and gestures" guide (developer.tomtom.com/ios/maps/documentation/guides/
// map-display/events-and-gestures): a MapView whose delegate receives the map in mapView(_:onMapReady:), then one
// map(_:onInteraction:) switch over taps and long presses.
final class TomTomInteractionScreen: UIViewController, MapViewDelegate, MapDelegate {
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
    }

    func map(_ map: TomTomMap, onInteraction interaction: MapInteraction) {
        switch interaction {
        case let .tapped(coordinate):
            events.append("map tap")
            _ = coordinate
        case let .longPressed(coordinate):
            events.append("long press \(Int(coordinate.latitude))")
        default:
            break
        }
    }

    func map(_ map: TomTomMap, onCameraEvent event: CameraEvent) {}
}
