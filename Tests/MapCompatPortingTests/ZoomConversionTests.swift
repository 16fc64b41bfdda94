import Testing

@testable import MapCompatPorting

/// ``ZoomConversion``: a zoom expression moved to another scale keeps its meaning whatever operators it holds. The
/// issue's hand-made migration of a route-me app showed `zoom ?? 17 - 1` written for a saved zoom shifted down,
/// which shifts only the default.
@Suite struct ZoomConversionTests {
    @Test func aLiteralTakesTheShift() {
        #expect(ZoomConversion.convert("16", by: 1) == "17")
        #expect(ZoomConversion.convert("16.5", by: -1) == "15.5")
    }

    @Test func aTrailingNumberTakesTheShiftIntoItself() {
        #expect(ZoomConversion.convert("zoom - 1", by: -1) == "zoom - 2")
        #expect(ZoomConversion.convert("zoom + 1", by: -1) == "zoom")
        #expect(ZoomConversion.convert("zoom + 1", by: -2) == "zoom - 1")
        #expect(ZoomConversion.convert("zoom * 2", by: 1) == "zoom * 2 + 1")
        #expect(ZoomConversion.convert("(map.zoomLevel + 1)", by: -1) == "map.zoomLevel")
        #expect(ZoomConversion.convert("(zoom ?? 3)", by: -1) == "(zoom ?? 3) - 1")
    }

    @Test func aPrefixMinusIsNoTrailingTerm() {
        #expect(ZoomConversion.convert("zoom * -1", by: 1) == "zoom * -1 + 1")
    }

    @Test func anOperatorLooserThanAdditionIsParenthesised() {
        #expect(ZoomConversion.convert("saved ?? 14", by: 1) == "(saved ?? 14) + 1")
        #expect(ZoomConversion.convert("saved ?? 15 + 1", by: -1) == "(saved ?? 15 + 1) - 1")
        #expect(ZoomConversion.convert("isNear ? 16 : 12", by: -1) == "(isNear ? 16 : 12) - 1")
        #expect(ZoomConversion.convert("zoom as Double", by: 1) == "(zoom as Double) + 1")
        #expect(ZoomConversion.convert("map?.zoom ?? 3", by: 1) == "(map?.zoom ?? 3) + 1")
    }

    @Test func anUnwrapOrAGroupNeedsNoParentheses() {
        #expect(ZoomConversion.convert("mapView!.zoomLevel", by: 1) == "mapView!.zoomLevel + 1")
        #expect(ZoomConversion.convert("min(zoom ?? 3, 18)", by: 1) == "min(zoom ?? 3, 18) + 1")
        #expect(ZoomConversion.convert("values[i].zoom", by: -1) == "values[i].zoom - 1")
    }
}
