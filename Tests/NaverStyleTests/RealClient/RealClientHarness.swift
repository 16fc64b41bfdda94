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

/// Headless fingers for the screens' tests.
enum Finger {
    /// Taps a view at a point and lets a second pass (the double-tap wait, animations).
    static func tap(_ view: NMFMapView, at point: CGPoint) throws {
        var script = TouchScript(startTime: view.core.now)
        try script.tap(at: point)
        for frame in script.frames { try view.handle(frame) }
        try view.advance(by: 1)
    }
}
