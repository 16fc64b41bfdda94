import Foundation
import MapCompatCore
import MapKitStyle
import Testing

/// The region, map rectangle and camera of `MKMapView`, over the core's camera.
struct CameraTests {
    @Test func aRegionIsShownWholeAtTheZoomWhereItsSpansFit() throws {
        let view = try makeMapView()
        let centre = CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522)
        view.setRegion(
            MKCoordinateRegion(center: centre, latitudinalMeters: 2000, longitudinalMeters: 2000), animated: false)
        let requestedRegion = MKCoordinateRegion(center: centre, latitudinalMeters: 2000, longitudinalMeters: 2000)
        let requested = requestedRegion.span
        let shown = view.region
        #expect(abs(shown.center.latitude - 48.8566) < 1e-9 && abs(shown.center.longitude - 2.3522) < 1e-9)
        // The view is taller than wide: the longitude span fits the width exactly, the latitude span has room.
        #expect(abs(shown.span.longitudeDelta - requested.longitudeDelta) < 1e-9)
        #expect(shown.span.latitudeDelta > requested.latitudeDelta)
        #expect(abs(view.regionThatFits(requestedRegion).span.longitudeDelta - shown.span.longitudeDelta) < 1e-12)
    }

    @Test func theCameraDistanceAndTheZoomConvertBothWays() throws {
        let view = try makeMapView()
        let camera = view.camera
        #expect(camera.centerCoordinateDistance > 0)
        let zoom = MKMapCamera.zoom(
            forCenterCoordinateDistance: camera.centerCoordinateDistance, latitude: camera.centerCoordinate.latitude,
            viewHeight: view.bounds.height)
        #expect(abs(zoom - 15) < 1e-9)
        // Twice the distance is one zoom level out.
        camera.centerCoordinateDistance *= 2
        view.camera = camera
        #expect(abs(view.core.camera.zoom - 14) < 1e-9)
    }

    @Test func aVisibleMapRectIsShownInsideThePadding() throws {
        let view = try makeMapView()
        let southWest = MKMapPoint(CLLocationCoordinate2D(latitude: 37.55, longitude: 126.96))
        let northEast = MKMapPoint(CLLocationCoordinate2D(latitude: 37.58, longitude: 127.0))
        let rect = MKMapRect(
            x: southWest.x, y: northEast.y, width: northEast.x - southWest.x, height: southWest.y - northEast.y)
        let padding = UIEdgeInsets(top: 40, left: 30, bottom: 40, right: 30)
        view.setVisibleMapRect(rect, edgePadding: padding, animated: false)
        #expect(view.visibleMapRect.contains(rect))
        let corner = view.convert(CLLocationCoordinate2D(latitude: 37.55, longitude: 126.96), toPointTo: view)
        #expect(corner.x >= 30 - 1e-6 && corner.y <= 760 + 1e-6)
        #expect(abs(corner.x - 30) < 1e-6 || abs(corner.y - 760) < 1e-6)
    }

    @Test func showAnnotationsFitsThemAll() throws {
        let view = try makeMapView()
        let far = [pin("A", latitude: 37.4, longitude: 126.8), pin("B", latitude: 37.7, longitude: 127.1)]
        view.addAnnotations(far)
        view.showAnnotations(far, animated: false)
        for annotation in far {
            let point = view.convert(annotation.coordinate, toPointTo: view)
            #expect(view.bounds.insetBy(dx: -1e-6, dy: -1e-6).contains(point))
        }
    }

    @Test func aCameraSetInAnAnimationBlockMovesOverTheBlocksDurationAndCurve() throws {
        let view = try makeMapView()
        let start = view.centerCoordinate.longitude
        let camera = view.camera
        camera.centerCoordinate = CLLocationCoordinate2D(latitude: 37.5666, longitude: 127.0784)
        UIView.animate(withDuration: 2, delay: 0, options: [.curveLinear]) { view.camera = camera }
        try view.advance(by: 1)
        #expect(abs(view.centerCoordinate.longitude - (start + 0.05)) < 1e-6)
        try view.advance(by: 1.5)
        #expect(abs(view.centerCoordinate.longitude - 127.0784) < 1e-9)
    }

    @Test func aHeadingOrPitchIsIgnoredWhileRotationOrPitchIsOff() throws {
        let view = try makeMapView()
        view.isRotateEnabled = false
        view.isPitchEnabled = false
        let camera = MKMapCamera(
            lookingAtCenter: view.centerCoordinate, fromDistance: view.camera.centerCoordinateDistance, pitch: 40,
            heading: 90)
        view.setCamera(camera, animated: false)
        #expect(view.camera.heading == 0 && view.camera.pitch == 0)
        view.isRotateEnabled = true
        view.setCamera(camera, animated: false)
        #expect(view.camera.heading == 90 && view.camera.pitch == 0)
    }

    @Test func theZoomRangeKeepsAPinchWithinItsDistances() throws {
        let view = try makeMapView()
        let distance = view.camera.centerCoordinateDistance
        view.cameraZoomRange = MKMapView.CameraZoomRange(
            minCenterCoordinateDistance: distance / 2, maxCenterCoordinateDistance: distance * 2)
        try view.play { try $0.pinch(center: viewCenter, scale: 8) }
        #expect(abs(view.camera.centerCoordinateDistance - distance / 2) < 1e-6)
        try view.play { try $0.pinch(center: viewCenter, scale: 0.01) }
        #expect(abs(view.camera.centerCoordinateDistance - distance * 2) < 1e-6)
        #expect(MKMapView.CameraZoomRange(minCenterCoordinateDistance: 10, maxCenterCoordinateDistance: 5) == nil)
    }

    @Test func theCameraBoundaryKeepsTheCentreInside() throws {
        let view = try makeMapView()
        let boundary = try #require(
            MKMapView.CameraBoundary(
                coordinateRegion: MKCoordinateRegion(
                    center: view.centerCoordinate, span: MKCoordinateSpan(latitudeDelta: 0.01, longitudeDelta: 0.01))))
        view.cameraBoundary = boundary
        try view.play { try $0.pan(from: CGPoint(x: 50, y: 400), to: CGPoint(x: 390, y: 400), duration: 0.3) }
        #expect(abs(view.centerCoordinate.longitude - 126.9784) <= 0.005 + 1e-9)
        #expect(MKMapView.CameraBoundary(mapRect: .null) == nil)
    }

    @Test func anInvalidRegionIsIgnoredAndReportedWhereMapKitWouldRaise() throws {
        let view = try makeMapView()
        let before = view.core.camera
        view.region = MKCoordinateRegion(
            center: view.centerCoordinate, span: MKCoordinateSpan(latitudeDelta: .nan, longitudeDelta: 1))
        view.setRegion(
            MKCoordinateRegion(
                center: CLLocationCoordinate2D(latitude: 95, longitude: 0),
                span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 1)), animated: false)
        #expect(view.core.camera == before)
        let fields = view.core.diagnostics.entries.map(\.field)
        #expect(fields.contains("region.span.latitudeDelta") && fields.contains("latitude"))
        #expect(view.lastIgnoredError?.field == "latitude")
    }

    @Test func pointsAndCoordinatesConvertBothWays() throws {
        let view = try makeMapView()
        let coordinate = view.convert(CGPoint(x: 120, y: 650), toCoordinateFrom: view)
        let point = view.convert(coordinate, toPointTo: view)
        #expect(abs(point.x - 120) < 1e-6 && abs(point.y - 650) < 1e-6)
        let region = view.convert(CGRect(x: 0, y: 0, width: 400, height: 800), toRegionFrom: view)
        #expect(abs(region.span.longitudeDelta - view.region.span.longitudeDelta) < 1e-9)
        let rect = view.convert(view.region, toRectTo: view)
        #expect(abs(rect.width - 400) < 1e-6)
    }
}
