import Foundation
import MapCompatPorting
import Testing

/// Annotations put on the map or taken off it as a list: MapLibre's `addAnnotations(_:)`, and every annotation
/// taken off at once (TomTom's `removeAnnotations()`, route-me's `removeAllAnnotations()`, MapLibre's
/// `removeAnnotations(_:)` of its whole list). Modelled on apps that redraw their pins wholesale on each update (a
/// SwiftUI representable's `updateUIView` that removes `view.annotations` before adding the new ones) and on
/// TomTom's "Markers" guide.
@Suite struct AnnotationListTests {
    static func screen(_ receiver: String, _ body: String) -> String {
        "final class Pins {\n    \(receiver)\n\n    func redraw(_ pin: Pin) {\n        \(body)\n    }\n}\n"
    }

    static let receivers: [PortingStyle: String] = [
        .maplibre: "let mapView = MLNMapView(frame: .zero)", .tomtom: "var mapView: TomTomMap!",
        .rm: "let mapView = RMMapView(frame: .zero)", .naver: "let mapView = NMFMapView(frame: .zero)",
    ]

    static let removeAll: [PortingStyle: String] = [
        .maplibre: "mapView.removeAnnotations(mapView.annotations ?? [])", .tomtom: "mapView.removeAnnotations()",
        .rm: "mapView.removeAllAnnotations()",
    ]

    @Test(arguments: [
        (PortingStyle.maplibre, PortingStyle.tomtom), (.maplibre, .rm), (.tomtom, .maplibre), (.tomtom, .rm),
        (.rm, .maplibre), (.rm, .tomtom),
    ])
    func everythingComesOffAtOnce(source: PortingStyle, target: PortingStyle) throws {
        let text = Self.screen(try #require(Self.receivers[source]), try #require(Self.removeAll[source]))
        let lines = indentlessLines(Porter(from: source, to: target).port(text).output)
        // TomTom's map calls go to the map it hands over when ready (`map`), not to its view.
        let expected = try #require(Self.removeAll[target])
        let call = target == .tomtom ? expected.replacingOccurrences(of: "mapView.", with: "") : expected
        #expect(lines.contains { $0 == expected || (target == .tomtom && $0.hasPrefix("map") && $0.hasSuffix(call)) })
    }

    /// NAVER keeps no list of a map's overlays: the app's own list is the way, and the note says so.
    @Test func naverIsToldToClearItsOwnList() throws {
        let text = Self.screen(try #require(Self.receivers[.tomtom]), "mapView.removeAnnotations()")
        let output = Porter(from: .tomtom, to: .naver).port(text).output
        #expect(output.contains("// PORT: annotation.removeAll (TomTom): NAVER keeps no list"), "\(output)")
    }

    /// MapLibre adds a list of annotations at once (`addAnnotations(_:)`, MLNMapView.h); NAVER puts each overlay
    /// on the map by setting its map.
    @Test func aListAddedAtOnceIsNaversLoop() throws {
        let text = Self.screen(try #require(Self.receivers[.maplibre]), "mapView.addAnnotations([pin.start, pin.end])")
        let lines = indentlessLines(Porter(from: .maplibre, to: .naver).port(text).output)
        #expect(lines.contains("for overlay in [pin.start, pin.end] { overlay.mapView = mapView }"), "\(lines)")
    }
}
