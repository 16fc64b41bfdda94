import Foundation
import MapCompatPorting
import Testing

/// route-me's annotations as its apps make them. `RMPointAnnotation` brings its own pin (RMPointAnnotation.h) and is
/// made like any annotation, `RMPointAnnotation(mapView:coordinate:andTitle:)`. Modelled on route-me apps that make
/// their pins in a helper that returns them (a "Your Location" pin, a beacon's pin), as the adapters' RealClient
/// tracking screen does, and on apps that write the labels without a space (`andTitle:"Hola"`).
@Suite struct RouteMeAnnotationTests {
    static let rm = """
        final class BeaconMapScreen: UIViewController, RMMapViewDelegate {
            var mapView: RMMapView!

            func addPin(_ coordinate: CLLocationCoordinate2D, title: String) -> RMPointAnnotation {
                let annotation: RMPointAnnotation = RMPointAnnotation(mapView: mapView, coordinate: coordinate, andTitle: title)
                mapView.addAnnotation(annotation)
                return annotation
            }
        }
        """

    @Test(arguments: [
        (PortingStyle.maplibre, "-> MLNPointAnnotation {", "let annotation = MLNPointAnnotation()"),
        (.naver, "-> NMFMarker {", "let annotation = NMFMarker(position: coordinate)"),
    ])
    func aPinMadeByAHelperIsTheTargetsMarker(target: PortingStyle, returned: String, made: String) {
        let lines = indentlessLines(Porter(from: .rm, to: target).port(Self.rm).output)
        #expect(lines.contains { $0.hasPrefix("func addPin(") && $0.hasSuffix(returned) }, "\(lines)")
        #expect(lines.contains(made), "\(lines)")
        #expect(lines.contains("return annotation"), "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("// PORT(rm):") }, "\(lines)")
    }

    /// TomTom's marker is the optional an add returns: the helper that returns a made pin is the reader's.
    @Test func tomTomKeepsTheNote() {
        let output = Porter(from: .rm, to: .tomtom).port(Self.rm).output
        #expect(
            output.contains("// PORT: type.marker.withPin (route-me (RMMapLayer)): TomTom makes a marker"), "\(output)")
    }

    @Test func labelsWrittenWithoutASpaceAreTheSameConstruction() {
        let rm = """
            final class PinsScreen: UIViewController {
                var map: RMMapView!

                func show() {
                    let ann = RMAnnotation(mapView: map, coordinate: CLLocationCoordinate2DMake(4.66,-74.07), andTitle:"Hola")
                    ann.subtitle = "la con"
                    map.addAnnotation(ann)
                }
            }
            """
        let lines = indentlessLines(Porter(from: .rm, to: .maplibre).port(rm).output)
        #expect(lines.contains("let ann = MLNPointAnnotation()"), "\(lines)")
        #expect(lines.contains("ann.coordinate = CLLocationCoordinate2DMake(4.66,-74.07)"), "\(lines)")
        #expect(lines.contains("ann.title = \"Hola\""), "\(lines)")
        #expect(lines.contains("map.addAnnotation(ann)"), "\(lines)")
    }

    /// Apps of route-me's Swift 1 days declare the annotation with `var` (a venue screen's
    /// `var annotation = RMAnnotation(mapView: mapboxView, coordinate: venueCoord, andTitle: venueTitle)`, then
    /// `mapboxView.addAnnotation(annotation)`): it is made the target's way, as a `let`, unless it is assigned again.
    @Test func anAnnotationDeclaredWithVarIsMadeTheSameWay() {
        let rm = """
            final class VenueScreen: UIViewController {
                var mapboxView: RMMapView!

                func show(_ venueCoord: CLLocationCoordinate2D, _ venueTitle: String) {
                    var annotation = RMAnnotation(mapView: mapboxView, coordinate: venueCoord, andTitle: venueTitle)
                    mapboxView.addAnnotation(annotation)
                    var other = RMAnnotation(mapView: mapboxView, coordinate: venueCoord, andTitle: nil)
                    other = RMAnnotation(mapView: mapboxView, coordinate: venueCoord, andTitle: venueTitle)
                    mapboxView.addAnnotation(other)
                }
            }
            """
        let lines = indentlessLines(Porter(from: .rm, to: .naver).port(rm).output)
        #expect(lines.contains("let annotation = NMFMarker(position: venueCoord)"), "\(lines)")
        #expect(lines.contains("annotation.captionText = venueTitle"), "\(lines)")
        #expect(lines.contains("annotation.mapView = mapboxView"), "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("let other") }, "\(lines)")
    }
}
