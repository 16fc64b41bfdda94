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
}
