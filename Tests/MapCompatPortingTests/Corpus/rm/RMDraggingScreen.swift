import RMMapLayerStyle

// Modelled on route-me's samples (samples/ProgrammaticMap/Classes/ProgrammaticMapViewController.m): a map made in code,
// dragging and deceleration set, zoom and centre set, and taps logged.
final class RMDraggingScreen: UIViewController, RMMapViewDelegate {
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    var mapView: RMMapView!
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView = RMMapView(frame: view.bounds)
        view.addSubview(mapView)
        mapView.delegate = self
        mapView.draggingEnabled = true
        mapView.decelerationMode = RMMapDecelerationFast
        mapView.zoom = 10
        mapView.centerCoordinate = CLLocationCoordinate2D(latitude: -33.8688, longitude: 151.2093)
    }

    func singleTap(onMap map: RMMapView!, at point: CGPoint) {
        events.append("map tap")
    }

    func afterMapMove(_ map: RMMapView!, byUser wasUserAction: Bool) {
        if wasUserAction {
            events.append("camera idle")
        }
    }
}
