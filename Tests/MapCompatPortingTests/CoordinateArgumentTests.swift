import Foundation
import MapCompatPorting
import Testing

/// A coordinate the source makes for an initialiser of a type that neither the SDK nor the ported files declare
/// keeps Core Location's type when NAVER's is another: the app's model type of another file
/// (`BathymetryTile(zoom:coordinate:)`, as a public Mapbox-era SwiftUI app builds its tiles from the corners of
/// the visible region) or a system type (`CLCircularRegion(center:radius:identifier:)`, which public geofencing
/// screens make from a map coordinate) takes a `CLLocationCoordinate2D`. A type the file declares is ported with
/// it, and so is what the SDK takes.
@Suite struct CoordinateArgumentTests {
    static let screen = """
        import MapLibre

        struct Tile {
            let coordinate: CLLocationCoordinate2D
        }

        final class Screen: NSObject {
            var mapView: MLNMapView!

            func load(zoom: Int) {
                let own = Tile(coordinate: CLLocationCoordinate2D(latitude: 1, longitude: 2))
                let other = BathymetryTile(zoom: zoom, coordinate: CLLocationCoordinate2D(latitude: 3, longitude: 4))
                let region = CLCircularRegion(
                    center: CLLocationCoordinate2D(latitude: 5, longitude: 6), radius: 100, identifier: "home")
                let annotation = MLNPointAnnotation()
                annotation.coordinate = CLLocationCoordinate2D(latitude: 7, longitude: 8)
                print(own, other, region, annotation)
            }
        }
        """

    @Test func anotherFilesTypeKeepsCoreLocationsCoordinate() {
        let output = Porter(from: .maplibre, to: .naver).port(Self.screen).output
        #expect(output.contains("Tile(coordinate: NMGLatLng(lat: 1, lng: 2))"), "\(output)")
        #expect(
            output.contains(
                "BathymetryTile(zoom: zoom, coordinate: CLLocationCoordinate2D(latitude: 3, longitude: 4))"),
            "\(output)")
        #expect(output.contains("center: CLLocationCoordinate2D(latitude: 5, longitude: 6), radius: 100"), "\(output)")
        #expect(output.contains("NMGLatLng(lat: 7, lng: 8)"), "\(output)")
    }

    /// Ported as a module, with the file that declares the type, the type's coordinate is ported too.
    @Test func aTypeAnotherFileOfTheModuleDeclaresIsPortedWithIt() {
        let tiles = """
            import CoreLocation

            struct BathymetryTile {
                let zoom: Int
                let coordinate: CLLocationCoordinate2D
            }
            """
        let porter = Porter(from: .maplibre, to: .naver)
        let module = ModuleNames([Self.screen, tiles], porter: porter)
        let output = porter.port(Self.screen, module: module).output
        #expect(output.contains("BathymetryTile(zoom: zoom, coordinate: NMGLatLng(lat: 3, lng: 4))"), "\(output)")
        #expect(porter.port(tiles, module: module).output.contains("let coordinate: NMGLatLng"))
    }

    /// The same coordinate held in a local first, as geofencing screens write it (`let center = …` on one line,
    /// `CLCircularRegion(center: center, …)` on the next): it keeps its type only while its block passes it to
    /// such initialisers alone; a local the map also takes is the map's.
    @Test func aLocalOnlyPassedToAnotherFilesTypeKeepsItsType() {
        let source = """
            import MapLibre

            final class Fences {
                var mapView: MLNMapView!

                func watch(_ stop: Stop) {
                    let center = CLLocationCoordinate2D(latitude: stop.latitude, longitude: stop.longitude)
                    let region = CLCircularRegion(center: center, radius: 150, identifier: stop.name)
                    print(region)
                }

                func show(_ stop: Stop) {
                    let place = CLLocationCoordinate2D(latitude: stop.latitude, longitude: stop.longitude)
                    mapView.setCenter(place, animated: false)
                }
            }
            """
        let output = Porter(from: .maplibre, to: .naver).port(source).output
        #expect(
            output.contains("let center = CLLocationCoordinate2D(latitude: stop.latitude, longitude: stop.longitude)"),
            "\(output)")
        #expect(output.contains("let place = NMGLatLng(lat: stop.latitude, lng: stop.longitude)"), "\(output)")
    }
}
