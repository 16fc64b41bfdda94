import Testing

@testable import MapCompatPorting

/// ``OptionalCallbackParameterRule``: MapKit's `mapView(_:didUpdate:)` hands its delegate an `MKUserLocation`,
/// MapLibre's an `MLNUserLocation?`; a body that passes the user location on (as mobile-academy/uikonf-rxswift's
/// `RxSwiftWorkshop/Maps/ViewModel/MapViewDelegate.swift` publishes it to the screen) keeps working once the
/// method unwraps it.
@Suite struct OptionalCallbackParameterRuleTests {
    let harness = RuleHarness(OptionalCallbackParameterRule.self, from: .mapKit, to: .maplibre)

    @Test func theUserLocationIsUnwrappedAtTheTopOfTheMethod() {
        let source = """
            final class FlightMapDelegate: NSObject, MKMapViewDelegate {
                func mapView(_: MKMapView, didUpdate userLocation: MKUserLocation) {
                    onUserLocation?(.update(userLocation))
                }
            }
            """
        let run = harness.run(source)
        #expect(harness.applies)
        #expect(
            run.text == """
                final class FlightMapDelegate: NSObject, MKMapViewDelegate {
                    func mapView(_: MKMapView, didUpdate userLocation: MKUserLocation?) {
                        guard let userLocation else { return }
                        onUserLocation?(.update(userLocation))
                    }
                }
                """)
        #expect(run.findings.map(\.concept) == ["type.mapDelegate"])
        #expect(run.findings.map(\.kind) == [.automatic])
        #expect(run.refused.isEmpty)
    }

    /// An extension that adopts the protocol, a module-qualified type and a body on the brace's line.
    @Test func anExtensionsOneLineBodyIsUnwrappedToo() {
        let source = """
            extension TrackViewController: MapKit.MKMapViewDelegate {
              func mapView(_ mapView: MKMapView, didUpdate location: MapKit.MKUserLocation) { track.append(location) }
            }
            """
        #expect(
            harness.run(source).text == """
                extension TrackViewController: MapKit.MKMapViewDelegate {
                  func mapView(_ mapView: MKMapView, didUpdate location: MapKit.MKUserLocation?) {
                    guard let location else { return }
                    track.append(location) }
                }
                """)
    }

    /// A type that adopts no delegate protocol, a method of another selector and a parameter already optional are
    /// not the callback: they are left as written.
    @Test func otherMethodsAreLeftAlone() {
        let source = """
            final class Recorder {
                func mapView(_: MKMapView, didUpdate userLocation: MKUserLocation) { record(userLocation) }
            }

            final class Screen: UIViewController, MKMapViewDelegate {
                func mapView(_: MKMapView, didUpdate userLocation: MKUserLocation?) {}
                func mapView(_: MKMapView, didSelect annotation: MKAnnotation) {}
                func mapView(_: MKMapView, didUpdate userLocation: MKUserLocation) -> Bool { true }
            }
            """
        let run = harness.run(source)
        #expect(run.text == source)
        #expect(run.findings.isEmpty)
    }

    /// route-me passes its user location implicitly unwrapped (`RMUserLocation!`): nothing to unwrap.
    @Test func aTargetWithoutAnOptionalParameterHasNothingToDo() {
        #expect(!RuleHarness(OptionalCallbackParameterRule.self, from: .maplibre, to: .rm).applies)
        #expect(!RuleHarness(OptionalCallbackParameterRule.self, from: .mapKit, to: .naver).applies)
    }

    /// route-me's `RMUserLocation` has no written counterpart in MapLibre (its uses are a hand port): a route-me
    /// method that passes it on stays as the source wrote it, for its note to quote.
    @Test func aParameterTypeLeftForAHandPortIsLeftAsWritten() {
        let source = """
            extension MapViewController: RMMapViewDelegate {
                func mapView(_ map: RMMapView, didUpdate userLocation: RMUserLocation) {
                    onUpdate?(userLocation)
                }
            }
            """
        let run = RuleHarness(OptionalCallbackParameterRule.self, from: .rm, to: .maplibre).run(source)
        #expect(run.text == source)
        #expect(run.findings.isEmpty)
    }

    /// The other way, MapKit's method cannot take MapLibre's body, which reads the user location through an
    /// optional chain: it stays under the MapKit style's note (the rule reads the delegate protocols, and MapKit's
    /// callbacks do not list the method to write).
    @Test func mapLibresMethodStaysANoteInMapKit() {
        let source = """
            final class Screen: UIViewController, MLNMapViewDelegate {
                func mapView(_ mapView: MLNMapView, didUpdate userLocation: MLNUserLocation?) {
                    guard let fix = userLocation?.location else { return }
                    fixes.append(fix.coordinate)
                }
            }

            """
        #expect(!RuleHarness(OptionalCallbackParameterRule.self, from: .maplibre, to: .mapKit).applies)
        let output = Porter(from: .maplibre, to: .mapKit).port(source).output
        #expect(output.contains("    // PORT(maplibre):     guard let fix = userLocation?.location else { return }\n"))
    }
}
