import MapCompatPorting
import Testing

/// What goes with a line the target cannot express: the whole statement when the line continues a call opened
/// above, the parameter alone when it is one of a declaration's parameters. Modelled on TomTom's navigation
/// examples (an initialiser taking its location provider and planner one parameter per line) and on NAVER's
/// demo (a `String(format:…)` call spread over lines).
@Suite struct StatementExtentTests {
    @Test func aParameterOnItsOwnLineGoesAlone() {
        let tomTom = """
            final class Navigator {
                let name: String

                init(
                    locationProvider: LocationProvider,
                    name: String
                ) {
                    self.name = name
                }
            }
            """
        let lines = Porter(from: .tomtom, to: .naver).port(tomTom).output.split(separator: "\n")
            .map { String($0.drop { $0 == " " }) }
        #expect(lines.contains("init("), "\(lines)")
        #expect(lines.contains("// PORT(tomtom): locationProvider: LocationProvider,"), "\(lines)")
        #expect(lines.contains("name: String"), "\(lines)")
        #expect(lines.contains("self.name = name"), "\(lines)")
    }

    @Test func aLineThatContinuesACallTakesTheCallAlong() {
        let naver = """
            final class Screen {
                let mapView = NMFMapView(frame: .zero)
                var text = ""

                func update() {
                    text = String(
                        format: "%f", mapView.coveringBounds.southWestLat)
                }
            }
            """
        let lines = Porter(from: .naver, to: .tomtom).port(naver).output.split(separator: "\n")
            .map { String($0.drop { $0 == " " }) }
        #expect(lines.contains("// PORT(naver): text = String("), "\(lines)")
        #expect(!lines.contains("text = String("), "\(lines)")
    }
}
