import Foundation
import MapCompatCore
import MapCompatTesting
import NaverStyle
import Testing

/// A marker whose caption shows its screen point, and the position under a crosshair, updated from camera
/// callbacks (modelled on navermaps/ios-map-sdk NaverMapDemo/ProjectionViewController.swift).
final class ProjectionScreen: DemoMapScreen, NMFMapViewCameraDelegate {
    let marker = NMFMarker()
    let crossHair = UIView(frame: CGRect(x: 90, y: 290, width: 20, height: 20))
    var text = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView.addCameraDelegate(delegate: self)
        marker.position = mapView.cameraPosition.target
        marker.mapView = mapView
    }

    func update() {
        let point = mapView.projection.point(from: marker.position)
        marker.captionText = String(format: "(%.1f, %.1f)", point.x, point.y)
        let coord = mapView.projection.latlng(from: crossHair.center)
        text = String(format: "(%.5f, %.5f)", coord.lat, coord.lng)
    }

    func mapView(_ mapView: NMFMapView, cameraIsChangingByReason reason: Int) { update() }

    func mapView(_ mapView: NMFMapView, cameraDidChangeByReason reason: Int, animated: Bool) { update() }
}

/// Lists every overlay and symbol near a map tap (modelled on navermaps/ios-map-sdk
/// NaverMapDemo/PickAllViewController.swift).
final class PickAllScreen: DemoMapScreen, NMFMapViewTouchDelegate {
    var listed = ""
    var circleView: UIView?

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView.touchDelegate = self
        let marker1 = NMFMarker(position: NMGLatLng(lat: 37.5666102, lng: 126.9783881))
        marker1.captionText = "Marker 1"
        marker1.mapView = mapView
        let marker2 = NMFMarker(position: NMGLatLng(lat: 37.56211, lng: 126.98266))
        marker2.captionText = "Marker 2"
        marker2.mapView = mapView
    }

    func mapView(_ mapView: NMFMapView, didTapMap latlng: NMGLatLng, point: CGPoint) {
        var pickableListStr = ""
        for pickable in mapView.pickAll(point, withTolerance: 30) {
            if let symbol = pickable as? NMFSymbol {
                pickableListStr = pickableListStr + "Symbol(\(symbol.caption ?? ""))\n"
            } else if let marker = pickable as? NMFMarker {
                pickableListStr = pickableListStr + "Marker(\(marker.captionText))\n"
            } else {
                pickableListStr = pickableListStr + "Overlay\n"
            }
        }
        listed = pickableListStr
        if circleView == nil {
            let circle = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            circle.backgroundColor = UIColor(red: 25.0 / 255.0, green: 192.0 / 255.0, blue: 46.0 / 255.0, alpha: 1)
            circle.alpha = 0.3
            circle.isUserInteractionEnabled = false
            naverMapView.addSubview(circle)
            circleView = circle
        }
        circleView?.center = point
    }
}

@Suite struct ProjectionAndPickScreenTests {
    @Test func projectionFollowsTheCamera() throws {
        let screen = ProjectionScreen()
        screen.viewDidLoad()
        let mapView = screen.mapView
        mapView.moveCamera(NMFCameraUpdate(scrollBy: CGPoint(x: 50, y: 0)))
        // The marker stayed where it was on the map: 50 points left of the centre now.
        #expect(screen.marker.captionText == "(150.0, 400.0)")
        let expected = mapView.projection.latlng(from: CGPoint(x: 100, y: 300))
        #expect(screen.text == String(format: "(%.5f, %.5f)", expected.lat, expected.lng))
        let metres = mapView.projection.metersPerPixel()
        #expect(abs(metres - mapView.projection.metersPerPixel(atLatitude: 37.5666102, zoom: 14)) < 0.01)
    }

    @Test func pickAllListsTheMarkersNearATapTopmostFirst() throws {
        let screen = PickAllScreen()
        screen.viewDidLoad()
        let mapView = screen.mapView
        try mapView.addBasemapSymbol(
            id: "hall", caption: "City Hall", position: NMGLatLng(lat: 37.5666102, lng: 126.9783881))
        // A tap beside the first marker's icon: only the tolerance reaches it and the symbol.
        try MapTester(mapView).tap(at: CGPoint(x: 230, y: 390))
        #expect(screen.listed == "Marker(Marker 1)\nSymbol(City Hall)\n")
        #expect(screen.circleView?.center == CGPoint(x: 230, y: 390))
        #expect(screen.naverMapView.subviews.count == 2)
    }
}
