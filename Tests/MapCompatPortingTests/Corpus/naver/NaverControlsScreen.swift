import NaverStyle

// Modelled on navermaps/ios-map-sdk, the demo's ControlsViewController.swift and GestureViewController.swift (an
// NMFNaverMapView with its built-in controls switched and the four gesture switches) and MapClickEventViewController.swift
// (the touch delegate's map tap).
final class NaverControlsScreen: UIViewController, NMFMapViewTouchDelegate {
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    var naverMapView: NMFNaverMapView!
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        naverMapView = NMFNaverMapView(frame: view.frame)
        naverMapView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(naverMapView)
        naverMapView.showCompass = false
        naverMapView.showLocationButton = true
        naverMapView.mapView.isTiltGestureEnabled = false
        naverMapView.mapView.isRotateGestureEnabled = false
        naverMapView.mapView.isScrollGestureEnabled = true
        naverMapView.mapView.isZoomGestureEnabled = true
        naverMapView.mapView.touchDelegate = self
    }

    func mapView(_ mapView: NMFMapView, didTapMap latlng: NMGLatLng, point: CGPoint) {
        events.append("map tap")
    }
}
