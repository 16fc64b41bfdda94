import Foundation
import MapCompatCore
import Testing

@testable import MapCompatPorting

/// ``LegacyDelegateSpellingRule``: delegate methods written with Swift 2's spelling of their selectors, as route-me
/// apps written before Swift 3 write them (a view controller or an `RMMapViewDelegate` extension with
/// `singleTapOnMap(map:at:)`, `mapView(mapView:layerForAnnotation:)` and `mapView(mapView:didUpdateUserLocation:)`,
/// the spellings a code search for these selectors finds in public route-me clients), take the names Swift's
/// importer gives those selectors today.
@Suite struct LegacyDelegateSpellingRuleTests {
    let harness = RuleHarness(LegacyDelegateSpellingRule.self, from: .rm, to: .maplibre)

    @Test func routeMeCallbacksInSwift2SpellingTakeTheirCurrentNames() {
        let source = """
            extension MapViewController: RMMapViewDelegate {
                func mapView(mapView: RMMapView!, layerForAnnotation annotation: RMAnnotation!) -> RMMapLayer! {
                    return nil
                }

                func mapView(mapView: RMMapView!, didUpdateUserLocation userLocation: RMUserLocation!) {
                }

                func singleTapOnMap(map: RMMapView!, at point: CGPoint) {
                    hideCard()
                }
            }
            """
        let run = harness.run(source)
        #expect(
            run.text == """
                extension MapViewController: RMMapViewDelegate {
                    func mapView(_ mapView: RMMapView!, layerFor annotation: RMAnnotation!) -> RMMapLayer! {
                        return nil
                    }

                    func mapView(_ mapView: RMMapView!, didUpdate userLocation: RMUserLocation!) {
                    }

                    func singleTap(onMap map: RMMapView!, at point: CGPoint) {
                        hideCard()
                    }
                }
                """)
        #expect(run.findings.count == 3)
        #expect(run.findings.allSatisfy { $0.kind == .automatic })
        #expect(run.refused.isEmpty)
    }

    @Test func aHeaderSpreadOverLinesWithItsBraceBelowIsRenamedInPlace() {
        let source = """
            class MapScreen: UIViewController, RMMapViewDelegate {
                func tapOnCalloutAccessoryControl(control: UIControl!,
                                                  forAnnotation annotation: RMAnnotation!,
                                                  onMap map: RMMapView!)
                {
                    open(annotation)
                }

                func afterMapMove(map: RMMapView!, byUser wasUserAction: Bool)
                {
                }
            }
            """
        let run = harness.run(source)
        #expect(run.text.contains("func tap(onCalloutAccessory control: UIControl!,"))
        #expect(run.text.contains("                                      for annotation: RMAnnotation!,"))
        #expect(run.text.contains("onMap map: RMMapView!)\n    {\n        open(annotation)"))
        #expect(run.text.contains("func afterMapMove(_ map: RMMapView!, byUser wasUserAction: Bool)\n    {"))
    }

    @Test func currentSpellingsOtherTypesAndPrivateMethodsAreLeftAlone() {
        let source = """
            class MapScreen: UIViewController, RMMapViewDelegate {
                func singleTap(onMap map: RMMapView!, at point: CGPoint) {}
                private func singleTapOnMap(map: RMMapView!, at point: CGPoint) {}
                func singleTapOnMapView(map: RMMapView!, at point: CGPoint) {}
                let note = "func singleTapOnMap(map: RMMapView!, at point: CGPoint)"
            }

            class Helper {
                func singleTapOnMap(map: RMMapView!, at point: CGPoint) {}
            }
            """
        #expect(harness.run(source).text == source)
    }

    @Test func aMethodThatNearlyNamesARequirementIsKeptUnderAReviewNote() {
        // The near misses of issue 51's trial: compiled, never called.
        let source = """
            class MapScreen: UIViewController, RMMapViewDelegate {
                func mapView(_ mapView: RMMapView!, shouldDragAnnotation annotation: RMAnnotation!) -> Bool { true }
                func showDetails(for annotation: RMAnnotation!) {}
            }
            """
        let run = harness.run(source)
        #expect(run.text == source)
        #expect(run.findings.map(\.kind) == [.review])
        #expect(run.findings.first?.message.contains("mapView(_:shouldDrag:)") == true)
    }

    @Test func aMapboxGLEraMethodOfMapLibresDelegateTakesItsUnderscore() {
        let harness = RuleHarness(LegacyDelegateSpellingRule.self, from: .maplibre, to: .naver)
        let source = """
            class MapScreen: UIViewController, MLNMapViewDelegate {
                func mapView(mapView: MLNMapView, annotationCanShowCallout annotation: MLNAnnotation) -> Bool {
                    return true
                }
            }
            """
        #expect(
            harness.run(source).text.contains(
                "func mapView(_ mapView: MLNMapView, annotationCanShowCallout annotation: MLNAnnotation) -> Bool {"))
    }

    @Test func typeWordsAreTheEndingsOfTheTypesName() {
        #expect(LegacyDelegateSpellingRule.typeWordSuffixes("RMAnnotation!") == ["Annotation"])
        #expect(LegacyDelegateSpellingRule.typeWordSuffixes("RMUserLocation!") == ["Location", "UserLocation"])
        #expect(LegacyDelegateSpellingRule.typeWordSuffixes("UIControl!") == ["Control"])
        #expect(LegacyDelegateSpellingRule.typeWordSuffixes("RMMapView") == ["View", "MapView"])
        #expect(LegacyDelegateSpellingRule.typeWordSuffixes("Bool").isEmpty)
    }

    @Test func theWholePortWiresASwift2CallbackAsItsCurrentSpellingIsWired() {
        let current = """
            class MapScreen: UIViewController, RMMapViewDelegate {
                func singleTap(onMap map: RMMapView!, at point: CGPoint) {
                    print(point)
                }
            }
            """
        let legacy = current.replacingOccurrences(of: "singleTap(onMap map:", with: "singleTapOnMap(map:")
        let porter = Porter(from: .rm, to: .maplibre)
        #expect(porter.port(legacy).output == porter.port(current).output)
    }
}
