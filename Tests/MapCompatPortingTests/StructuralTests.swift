import MapCompatPorting
import Testing

/// Rewrites where the styles differ in shape: a NAVER or route-me delegate method against a case of TomTom's
/// single `map(_:onInteraction:)`, and code inside string interpolations.
@Suite struct StructuralTests {
    static func lines(_ text: String) -> [String] { RoundTripTests.normalized(text).filter { !$0.isEmpty } }

    @Test func naverTouchDelegateTapBecomesATomTomCaseAndComesBack() {
        let naver = """
            func mapView(_ mapView: NMFMapView, didTapMap latlng: NMGLatLng, point: CGPoint) {
                log("\\(latlng.lat) at \\(point.x)")
            }
            """
        let tomtom = Porter(from: .naver, to: .tomtom).port(naver)
        #expect(
            Self.lines(tomtom.output) == [
                "func map(_ mapView: TomTomMap, onInteraction interaction: MapInteraction) { if case .tapped(let latlng) = interaction, let point = mapView.pointForCoordinate(coordinate: latlng) { _ = point; do {",
                #"log("\(latlng.latitude) at \(point.x)")"#,
                "} } }",
            ])
        #expect(tomtom.changes.contains { $0.concept == "tap.map.touch" && $0.kind == .review })
        #expect(tomtom.output.contains("// PORT: review — tap.map.touch: TomTom has one map(_:onInteraction:)"))
        #expect(Self.lines(Porter(from: .tomtom, to: .naver).port(tomtom.output).output) == Self.lines(naver))
    }

    @Test(arguments: [
        ("singleTap", "tapped"), ("doubleTap", "doubleTapped"), ("longPress", "longPressed"),
        ("singleTapTwoFingers", "tappedWithTwoFingers"),
    ])
    func routeMeTapMethodsBecomeTomTomCasesAndComeBack(_ method: String, _ interaction: String) {
        let rm = """
            func \(method)(onMap map: RMMapView!, at point: CGPoint) {
                handle(point)
            }
            """
        let tomtom = Porter(from: .rm, to: .tomtom).port(rm)
        #expect(tomtom.output.contains("switch interaction { case .\(interaction)(let coordinate):"))
        #expect(tomtom.output.contains("if let point = map.pointForCoordinate(coordinate: coordinate)"))
        #expect(!tomtom.changes.contains { $0.kind == .manual })
        #expect(Self.lines(Porter(from: .tomtom, to: .rm).port(tomtom.output).output) == Self.lines(rm))
    }

    @Test func aDelegateMethodWithoutCounterpartIsANoteThatComesBack() {
        let rm = "func doubleTap(onMap map: RMMapView!, at point: CGPoint) {\n    zoomed += 1\n}\n"
        let naver = Porter(from: .rm, to: .naver).port(rm)
        #expect(naver.changes.map(\.kind) == [.manual])
        #expect(
            naver.output.hasPrefix("// PORT: tap.double (route-me (RMMapLayer)): NAVER reports no double tap on iOS:"))
        #expect(Porter(from: .naver, to: .rm).port(naver.output).output == rm)
    }

    @Test func interpolationsArePortedButPlainTextIsNot() {
        let result = Porter(from: .naver, to: .maplibre).port(#"let s = "lat \(p.lat) is p.lat""#)
        #expect(result.output == #"let s = "lat \(p.latitude) is p.lat""#)
    }
}
