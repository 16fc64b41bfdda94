import NaverStyle

// Modelled on navermaps/ios-map-sdk, the demo's MapClickEventViewController.swift: the touch delegate shows the
// tapped and long-tapped positions.
final class NaverMapClickScreen: UIViewController, NMFMapViewTouchDelegate {
    let mapView = NMFMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    var events: [String] = []
    var lastPosition = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(mapView)
        mapView.touchDelegate = self
    }

    func mapView(_ mapView: NMFMapView, didTapMap latlng: NMGLatLng, point: CGPoint) {
        lastPosition = "\(latlng.lat), \(latlng.lng)"
        events.append("map tap")
    }

    func mapView(_ mapView: NMFMapView, didLongTapMap latlng: NMGLatLng, point: CGPoint) {
        lastPosition = "\(latlng.lat), \(latlng.lng) at \(point.x), \(point.y)"
        events.append("long press")
    }
}
