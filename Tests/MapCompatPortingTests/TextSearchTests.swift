import Foundation
import Testing

@testable import MapCompatPorting

/// The byte search the rules' prefilters use (``Swift/String/containsText(_:)``,
/// ``Swift/String/containsAnyText(_:)``) agrees with Foundation's `contains(_:)` wherever a needle stands: at
/// either end, after a partial match, and with its capital (where the search starts) first, last or absent.
@Suite struct TextSearchTests {
    static let haystack = "let mapView = MLNMapView(frame: .zero)\nmapView.setCenterCoordinate(c, animated: true)"

    @Test(arguments: [
        "let", "true)", "MLNMapView", "MapView(", "setCenterCoordinate", "setCenterCoordinatee", "Coordinate(c",
        "mapView.set", "zero)\nmap", "animated: false", "L", "q", "ViewView", "MLNMapViewDelegate",
    ])
    func agreesWithFoundation(needle: String) {
        #expect(Self.haystack.containsText(needle) == Self.haystack.contains(needle), "\(needle)")
        #expect(
            Self.haystack.containsAnyText(["absent", needle]) == Self.haystack.contains(needle), "\(needle)")
    }

    @Test func edgesAndOtherTexts() {
        #expect("ab".containsText("abc") == false)
        #expect("abcAbcABC".containsText("ABC"))
        #expect("aAaA".containsText("aA"))
        #expect("ÄnderungMapView".containsText("MapView"))
        #expect(!"".containsAnyText(["a"]))
        #expect("x".containsAnyText(["y", "x"]))
    }
}
