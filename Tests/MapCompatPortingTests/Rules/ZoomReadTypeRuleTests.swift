import Testing

@testable import MapCompatPorting

/// ``ZoomReadTypeRule``: a value declared with the source's `Float` zoom and read from the map keeps its type in a
/// port to MapLibre, whose zoom is a `Double`: wn/pace's Pace/Common/Extensions/GMSMapView+Extension.swift declares
/// `var zoom: Float { camera.zoom }` on Google's map view, and route-me apps keep `mapView.zoom` in a `Float`.
@Suite struct ZoomReadTypeRuleTests {
    @Test func aZoomReadIntoTheSourcesTypeIsConverted() {
        let harness = RuleHarness(ZoomReadTypeRule.self, from: .googleMaps, to: .maplibre)
        let source = """
            extension GMSMapView {
                var zoom: Float { camera.zoom }
                var level: Float { self.camera.zoom }
            }
            let saved: Float = mapView.camera.zoom
            let other: Float = mapView.camera.bearing
            var untyped = mapView.camera.zoom
            """
        let run = harness.run(source)
        #expect(
            run.text == """
                extension GMSMapView {
                    var zoom: Float { Float(camera.zoom) }
                    var level: Float { Float(self.camera.zoom) }
                }
                let saved: Float = Float(mapView.camera.zoom)
                let other: Float = mapView.camera.bearing
                var untyped = mapView.camera.zoom
                """)
        #expect(run.findings.count == 3)
    }

    /// bluetowel99/Arrow's map screen keeps `let defaultZoomLevel: Float = 16.0` and zooms in while
    /// `mapView.camera.zoom < defaultZoomLevel`: the read is converted where it meets the declared value.
    @Test func aZoomReadComparedWithAValueOfTheSourcesTypeIsConverted() {
        let harness = RuleHarness(ZoomReadTypeRule.self, from: .googleMaps, to: .maplibre)
        let source = """
            let defaultZoomLevel: Float = 16.0
            if mapView.camera.zoom < defaultZoomLevel {}
            if self.defaultZoomLevel >= mapView.camera.zoom {}
            if mapView.camera.zoom < 12 {}
            """
        let run = harness.run(source)
        #expect(
            run.text == """
                let defaultZoomLevel: Float = 16.0
                if Float(mapView.camera.zoom) < defaultZoomLevel {}
                if self.defaultZoomLevel >= Float(mapView.camera.zoom) {}
                if mapView.camera.zoom < 12 {}
                """)
        #expect(run.findings.count == 2)
        let port = Porter(from: .googleMaps, to: .maplibre).port(
            "let defaultZoomLevel: Float = 16.0\nfunc f(_ mapView: GMSMapView) -> Bool { mapView.camera.zoom < defaultZoomLevel }\n"
        )
        #expect(port.output.contains("Float((mapView.zoomLevel + 1)) < defaultZoomLevel"), "\(port.output)")
    }

    @Test func styleWithTheSameZoomTypeIsLeftAlone() {
        #expect(!RuleHarness(ZoomReadTypeRule.self, from: .maplibre, to: .naver).applies)
        let harness = RuleHarness(ZoomReadTypeRule.self, from: .rm, to: .maplibre)
        #expect(harness.run("let z: Float = mapView.zoom\n").text == "let z: Float = Float(mapView.zoom)\n")
    }
}
