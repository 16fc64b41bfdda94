import Foundation
import MapCompatCore
import MapKitStyle
import Testing

/// MapKit's geometry types: map points, map rectangles and regions.
struct GeometryTests {
    @Test func mapPointsAreWebMercatorOverTheTwoToTheTwentyEighthWorld() {
        let origin = MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: 0))
        #expect(origin.x == MKMapSize.world.width / 2 && abs(origin.y - MKMapSize.world.height / 2) < 1e-6)
        let seoul = CLLocationCoordinate2D(latitude: 37.5666, longitude: 126.9784)
        let back = MKMapPoint(seoul).coordinate
        #expect(abs(back.latitude - seoul.latitude) < 1e-9 && abs(back.longitude - seoul.longitude) < 1e-9)
        #expect(MKMapPoint(CLLocationCoordinate2D(latitude: .nan, longitude: 0)).x.isNaN)
    }

    @Test func distancesFollowTheEllipsoid() {
        let a = MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: 0))
        let b = MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: 1))
        // One degree of the equator on WGS84: 111 319.49 m.
        #expect(abs(a.distance(to: b) - 111_319.49) < 0.01)
        #expect(abs(MKMetersPerMapPointAtLatitude(0) * MKMapPointsPerMeterAtLatitude(0) - 1) < 1e-12)
    }

    @Test func mapRectsUnionIntersectAndContain() {
        let a = MKMapRect(x: 0, y: 0, width: 10, height: 10)
        let b = MKMapRect(x: 5, y: 5, width: 10, height: 10)
        #expect(a.union(b) == MKMapRect(x: 0, y: 0, width: 15, height: 15))
        #expect(a.intersection(b) == MKMapRect(x: 5, y: 5, width: 5, height: 5))
        #expect(a.intersection(MKMapRect(x: 20, y: 20, width: 1, height: 1)).isNull)
        #expect(a.contains(MKMapPoint(x: 0, y: 0)) && !a.contains(MKMapPoint(x: 10, y: 5)))
        #expect(MKMapRect.null.union(a) == a && MKMapRect.null.isEmpty)
        #expect(a.insetBy(dx: 2, dy: 2) == MKMapRect(x: 2, y: 2, width: 6, height: 6))
        let (slice, rest) = a.divided(atDistance: 3, from: .minXEdge)
        #expect(slice.width == 3 && rest.minX == 3)
        let crossing = MKMapRect(x: MKMapSize.world.width - 5, y: 0, width: 10, height: 1)
        #expect(crossing.spans180thMeridian && crossing.remainder.width == 5)
    }

    @Test func aRegionInMetresAndARegionOfAMapRectAgree() {
        let centre = CLLocationCoordinate2D(latitude: 45, longitude: 10)
        let region = MKCoordinateRegion(center: centre, latitudinalMeters: 1000, longitudinalMeters: 1000)
        // A degree of latitude is longer than one of longitude at 45°.
        #expect(region.span.longitudeDelta > region.span.latitudeDelta)
        let rect = MKMapRect(
            origin: MKMapPoint(CLLocationCoordinate2D(latitude: 46, longitude: 9)),
            size: MKMapSize(width: 1000, height: 1000))
        let fromRect = MKCoordinateRegion(rect)
        #expect(abs(fromRect.center.longitude - (9 + 0.5 * fromRect.span.longitudeDelta)) < 1e-9)
    }
}
