import NaverStyle

// Modelled on navermaps/ios-map-sdk, the demo's MarkerViewController.swift and OverlayClickEventViewController.swift:
// a marker placed by setting its mapView, with a touch handler that consumes the tap, and map taps logged.
final class NaverMarkerScreen: UIViewController, NMFMapViewTouchDelegate {
    let mapView = NMFMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(mapView)
        mapView.touchDelegate = self
        mapView.moveCamera(NMFCameraUpdate(scrollTo: NMGLatLng(lat: 37.5670135, lng: 126.9783740), zoomTo: 15))
        let marker = NMFMarker()
        marker.position = NMGLatLng(lat: 37.5670135, lng: 126.9783740)
        marker.touchHandler = { [weak self] (overlay: NMFOverlay) -> Bool in
            self?.events.append("marker tap")
            return true
        }
        marker.mapView = mapView
    }

    func mapView(_ mapView: NMFMapView, didTapMap latlng: NMGLatLng, point: CGPoint) {
        events.append("map tap")
    }
}
