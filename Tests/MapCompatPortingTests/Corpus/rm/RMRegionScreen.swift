import RMMapLayerStyle

// Modelled on route-me's samples (samples/SampleMap/Classes/MapViewViewController.m): region changes and the end of
// each move logged through the delegate (mapViewRegionDidChange:, afterMapMove:byUser:).
final class RMRegionScreen: UIViewController, RMMapViewDelegate {
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    var mapView: RMMapView!
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView = RMMapView(frame: view.bounds)
        view.addSubview(mapView)
        mapView.delegate = self
    }

    func mapViewRegionDidChange(_ mapView: RMMapView!) {
        events.append("region changed")
    }

    func afterMapMove(_ map: RMMapView!, byUser wasUserAction: Bool) {
        events.append("camera idle")
    }
}
