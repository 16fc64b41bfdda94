import WorkedExampleAdapter

// What `worked-example port --from naver --to mapbox` writes for `PortingStyleTests.naverScreen`, below its import
// line (the port imports MapboxMaps, which the adapter stands in for here): it compiles against the adapter, and
// `PortingStyleTests` checks that the port is this text and that it ports back to the NAVER screen unchanged.
final class GestureScreen: UIViewController {
    let mapView = MapView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let seoul = CLLocationCoordinate2D(latitude: 37.5666102, longitude: 126.9783881)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(mapView)
        mapView.gestures.options.pitchEnabled = false
        mapView.gestures.options.rotateEnabled = false
        mapView.mapboxMap.setCamera(to: CameraOptions(center: seoul, zoom: 14))
    }

    func allowScrolling(_ isOn: Bool) {
        mapView.gestures.options.panEnabled = isOn
    }
}
