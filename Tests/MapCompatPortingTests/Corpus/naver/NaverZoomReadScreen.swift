import NaverStyle

// Modelled on public NAVER map screens that answer the touch delegate in an extension (BuyingMyHome's
// MapViewController hands didTapMap to its view model) and read the camera there: the map is moved on load with
// an update of position and zoom, rotation is switched off, and each tap logs the zoom of cameraPosition.
final class NaverZoomReadScreen: UIViewController {
    let mapView = NMFMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(mapView)
        mapView.touchDelegate = self
        mapView.isRotateGestureEnabled = false
        mapView.moveCamera(NMFCameraUpdate(scrollTo: NMGLatLng(lat: 37.5666, lng: 126.9784), zoomTo: 14))
    }
}

extension NaverZoomReadScreen: NMFMapViewTouchDelegate {
    func mapView(_ mapView: NMFMapView, didTapMap latlng: NMGLatLng, point: CGPoint) {
        events.append("map tap \(Int(mapView.cameraPosition.zoom))")
    }
}
