import Foundation
import MapLibreStyle
import Testing

// Ports of platform/darwin/test/MLNGeometryTests.mm (maplibre/maplibre-native).
// Not ported (no map interaction): testGeometryBoxing (NSValue boxing), testGeoJSONDeserialization and
// testGeoJSONSerialization (MLNShape's GeoJSON codec, a rendering/data concern), testMLNMapPoint (NSValue
// boxing of MLNMapPoint).
@Suite("MLNGeometryTests (platform/darwin/test/MLNGeometryTests.mm)")
struct MLNGeometryTests {
    @Test("testCoordinateBoundsIsEmpty")
    func coordinateBoundsIsEmpty() {
        let empty = MLNCoordinateBoundsMake(
            CLLocationCoordinate2D(latitude: 0, longitude: 0), CLLocationCoordinate2D(latitude: 10, longitude: 0))
        #expect(MLNCoordinateBoundsIsEmpty(empty))
        #expect(
            !MLNCoordinateSpanEqualToCoordinateSpan(MLNCoordinateSpanZero, MLNCoordinateBoundsGetCoordinateSpan(empty)))
    }

    @Test("testAngleConversions")
    func angleConversions() {
        #expect(near(-180, MLNDegreesFromRadians(-.pi), 1e-5))
        #expect(MLNDegreesFromRadians(0) == 0)
        #expect(near(45, MLNDegreesFromRadians(.pi / 4), 1e-5))
        #expect(near(90, MLNDegreesFromRadians(.pi / 2), 1e-5))
        #expect(near(180, MLNDegreesFromRadians(.pi), 1e-5))
        #expect(near(360, MLNDegreesFromRadians(2 * .pi), 1e-5))
        #expect(near(720, MLNDegreesFromRadians(4 * .pi), 1e-5))
        for degrees in [-360.0, -180, -90, -45, 0, 45, 90, 180, 360] {
            #expect(near(degrees, MLNDegreesFromRadians(MLNRadiansFromDegrees(degrees)), 1e-4))
        }
    }

    @Test("testAltitudeConversions")
    func altitudeConversions() {
        let tall = CGSize(width: 600, height: 1200)
        let mid = CGSize(width: 600, height: 800)
        let short = CGSize(width: 600, height: 400)
        #expect(near(1800, MLNAltitudeForZoomLevel(MLNZoomLevelForAltitude(1800, 0, 0, mid), 0, 0, mid), 1e-8))
        #expect(MLNZoomLevelForAltitude(1800, 0, 0, mid) < MLNZoomLevelForAltitude(1800, 0, 0, tall))
        #expect(MLNZoomLevelForAltitude(1800, 0, 0, mid) > MLNZoomLevelForAltitude(1800, 0, 0, short))
        for (zoom, pitch, latitude) in [
            (0.0, 0.0, 0.0), (18, 0, 0), (0, 0, 40), (18, 0, 40), (0, 60, 40), (18, 60, 40),
        ] {
            let altitude = MLNAltitudeForZoomLevel(zoom, CGFloat(pitch), latitude, mid)
            #expect(near(zoom, MLNZoomLevelForAltitude(altitude, CGFloat(pitch), latitude, mid), 1e-8))
        }
    }

    @Test("testCoordinateInCoordinateBounds")
    func coordinateInCoordinateBounds() {
        let ne = CLLocationCoordinate2D(latitude: 45, longitude: -104)
        let sw = CLLocationCoordinate2D(latitude: 41, longitude: -111)
        let wyoming = MLNCoordinateBoundsMake(sw, ne)
        #expect(MLNCoordinateInCoordinateBounds(ne, wyoming))
        #expect(MLNCoordinateInCoordinateBounds(sw, wyoming))
        #expect(MLNCoordinateInCoordinateBounds(CLLocationCoordinate2D(latitude: 43, longitude: -107.5), wyoming))
        #expect(!MLNCoordinateInCoordinateBounds(CLLocationCoordinate2D(latitude: -25, longitude: 135), wyoming))
        #expect(!MLNCoordinateInCoordinateBounds(CLLocationCoordinate2D(latitude: -12, longitude: -50), wyoming))
        #expect(!MLNCoordinateInCoordinateBounds(CLLocationCoordinate2D(latitude: 35, longitude: 100), wyoming))
        // kCLLocationCoordinate2DInvalid is (-180, -180).
        #expect(!MLNCoordinateInCoordinateBounds(CLLocationCoordinate2D(latitude: -180, longitude: -180), wyoming))
    }

    @Test("testMLNCoordinateBoundsToMLNCoordinateQuad")
    func boundsToQuad() {
        let bounds = MLNCoordinateBoundsMake(
            CLLocationCoordinate2D(latitude: 37.936, longitude: -80.425),
            CLLocationCoordinate2D(latitude: 46.437, longitude: -71.516))
        let quad = MLNCoordinateQuadFromCoordinateBounds(bounds)
        #expect(quad.bottomLeft.latitude == bounds.sw.latitude && quad.bottomLeft.longitude == bounds.sw.longitude)
        #expect(quad.topRight.latitude == bounds.ne.latitude && quad.topRight.longitude == bounds.ne.longitude)
        #expect(quad.topLeft.latitude == 46.437 && quad.topLeft.longitude == -80.425)
        #expect(quad.bottomRight.latitude == 37.936 && quad.bottomRight.longitude == -71.516)
    }

    @Test("testMLNLocationCoordinate2DIsValid")
    func coordinateIsValid() {
        let valid: [(Double, Double)] = [
            (37.936, -71.516), (46.816368, 5.844469), (-21.512680, 23.334703), (-44.947936, -73.081313),
            (19.333630, 203.555405), (23.254696, -240.795323),
        ]
        for (latitude, longitude) in valid {
            #expect(MLNLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: latitude, longitude: longitude)))
        }
        #expect(!MLNLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 91, longitude: 361)))
        #expect(!MLNLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: -91, longitude: -361)))
    }
}
