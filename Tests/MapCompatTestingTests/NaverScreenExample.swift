import Foundation
import MapCompatTesting
import NaverStyle
import Testing

// The NAVER example of the "Testing your map screens" article: markers whose touch handlers open an info
// window, a map tap that closes it, and a reload when the camera comes to rest after the user moved it
// (modelled on navermaps/ios-map-sdk NaverMapDemo's InfoWindowViewController and CameraEventViewController).

/// The screen under test: plain NAVER code.
final class StoresScreen: UIViewController, NMFMapViewTouchDelegate, NMFMapViewCameraDelegate {
    let naverMapView = NMFNaverMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    var mapView: NMFMapView { naverMapView.mapView }
    let infoWindow = NMFInfoWindow()
    let text = NMFInfoWindowDefaultTextSource.data()
    let store = NMFMarker(position: NMGLatLng(lat: 37.5670, lng: 126.9790))
    private var movedByGesture = false
    private(set) var reloads = 0
    let log: CallbackRecorder

    init(log: CallbackRecorder) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(naverMapView)
        mapView.moveCamera(NMFCameraUpdate(scrollTo: NMGLatLng(lat: 37.5666, lng: 126.9784), zoomTo: 15))
        mapView.touchDelegate = self
        mapView.addCameraDelegate(delegate: self)

        infoWindow.dataSource = text
        store.userInfo = ["name": "Store"]
        store.touchHandler = { [weak self] overlay in
            guard let self, let marker = overlay as? NMFMarker else { return false }
            text.title = marker.userInfo["name"] as? String
            infoWindow.open(with: marker)
            log.record("openInfoWindow", text.title)
            return true
        }
        store.mapView = mapView
    }

    func mapView(_ mapView: NMFMapView, didTapMap latlng: NMGLatLng, point: CGPoint) {
        infoWindow.close()
        log.record("didTapMap")
    }

    func mapView(_ mapView: NMFMapView, cameraWillChangeByReason reason: Int, animated: Bool) {
        movedByGesture = reason == NMFMapChangedByGesture
    }

    func mapViewCameraIdle(_ mapView: NMFMapView) {
        guard movedByGesture else { return }
        movedByGesture = false
        reloads += 1
        log.record("reload")
    }
}

@Suite struct NaverScreenExample {
    let log = CallbackRecorder()
    let harness: ScreenHarness<StoresScreen>
    let tester: MapTester

    init() {
        harness = ScreenHarness(StoresScreen(log: log))
        tester = harness.tester(harness.screen.mapView)
    }

    @Test func theStoreMarkerOpensTheInfoWindowAndAMapTapClosesIt() throws {
        let screen = harness.screen
        try tester.tap(on: screen.store)
        #expect(screen.infoWindow.marker === screen.store)
        #expect(log.names == ["openInfoWindow"])

        // The window stands above the marker: a tap on it is not a map tap, one beside it is.
        let window = try tester.frame(of: screen.infoWindow)
        #expect(window.maxY <= (try tester.frame(of: screen.store)).minY + 0.5)
        try tester.tap(at: CGPoint(x: 60, y: 700))
        #expect(screen.infoWindow.mapView == nil)
        #expect(log.names == ["openInfoWindow", "didTapMap"])
    }

    @Test func aPanReloadsOnceTheCameraIsIdle() throws {
        try tester.pan(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 260, y: 460))
        #expect(harness.screen.reloads == 1)
        #expect(harness.screen.mapView.loaded)
    }
}
