import MapCompatPorting
import Testing

/// Bounds (NAVER's `NMGLatLngBounds`, MapLibre's `MLNCoordinateBounds`, route-me's `RMSphericalTrapezium`), the
/// bounds the view shows, and fitting the camera to two corners port between the styles that have them.
/// Modelled on NAVER's demo (ContentPaddingViewController.swift prints `contentBounds` and `coveringBounds`
/// corner by corner), on route-me apps that fit a route's box (`zoomWithLatitudeLongitudeBoundsSouthWest:
/// northEast:animated:`) and on MapLibre's iOS examples (`setVisibleCoordinateBounds(_:animated:)`).
@Suite struct BoundsPortTests {
    static let naver = """
        final class Screen {
            let mapView = NMFMapView(frame: .zero)
            var text = ""

            func updateBounds() {
                let content = mapView.contentBounds
                text = String(
                    format: "%f %f", content.southWestLat, content.northEastLng)
                let corners = mapView.coveringBounds.boundsLatLngs
                let box = NMGLatLngBounds(southWest: corners[0], northEast: corners[1])
                print(box.southWest, box.northEast)
            }

            var span: Double {
                let corners = mapView.coveringBounds.boundsLatLngs
                return corners[0].distance(to: corners[1])
            }

            var first: NMGLatLng {
                let corners = mapView.coveringBounds.boundsLatLngs
                return corners[0]
            }
        }
        """

    static func code(_ text: String) -> [String] {
        text.split(separator: "\n").map { String($0.drop { $0 == " " }) }
    }

