import MapCompatPorting
import Testing

/// The four kinds of line a port has: a commented-out line is "not expressible" only when the target has no
/// counterpart for what its note names, and the porter's share leaves such lines out.
@Suite struct LineClassTests {
    @Test func aLineTheTargetCannotSayIsNotExpressible() {
        // route-me's map never tilts (RMMapView has no tilt): NAVER's tilt switch has no counterpart there.
        let source = "func configure(_ mapView: NMFMapView) {\n    mapView.isTiltGestureEnabled = true\n}\n"
        let output = Porter(from: .naver, to: .rm).port(source).output
        let counts = PortLineCounts(output: output, target: .rm)
        #expect(counts.notExpressible == 1, "\(output)")
        #expect(counts.manual == 0)
        #expect(counts.automaticShareOfExpressible == 1)
        #expect(counts.automaticShare < 1)
    }

    @Test func aLineTheTargetSaysInAnotherShapeIsManual() {
        let note = "// PORT: gestures.deceleration (NAVER): MapLibre sets decelerationRate to one of the constants."
        // MapLibre has a deceleration member (`decelerationRate`) in another shape: a person ports it.
        let output = "\(note)\n// PORT(naver): mapView.scrollFriction = 0.2\nlet a = 1\n"
        let counts = PortLineCounts(output: output, target: .maplibre)
        #expect(counts == PortLineCounts(automatic: 1, manual: 1))
        #expect(counts.automaticShareOfExpressible == 0.5)
        // TomTom has no deceleration setting at all.
        #expect(PortLineCounts(output: output, target: .tomtom) == PortLineCounts(automatic: 1, notExpressible: 1))
    }

    @Test func aLineThatDependsOnAnUnknownNameIsExpressible() {
        let output = "// PORT: port.dependent (NAVER): uses `pin`.\n// PORT(naver): pin.alpha = 0\n"
        #expect(PortLineCounts(output: output, target: .rm).manual == 1)
    }

    /// NAVER's info window (`NMFInfoWindow`, navermaps/ios-map-sdk's InfoWindowViewController) has no counterpart in
    /// route-me: the lines that go only because they use it cannot be said there either.
    @Test func aLineThatUsesWhatTheTargetCannotSayCannotBeSaidEither() {
        let output = """
            // PORT: naver.NMFInfoWindow (NAVER): route-me has no info window.
            // PORT(naver): let infoWindow = NMFInfoWindow()
            // PORT: port.dependent (NAVER): uses `infoWindow`, whose declaration is commented out above. Port it with that line.
            // PORT(naver): infoWindow.close()
            // PORT: port.dependent (NAVER): uses `marker`, whose declaration is commented out above. Port it with that line.
            // PORT(naver): marker.alpha = 0
            """
        let counts = PortLineCounts(output: output, target: .rm)
        #expect(counts.notExpressible == 2, "\(counts)")
        #expect(counts.manual == 1)
    }

    @Test func aLineNamingAVendorTypeTakesThatTypesConcept() {
        // MapLibre's style (MLNStyle) has no counterpart in NAVER's SDK.
        let output = """
            // PORT: port.dependent (MapLibre): NAVER has no counterpart for `MLNStyle`: NAVER draws its own basemap.
            // PORT(maplibre): let style: MLNStyle? = nil
            """
        #expect(PortLineCounts(output: output, target: .naver).notExpressible == 1)
    }

    @Test func withoutATargetEveryCommentedOutLineIsManual() {
        let output = "// PORT: gestures.tilt.enable (NAVER): no tilt.\n// PORT(naver): mapView.x = 1\n"
        #expect(PortLineCounts(output: output) == PortLineCounts(manual: 1))
        #expect(PortLineCounts(output: output).commentedOut == 1)
    }
}
