import Foundation
import MapCompatCore
import MapCompatTesting
import NaverStyle
import Testing

/// The location overlay placed, turned and restyled by the app, and its touch handler (modelled on
/// navermaps/ios-map-sdk NaverMapDemo/LocationOverlayViewController.swift).
final class LocationOverlayScreen: DemoMapScreen, NMFMapViewTouchDelegate {
    let circleColor = UIColor(red: 0.58, green: 0.78, blue: 0.98, alpha: 1.0)
    var animations = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView.touchDelegate = self
        let locationOverlay = naverMapView.mapView.locationOverlay
        locationOverlay.location = Self.defaultCamera.target
        locationOverlay.circleOutlineWidth = 0
        locationOverlay.hidden = false
        locationOverlay.icon = NMFOverlayImage(name: "imgLocationDirection", in: Bundle.naverMapFramework())
        locationOverlay.subIcon = nil
        locationOverlay.circleColor = circleColor
        locationOverlay.touchHandler = { [weak self] _ in
            self?.animations += 1
            return true
        }
    }

    func respondToHeadingSlider(_ value: Float) {
        naverMapView.mapView.locationOverlay.heading = CGFloat(value)
    }

    func mapView(_ mapView: NMFMapView, didTapMap latlng: NMGLatLng, point: CGPoint) {
        naverMapView.mapView.locationOverlay.location = latlng
    }
}

/// A map view made in code, added to a view hierarchy, told to load (modelled on navermaps/ios-map-sdk
/// NaverMapDemo/MapViewCreatedInCodeController.swift and the load delegate of NAVER's 3.20.0 changelog).
final class CreatedInCodeScreen: NMFMapViewLoadDelegate {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let naverMapView = NMFNaverMapView()
    var loads = 0

    func viewDidLoad() {
        view.addSubview(naverMapView)
        naverMapView.translatesAutoresizingMaskIntoConstraints = false
        naverMapView.frame = view.bounds
        naverMapView.mapView.addLoadDelegate(delegate: self)
        naverMapView.mapView.moveCamera(NMFCameraUpdate(position: DemoMapScreen.defaultCamera))
    }

    func mapViewDidFinishLoadingMap(_ mapView: NMFMapView) { loads += 1 }
}

/// A map view subclass, as apps write them.
final class AppMapView: NMFNaverMapView {}

@Suite struct LocationAndLoadScreenTests {
    @Test func theAppMovesAndTurnsTheLocationOverlay() throws {
        let screen = LocationOverlayScreen()
        screen.viewDidLoad()
        let mapView = screen.mapView
        let overlay = mapView.locationOverlay
        #expect(overlay.location == LocationOverlayScreen.defaultCamera.target)
        screen.respondToHeadingSlider(90)
        #expect(overlay.heading == 90 && overlay.circleColor == screen.circleColor)
        // A tap on the overlay reaches its handler; a tap elsewhere moves it there.
        try MapTester(mapView).tap(at: CGPoint(x: 200, y: 400))
        #expect(screen.animations == 1)
        try MapTester(mapView).tap(at: CGPoint(x: 100, y: 500))
        let moved = mapView.projection.point(from: overlay.location)
        #expect(abs(moved.x - 100) < 1e-6 && abs(moved.y - 500) < 1e-6)
        #expect(overlay.heading == 90)
        overlay.location = NMGLatLng(lat: .nan, lng: 0)
        #expect(mapView.core.diagnostics.last?.field == "NMFLocationOverlay.location.lat")
    }

    @Test func aViewMadeInCodeFillsItsParentAndLoadsOnce() throws {
        let screen = CreatedInCodeScreen()
        screen.viewDidLoad()
        let mapView = screen.naverMapView.mapView
        #expect(screen.naverMapView.superview === screen.view)
        #expect(mapView.core.viewport.width == 390 && mapView.core.viewport.height == 844)
        #expect(screen.loads == 0 && !mapView.loaded)
        try screen.naverMapView.advance(by: 0)
        try mapView.advance(by: 1)
        #expect(screen.loads == 1 && mapView.loaded)
        #expect(mapView.cameraPosition.zoom == 14)
        let subclass = AppMapView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let asView: UIView = subclass
        #expect(asView.bounds.size == CGSize(width: 300, height: 300))
        #expect(subclass.mapView.core.viewport.width == 300)
    }
}
