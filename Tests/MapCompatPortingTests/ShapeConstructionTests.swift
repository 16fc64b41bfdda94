import MapCompatPorting
import Testing

/// Lines, polygons and circles made the target's way. Modelled on TomTom's shape options (iOS API reference,
/// `LineOptions`: `init(coordinates:)`, `lineWidth`, `lineColor`; `addLine(options:)` throws), on the overlay
/// view controllers of NAVER's demo (navermaps/ios-map-sdk: `NMFPolylineOverlay(points)`, `width`, `color`,
/// `mapView`) and on MapLibre's polyline annotations (maplibre/maplibre-native, `MLNPolyline.h`:
/// `polylineWithCoordinates:count:`, added with `addAnnotation`).
@Suite struct ShapeConstructionTests {
    static let tomTom = """
        final class RouteScreen {
            let map: TomTomMap
            var route: Line?
            var zone: Circle?
            var width = 6.0

            init(map: TomTomMap) { self.map = map }

            func draw(_ points: [CLLocationCoordinate2D], around center: CLLocationCoordinate2D) {
                var lineOptions = LineOptions(coordinates: points)
                lineOptions.lineWidth = width
                lineOptions.lineColor = .red
                route = try? map.addLine(options: lineOptions)
                var zoneOptions = CircleOptions(coordinate: center, radius: 300, fillColor: .green)
                zoneOptions.outlineWidth = 2
                zone = try? map.addCircle(options: zoneOptions)
            }
        }
        """

    static let naver = """
        final class AreaScreen {
            let mapView = NMFMapView(frame: .zero)

            func draw(_ points: [NMGLatLng]) {
                let area = NMFPolygonOverlay(points)
                area?.fillColor = UIColor.blue
                area?.outlineWidth = 3
                area?.mapView = mapView
            }
        }
        """

    static let mapLibre = """
        final class TrackScreen {
            let mapView = MLNMapView(frame: .zero)

            func draw(_ track: [CLLocationCoordinate2D]) {
                var points = track
                mapView.addAnnotation(MLNPolyline(coordinates: &points, count: UInt(points.count)))
            }
        }
        """

    static func code(_ text: String) -> [String] {
        text.split(separator: "\n").map { String($0.drop { $0 == " " }) }
    }

    @Test func tomTomsOptionsBecomeNaversOverlays() {
        let lines = Self.code(Porter(from: .tomtom, to: .naver).port(Self.tomTom).output)
        #expect(lines.contains("var route: NMFPolylineOverlay?"), "\(lines)")
        #expect(lines.contains("route = NMFPolylineOverlay(points)"), "\(lines)")
        // NAVER's width is a CGFloat: a value that is not a literal is converted.
        #expect(lines.contains("route?.width = CGFloat(width)"), "\(lines)")
        #expect(lines.contains("route?.color = .red"), "\(lines)")
        #expect(lines.contains("route?.mapView = map"), "\(lines)")
        #expect(lines.contains("zone = NMFCircleOverlay(center, radius: 300)"), "\(lines)")
        #expect(lines.contains("zone?.fillColor = .green"), "\(lines)")
        #expect(lines.contains("zone?.outlineWidth = 2"), "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("// PORT(tomtom):") }, "\(lines)")
    }

    @Test func onMapLibreALineIsAnAnnotationStyledByTheDelegate() {
        let lines = Self.code(Porter(from: .tomtom, to: .maplibre).port(Self.tomTom).output)
        #expect(lines.contains("var routeCoordinates = points"), "\(lines)")
        #expect(
            lines.contains(
                "let routeShape = MLNPolyline(coordinates: &routeCoordinates, count: UInt(routeCoordinates.count))"),
            "\(lines)")
        #expect(lines.contains("map.addAnnotation(routeShape)"), "\(lines)")
        #expect(lines.contains("route = routeShape"), "\(lines)")
        #expect(lines.contains("// PORT(tomtom): lineOptions.lineWidth = width"), "\(lines)")
        // MapLibre has no circle annotation: the circle stays TomTom's, under the reason.
        #expect(lines.contains { $0.hasPrefix("// PORT: shape.circle.type (TomTom): MapLibre has no circle") })
    }

    @Test func naversOverlayBecomesTomTomsOptionsAndAdd() {
        let lines = Self.code(Porter(from: .naver, to: .tomtom).port(Self.naver).output)
        #expect(lines.contains("var areaOptions = PolygonOptions(coordinates: points)"), "\(lines)")
        #expect(lines.contains("areaOptions.fillColor = UIColor.blue"), "\(lines)")
        #expect(lines.contains("areaOptions.outlineWidth = 3"), "\(lines)")
        #expect(
            lines.contains { $0.hasPrefix("let area = try? ") && $0.hasSuffix(".addPolygon(options: areaOptions)") })
    }

    @Test func aShapeMadeInsideMapLibresAddIsNamedOnNaver() {
        let lines = Self.code(Porter(from: .maplibre, to: .naver).port(Self.mapLibre).output)
        #expect(lines.contains("let shape = NMFPolylineOverlay(points)"), "\(lines)")
        #expect(lines.contains("shape?.mapView = mapView"), "\(lines)")
    }

    @Test func positionsWrittenOnePerLineStaySo() {
        let source = """
            func draw(map: TomTomMap) {
                var options = LineOptions(coordinates: [
                    CLLocationCoordinate2D(latitude: 1, longitude: 2),
                    CLLocationCoordinate2D(latitude: 3, longitude: 4),
                ])
                options.lineWidth = 8
                _ = try? map.addLine(options: options)
            }
            """
        let lines = Porter(from: .tomtom, to: .naver).port(source).output.split(separator: "\n").map(String.init)
        let start = lines.firstIndex(of: "    let shape = NMFPolylineOverlay([")
        #expect(start.map { lines[$0 + 1] } == "        NMGLatLng(lat: 1, lng: 2),", "\(lines)")
        #expect(start.map { lines[$0 + 3] } == "    ])", "\(lines)")
    }
}
