import Foundation
import MapCompatCore
import MapLibreStyle
import Testing

// Members public MapLibre clients call, each written as the client writes it:
// - MLNOrnamentPosition(rawValue:) with UInt raw values: maplibre/flutter-maplibre-gl's iOS options sink
//   (maplibre_gl/ios/maplibre_gl/Sources/maplibre_gl/MapLibreMapController.swift, setLogoViewPosition).
// - the location manager's optional calls: MapLibre's SwiftUI LocationPrivacyExample
//   (maplibre/maplibre-native platform/ios/app-swift/Sources/LocationPrivacyExample.swift) and apps'
//   `mapView.locationManager.setDistanceFilter?(5)`.
// - an annotation view subclass with designated initialisers (MapLibre's AnnotationViewExample style),
//   `cameraThatFitsShape(_:direction:edgePadding:)`, `camera(_:fitting:edgePadding:)`,
//   `MLNPolyline.overlayBounds`, the rendering callbacks, and UIView members apps call on the map view.
final class ClientMembersScreen: NSObject, MLNMapViewDelegate {
    let mapView = MLNMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    var log: [String] = []

    override init() {
        super.init()
        mapView.delegate = self
    }

    func setLogoViewPosition(position: Int) {
        if let position = MLNOrnamentPosition(rawValue: UInt(position)) {
            mapView.logoViewPosition = position
        }
    }

    func requestFullAccuracy() {
        let purposeKey = "MLNAccuracyAuthorizationDescription"
        mapView.locationManager.requestTemporaryFullAccuracyAuthorization?(withPurposeKey: purposeKey)
        mapView.locationManager.setDistanceFilter?(5)
        if mapView.locationManager.accuracyAuthorization?() == .reducedAccuracy { log.append("reduced") }
    }

    func mapView(_ mapView: MLNMapView, didChangeLocationManagerAuthorization manager: any MLNLocationManager) {
        log.append("authorization \(manager.authorizationStatus == .authorizedWhenInUse)")
    }

    func mapViewDidFinishRenderingMap(_ mapView: MLNMapView, fullyRendered: Bool) {
        log.append("rendered map \(fullyRendered)")
    }

    func mapViewDidFinishRenderingFrame(_ mapView: MLNMapView, fullyRendered: Bool) {
        log.append("frame")
    }

    func layoutForSafeArea() {
        let insets = mapView.safeAreaInsets
        mapView.contentScaleFactor = 2
        mapView.setNeedsUpdateConstraints()
        log.append("safe area \(insets.top)")
    }
}

/// An app's annotation view with its own designated initialisers.
final class PinAnnotationView: MLNAnnotationView {
    let tint: String

    init(annotation: (any MLNAnnotation)?, reuseIdentifier: String?, tint: String) {
        self.tint = tint
        super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
        frame = CGRect(x: 0, y: 0, width: 30, height: 30)
    }

    required init?(coder aDecoder: NSCoder) { return nil }
}

/// A location manager of an app that implements the optional setters.
final class AppLocationManager: MLNLocationManager {
    weak var delegate: (any MLNLocationManagerDelegate)?
    var distanceFilter = 0.0
    var purposes: [String] = []
    func startUpdatingLocation() {}
    func stopUpdatingLocation() {}
    func startUpdatingHeading() {}
    func stopUpdatingHeading() {}
    func setDistanceFilter(_ distanceFilter: CLLocationDistance) { self.distanceFilter = distanceFilter }
    func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String) { purposes.append(purposeKey) }
}

@Suite struct ClientMembersScreenTests {
    @Test func ornamentPositionsComeFromMapLibresUnsignedRawValues() {
        let screen = ClientMembersScreen()
        screen.setLogoViewPosition(position: 3)
        #expect(screen.mapView.logoViewPosition == .bottomRight)
        #expect(MLNOrnamentPosition(rawValue: 4) == nil)
    }

    @Test func optionalLocationCallsReachTheAppsManager() throws {
        let screen = ClientMembersScreen()
        let manager = AppLocationManager()
        screen.mapView.locationManager = manager
        screen.requestFullAccuracy()
        #expect(manager.distanceFilter == 5)
        #expect(manager.purposes == ["MLNAccuracyAuthorizationDescription"])
        manager.delegate?.locationManagerDidChangeAuthorization(manager)
        #expect(screen.log == ["authorization true"])
    }

    @Test func renderingCallbacksFollowTheStyleLoadAndTheCamera() throws {
        let screen = ClientMembersScreen()
        try screen.mapView.advance(by: 0.1)
        #expect(screen.log == ["frame", "rendered map true"])
        screen.log = []
        screen.mapView.setCenter(CLLocationCoordinate2D(latitude: 10, longitude: 10), animated: false)
        try screen.mapView.advance(by: 1)
        #expect(screen.log.last == "rendered map true")
        #expect(screen.log.contains("frame"))
    }

    @Test func camerasFitShapesAndOverlayBoundsHoldThem() {
        let screen = ClientMembersScreen()
        var coordinates = [
            CLLocationCoordinate2D(latitude: 37.0, longitude: 127.0),
            CLLocationCoordinate2D(latitude: 37.1, longitude: 127.2),
        ]
        let line = MLNPolyline(coordinates: &coordinates, count: UInt(coordinates.count))
        let bounds = line.overlayBounds
        #expect(bounds.sw.latitude == 37.0 && bounds.ne.longitude == 127.2)
        let insets = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        let north = screen.mapView.cameraThatFitsShape(line, direction: 0, edgePadding: insets)
        let boundsCamera = screen.mapView.cameraThatFitsCoordinateBounds(bounds, edgePadding: insets)
        #expect(abs(north.centerCoordinate.longitude - boundsCamera.centerCoordinate.longitude) < 1e-9)
        #expect(abs(north.altitude - boundsCamera.altitude) < 1e-6)
        // Turned a quarter, the line's long side runs up the screen: the camera is closer (taller view).
        let turned = screen.mapView.cameraThatFitsShape(line, direction: 90, edgePadding: insets)
        #expect(turned.heading == 90)
        #expect(turned.altitude < north.altitude)
        let tilted = MLNMapCamera(
            lookingAtCenter: bounds.sw, altitude: 1000, pitch: 30, heading: 0)
        let fitted = screen.mapView.camera(tilted, fitting: bounds, edgePadding: insets)
        #expect(fitted.pitch == 30)
        #expect(abs(fitted.centerCoordinate.latitude - north.centerCoordinate.latitude) < 1e-9)
    }

    @Test func anAppsAnnotationViewSubclassKeepsItsInitialiser() {
        let annotation = MLNPointAnnotation()
        let view = PinAnnotationView(annotation: annotation, reuseIdentifier: "pin", tint: "red")
        #expect(view.annotation === annotation)
        #expect(view.reuseIdentifier == "pin")
        #expect(view.tint == "red")
    }

    @Test func uiViewMembersAppsCallOnTheMapCompile() {
        let screen = ClientMembersScreen()
        screen.layoutForSafeArea()
        #expect(screen.mapView.contentScaleFactor == 2)
        #expect(screen.log == ["safe area 0.0"])
    }
}
