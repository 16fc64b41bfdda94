import Foundation
import MapCompatCommandLine
import MapCompatPorting
import MapCompatTestSupport
import Testing
import WorkedExamplePlugin

/// The worked example's porting style, described as data in the example's own code (`PortingStyle.mapbox`),
/// through `worked-example port` run in-process: a NAVER screen ports to Mapbox Maps and back.
@Suite struct PortingStyleTests {
    /// A NAVER screen written as NAVER's own demo writes one: the gesture switches of navermaps/ios-map-sdk
    /// `NaverMapDemo/GestureSettingsViewController.swift` and the camera move of `CameraMoveViewController.swift`
    /// (`mapView.moveCamera(NMFCameraUpdate(scrollTo:…))`), on a map view made in code.
    static let naverScreen = """
        import NMapsMap

        final class GestureScreen: UIViewController {
            let mapView = NMFMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
            let seoul = NMGLatLng(lat: 37.5666102, lng: 126.9783881)

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(mapView)
                mapView.isTiltGestureEnabled = false
                mapView.isRotateGestureEnabled = false
                mapView.moveCamera(NMFCameraUpdate(scrollTo: seoul, zoomTo: 14))
            }

            func allowScrolling(_ isOn: Bool) {
                mapView.isScrollGestureEnabled = isOn
            }
        }

        """

    /// The port to Mapbox: `PortedGestureScreen.swift`, which compiles against the adapter, with the import the
    /// port writes.
    static func mapboxScreen() throws -> String {
        let url = PackagePaths.root.appendingPathComponent("Tests/WorkedExampleTests/PortedGestureScreen.swift")
        let text = try String(contentsOf: url, encoding: .utf8)
        let body = try #require(text.range(of: "final class GestureScreen"))
        return "import MapboxMaps\n\n" + text[body.lowerBound...]
    }

    /// `worked-example port --from FROM --to TO --output DIR FILE`, in-process; the ported file.
    func port(_ source: String, from: String, to: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("worked-example-port-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("GestureScreen.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("ported")
        let status = MapCompatCommand.run(
            arguments: ["port", "--from", from, "--to", to, "--output", output.path, file.path],
            plugins: [MapboxMapsPlugin()], portingStyles: [.mapbox], programName: "worked-example")
        #expect(status == 0)
        return try String(contentsOf: output.appendingPathComponent("GestureScreen.swift"), encoding: .utf8)
    }

    @Test func aNaverScreenPortsToMapboxAndBack() throws {
        let mapbox = try port(Self.naverScreen, from: "naver", to: "mapbox")
        #expect(mapbox == (try Self.mapboxScreen()))
        #expect(try port(mapbox, from: "mapbox", to: "naver") == Self.naverScreen)
    }

    @Test func aSwitchMapboxLacksIsNotedWithTheDescribedReason() throws {
        let source =
            "import NMapsMap\n\nfunc configure(_ mapView: NMFMapView) {\n    mapView.isZoomGestureEnabled = false\n}\n"
        let ported = try port(source, from: "naver", to: "mapbox")
        #expect(ported.contains("// PORT(naver): mapView.isZoomGestureEnabled = false"))
        #expect(ported.contains("Mapbox Maps has no single zoom switch"))
        #expect(ported.contains("_ mapView: MapView)"))
    }

    @Test func everyDescribedConceptIsOneOfTheAPIMap() {
        let style = PortingStyle.mapbox
        let unknown = Set(style.spellings.keys).union(style.gaps.keys).filter { APIMap.concept($0) == nil }
        #expect(unknown.isEmpty, "\(unknown.sorted())")
        #expect(Set(style.spellings.keys).isDisjoint(with: style.gaps.keys))
    }
}
