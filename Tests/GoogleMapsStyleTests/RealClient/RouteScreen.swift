import Foundation
import GoogleMaps
import MapCompatCore
import MapCompatTesting
import Testing

/// A route drawn from a Directions API polyline string, tappable, with the camera fitted to it without
/// animation, and its taps reported (modelled on SURYAKANTSHARMA/ReusableModules
/// ReusableModules/Wrappers/Extensions/GMSMapView+Extension.swift, whose `drawPath` decodes the string with
/// `GMSPath(fromEncodedPath:)`, wraps the fit in a zero-length `CATransaction` and makes the line tappable,
/// and on xomena-so/issue80065881 issue80065881/ViewController.swift, which fits `GMSCoordinateBounds(path:)`).
final class RouteScreen: UIViewController, GMSMapViewDelegate {
    /// Three points near Sydney, as the Directions API encodes an overview polyline.
    static let overviewPolyline = "~gtmE_gzy[_g^_af@nzDo}@"

    private(set) var mapView = GMSMapView()
    private(set) var route: GMSPolyline?
    private(set) var tappedOverlays: [GMSOverlay] = []
    private(set) var mapTaps = 0

    override func loadView() {
        let camera = GMSCameraPosition.camera(withLatitude: -33.86, longitude: 151.20, zoom: 18.0)
        mapView = GMSMapView.map(withFrame: CGRect(x: 0, y: 0, width: 400, height: 800), camera: camera)
        mapView.delegate = self
        view = mapView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        drawPath(Self.overviewPolyline, adjustToFit: true)
    }

    func drawPath(_ encodedPathString: String, adjustToFit: Bool) {
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.0)
        let path = GMSPath(fromEncodedPath: encodedPathString)
        if adjustToFit {
            let bounds = GMSCoordinateBounds(path: path ?? GMSPath())
            mapView.animate(with: GMSCameraUpdate.fit(bounds, withPadding: 60))
        }
        let line = GMSPolyline(path: path)
        line.strokeWidth = 4.0
        line.strokeColor = .blue
        line.isTappable = true
        line.map = mapView
        route = line
        CATransaction.commit()
    }

    func mapView(_ mapView: GMSMapView, didTap overlay: GMSOverlay) {
        tappedOverlays.append(overlay)
    }

    func mapView(_ mapView: GMSMapView, didTapAt coordinate: CLLocationCoordinate2D) {
        mapTaps += 1
    }
}

@Suite struct RouteScreenTests {
    @Test func theRouteIsDecodedAndTheCameraFitsItAtOnce() throws {
        let harness = ScreenHarness(RouteScreen())
        let screen = harness.screen
        let path = try #require(screen.route?.path)
        #expect(path.count() == 3)
        #expect(abs(path.coordinate(at: 1).latitude - -33.70) < 1e-5)
        // A zero-length transaction: the camera is already there, every point inside the view.
        for index in 0..<path.count() { #expect(screen.mapView.projection.contains(path.coordinate(at: index))) }
        #expect(screen.mapView.camera.zoom < 18)
        #expect(GMSPath(fromEncodedPath: path.encodedPath())?.count() == 3)
    }

    @Test func aTapOnTheLineReachesTheOverlayCallbackAndOffItTheMap() throws {
        let harness = ScreenHarness(RouteScreen())
        let screen = harness.screen
        let tester = harness.tester(screen.mapView)
        let route = try #require(screen.route)
        try tester.tap(on: route)
        #expect(screen.tappedOverlays.count == 1 && screen.tappedOverlays.first === route)
        #expect(screen.mapTaps == 0)
        let line = try tester.frame(of: route)
        try tester.tap(at: CGPoint(x: line.minX + 2, y: line.minY + 2))
        #expect(screen.tappedOverlays.count == 1)
        #expect(screen.mapTaps == 1)
    }
}
