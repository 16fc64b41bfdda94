import Testing

@testable import MapCompatPorting

/// A callback the port writes as the target's method keeps the comments of the source's declaration that lie
/// outside its body: after the braces and in the header. Apps annotate delegate methods so (the route-me checklist
/// in `RMMapLayerStyleTests/RealClient` marks each with the client it follows), and the porter promises that no
/// comment is lost.
@Suite struct CallbackCommentsTests {
    static let source = """
        final class Screen: NSObject, RMMapViewDelegate {
            var calls: [String] = []

            func singleTap(onMap map: RMMapView, at point: CGPoint) { calls.append("tap") }  // one line
            func afterMapMove(_ map: RMMapView!, byUser wasUserAction: Bool) {  // after the brace
                calls.append("moved")
            }  // after the closing one
        }
        """

    @Test(arguments: [PortingStyle.naver, .maplibre, .tomtom])
    func theDeclarationsCommentsStayAsCode(_ target: PortingStyle) {
        let output = Porter(from: .rm, to: target).port(Self.source).output
        for comment in ["// one line", "// after the brace", "// after the closing one"] {
            let line = output.split(separator: "\n").first { $0.contains(comment) }
            #expect(line.map { !$0.contains("PORT(") } == true, "\(target): \(comment) in\n\(output)")
        }
    }

    /// Code after the brace that closes a callback, on the brace's line (`}; let label = "kept"`), is not the
    /// callback's: it stays where it was, on a line of its own, when the callback moves (found by the porting fuzz
    /// harness, whose input left a string's text there).
    @Test(arguments: [PortingStyle.naver, .tomtom, .rm])
    func codeAfterTheClosingBraceStays(target: PortingStyle) {
        let mapLibre = """
            final class Screen: NSObject, MLNMapViewDelegate {
                var events: [String] = []

                func mapViewDidBecomeIdle(_ mapView: MLNMapView) {
                    events.append("idle")
                }; let label = "kept"  // after the idle callback
            }
            """
        let output = Porter(from: .maplibre, to: target).port(mapLibre).output
        let lines = output.split(separator: "\n").map { String($0.drop { $0 == " " }) }
        #expect(lines.contains("let label = \"kept\""), "\(output)")
        #expect(lines.contains("// after the idle callback"), "\(output)")
    }
}
