import Foundation
import GoogleMapsStyle
import MapCompatCore
import Testing

/// Google's value types: bounds (GMSCoordinateBounds.h), paths and the encoded polyline format with Google's
/// own worked example (https://developers.google.com/maps/documentation/utilities/polylinealgorithm), and the
/// projection.
@Suite struct GoogleGeometryTests {
    private func coordinate(_ latitude: Double, _ longitude: Double) -> CLLocationCoordinate2D {
        CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }

    @Test func boundsGrowTheShorterWayAndStartInvalid() {
        let empty = GMSCoordinateBounds()
        #expect(!empty.isValid && !empty.contains(coordinate(0, 0)))
        let one = empty.includingCoordinate(coordinate(10, 170))
        #expect(one.isValid && one.contains(coordinate(10, 170)))
        // Eastwards over the antimeridian is shorter than westwards across the globe.
        let across = one.includingCoordinate(coordinate(-10, -170))
        #expect(across.southWest.longitude == 170 && across.northEast.longitude == -170)
        #expect(across.contains(coordinate(0, 180)) && !across.contains(coordinate(0, 0)))
        let corners = GMSCoordinateBounds(coordinate: coordinate(-10, -170), coordinate: coordinate(10, 170))
        #expect(corners.southWest.longitude == 170)
        #expect(across.intersects(GMSCoordinateBounds(coordinate: coordinate(0, 175), coordinate: coordinate(5, 178))))
        #expect(!across.intersects(GMSCoordinateBounds(coordinate: coordinate(0, 0), coordinate: coordinate(5, 5))))
        #expect(!GMSCoordinateBounds(coordinate: coordinate(.nan, 0), coordinate: coordinate(1, 1)).isValid)
    }

    @Test func googlesWorkedExampleDecodesAndEncodesBack() throws {
        let path = try #require(GMSPath(fromEncodedPath: "_p~iF~ps|U_ulLnnqC_mqNvxq`@"))
        #expect(path.count() == 3)
        #expect(
            abs(path.coordinate(at: 0).latitude - 38.5) < 1e-9 && abs(path.coordinate(at: 0).longitude - -120.2) < 1e-9)
        #expect(abs(path.coordinate(at: 2).latitude - 43.252) < 1e-9)
        #expect(path.encodedPath() == "_p~iF~ps|U_ulLnnqC_mqNvxq`@")
        #expect(GMSPath(fromEncodedPath: "_p~iF~ps|U_") == nil)
        #expect(path.coordinate(at: 3).latitude == -180)
        let bounds = GMSCoordinateBounds(path: path)
        #expect(bounds.southWest.latitude == 38.5 && bounds.northEast.latitude == 43.252)
    }

    @Test func aMutablePathEditsAsGooglesDoes() {
        let path = GMSMutablePath()
        path.addLatitude(1, longitude: 1)
        path.add(coordinate(3, 3))
        path.insert(coordinate(2, 2), at: 1)
        path.replaceCoordinate(at: 4, with: coordinate(5, 5))
        #expect(path.count() == 5 && path.coordinate(at: 3).latitude == -180)
        path.removeCoordinate(at: 3)
        path.removeCoordinate(at: 9)
        path.removeLastCoordinate()
        #expect((0..<path.count()).map { path.coordinate(at: $0).latitude } == [1, 2, 3])
        let copy = path.copy() as? GMSPath
        path.removeAllCoordinates()
        #expect(copy?.count() == 3 && path.count() == 0)
    }

    @Test func theProjectionIsASnapshotOfTheCameraItWasReadFor() {
        let mapView = GMSMapView(
            frame: CGRect(x: 0, y: 0, width: 400, height: 800),
            camera: GMSCameraPosition(latitude: 51.5, longitude: -0.12, zoom: 10))
        let projection = mapView.projection
        let centre = projection.point(for: mapView.camera.target)
        #expect(abs(centre.x - 200) < 1e-6 && abs(centre.y - 400) < 1e-6)
        let there = projection.coordinate(for: CGPoint(x: 10, y: 20))
        let back = projection.point(for: there)
        #expect(abs(back.x - 10) < 1e-6 && abs(back.y - 20) < 1e-6)
        #expect(projection.contains(there) && !projection.contains(coordinate(0, 0)))
        // Google's scale: at zoom 10 one point covers 2π·R·cos(lat)/(256·2^10) metres.
        let metres = 2 * Double.pi * WebMercator.earthRadius * cos(51.5 * .pi / 180) / (256 * 1024)
        #expect(abs(Double(projection.points(forMeters: metres * 100, at: mapView.camera.target)) - 100) < 1e-6)
        mapView.moveCamera(GMSCameraUpdate.zoomIn())
        #expect(projection.point(for: there) == back)
        let zoom = GMSCameraPosition.zoom(at: mapView.camera.target, forMeters: metres * 100, perPoints: 100)
        #expect(abs(zoom - 10) < 1e-4)
    }
}
