import Foundation
import MapCompatPorting
import Testing

/// A conversion given `nil` for its view (`mapView.convert(point, toCoordinateFrom: nil)`), the window's
/// coordinates in UIKit, as public MapLibre, Mapbox-era and MapKit apps write for a point they read from a
/// recognizer on the map view (`sender.location(in: mapView)`); public code search finds both directions written
/// so in many apps. It ports to the target's own conversion, which takes a point of the map view, under a review
/// note, and stays as it is between the two styles that take a view.
@Suite struct WindowConversionPortTests {
    static let mapLibre = """
        import MapLibre

        final class Screen: NSObject {
            var mapView: MLNMapView!

            @objc func tapped(_ sender: UITapGestureRecognizer) {
                let point = sender.location(in: mapView)
                let coordinate = mapView.convert(point, toCoordinateFrom: nil)
                let back = mapView.convert(coordinate, toPointTo: nil)
                print(coordinate, back)
            }
        }
        """

    @Test(arguments: [
        (PortingStyle.naver, "mapView.projection.latlng(from: point)", "mapView.projection.point(from: coordinate)"),
        (
            PortingStyle.googleMaps, "mapView.projection.coordinate(for: point)",
            "mapView.projection.point(for: coordinate)"
        ),
        (PortingStyle.rm, "mapView.pixel(toCoordinate: point)", "mapView.coordinate(toPixel: coordinate)"),
    ])
    func portsToTheTargetsConversionUnderAReviewNote(target: PortingStyle, toCoordinate: String, toPoint: String) {
        let result = Porter(from: .maplibre, to: target).port(Self.mapLibre)
        #expect(result.output.contains("let coordinate = \(toCoordinate)"), "\(result.output)")
        #expect(result.output.contains("let back = \(toPoint)"), "\(result.output)")
        #expect(!result.output.contains("toCoordinateFrom"), "\(result.output)")
        let reviews = result.changes.filter { $0.kind == .review && $0.concept.hasPrefix("convert.window.") }
        #expect(reviews.count == 2, "\(result.changes)")
    }

    @Test func staysAsItIsBetweenMapLibreAndMapKit() {
        let toMapKit = Porter(from: .maplibre, to: .mapKit).port(Self.mapLibre)
        #expect(toMapKit.output.contains("mapView.convert(point, toCoordinateFrom: nil)"), "\(toMapKit.output)")
        #expect(toMapKit.output.contains("mapView.convert(coordinate, toPointTo: nil)"), "\(toMapKit.output)")
        #expect(!toMapKit.changes.contains { $0.kind == .review && $0.concept.hasPrefix("convert.") })
        let back = Porter(from: .mapKit, to: .maplibre).port(toMapKit.output)
        #expect(back.output.contains("mapView.convert(point, toCoordinateFrom: nil)"), "\(back.output)")
    }
}
