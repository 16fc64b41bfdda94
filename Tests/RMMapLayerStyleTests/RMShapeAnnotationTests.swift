import Foundation
import MapCompatCore
import MapCompatTesting
import RMMapLayerStyle
import Testing

/// A delegate that records the annotations it is told were tapped, and taps on the empty map.
private final class TapLog: RMMapViewDelegate {
    var taps: [String] = []

    func tap(on annotation: RMAnnotation!, onMap map: RMMapView!) { taps.append(annotation.title ?? "untitled") }
    func singleTap(onMap map: RMMapView!, at point: CGPoint) { taps.append("map") }
}

/// Locations around the map's centre, `offsets` in degrees (latitude, longitude).
private func locations(_ map: RMMapView, _ offsets: [(Double, Double)]) -> [Any] {
    let centre = map.centerCoordinate
    return offsets.map { CLLocation(latitude: centre.latitude + $0.0, longitude: centre.longitude + $0.1) }
}

/// The point `offset` degrees from the map's centre.
private func point(_ map: RMMapView, _ offset: (Double, Double)) -> CGPoint {
    let centre = map.centerCoordinate
    return map.coordinate(
        toPixel: CLLocationCoordinate2D(latitude: centre.latitude + offset.0, longitude: centre.longitude + offset.1))
}

/// route-me's shape annotations as public clients draw them: sunlightlabs/congress-ios
/// (`Classes/Controllers/SFDistrictMapViewController.m`) makes a district an `RMPolygonAnnotation` from
/// `CLLocation`s, styles the `RMShape` its `layer` makes (line width, fill colour) and adds it; route-me's own
/// `RMPolygonAnnotation.m`, `RMPolylineAnnotation.m` and `RMCircleAnnotation.m` say what each layer is.
@Suite struct RMShapeAnnotationTests {
    static let square = [(-0.01, -0.01), (-0.01, 0.01), (0.01, 0.01), (0.01, -0.01)]

    @Test func aDistrictPolygonIsFilledByTheAppAndTakesTapsInside() throws {
        let map = testMap(center: CLLocationCoordinate2D(latitude: 38.9, longitude: -77.03), zoom: 12)
        let log = TapLog()
        map.delegate = log
        let district: RMPolygonAnnotation = RMPolygonAnnotation(mapView: map, points: locations(map, Self.square))
        district.title = "District"
        let shape = try #require(district.layer as? RMShape)
        shape.lineWidth = 1
        shape.fillColor = UIColor(red: 0.07, green: 0.38, blue: 0.61, alpha: 0.2)
        map.addAnnotation(district)
        #expect(district.coordinate.latitude == map.centerCoordinate.latitude - 0.01)
        #expect(district.hasBoundingBox)
        #expect(district.layer === shape)  // made once, on first use
        try MapTester(map).tap(at: point(map, (0, 0)))
        #expect(log.taps == ["District"])
    }

    /// Without a fill, route-me hits a polygon along its line only (RMShape.m `containsPoint:`); with interior
    /// polygons it fills it itself, and a hole lets the tap through to the map.
    @Test func aPolygonWithAHoleIsFilledAndTheHoleIsTheMap() throws {
        let map = testMap(center: CLLocationCoordinate2D(latitude: 38.9, longitude: -77.03), zoom: 12)
        let log = TapLog()
        map.delegate = log
        let hole: RMPolygonAnnotation = RMPolygonAnnotation(
            mapView: map, points: locations(map, [(-0.003, -0.003), (-0.003, 0.003), (0.003, 0.003), (0.003, -0.003)]))
        let ring: RMPolygonAnnotation = RMPolygonAnnotation(
            mapView: map, points: locations(map, Self.square), interiorPolygons: [hole])
        ring.title = "Ring"
        #expect((ring.layer as? RMShape)?.fillColor != nil)
        #expect(ring.interiorPolygons.count == 1)
        map.addAnnotation(ring)
        try MapTester(map).tap(at: point(map, (0, 0)))
        try MapTester(map).tap(at: point(map, (0.007, 0)))
        #expect(log.taps == ["map", "Ring"])
    }

    @Test func aPolylineIsHitAlongItsLine() throws {
        let map = testMap(center: CLLocationCoordinate2D(latitude: 55.68, longitude: 12.57), zoom: 14)
        let log = TapLog()
        map.delegate = log
        let route: RMPolylineAnnotation = RMPolylineAnnotation(
            mapView: map, points: locations(map, [(0, -0.01), (0, 0.01)]))
        route.title = "Route"
        route.lineWidth = 6
        route.lineColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        map.addAnnotation(route)
        #expect((route.layer as? RMShape)?.lineWidth == 6)
        try MapTester(map).tap(at: point(map, (0, 0.005)))
        try MapTester(map).tap(at: point(map, (0.005, 0.005)))
        #expect(log.taps == ["Route", "map"])
    }

    @Test func aCircleAnnotationIsADiscOfItsRadius() throws {
        let map = testMap(center: CLLocationCoordinate2D(latitude: 52.37, longitude: 4.9), zoom: 14)
        let log = TapLog()
        map.delegate = log
        let circle: RMCircleAnnotation = RMCircleAnnotation(
            mapView: map, centerCoordinate: map.centerCoordinate, radiusInMeters: 300)
        circle.title = "Circle"
        #expect(circle.layer is RMCircle)
        #expect(circle.radiusInMeters == 300)
        circle.lineWidth = 3
        #expect(circle.lineWidthInPixels == 3)
        map.addAnnotation(circle)
        try MapTester(map).tap(at: point(map, (0.001, 0)))  // about 110 m north
        try MapTester(map).tap(at: point(map, (0.006, 0)))  // about 670 m north
        #expect(log.taps == ["Circle", "map"])
    }

    /// route-me reads the array's first object: without a `CLLocation` there the annotation is not made, and a
    /// layer the app sets on a shape annotation is a no-op (route-me logs it), reported on the map.
    @Test func badInputIsRefusedOrIgnored() throws {
        let map = testMap()
        #expect(RMPolylineAnnotation(mapView: map, points: []) == nil)
        #expect(RMPolygonAnnotation(mapView: map, points: ["not a location"]) == nil)
        let line: RMPolylineAnnotation = RMPolylineAnnotation(mapView: map, points: locations(map, [(0, 0), (0, 1)]))
        map.addAnnotation(line)
        let made = line.layer
        line.layer = RMMarker(uiImage: UIImage(size: CGSize(width: 10, height: 10)))
        #expect(line.layer === made)
        #expect(map.core.diagnostics.last?.field == "RMPolylineAnnotation.layer")
    }
}
