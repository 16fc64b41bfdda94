import MapLibreStyle

// Modelled on maplibre/flutter-maplibre-gl, ios/Classes/MapLibreMapController.swift (a long-press recognizer added to
// the map view that reports the pressed coordinate once, when the press begins).
final class MapLibreLongPressScreen: UIViewController, MLNMapViewDelegate {
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    var mapView: MLNMapView!
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView = MLNMapView(frame: view.bounds)
        view.addSubview(mapView)
        mapView.delegate = self
        mapView.isRotateEnabled = false
        let longPress = UILongPressGestureRecognizer { [weak self] in self?.handleMapLongPress(sender: $0) }
        mapView.addGestureRecognizer(longPress)
    }

    func handleMapLongPress(sender: UIGestureRecognizer) {
        guard sender.state == .began else { return }
        let coordinate = mapView.convert(sender.location(in: mapView), toCoordinateFrom: mapView)
        events.append("long press \(Int(coordinate.latitude))")
    }
}
