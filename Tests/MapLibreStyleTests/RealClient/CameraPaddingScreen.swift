import Foundation
import MapCompatCore
import MapLibreStyle
import Testing

// The camera members public MapLibre clients call, each written as the client writes it:
// - `setCamera(_:withDuration:animationTimingFunction:edgePadding:completionHandler:)` and `cameraEdgeInsets`:
//   maplibre/maplibre-compose's iOS map adapter (getCameraPosition / setCameraPosition read the padding back).
// - `setVisibleCoordinates(&coordinates, count: UInt(coordinates.count), edgePadding:animated:)`: Mapbox's route
//   examples as apps copied them (fit the viewport to a polyline).
// - `showAnnotations(_:edgePadding:animated:completionHandler:)`, `showAnnotations(_:animated:)`,
//   `targetCoordinate`, `mapProjection()` and `MLNMapCamera`'s `NSSecureCoding`.
final class CameraPaddingScreen: NSObject, MLNMapViewDelegate {
    let mapView = MLNMapView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    var finished: [String] = []

    override init() {
        super.init()
        mapView.delegate = self
        mapView.setCenter(CLLocationCoordinate2D(latitude: 37.5665, longitude: 126.978), zoomLevel: 14, animated: false)
    }

    /// maplibre-compose: a camera position with a bottom sheet's padding.
    func setCameraPosition(_ target: CLLocationCoordinate2D, zoom: Double, bottomSheet: CGFloat) {
        let camera = MLNMapCamera()
        camera.centerCoordinate = target
        camera.pitch = 0
        camera.heading = 0
        camera.altitude = MLNAltitudeForZoomLevel(zoom, 0, target.latitude, mapView.bounds.size)
        mapView.setCamera(
            camera, withDuration: 0.0, animationTimingFunction: nil,
            edgePadding: UIEdgeInsets(top: 0, left: 0, bottom: bottomSheet, right: 0),
            completionHandler: { self.finished.append("camera") })
    }

    /// maplibre-compose reads the padding back with the position.
    func cameraPadding() -> UIEdgeInsets { mapView.cameraEdgeInsets }

    func showRoute(_ coordinates: [CLLocationCoordinate2D]) {
        var routeCoordinates = coordinates
        let routeLine = MLNPolyline(coordinates: &routeCoordinates, count: UInt(routeCoordinates.count))
        mapView.addAnnotation(routeLine)
        mapView.setVisibleCoordinates(
            &routeCoordinates, count: UInt(routeCoordinates.count), edgePadding: .zero, animated: true)
    }

    func showPlaces(_ places: [MLNPointAnnotation]) {
        mapView.addAnnotations(places)
        mapView.showAnnotations(
            places, edgePadding: UIEdgeInsets(top: 40, left: 20, bottom: 40, right: 20), animated: true,
            completionHandler: { self.finished.append("places") })
    }
}

@Suite("A screen using MapLibre's camera padding, fitting and projection")
struct CameraPaddingScreenTests {
    let seoul = CLLocationCoordinate2D(latitude: 37.5665, longitude: 126.978)

    @Test("setCamera with edge padding keeps the padding, and the centre is read in the padded middle")
    func paddingIsKept() throws {
        let screen = CameraPaddingScreen()
        let mapView = screen.mapView
        screen.setCameraPosition(seoul, zoom: 15, bottomSheet: 200)
        try mapView.advance(by: 0.1)
        #expect(screen.finished == ["camera"])
        #expect(screen.cameraPadding() == UIEdgeInsets(top: 0, left: 0, bottom: 200, right: 0))
        #expect(abs(mapView.centerCoordinate.latitude - seoul.latitude) < 1e-9)
        #expect(abs(mapView.centerCoordinate.longitude - seoul.longitude) < 1e-9)
        #expect(abs(mapView.zoomLevel - 15) < 1e-9)
        // The target shows in the middle of the area above the sheet: 100 points above the view's centre.
        let point = mapView.convert(seoul, toPointTo: mapView)
        #expect(abs(point.x - 187.5) < 1e-6)
        #expect(abs(point.y - (333.5 - 100)) < 1e-6)

        // Zooming keeps the padding and the centre; the centre setters bring back the content insets.
        mapView.setZoomLevel(16, animated: false)
        #expect(mapView.cameraEdgeInsets.bottom == 200)
        #expect(abs(mapView.centerCoordinate.latitude - seoul.latitude) < 1e-9)
        mapView.contentInset = UIEdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
        #expect(mapView.cameraEdgeInsets == UIEdgeInsets(top: 30, left: 0, bottom: 0, right: 0))
        #expect(abs(mapView.centerCoordinate.latitude - seoul.latitude) < 1e-9)
        mapView.setCamera(
            mapView.camera, withDuration: 0, animationTimingFunction: nil,
            edgePadding: UIEdgeInsets(top: 0, left: 50, bottom: 0, right: 0), completionHandler: nil)
        #expect(mapView.cameraEdgeInsets == UIEdgeInsets(top: 30, left: 50, bottom: 0, right: 0))
        mapView.setCenter(seoul, animated: false)
        #expect(mapView.cameraEdgeInsets == mapView.contentInset)
    }

