import Foundation
import MapCompatPorting
import Testing

/// The logo put in a corner: NAVER names the corner side first (`mapView.logoAlign = .rightTop`, as NAVER's guide to
/// the map's controls sets it), MapLibre edge first (`mapView.logoViewPosition = .bottomLeft`, as the MapLibre
/// Flutter plugin's options sink sets it). TomTom and route-me place their logos themselves.
@Suite struct LogoCornerTests {
    @Test(arguments: [
        ("leftBottom", "bottomLeft"), ("rightBottom", "bottomRight"), ("leftTop", "topLeft"), ("rightTop", "topRight"),
    ])
    func eachCornerIsTheOthersCorner(naver: String, mapLibre: String) {
        let source =
            "final class Ornaments {\n    let mapView = MLNMapView(frame: .zero)\n\n    func place() {\n"
            + "        mapView.logoViewPosition = .\(mapLibre)\n    }\n}\n"
        let ported = Porter(from: .maplibre, to: .naver).port(source).output
        #expect(indentlessLines(ported).contains("mapView.logoAlign = .\(naver)"), "\(ported)")
        let back = Porter(from: .naver, to: .maplibre).port(ported).output
        #expect(indentlessLines(back).contains("mapView.logoViewPosition = .\(mapLibre)"), "\(back)")
    }

    @Test func tomTomIsToldItPlacesNoLogo() {
        let source =
            "final class Ornaments {\n    let mapView = NMFMapView(frame: .zero)\n\n    func place() {\n"
            + "        mapView.logoAlign = .rightTop\n    }\n}\n"
        let output = Porter(from: .naver, to: .tomtom).port(source).output
        #expect(
            output.contains(
                "// PORT: controls.logo.align.topRight (NAVER): TomTom places its logo itself: MapView has only isLogoVisible"
            ), "\(output)")
        #expect(output.contains("// PORT(naver): mapView.logoAlign = .rightTop"), "\(output)")
    }

    /// A corner chosen at run time stays a hand port that names MapLibre's property.
    @Test func aCornerInAVariableIsLeftToTheReader() {
        let source =
            "final class Ornaments {\n    let mapView = NMFMapView(frame: .zero)\n\n"
            + "    func place(_ align: NMFLogoAlign) {\n        mapView.logoAlign = align\n    }\n}\n"
        let output = Porter(from: .naver, to: .maplibre).port(source).output
        #expect(output.contains("MapLibre puts it in a corner named edge first: logoViewPosition"), "\(output)")
    }
}
