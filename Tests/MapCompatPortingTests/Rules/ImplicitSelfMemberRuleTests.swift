import Foundation
import Testing

@testable import MapCompatPorting

/// ``ImplicitSelfMemberRule``: the map view's members used without a receiver in an app's extension or subclass of
/// Google's map view, as wn/pace's Pace/Common/Extensions/GMSMapView+Extension.swift writes `animate(toZoom:)` and
/// `camera` (and the RealClient `RunActivityScreen` after it), are written on `self` so that the member-level port
/// finds them.
@Suite struct ImplicitSelfMemberRuleTests {
    let harness = RuleHarness(ImplicitSelfMemberRule.self, from: .googleMaps, to: .maplibre)

    @Test func membersUsedInAnExtensionAreWrittenOnSelf() {
        let source = """
            extension GMSMapView {
                var zoom: Float { camera.zoom }

                func zoomIn() {
                    animate(toZoom: zoom + 1)
                }
            }
            """
        let run = harness.run(source)
        #expect(
            run.text == """
                extension GMSMapView {
                    var zoom: Float { self.camera.zoom }

                    func zoomIn() {
                        self.animate(toZoom: zoom + 1)
                    }
                }
                """)
        #expect(run.findings.map(\.concept) == ["type.mapView"])
        #expect(run.refused.isEmpty)
    }

    /// A subclass of a subclass of the map view; a parameter and a local that shadow a member's name; a member
    /// written on a receiver already; the same names outside the map view's types.
    @Test func shadowedNamesReceiversAndOtherTypesAreLeftAlone() {
        let source = """
            class BaseMap: GMSMapView {}
            final class RunMap: BaseMap {
                func show(camera: GMSCameraPosition) {
                    let padding = UIEdgeInsets.zero
                    moveCamera(GMSCameraUpdate.setTarget(camera.target))
                    print(padding, self.camera, other.animate(toZoom: 3))
                }
            }
            struct Panel {
                func show() { animate(toZoom: 3) }
            }
            """
        let run = harness.run(source)
        #expect(run.text == source.replacingOccurrences(of: "        moveCamera(", with: "        self.moveCamera("))
    }

    /// In a subclass of another vendor type, the members the target cannot express are written on `self`, so that
    /// the member-level port leaves the target's note on each (an `MKMarkerAnnotationView` that configures itself
    /// as its annotation is set, as BenBinary/HonoluluArt's `HonoluluArt/ArtworkViews.swift` does); members the
    /// target has, and the subclass's own, stay as they are.
    @Test func membersTheTargetLacksInAVendorSubclassAreWrittenOnSelf() {
        let source = """
            final class ArtworkMarkerView: MKMarkerAnnotationView {
                var glyphs = 0
                override var annotation: MKAnnotation? {
                    willSet {
                        canShowCallout = true
                        markerTintColor = .red
                        isDraggable = annotation != nil
                        glyphs += 1
                    }
                }
            }
            """
        let run = RuleHarness(ImplicitSelfMemberRule.self, from: .mapKit, to: .maplibre).run(source)
        #expect(
            run.text
                == source.replacingOccurrences(of: "canShowCallout =", with: "self.canShowCallout =")
                .replacingOccurrences(of: "markerTintColor =", with: "self.markerTintColor ="))
        #expect(run.findings.map(\.concept) == ["annotation.canShowCallout"])
    }
}
