import Foundation
import MapCompatCore
import NaverStyle

/// What the screens of NAVER's demo app share: a base controller holding an `NMFNaverMapView` and its
/// `mapView`, and the default camera it moves to (modelled on navermaps/ios-map-sdk
/// NaverMapDemo/MapViewController.swift). Screens subclass it as the demo's do.
class DemoMapScreen {
    let naverMapView = NMFNaverMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    var mapView: NMFMapView { naverMapView.mapView }

    static var defaultCamera: NMFCameraPosition {
        NMFCameraPosition(NMGLatLng(lat: 37.5666102, lng: 126.9783881), zoom: 14, tilt: 0, heading: 0)
    }

    func viewDidLoad() {
        mapView.moveCamera(NMFCameraUpdate(position: Self.defaultCamera))
    }
}