    @Test("a negative padding side counts as 0 and is reported")
    func negativePadding() {
        let screen = CameraPaddingScreen()
        screen.setCameraPosition(seoul, zoom: 15, bottomSheet: -40)
        #expect(screen.cameraPadding() == .zero)
        #expect(screen.mapView.core.diagnostics.entries.contains { $0.field == "edgePadding" })
    }

    @Test("setVisibleCoordinates fits a route and runs its handler when the camera arrives")
    func visibleCoordinates() throws {
        let screen = CameraPaddingScreen()
        let mapView = screen.mapView
        let route = [
            CLLocationCoordinate2D(latitude: 37.55, longitude: 126.95),
            CLLocationCoordinate2D(latitude: 37.60, longitude: 127.02),
        ]
        screen.showRoute(route)
        try mapView.advance(by: 1)
        for coordinate in route {
            let point = mapView.convert(coordinate, toPointTo: mapView)
            #expect(mapView.bounds.insetBy(dx: -0.5, dy: -0.5).contains(point))
        }
        var done = false
        var coordinates = route
        mapView.setVisibleCoordinates(
            &coordinates, count: UInt(coordinates.count),
            edgePadding: UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20),
            direction: 90, duration: 0.5, animationTimingFunction: CAMediaTimingFunction(name: .easeInEaseOut),
            completionHandler: { done = true })
        try mapView.advance(by: 0.4)
        #expect(!done)
        try mapView.advance(by: 0.2)
        #expect(done)
        #expect(abs(mapView.direction - 90) < 1e-9)
        #expect(mapView.cameraEdgeInsets == UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20))
        for coordinate in route {
            let point = mapView.convert(coordinate, toPointTo: mapView)
            #expect(mapView.bounds.insetBy(dx: 19.5, dy: 19.5).contains(point))
        }
    }

    @Test("showAnnotations keeps the places inside the padding; without padding MapLibre's fifth of the size")
    func showAnnotations() throws {
        let screen = CameraPaddingScreen()
        let mapView = screen.mapView
        let places = [(37.50, 126.90), (37.58, 127.05), (37.53, 127.00)].map { latitude, longitude in
            let place = MLNPointAnnotation()
            place.coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
            return place
        }
        screen.showPlaces(places)
        try mapView.advance(by: 1)
        #expect(screen.finished == ["places"])
        let inside = CGRect(x: 20, y: 40, width: 335, height: 587).insetBy(dx: -0.5, dy: -0.5)
        let points = places.map { mapView.convert($0.coordinate, toPointTo: mapView) }
        #expect(points.allSatisfy { inside.contains($0) })
        // The fit is tight: the places span the padded area's whole width or its whole height.
        let xs = points.map(\.x)
        let ys = points.map(\.y)
        let spansWidth = abs((xs.max() ?? 0) - (xs.min() ?? 0) - 335) < 0.5
        let spansHeight = abs((ys.max() ?? 0) - (ys.min() ?? 0) - 587) < 0.5
        #expect(spansWidth || spansHeight)

        mapView.showAnnotations(places, animated: false)
        // 375 × 667: a fifth of the width (75) on either side, 100 (a fifth of 667 is more) above and below.
        #expect(mapView.cameraEdgeInsets == UIEdgeInsets(top: 100, left: 75, bottom: 100, right: 75))

        var called = false
        mapView.showAnnotations([], edgePadding: .zero, animated: true, completionHandler: { called = true })
        #expect(called)
    }

    @Test("the target coordinate stays in view with the user while following with the course")
    func targetCoordinate() throws {
        let screen = CameraPaddingScreen()
        let mapView = screen.mapView
        final class Manager: MLNLocationManager {
            weak var delegate: (any MLNLocationManagerDelegate)?
            func startUpdatingLocation() {}
            func stopUpdatingLocation() {}
            func startUpdatingHeading() {}
            func stopUpdatingHeading() {}
        }
        let manager = Manager()
        mapView.locationManager = manager
        mapView.showsUserLocation = true
        mapView.userTrackingMode = .followWithCourse
        #expect(mapView.targetCoordinate.latitude == -180)
        let user = CLLocationCoordinate2D(latitude: 37.55, longitude: 126.97)
        manager.delegate?.locationManager(
            manager, didUpdate: [CLLocation(latitude: user.latitude, longitude: user.longitude)])
        try mapView.advance(by: 2)

        let destination = CLLocationCoordinate2D(latitude: 37.55, longitude: 127.05)
        var arrived = false
        mapView.setTargetCoordinate(destination, animated: false, completionHandler: { arrived = true })
        try mapView.advance(by: 0.1)
        #expect(arrived)
        #expect(same(mapView.targetCoordinate, destination))
        // Due east of the user: the map turns so that the target is straight ahead.
        #expect(abs(mapView.direction - 90) < 1e-6)
        for coordinate in [user, destination] {
            let point = mapView.convert(coordinate, toPointTo: mapView)
            #expect(mapView.bounds.contains(point))
        }
        let userPoint = mapView.convert(user, toPointTo: mapView)
        let targetPoint = mapView.convert(destination, toPointTo: mapView)
        #expect(targetPoint.y < userPoint.y, "The target is ahead, above the user.")

        // The same target again only calls the handler.
        var again = false
        mapView.setTargetCoordinate(destination, animated: false, completionHandler: { again = true })
        #expect(again)

        // Clearing the target returns the map to the user alone; the handler runs once it is there.
        var returned = false
        mapView.setTargetCoordinate(
            kCLLocationCoordinate2DInvalid, animated: true, completionHandler: { returned = true })
        #expect(!returned)
        try mapView.advance(by: 2)
        #expect(returned)
        let centre = mapView.convert(user, toPointTo: mapView)
        #expect(abs(centre.x - mapView.bounds.midX) < 0.5 && abs(centre.y - mapView.bounds.midY) < 0.5)
    }

    @Test("mapProjection converts for another camera without moving the view")
    func projection() {
        let screen = CameraPaddingScreen()
        let mapView = screen.mapView
        let before = mapView.camera
        let projection = mapView.mapProjection()
        #expect(projection.camera.isEqual(to: before))
        let bounds = MLNCoordinateBounds(
            sw: CLLocationCoordinate2D(latitude: 3, longitude: 3), ne: CLLocationCoordinate2D(latitude: 4, longitude: 4)
        )
        projection.setVisibleCoordinateBounds(
            bounds, edgePadding: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        let corner = projection.convert(CGPoint(x: 10, y: 333.5))
        #expect(abs(corner.longitude - 3) < 1e-3)
        let point = projection.convert(CLLocationCoordinate2D(latitude: 3.5, longitude: 4))
        #expect(abs(point.x - 365) < 0.5)
        #expect(projection.metersPerPoint > 0)
        #expect(mapView.camera.isEqual(to: before), "The view did not move.")
        projection.setCamera(before, with: .zero)
        #expect(projection.camera.isEqual(to: before))
    }

    @Test("a camera archives and unarchives with NSSecureCoding under MapLibre's keys")
    func secureCoding() throws {
        let camera = MLNMapCamera(
            lookingAtCenter: CLLocationCoordinate2D(latitude: 37.5, longitude: 127), altitude: 1500, pitch: 30,
            heading: 45)
        #expect(MLNMapCamera.supportsSecureCoding)
        let data = try NSKeyedArchiver.archivedData(withRootObject: camera, requiringSecureCoding: true)
        let decoded = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: MLNMapCamera.self, from: data))
        #expect(decoded.isEqual(to: camera))
        #expect(decoded !== camera)
    }
}
