import Foundation
import MapCompatPorting
import Testing

/// route-me apps ask for tiles at the screen's scale (a venue screen's `mapboxView.adjustTilesForRetinaDisplay =
/// true`, set with the view, as route-me's Mapbox-era Swift apps do), which the other styles do anyway.
@Suite struct RetinaTilesTests {
    static let source = """
        final class VenueScreen: UIViewController {
            var mapboxView: RMMapView!
            var settings = TileSettings()

            override func viewDidLoad() {
                super.viewDidLoad()
                mapboxView = RMMapView(frame: view.bounds)
                mapboxView.adjustTilesForRetinaDisplay = true
                settings.adjustTilesForRetinaDisplay = true
            }
        }
        """

    @Test(arguments: [PortingStyle.naver, .maplibre, .tomtom])
    func retinaTilesAreAlreadySo(target: PortingStyle) {
        let output = Porter(from: .rm, to: target).port(Self.source).output
        let lines = indentlessLines(output)
        guard let line = lines.firstIndex(of: "// PORT(rm): mapboxView.adjustTilesForRetinaDisplay = true") else {
            Issue.record("missing line in \(output)")
            return
        }
        #expect(lines[line - 1].hasPrefix("// PORT: already so — rm.display.retinaTiles"), "\(output)")
        // The app's own switch of the same name is not the map's.
        #expect(lines.contains("settings.adjustTilesForRetinaDisplay = true"), "\(output)")
        #expect(PortLineCounts(output: output).commentedOut == 0, "\(output)")
    }
}
