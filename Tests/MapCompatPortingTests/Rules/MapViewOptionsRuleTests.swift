import Testing

@testable import MapCompatPorting

/// ``MapViewOptionsRule``: Google's SDK 8.3 makes a map view from `GMSMapViewOptions`, as Google's guide
/// "Add a map" (developers.google.com/maps/documentation/ios-sdk/map) writes it in `loadView`; the rule folds the
/// options into `GMSMapView(frame:camera:)`, which the member-level port already writes for MapLibre.
@Suite struct MapViewOptionsRuleTests {
    let harness = RuleHarness(MapViewOptionsRule.self, from: .googleMaps, to: .maplibre)

    @Test func theOptionsFoldIntoTheCallWithAFrameAndACamera() {
        let source = """
            override func loadView() {
                let options = GMSMapViewOptions()
                options.camera = GMSCameraPosition.camera(withLatitude: -33.86, longitude: 151.20, zoom: 6.0)
                options.frame = self.view.bounds
                let mapView = GMSMapView(options: options)
                self.view = mapView
            }
            """
        let run = harness.run(source)
        #expect(harness.applies)
        #expect(
            run.text == """
                override func loadView() {
                    let mapView = GMSMapView(frame: self.view.bounds, camera: GMSCameraPosition.camera(withLatitude: -33.86, longitude: 151.20, zoom: 6.0))
                    self.view = mapView
                }
                """)
        #expect(run.findings.map(\.concept) == ["mapView.make.options"])
    }

    @Test func optionsWithoutACameraMakeAFramedView() {
        let run = harness.run("let options = GMSMapViewOptions()\nmapView = GMSMapView(options: options)\n")
        #expect(run.text == "mapView = GMSMapView(frame: .zero)\n")
    }

    /// A map ID has no place in the folded call, and options made once for two views cannot be folded into one:
    /// both are left to the member-level port, which notes them.
    @Test func optionsTheCallCannotTakeAreLeftAlone() {
        for source in [
            "let options = GMSMapViewOptions()\noptions.mapID = GMSMapID(identifier: id)\nlet map = GMSMapView(options: options)\n",
            "let options = GMSMapViewOptions()\nlet one = GMSMapView(options: options)\nlet two = GMSMapView(options: options)\n",
        ] {
            #expect(harness.run(source).text == source)
        }
    }
}
