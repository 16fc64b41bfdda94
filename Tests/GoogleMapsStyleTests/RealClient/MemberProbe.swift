import Foundation
import GoogleMaps
import MapCompatCore
import Testing

/// One line per Google member that real client code calls, each written as the callers write it: Google's own
/// samples (googlemaps-samples/maps-sdk-for-ios-samples GoogleMaps-Swift/…/Samples/*.swift) and the public apps the
/// screens beside this file cite (calls such as `GMSMapView.map(withFrame: .zero, camera: camera)`,
/// `mapView.animate(toZoom: kGMSMinZoomLevel)`, `GMSCameraUpdate.fit(bounds, withPadding: 50)`,
/// `marker.icon = GMSMarker.markerImage(with: .green)`, `infoMarker.infoWindowAnchor.y = 0.4`). The file compiling
/// is the check; the test runs it and reads a few results back.
final class MemberProbeScreen: NSObject, GMSMapViewDelegate {
    var mapView = GMSMapView()

    func run() throws -> GMSMapView {
        let camera = GMSCameraPosition.camera(withLatitude: -33.86, longitude: 151.20, zoom: 6)  // 1
        mapView = GMSMapView.map(withFrame: .zero, camera: camera)  // 2
        let options = GMSMapViewOptions()  // 3
        options.camera = GMSCameraPosition(latitude: -33.86, longitude: 151.20, zoom: 6)  // 4
        options.frame = CGRect(x: 0, y: 0, width: 400, height: 800)  // 5
        mapView = GMSMapView(options: options)  // 6
        mapView.delegate = self  // 7
        mapView.mapType = .hybrid  // 8
        mapView.isMyLocationEnabled = true  // 9
        mapView.isTrafficEnabled = false; mapView.isBuildingsEnabled = true; mapView.isIndoorEnabled = false  // 10
        mapView.settings.compassButton = true  // 11
        mapView.settings.myLocationButton = true  // 12
        mapView.settings.indoorPicker = false  // 13
        mapView.settings.allowScrollGesturesDuringRotateOrZoom = true  // 14
        mapView.settings.consumesGesturesInView = false  // 15
        mapView.settings.setAllGesturesEnabled(true)  // 16
        mapView.settings.tiltGestures = false; mapView.settings.rotateGestures = false  // 17
        mapView.padding = UIEdgeInsets(top: 0, left: 0, bottom: 45, right: 0)  // 18
        mapView.paddingAdjustmentBehavior = .never  // 19
        mapView.preferredFrameRate = .conservative  // 20
        mapView.mapStyle = try GMSMapStyle(jsonString: "[]")  // 21
        mapView.setMinZoom(kGMSMinZoomLevel, maxZoom: kGMSMaxZoomLevel)  // 22
        mapView.camera = GMSCameraPosition(
            target: CLLocationCoordinate2D(latitude: -33.868, longitude: 151.2086), zoom: 14, bearing: 30,
            viewingAngle: 45)  // 23
        mapView.moveCamera(
            GMSCameraUpdate.setTarget(CLLocationCoordinate2D(latitude: -33.87, longitude: 151.21), zoom: 15))  // 24
        mapView.animate(toLocation: CLLocationCoordinate2D(latitude: -33.87, longitude: 151.21))  // 25
        mapView.animate(toZoom: mapView.camera.zoom + 1)  // 26
        mapView.animate(toBearing: 0)  // 27
        mapView.animate(toViewingAngle: 0)  // 28
        mapView.animate(with: GMSCameraUpdate.zoomOut())  // 29
        mapView.animate(to: GMSCameraPosition.camera(withTarget: mapView.camera.target, zoom: 12))  // 30
        let marker = GMSMarker()  // 31
        marker.position = CLLocationCoordinate2D(latitude: -33.86, longitude: 151.20)  // 32
        marker.title = "Sydney"; marker.snippet = "Australia"  // 33
        marker.icon = GMSMarker.markerImage(with: .green)  // 34
        marker.groundAnchor = CGPoint(x: 0.5, y: 0.5)  // 35
        marker.infoWindowAnchor.y = 0.4  // 36
        marker.isDraggable = true; marker.isFlat = true; marker.rotation = 90  // 37
        marker.opacity = 0.8; marker.zIndex = 2; marker.userData = ["id": 7]  // 38
        marker.appearAnimation = .pop; marker.tracksViewChanges = false; marker.tracksInfoWindowChanges = true  // 39
        marker.iconView = UIImageView(image: UIImage(named: "pin"))  // 40
        marker.map = mapView  // 41
        mapView.selectedMarker = marker  // 42
        let path = GMSMutablePath()  // 43
        path.add(CLLocationCoordinate2D(latitude: -33.85, longitude: 151.20))  // 44
        path.addLatitude(-33.70, longitude: 151.40)  // 45
        let polyline = GMSPolyline(path: path)  // 46
        polyline.strokeWidth = 5; polyline.strokeColor = .red; polyline.isTappable = true  // 47
        polyline.spans = [GMSStyleSpan(color: .blue)]  // 48
        polyline.map = mapView  // 49
        let polygon = GMSPolygon(path: GMSPath(fromEncodedPath: "_p~iF~ps|U_ulLnnqC_mqNvxq`@"))  // 50
        polygon.fillColor = UIColor(red: 0.25, green: 0, blue: 0, alpha: 0.05); polygon.strokeWidth = 2  // 51
        polygon.map = mapView  // 52
        let circle = GMSCircle(position: marker.position, radius: 1000)  // 53
        circle.fillColor = .clear; circle.strokeColor = .blue; circle.map = mapView  // 54
        var bounds = GMSCoordinateBounds()  // 55
        bounds = bounds.includingCoordinate(marker.position)  // 56
        bounds = bounds.includingPath(path)  // 57
        mapView.moveCamera(GMSCameraUpdate.fit(bounds, withPadding: 50))  // 58
        let insets = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        mapView.animate(with: GMSCameraUpdate.fit(bounds, with: insets))  // 59
        mapView.moveCamera(GMSCameraUpdate.scrollBy(x: 10, y: -10))  // 60
        let visible = GMSCoordinateBounds(region: mapView.projection.visibleRegion())  // 61
        mapView.cameraTargetBounds = visible  // 62
        _ = mapView.camera(for: bounds, insets: .zero)  // 63
        _ = mapView.projection.point(for: marker.position)  // 64
        _ = mapView.projection.coordinate(for: mapView.center)  // 65
        _ = GMSCameraPosition.zoom(at: marker.position, forMeters: 500, perPoints: 100)  // 66
        _ = path.encodedPath()  // 67
        return mapView
    }
}

@Suite struct MemberProbeTests {
    @Test func theProbeRunsAndTheMapReadsBackWhatItWasGiven() throws {
        let mapView = try MemberProbeScreen().run()
        #expect(mapView.mapType == .hybrid)
        #expect(mapView.selectedMarker?.title == "Sydney")
        #expect(mapView.cameraTargetBounds != nil)
        #expect(mapView.settings.myLocationButton && !mapView.settings.rotateGestures)
        #expect(mapView.padding.bottom == 45)
    }
}
