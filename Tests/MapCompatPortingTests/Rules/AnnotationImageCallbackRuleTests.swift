import Testing

@testable import MapCompatPorting

/// ``AnnotationImageCallbackRule``: route-me apps draw their annotations from `mapView(_:layerFor:)` with
/// `RMMarker(uiImage:)` (route-me's MarkerMurder sample, `samples/MarkerMurder/Classes/MainViewController.m`;
/// OSM editors such as Open-Street-Editor return one marker per kind of feature), which MapLibre draws from
/// `mapView(_:imageFor:)` with `MLNAnnotationImage(image:reuseIdentifier:)` (maplibre/maplibre-native,
/// `platform/ios/app`'s annotation-image example).
@Suite struct AnnotationImageCallbackRuleTests {
    let harness = RuleHarness(AnnotationImageCallbackRule.self, from: .rm, to: .maplibre)

    @Test func aMarkerFromANamedImageBecomesAnAnnotationImageOfThatName() {
        let run = harness.run(
            """
            final class MarkerScreen: UIViewController, RMMapViewDelegate {
                func mapView(_ mapView: RMMapView!, layerFor annotation: RMAnnotation!) -> RMMapLayer! {
                    RMMarker(uiImage: UIImage(named: "marker-blue") ?? UIImage())
                }
            }
            """)
        #expect(harness.applies)
        #expect(
            run.text == """
                final class MarkerScreen: UIViewController, RMMapViewDelegate {
                    func mapView(_ mapView: MLNMapView, imageFor annotation: MLNAnnotation) -> MLNAnnotationImage? {
                        MLNAnnotationImage(image: UIImage(named: "marker-blue") ?? UIImage(), reuseIdentifier: "marker-blue")
                    }
                }
                """)
        #expect(run.findings.map(\.kind) == [.automatic])
        #expect(run.refused.isEmpty)
    }

    /// Several returns, `nil` for the user's dot, the body's own names, and anchors: the centre needs nothing, a
    /// pin's foot gets the target's way of placing the image; an image that is not a literal name gets a fixed
    /// identifier and a review. A named image, which route-me's marker takes as it may be missing, gets an empty
    /// one in its place, as MapLibre's image takes none that is missing.
    @Test func everyReturnedMarkerIsPortedAndAnAnchorIsReviewed() {
        let run = harness.run(
            """
            extension NotesScreen: RMMapViewDelegate {
                func mapView(_ map: RMMapView!, layerFor note: RMAnnotation!) -> RMMapLayer! {
                    if note.isUserLocationAnnotation { return nil }
                    if isOpen(note) {
                        return RMMarker(uiImage: UIImage(named: "note_open"), anchorPoint: CGPoint(x: 0.5, y: 0.5))
                    }
                    return RMMarker(uiImage: closedImage, anchorPoint: CGPoint(x: 0.5, y: 1))
                }
            }
            """)
        #expect(
            run.text == """
                extension NotesScreen: RMMapViewDelegate {
                    func mapView(_ map: MLNMapView, imageFor note: MLNAnnotation) -> MLNAnnotationImage? {
                        if note.isUserLocationAnnotation { return nil }
                        if isOpen(note) {
                            return MLNAnnotationImage(image: UIImage(named: "note_open") ?? UIImage(), reuseIdentifier: "note_open")
                        }
                        return MLNAnnotationImage(image: closedImage, reuseIdentifier: "image-2")
                    }
                }
                """)
        #expect(run.findings.map(\.kind) == [.automatic, .review, .review])
        #expect(run.findings.last?.message.contains("withAlignmentRectInsets") == true)
    }

    /// A layer the app keeps, a marker set up beyond its callout before it is returned, and a marker made with
    /// another initialiser are not images drawn by the method: it is left whole.
    @Test func aMethodReturningAnythingElseIsLeftAlone() {
        for body in [
            "return (annotation as? BikeAnnotation)?.layerStore",
            "let marker = RMMarker(uiImage: pin)\n        marker?.zPosition = 100\n        return marker",
            "return RMMarker(uiImage: pin, andTag: 3)",
        ] {
            let source = """
                final class BikeScreen: RMMapViewDelegate {
                    func mapView(_ mapView: RMMapView!, layerFor annotation: RMAnnotation!) -> RMMapLayer! {
                        \(body)
                    }
                }
                """
            let run = harness.run(source)
            #expect(run.text == source)
            #expect(run.findings.isEmpty)
        }
    }

    /// A marker held in a local whose callout the method switches on, as apps write a pin with a callout
    /// (route-me's MarkerMurder sample sets `canShowCallout` on the marker it returns): the local holds the
    /// target's image, and the switch becomes a note in its place, since MapLibre asks its delegate instead.
    @Test func aHeldMarkerWithItsCalloutBecomesAnImageAndANote() {
        let run = harness.run(
            """
            final class PinScreen: RMMapViewDelegate {
                func mapView(_ mapView: RMMapView!, layerFor annotation: RMAnnotation!) -> RMMapLayer! {
                    if annotation.isUserLocationAnnotation { return nil }
                    let marker: RMMarker = RMMarker(uiImage: UIImage(named: "pin") ?? UIImage())
                    marker.canShowCallout = true
                    return marker
                }
            }
            """)
        #expect(
            run.text == """
                final class PinScreen: RMMapViewDelegate {
                    func mapView(_ mapView: MLNMapView, imageFor annotation: MLNAnnotation) -> MLNAnnotationImage? {
                        if annotation.isUserLocationAnnotation { return nil }
                        let marker: MLNAnnotationImage = MLNAnnotationImage(image: UIImage(named: "pin") ?? UIImage(), reuseIdentifier: "pin")
                        // PORT: review — annotation.canShowCallout: MapLibre shows a callout only for an annotation its delegate's mapView(_:annotationCanShowCallout:) returns true for: return `true` there
                        return marker
                    }
                }
                """)
        #expect(run.findings.map(\.kind) == [.automatic, .review])
        let optional = harness.run(
            """
            func mapView(_ mapView: RMMapView!, layerFor annotation: RMAnnotation!) -> RMMapLayer! {
                let marker = RMMarker(uiImage: pin)
                marker?.canShowCallout = isTappable(annotation)
                return marker
            }
            """)
        #expect(optional.text.contains("let marker = MLNAnnotationImage(image: pin, reuseIdentifier: \"image\")"))
        #expect(optional.text.contains("return `isTappable(annotation)` there\n    return marker"), "\(optional.text)")
    }

    /// Back the other way: MapLibre's image becomes route-me's marker; an identifier worked out at run time has no
    /// counterpart and goes, a string that names the method is not touched, and a literal identifier keeps the
    /// method whole (a port drops no literal).
    @Test func anAnnotationImagePortsBackAsAMarker() {
        let back = RuleHarness(AnnotationImageCallbackRule.self, from: .maplibre, to: .rm)
        let run = back.run(
            """
            final class PinScreen: MLNMapViewDelegate {
                let help = "mapView(_:imageFor:) returns MLNAnnotationImage(image:reuseIdentifier:)"
                func mapView(_ mapView: MLNMapView, imageFor annotation: MLNAnnotation) -> MLNAnnotationImage? {
                    return MLNAnnotationImage(image: pin, reuseIdentifier: kind.rawValue)
                }
            }
            """)
        #expect(
            run.text == """
                final class PinScreen: MLNMapViewDelegate {
                    let help = "mapView(_:imageFor:) returns MLNAnnotationImage(image:reuseIdentifier:)"
                    func mapView(_ mapView: RMMapView!, layerFor annotation: RMAnnotation!) -> RMMapLayer! {
                        return RMMarker(uiImage: pin)
                    }
                }
                """)
        let literal = """
            final class PinScreen: MLNMapViewDelegate {
                func mapView(_ mapView: MLNMapView, imageFor annotation: MLNAnnotation) -> MLNAnnotationImage? {
                    MLNAnnotationImage(image: pin, reuseIdentifier: "pin")
                }
            }
            """
        #expect(back.run(literal).text == literal)
        #expect(!RuleHarness(AnnotationImageCallbackRule.self, from: .rm, to: .naver).applies)
    }
}
