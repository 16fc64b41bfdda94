import Foundation
import Testing

@testable import MapCompatPorting

/// ``ViewCallbackParameterRule``: MapKit tells its delegate of a tapped callout control with the annotation's view,
/// MapLibre with the annotation (MLNMapViewDelegate.h `mapView:annotation:calloutAccessoryControlTapped:`). The
/// cases follow BenBinary/HonoluluArt's `HonoluluArt/ViewController.swift` (the view's annotation cast to the app's
/// class), RoberthSiqueira/VirtualTourist's `VirtualTourist/View/MapView/MapView+MKMapView.swift` (the view's
/// accessory compared and its annotation bound with `if let`) and aki0207/ButtonTheCallOut's
/// `ButtonTheCallOut/ViewController.swift` (a body that uses neither).
@Suite struct ViewCallbackParameterRuleTests {
    let harness = RuleHarness(ViewCallbackParameterRule.self, from: .mapKit, to: .maplibre)

    @Test func theMethodReceivesTheAnnotationAndReadsIt() {
        let source = """
            extension ArtworkViewController: MKMapViewDelegate {
                func mapView(
                    _ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl
                ) {
                    let location = view.annotation as! Artwork
                    location.open()
                }
            }
            """
        let run = harness.run(source)
        #expect(harness.applies)
        #expect(
            run.text == """
                extension ArtworkViewController: MKMapViewDelegate {
                    func mapView(_ mapView: MLNMapView, annotation: any MLNAnnotation, calloutAccessoryControlTapped control: UIControl) {
                        let location = annotation as! Artwork
                        location.open()
                    }
                }
                """)
        #expect(run.findings.map(\.concept) == ["callout.accessoryTapped.view"])
        #expect(run.refused.isEmpty)
    }

    /// A body that uses the view for more than its annotation finds it first; a bound annotation stays optional.
    @Test func otherUsesOfTheViewFindItFromTheAnnotation() {
        let source = """
            extension MapView: MKMapViewDelegate {
                func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl) {
                    if control == view.rightCalloutAccessoryView {
                        if let annotation = view.annotation, let location = annotation.title ?? "" {
                            delegate?.didTapOnAnnotation(with: annotation.coordinate, from: location)
                        }
                    }
                }
            }
            """
        #expect(
            harness.run(source).text == """
                extension MapView: MKMapViewDelegate {
                    func mapView(_ mapView: MLNMapView, annotation: any MLNAnnotation, calloutAccessoryControlTapped control: UIControl) {
                        guard let view = mapView.view(for: annotation) else { return }
                        if control == view.rightCalloutAccessoryView {
                            if let annotation = Optional(annotation), let location = annotation.title ?? "" {
                                delegate?.didTapOnAnnotation(with: annotation.coordinate, from: location)
                            }
                        }
                    }
                }
                """)
    }

    /// A body that does not use the view only changes its header; other methods, and one that returns a value, are
    /// not the callback.
    @Test func onlyTheCallbackChanges() {
        let source = """
            class ViewController: UIViewController, MKMapViewDelegate {
                func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl) {
                    print("tapped")
                }
                func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView]) {}
                func mapView(_ m: MKMapView, annotationView v: MKAnnotationView, calloutAccessoryControlTapped c: UIControl) -> Bool { v.isSelected }
            }
            """
        let run = harness.run(source)
        #expect(
            run.text
                == source.replacingOccurrences(
                    of:
                        "mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped",
                    with: "mapView(_ mapView: MLNMapView, annotation: any MLNAnnotation, calloutAccessoryControlTapped")
        )
        #expect(run.findings.count == 1)
    }

    /// A target that spells no such method, or a source that calls it with the annotation, has nothing to do.
    @Test func onlyAViewCallbackPortsToAnAnnotationCallback() {
        #expect(!RuleHarness(ViewCallbackParameterRule.self, from: .mapKit, to: .naver).applies)
        #expect(!RuleHarness(ViewCallbackParameterRule.self, from: .rm, to: .maplibre).applies)
    }
}
