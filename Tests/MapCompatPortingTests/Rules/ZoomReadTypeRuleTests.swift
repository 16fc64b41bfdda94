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

    @Test func styleWithTheSameZoomTypeIsLeftAlone() {
        #expect(!RuleHarness(ZoomReadTypeRule.self, from: .maplibre, to: .naver).applies)
        let harness = RuleHarness(ZoomReadTypeRule.self, from: .rm, to: .maplibre)
        #expect(harness.run("let z: Float = mapView.zoom\n").text == "let z: Float = Float(mapView.zoom)\n")
    }
}