    @Test func naversBoundsAreMapLibresAndBack() {
        let mapLibre = Porter(from: .naver, to: .maplibre).port(Self.naver).output
        let lines = Self.code(mapLibre)
        #expect(lines.contains("let content = mapView.visibleCoordinateBounds"), "\(lines)")
        #expect(
            lines.contains { $0.hasPrefix("// PORT: review — bounds.content: MapLibre's bounds cover the whole view") })
        #expect(lines.contains("format: \"%f %f\", content.sw.latitude, content.ne.longitude)"), "\(lines)")
        #expect(
            lines.contains("let corners = [mapView.visibleCoordinateBounds.sw, mapView.visibleCoordinateBounds.ne]"))
        #expect(lines.contains("let box = MLNCoordinateBounds(sw: corners[0], ne: corners[1])"), "\(lines)")
        #expect(lines.contains("print(box.sw, box.ne)"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("return CLLocation(latitude: corners[0].latitude") }, "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("// PORT(naver):") }, "\(lines)")
        let back = Self.code(Porter(from: .maplibre, to: .naver).port(mapLibre).output)
        #expect(back.contains("let box = NMGLatLngBounds(southWest: corners[0], northEast: corners[1])"), "\(back)")
        #expect(back.contains("let corners = mapView.coveringBounds.boundsLatLngs"), "\(back)")
    }

    /// route-me measures no distance: `span` goes, and `first`, which declares a `corners` of its own, stays.
    @Test func aNameCommentedOutInsideAWholeDeclarationKeepsItsScope() {
        let lines = Self.code(Porter(from: .naver, to: .rm).port(Self.naver).output)
        #expect(lines.contains("// PORT(naver): var span: Double {"), "\(lines)")
        #expect(lines.contains("var first: CLLocationCoordinate2D {"), "\(lines)")
        #expect(lines.contains("return corners[0]"), "\(lines)")
    }

    /// TomTom has no bounds: the statements go whole, the lines that continue a call included, and the
    /// concepts that give one reason share its note.
    @Test func aStatementAcrossLinesGoesWholeUnderOneNote() {
        let lines = Self.code(Porter(from: .naver, to: .tomtom).port(Self.naver).output)
        #expect(lines.contains("// PORT(naver): text = String("), "\(lines)")
        #expect(lines.contains("// PORT(naver):     format: \"%f %f\", content.southWestLat, content.northEastLng)"))
        #expect(lines.contains { $0.hasPrefix("// PORT: bounds.southWestLat, bounds.northEastLng (NAVER):") })
    }

    @Test(arguments: [
        (
            PortingStyle.maplibre,
            "mapView.setVisibleCoordinateBounds(MLNCoordinateBounds(sw: southWest, ne: northEast), animated: true)"
        ),
        (
            .naver,
            "mapView.moveCamera({ let update = NMFCameraUpdate(fit: NMGLatLngBounds(southWest: southWest, northEast: northEast)); update.animation = true ? .easeIn : .none; return update }())"
        ),
        (
            .tomtom,
            "map?.applyCamera(CameraUpdate(fitToCoordinates: [southWest, northEast], padding: 0), animationDuration: true ? 1 : 0)"
        ),
    ])
    func routeMesFitIsTheTargetsFit(target: PortingStyle, expected: String) {
        let routeMe = """
            final class Screen {
                let mapView = RMMapView(frame: .zero)

                func viewDidLoad() {
                    mapView.delegate = self
                }

                func zoom(to southWest: CLLocationCoordinate2D, _ northEast: CLLocationCoordinate2D) {
                    mapView.zoom(withLatitudeLongitudeBoundsSouthWest: southWest, northEast: northEast, animated: true)
                }
            }
            """
        let ported = Porter(from: .rm, to: target).port(routeMe).output
        #expect(ported.contains(expected), "\(ported)")
        let back = Porter(from: target, to: .rm).port(ported).output
        #expect(
            back.contains("zoom(withLatitudeLongitudeBoundsSouthWest: southWest, northEast: northEast, animated: true)")
        )
    }

    /// NAVER's bounds of a list of positions (`NMGLatLngBounds(latLngs:)`, as apps frame their markers before a fit)
    /// is a polyline's bounds on MapLibre, which has no such initialiser; the styles without one say what to do.
    @Test(arguments: [
        (PortingStyle.maplibre, "let box = MLNPolyline(coordinates: points, count: UInt(points.count)).overlayBounds"),
        (PortingStyle.rm, "// PORT: bounds.fromCoordinates (NAVER): route-me makes bounds of two corners only"),
        (PortingStyle.tomtom, "// PORT: bounds.fromCoordinates (NAVER): TomTom has no bounds type"),
    ])
    func boundsOfPositionsArePortedOrNoted(target: PortingStyle, expected: String) {
        let naver = """
            final class Screen {
                let mapView = NMFMapView(frame: .zero)

                func frame(_ points: [NMGLatLng]) {
                    let box = NMGLatLngBounds(latLngs: points)
                    print(box.southWest)
                }
            }
            """
        let ported = Porter(from: .naver, to: target).port(naver).output
        #expect(ported.contains(expected), "\(ported)")
        #expect(!ported.contains("Bounds(latLngs:") || ported.contains("// PORT(naver): let box"), "\(ported)")
    }

    /// NAVER's bounds from its corners' degrees (as apps box the user's position with an offset) make the
    /// corners on the styles that take corners, and come back.
    @Test(arguments: [
        (
            PortingStyle.maplibre,
            "MLNCoordinateBounds(sw: CLLocationCoordinate2D(latitude: lat - d, longitude: lng - d), ne:"
        ),
        (
            PortingStyle.rm,
            "RMSphericalTrapezium(southWest: CLLocationCoordinate2D(latitude: lat - d, longitude: lng - d),"
        ),
    ])
    func boundsFromDegreesMakeTheCorners(target: PortingStyle, expected: String) {
        let naver = """
            final class Screen {
                var box: NMGLatLngBounds?

                func frame(lat: Double, lng: Double, d: Double) {
                    box = NMGLatLngBounds(southWestLat: lat - d, southWestLng: lng - d, northEastLat: lat + d, northEastLng: lng + d)
                }
            }
            """
        let ported = Porter(from: .naver, to: target).port(naver).output
        #expect(ported.contains(expected), "\(ported)")
        #expect(Porter(from: target, to: .naver).port(ported).output == naver)
    }
}
