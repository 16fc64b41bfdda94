import Testing

@testable import MapCompatPorting

/// ``InheritanceHint``: the look before a parse that lets rules acting inside extensions and subclasses skip files
/// without one; it may say yes wrongly, never no.
@Suite struct InheritanceHintTests {
    let types: Set<String> = ["MLNMapView"]

    @Test func anExtensionOrASubclassOnItsLineIsSeen() {
        #expect(InheritanceHint.mayExtendOrInherit(types, in: "import UIKit\n\nextension MLNMapView {\n}\n"))
        #expect(InheritanceHint.mayExtendOrInherit(types, in: "final class TrackingMap: MLNMapView, Sendable {}"))
        #expect(InheritanceHint.mayExtendOrInherit(types, in: "extension MapLibre.MLNMapView {"))
    }

    @Test func aHeaderWrappedOverLinesCountsAsYes() {
        #expect(InheritanceHint.mayExtendOrInherit(types, in: "class TrackingMap:\n    MLNMapView {\n}"))
    }

    @Test func aDelegateOrAPropertyOfTheTypeIsNotASubclass() {
        let source = """
            class Screen: UIViewController, MLNMapViewDelegate {
                var mapView: MLNMapView!
                func mapView(_ mapView: MLNMapView, regionDidChangeAnimated animated: Bool) {}
            }
            """
        #expect(!InheritanceHint.mayExtendOrInherit(types, in: source))
        #expect(!InheritanceHint.mayExtendOrInherit([], in: "extension MLNMapView {}"))
    }
}
