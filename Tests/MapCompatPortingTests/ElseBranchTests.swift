import Foundation
import MapCompatPorting
import Testing

/// An `if` binding a value the target cannot have keeps its `else` branch, which is what runs there. Modelled on
/// the route-me RealClient parking screen (a map view made with a Mapbox tile source when one can be made, from
/// its frame otherwise).
@Suite struct ElseBranchTests {
    static let routeMe = """
        final class Screen: NSObject {
            let mapView: RMMapView

            override init() {
                if let source = RMMapboxSource(mapID: "example.map-id") {
                    mapView = RMMapView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), andTilesource: source)
                } else {
                    mapView = RMMapView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                }
            }
        }
        """

    @Test(arguments: [PortingStyle.naver, .maplibre, .tomtom])
    func theElseBranchIsKeptAndThePortComesBack(target: PortingStyle) {
        let ported = Porter(from: .rm, to: target).port(Self.routeMe)
        let lines = ported.output.split(separator: "\n").map { String($0.drop { $0 == " " }) }
        #expect(lines.contains("// PORT(rm): if let source = RMMapboxSource(mapID: \"example.map-id\") {"))
        #expect(lines.contains("// PORT(rm): } else {"))
        #expect(lines.contains("// PORT(rm): }"))
        // The else branch's assignment is code: the constant is set on every path.
        #expect(lines.contains { $0.hasPrefix("mapView = ") || $0.hasPrefix("mapView.map") }, "\(ported.output)")
        // A port to TomTom adds the property its map is handed over in; the port back keeps it.
        let back = Porter(from: target, to: .rm).port(ported.output).output
        let added = "\n    var map: RMMapView?"
        #expect(back.replacingOccurrences(of: target == .tomtom ? added : "\u{0}", with: "") == Self.routeMe)
    }

    @Test func anElseIfGoesWithTheWholeStatement() {
        let routeMe = """
            func make() {
                if let source = RMMapboxSource(mapID: "a") {
                    use(source)
                } else if ready {
                    wait()
                }
            }
            """
        let lines = Porter(from: .rm, to: .maplibre).port(routeMe).output.split(separator: "\n")
            .map { String($0.drop { $0 == " " }) }
        #expect(lines.contains("// PORT(rm): } else if ready {"))
        #expect(lines.contains("// PORT(rm):     wait()"))
    }
}
