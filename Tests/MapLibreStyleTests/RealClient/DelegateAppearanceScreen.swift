import Foundation
import MapCompatCore
import MapLibreStyle
import Testing

// The delegate methods public MapLibre clients implement, written as they write them:
// - `mapView(_:imageFor:)` with `dequeueReusableAnnotationImage(withIdentifier:)` and
//   `MLNAnnotationImage(image:reuseIdentifier:)`: MapLibre's and Mapbox's "marker image" examples.
// - `mapViewUserLocationAnchorPoint(_:)`: navigation SDKs (maplibre-navigation-ios) show the user low in the
//   view while following.
// - `mapView(styleForDefaultUserLocationAnnotationView:)`: apps that tint the user's puck
//   (maplibre-swiftui-dsl's `MapUserAnnotationStyle`).
// - `mapView(_:didSingleTapAt:)`, `mapViewRegionIsChanging(_:reason:)` and the frame callback with times.
final class DelegateAppearanceScreen: NSObject, MLNMapViewDelegate {
    let mapView = MLNMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    var log: [String] = []
    var anchorBelowCentre = false

    override init() {
        super.init()
        mapView.delegate = self
        mapView.setCenter(CLLocationCoordinate2D(latitude: 43.72, longitude: 10.40), zoomLevel: 15, animated: false)
    }

    func mapView(_ mapView: MLNMapView, imageFor annotation: any MLNAnnotation) -> MLNAnnotationImage? {
        var annotationImage = mapView.dequeueReusableAnnotationImage(withIdentifier: "pisa")
        if annotationImage == nil {
            let image = UIImage(size: CGSize(width: 60, height: 60))
            annotationImage = MLNAnnotationImage(image: image, reuseIdentifier: "pisa")
        }
        if annotation.title == "closed" { annotationImage?.isEnabled = false }
        return annotationImage
    }

    func mapViewUserLocationAnchorPoint(_ mapView: MLNMapView) -> CGPoint {
        guard anchorBelowCentre else { return CGPoint(x: mapView.bounds.midX, y: mapView.bounds.midY) }
        return CGPoint(x: mapView.bounds.midX, y: mapView.bounds.height * 0.75)
    }

    func mapView(styleForDefaultUserLocationAnnotationView mapView: MLNMapView) -> MLNUserLocationAnnotationViewStyle {
        let locationStyle = MLNUserLocationAnnotationViewStyle()
        locationStyle.puckFillColor = UIColor.red
        locationStyle.approximateHaloBorderWidth = 3
        return locationStyle
    }

    func mapView(_ mapView: MLNMapView, didSingleTapAt coordinate: CLLocationCoordinate2D) {
        log.append("tap")
    }

    func mapViewRegionIsChanging(_ mapView: MLNMapView, reason: MLNCameraChangeReason) {
        if log.last != "changing" { log.append("changing") }
    }

    func mapViewDidFinishRenderingFrame(
        _ mapView: MLNMapView, fullyRendered: Bool, frameEncodingTime: Double, frameRenderingTime: Double
    ) {
        if fullyRendered { log.append("frame \(frameEncodingTime + frameRenderingTime)") }
    }
}

@Suite("A screen implementing MapLibre's appearance and anchoring delegate methods")
struct DelegateAppearanceScreenTests {
    /// A location manager the test drives.
    final class Manager: MLNLocationManager {
        weak var delegate: (any MLNLocationManagerDelegate)?
        func startUpdatingLocation() {}
        func stopUpdatingLocation() {}
        func startUpdatingHeading() {}
        func stopUpdatingHeading() {}
    }

    @Test("an annotation image gives the hit area and whether a tap selects")
    func annotationImages() throws {
        let screen = DelegateAppearanceScreen()
        let mapView = screen.mapView
        let tower = MLNPointAnnotation()
        tower.coordinate = CLLocationCoordinate2D(latitude: 43.72, longitude: 10.40)
        let closed = MLNPointAnnotation()
        closed.title = "closed"
        closed.coordinate = CLLocationCoordinate2D(latitude: 43.7215, longitude: 10.40)
        mapView.addAnnotations([tower, closed])
        #expect(mapView.dequeueReusableAnnotationImage(withIdentifier: "pisa") != nil)
        #expect(mapView.dequeueReusableAnnotationImage(withIdentifier: "other") == nil)

        // 25 points from the centre: inside the 60-point image, outside MapLibre's default marker.
        let point = mapView.convert(tower.coordinate, toPointTo: mapView)
        try mapView.play { try $0.tap(at: CGPoint(x: point.x + 25, y: point.y)) }
        #expect(mapView.selectedAnnotations.first === tower)

        let closedPoint = mapView.convert(closed.coordinate, toPointTo: mapView)
        try mapView.play { try $0.tap(at: closedPoint) }
        #expect(mapView.selectedAnnotations.first !== closed, "A disabled image is not selected.")
        #expect(screen.log.contains("tap"), "The tap that deselects lands on the map.")
    }

    @Test("the anchor point puts the followed location low in the view")
    func userLocationAnchorPoint() throws {
        let screen = DelegateAppearanceScreen()
        let mapView = screen.mapView
        let manager = Manager()
        mapView.locationManager = manager
        screen.anchorBelowCentre = true
        mapView.showsUserLocation = true
        mapView.setUserTrackingMode(.follow, animated: false, completionHandler: nil)
        let user = CLLocationCoordinate2D(latitude: 43.71, longitude: 10.39)
        manager.delegate?.locationManager(
            manager, didUpdate: [CLLocation(latitude: user.latitude, longitude: user.longitude)])
        try mapView.advance(by: 2)
        let point = mapView.convert(user, toPointTo: mapView)
        #expect(abs(point.x - 200) < 0.5)
        #expect(abs(point.y - 600) < 0.5)

        let style = try #require(mapView.delegate?.mapView(styleForDefaultUserLocationAnnotationView: mapView))
        #expect(style.puckFillColor == UIColor.red)
        #expect(style.approximateHaloBorderWidth == 3)
        #expect(style.puckShadowOpacity == 0.25, "MapLibre's default")
    }

    @Test("the spelling with the reason and the frame times are called")
    func olderSpellings() throws {
        let screen = DelegateAppearanceScreen()
        screen.mapView.setZoomLevel(16, animated: true)
        try screen.mapView.advance(by: 1)
        #expect(screen.log.contains("changing"))
        #expect(screen.log.contains("frame 0.0"))
    }
}
