import Foundation
import MapCompatCore
import MapCompatTesting
import NaverStyle
import Testing

/// An info window that markers open on themselves and a map tap opens where it landed; a tap on the window
/// closes it (modelled on navermaps/ios-map-sdk NaverMapDemo/InfoWindowViewController.swift).
final class InfoWindowScreen: DemoMapScreen, NMFMapViewTouchDelegate {
    var infoWindow = NMFInfoWindow()
    var defaultInfoWindowImage = NMFInfoWindowDefaultTextSource.data()
    let marker1 = NMFMarker(position: NMGLatLng(lat: 37.57000, lng: 126.97618))
    let marker2 = NMFMarker(position: NMGLatLng(lat: 37.56138, lng: 126.97970))

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView.touchDelegate = self

        infoWindow.dataSource = defaultInfoWindowImage
        defaultInfoWindowImage.title = "info window"
        infoWindow.position = NMGLatLng(lat: 37.5666102, lng: 126.9783881)
        infoWindow.touchHandler = { [weak self] (overlay: NMFOverlay) -> Bool in
            self?.infoWindow.close()
            return true
        }
        infoWindow.mapView = mapView

        marker1.touchHandler = { [weak self, weak marker1] (overlay: NMFOverlay) -> Bool in
            guard let marker1 else { return false }
            self?.infoWindow.close()
            self?.defaultInfoWindowImage.title = marker1.userInfo["tag"] as? String
            self?.infoWindow.open(with: marker1)
            return true
        }
        marker1.userInfo = ["tag": "Marker 1"]
        marker1.mapView = mapView

        marker2.touchHandler = { [weak self, weak marker2] (overlay: NMFOverlay) -> Bool in
            guard let marker2 else { return false }
            self?.infoWindow.close()
            self?.defaultInfoWindowImage.title = marker2.userInfo["tag"] as? String
            self?.infoWindow.open(with: marker2, alignType: NMFAlignType.left)
            return true
        }
        marker2.userInfo = ["tag": "Marker 2"]
        marker2.mapView = mapView
    }

    func mapView(_ mapView: NMFMapView, didTapMap latlng: NMGLatLng, point: CGPoint) {
        infoWindow.close()
        defaultInfoWindowImage.title = String(format: "(%.5f, %.5f)", latlng.lat, latlng.lng)
        infoWindow.position = latlng
        infoWindow.open(with: mapView)
    }
}

@Suite struct InfoWindowScreenTests {
    @Test func markersOpenTheWindowAndItsTapClosesIt() throws {
        let screen = InfoWindowScreen()
        screen.viewDidLoad()
        let mapView = screen.mapView
        #expect(screen.infoWindow.mapView === mapView && screen.infoWindow.marker == nil)

        // A tap on marker 1's icon (just above its position) opens the window on it.
        let marker1 = mapView.projection.point(from: screen.marker1.position)
        try MapTester(mapView).tap(at: CGPoint(x: marker1.x, y: marker1.y - 10))
        #expect(screen.infoWindow.marker === screen.marker1)
        #expect(screen.marker1.infoWindow === screen.infoWindow)
        #expect(screen.defaultInfoWindowImage.title == "Marker 1")

        // The window stands above the icon (36 points tall): a tap there reaches its handler, which closes it.
        try MapTester(mapView).tap(at: CGPoint(x: marker1.x, y: marker1.y - 36 - 10))
        #expect(screen.infoWindow.mapView == nil && screen.marker1.infoWindow == nil)

        // Marker 2 opens it to the left of the icon.
        let marker2 = mapView.projection.point(from: screen.marker2.position)
        try MapTester(mapView).tap(at: CGPoint(x: marker2.x, y: marker2.y - 18))
        #expect(screen.infoWindow.marker === screen.marker2)
        let picked = mapView.pickAll(CGPoint(x: marker2.x - 12 - 10, y: marker2.y - 18), withTolerance: 0)
        #expect(picked.first === screen.infoWindow)
    }

    @Test func aMapTapOpensTheWindowWhereItLanded() throws {
        let screen = InfoWindowScreen()
        screen.viewDidLoad()
        let mapView = screen.mapView
        try MapTester(mapView).tap(at: CGPoint(x: 100, y: 600))
        let expected = mapView.projection.latlng(from: CGPoint(x: 100, y: 600))
        #expect(screen.infoWindow.mapView === mapView && screen.infoWindow.marker == nil)
        #expect(abs(screen.infoWindow.position.lat - expected.lat) < 1e-9)
        #expect(screen.defaultInfoWindowImage.title.hasPrefix("(37."))
        // The window's bubble, above the point, takes taps; a tap beside it reaches the map again.
        #expect(mapView.pick(CGPoint(x: 100, y: 590)) === screen.infoWindow)
    }

    @Test func aWindowWithoutHandlerLetsTapsThroughAndAPropagatingOneReachesTheMap() throws {
        let screen = InfoWindowScreen()
        screen.viewDidLoad()
        let mapView = screen.mapView
        let window = screen.infoWindow
        let bubble = mapView.projection.point(from: window.position)
        var heard = 0
        window.touchHandler = { _ in
            heard += 1
            return false
        }
        try MapTester(mapView).tap(at: CGPoint(x: bubble.x, y: bubble.y - 10))
        // Propagated: the handler ran, then the map tap moved the window to the tapped point.
        #expect(heard == 1)
        let tapped = mapView.projection.latlng(from: CGPoint(x: bubble.x, y: bubble.y - 10))
        #expect(window.mapView === mapView && abs(window.position.lat - tapped.lat) < 1e-9)
        window.touchHandler = nil
        let moved = mapView.projection.point(from: window.position)
        try MapTester(mapView).tap(at: CGPoint(x: moved.x, y: moved.y - 10))
        #expect(heard == 1)
    }
}
