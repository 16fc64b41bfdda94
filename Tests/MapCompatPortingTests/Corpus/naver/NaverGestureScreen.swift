import NaverStyle

// Modelled on note11g/flutter_naver_map, ios/Classes (the map options applied to NMFMapView: gesture switches and the
// camera at creation) with the camera delegate the plugin adds to report camera idle to Dart.
final class NaverGestureScreen: UIViewController, NMFMapViewCameraDelegate, NMFMapViewTouchDelegate {
    let mapView = NMFMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(mapView)
        mapView.isScrollGestureEnabled = true
        mapView.isZoomGestureEnabled = true
        mapView.isTiltGestureEnabled = false
        mapView.isRotateGestureEnabled = false
        mapView.moveCamera(NMFCameraUpdate(scrollTo: NMGLatLng(lat: 37.5666, lng: 126.9784), zoomTo: 12))
        mapView.addCameraDelegate(delegate: self)
        mapView.touchDelegate = self
    }

    func mapViewCameraIdle(_ mapView: NMFMapView) {
        events.append("camera idle")
    }

    func mapView(_ mapView: NMFMapView, didLongTapMap latlng: NMGLatLng, point: CGPoint) {
        events.append("long press")
    }
}
