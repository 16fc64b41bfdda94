import MapCompatPorting
import Testing

/// A statement commented out whole takes the lines that continue it: an `else` on the line after the `if`'s
/// closing brace (the style swift-format's `lineBreakBeforeControlFlowKeywords` writes), and a function header
/// whose return type and brace stand on lines of their own (the style swift-format writes for a long signature).
/// Without them, the port would not parse.
@Suite struct StatementContinuationTests {
    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n").map { String($0.drop { $0 == " " }) }
    }

    @Test func anElseOnTheNextLineGoesWithItsIf() {
        let naver = """
            func locate(_ mapView: NMFMapView, allowed: Bool) {
                if allowed { mapView.positionMode = allowed ? .compass : .direction }
                else { print("not allowed") }
            }
            """
        let lines = Self.lines(Porter(from: .naver, to: .maplibre).port(naver).output)
        #expect(lines.contains("// PORT(naver): else { print(\"not allowed\") }"), "\(lines)")
    }

    @Test func anElseAfterADependentStatementGoesWithIt() {
        let mapLibre = """
            func clear(_ mapView: MLNMapView) {
                if mapView.annotations != nil {
                    mapView.removeAnnotations(mapView.annotations ?? [])
                }
                else {
                    print("nothing to clear")
                }
            }
            """
        let lines = Self.lines(Porter(from: .maplibre, to: .naver).port(mapLibre).output)
        #expect(lines.contains("// PORT(maplibre): else {"), "\(lines)")
        #expect(!lines.contains("else {"), "\(lines)")
    }

    @Test func aCallbackWhoseHeaderSpansLinesGoesWhole() {
        let mapLibre = """
            final class Screen: NSObject, MLNMapViewDelegate {
                func mapView(_ mapView: MLNMapView, viewFor annotation: any MLNAnnotation)
                    -> MLNAnnotationView?
                {
                    nil
                }
            }
            """
        let lines = Self.lines(Porter(from: .maplibre, to: .naver).port(mapLibre).output)
        #expect(lines.contains("// PORT(maplibre): -> MLNAnnotationView?"), "\(lines)")
        #expect(lines.contains("// PORT(maplibre): {"), "\(lines)")
        #expect(!lines.contains("nil"), "\(lines)")
    }
}
