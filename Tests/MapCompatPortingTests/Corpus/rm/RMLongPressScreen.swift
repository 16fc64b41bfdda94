import RMMapLayerStyle

// Modelled on route-me's samples (samples/MarkerMurder/Classes/MainViewController.m): long presses on the map add a
// marker at the pressed coordinate (longPressOnMap:at: → longPress(onMap:at:)).
final class RMLongPressScreen: UIViewController, RMMapViewDelegate {
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    var mapView: RMMapView!
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView = RMMapView(frame: view.bounds)
        view.addSubview(mapView)
        mapView.delegate = self
    }

    func longPress(onMap map: RMMapView!, at point: CGPoint) {
        let coordinate = map.pixel(toCoordinate: point)
        events.append("long press \(Int(coordinate.latitude))")
    }
}
