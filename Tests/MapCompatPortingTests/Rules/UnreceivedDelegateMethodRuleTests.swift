import Foundation
import Testing

@testable import MapCompatPorting

/// ``UnreceivedDelegateMethodRule``: a source delegate method that no target protocol asks for is kept under a
/// review note, not renamed silently. Modelled on the GMSMapViewDelegate methods Google's event guide
/// (developers.google.com/maps/documentation/ios-sdk/events) has apps write, `mapView(_:didTap:)` for a marker
/// tap and `didTapMyLocationButton(for:)` (GMSMapViewDelegate.h), as they reach the rule after the rest of a port
/// to MapLibre: their types already MapLibre's, and MapLibre's own `mapView(_:regionDidChangeAnimated:)` beside them.
@Suite struct UnreceivedDelegateMethodRuleTests {
    let harness = RuleHarness(UnreceivedDelegateMethodRule.self, from: .googleMaps, to: .maplibre)

    static let ported = """
        extension PlacesScreen: MLNMapViewDelegate {
            func mapView(_ mapView: MLNMapView, regionDidChangeAnimated animated: Bool) {
                refresh()
            }

            func mapView(_ mapView: MLNMapView, didTap marker: MLNPointAnnotation) -> Bool {
                return false
            }

            func didTapMyLocationButton(for mapView: MLNMapView) -> Bool {
                false
            }

            private func mapView(_ mapView: MLNMapView, didTapAt coordinate: CLLocationCoordinate2D) {}
        }
        """

    @Test func aMethodTheTargetNeverCallsIsKeptUnderANote() {
        let run = harness.run(Self.ported)
        let lines = run.text.split(separator: "\n").map { String($0.drop { $0 == " " }) }
        let note = "// PORT: review — callback.unreceived: MapLibre never calls GMSMapViewDelegate's "
        #expect(
            lines.firstIndex(of: note + "mapView(_:didTap:): receive it the MapLibre way, or drop the method")
                == lines.firstIndex { $0.hasPrefix("func mapView(_ mapView: MLNMapView, didTap marker:") }.map {
                    $0 - 1
                },
            "\(lines)")
        #expect(lines.contains { $0.hasPrefix(note + "didTapMyLocationButton(for:)") }, "\(lines)")
        #expect(run.findings.map(\.concept) == ["callback.unreceived", "callback.unreceived"])
        #expect(run.refused.isEmpty)
    }

    /// A method the target asks for (MapLibre's region callback) and a private helper of the app are not noted.
    @Test func theTargetsOwnMethodsAndPrivateHelpersAreLeftAlone() {
        let run = harness.run(Self.ported)
        #expect(run.text.components(separatedBy: "callback.unreceived").count == 3, "\(run.text)")
        #expect(!run.text.contains("regionDidChangeAnimated:): receive"), "\(run.text)")
    }

    /// The full names the rule reads off a `func` line's bytes, before any parse: labels, `_`, a closure
    /// parameter's own parentheses and arrow, and a signature wrapped over lines.
    @Test(arguments: [
        ("mapView(_ mapView: MLNMapView, didTap marker: MLNPointAnnotation) -> Bool {", "mapView(_:didTap:)"),
        ("load(_ done: @escaping (Int) -> Void, into map: MLNMapView) {", "load(_:into:)"),
        ("didTapMyLocationButton(\n        for mapView: MLNMapView\n    ) -> Bool {", "didTapMyLocationButton(for:)"),
        ("refresh() {", "refresh()"),
    ])
    func aFunctionsFullNameIsReadFromItsBytes(declaration: String, fullName: String) {
        #expect(UnreceivedDelegateMethodRule.fullName(ArraySlice(declaration.utf8)) == fullName)
    }

    /// The whole port: Google's marker tap is not a MapLibre delegate method, and says so.
    @Test func aPortFromGoogleNotesTheMarkerTap() {
        let google = """
            extension PlacesScreen: GMSMapViewDelegate {
                func mapView(_ mapView: GMSMapView, didTap marker: GMSMarker) -> Bool {
                    return false
                }
            }
            """
        let output = Porter(from: .googleMaps, to: .maplibre).port(google).output
        #expect(output.contains("MapLibre never calls GMSMapViewDelegate's mapView(_:didTap:)"), "\(output)")
    }
}
