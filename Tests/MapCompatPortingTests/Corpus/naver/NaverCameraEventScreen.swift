import NaverStyle

// Modelled on navermaps/ios-map-sdk, the demo's CameraEventViewController.swift: a camera delegate added with
// addCameraDelegate(delegate:) that logs when the camera comes to rest, and a camera move on load.
final class NaverCameraEventScreen: UIViewController, NMFMapViewCameraDelegate {
    let mapView = NMFMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(mapView)
        mapView.addCameraDelegate(delegate: self)
        mapView.moveCamera(NMFCameraUpdate(scrollTo: NMGLatLng(lat: 37.5666102, lng: 126.9783881), zoomTo: 14))
    }

    func mapViewCameraIdle(_ mapView: NMFMapView) {
        events.append("camera idle")
    }
}
