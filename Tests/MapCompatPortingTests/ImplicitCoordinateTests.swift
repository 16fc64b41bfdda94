import Foundation
import MapCompatPorting
import Testing

/// A coordinate made from its context's type (`annotation.coordinate = .init(latitude:longitude:)`,
/// `MLNCoordinateBounds(sw: .init(…), ne: .init(…))`), as Swift apps write it: on NAVER the context becomes
/// `NMGLatLng`, whose initialiser takes `lat` and `lng`, so the port writes the type's own spelling. Modelled on
/// the implicit-member coordinates of public MapLibre and Mapbox-era apps (public code search finds
/// `.init(latitude:` in many map screens' bounds and annotations).
@Suite struct ImplicitCoordinateTests {
    static let screen = """
        import MapLibre

        final class Screen: NSObject {
            var mapView: MLNMapView!
            var center: CLLocationCoordinate2D = .init(latitude: 1, longitude: 2)

            func load() {
                let annotation = MLNPointAnnotation()
                annotation.coordinate = .init(latitude: 3, longitude: 4)
                let bounds = MLNCoordinateBounds(sw: .init(latitude: 5, longitude: 6), ne: .init(latitude: 7, longitude: 8))
                let place: CLLocation = .init(latitude: 9, longitude: 10)
                let other = CLLocation.init(latitude: 11, longitude: 12)
                print(bounds, place, other)
            }
        }
        """

    @Test func onNaverTheTypeIsWrittenOut() {
        let output = Porter(from: .maplibre, to: .naver).port(Self.screen).output
        #expect(output.contains("var center: NMGLatLng = NMGLatLng(lat: 1, lng: 2)"), "\(output)")
        #expect(output.contains("annotation.position = NMGLatLng(lat: 3, lng: 4)"), "\(output)")
        #expect(output.contains("southWest: NMGLatLng(lat: 5, lng: 6), northEast: NMGLatLng(lat: 7, lng: 8)"))
        // Core Location's own location, made from its declared type or named, stays.
        #expect(output.contains("let place: CLLocation = .init(latitude: 9, longitude: 10)"), "\(output)")
        #expect(output.contains("let other = CLLocation.init(latitude: 11, longitude: 12)"), "\(output)")
    }

    /// Where both styles take Core Location's coordinate, the context keeps its type and the text stays.
    @Test func elsewhereTheTextStays() {
        let output = Porter(from: .maplibre, to: .tomtom).port(Self.screen).output
        #expect(output.contains("= .init(latitude: 1, longitude: 2)"), "\(output)")
        #expect(output.contains(".init(latitude: 3, longitude: 4)"), "\(output)")
    }

    @Test func naversImplicitCoordinatePortsBack() {
        let naver = """
            import NMapsMap

            final class Screen: NSObject {
                var mapView: NMFMapView!

                func load() {
                    let marker = NMFMarker()
                    marker.position = .init(lat: 3, lng: 4)
                }
            }
            """
        let output = Porter(from: .naver, to: .maplibre).port(naver).output
        #expect(output.contains("CLLocationCoordinate2D(latitude: 3, longitude: 4)"), "\(output)")
    }
}
