import Testing

@testable import MapCompatPorting

/// ``VendorQualifierRule``: names qualified with the source vendor's module, as apps write them to tell TomTom's
/// `MapView` from SwiftUI's (tomtom-international's example apps write `TomTomSDKMapDisplay.MapView`), lose the
/// qualifier; imports, strings, comments and the app's own names that happen to match keep theirs.
@Suite struct VendorQualifierRuleTests {
    @Test func typesAndValuesLoseTheVendorsQualifier() {
        let harness = RuleHarness(VendorQualifierRule.self, from: .tomtom, to: .maplibre)
        let source = """
            import TomTomSDKMapDisplay
            var mapView: TomTomSDKMapDisplay.MapView?
            let style = TomTomSDKMapDisplay.StyleMode.main
            let note = "TomTomSDKMapDisplay.MapView" // TomTomSDKMapDisplay.MapView
            """
        let run = harness.run(source)
        #expect(
            run.text == """
                import TomTomSDKMapDisplay
                var mapView: MapView?
                let style = StyleMode.main
                let note = "TomTomSDKMapDisplay.MapView" // TomTomSDKMapDisplay.MapView
                """)
        #expect(run.findings.map(\.concept) == ["module.vendorImport"])
        #expect(run.findings.first?.offset == "import TomTomSDKMapDisplay\nvar mapView: ".utf8.count)
    }

    @Test func aLocalOfTheModulesNameIsTheAppsOwn() {
        let harness = RuleHarness(VendorQualifierRule.self, from: .maplibre, to: .naver)
        let source = "func f(MapLibre: Settings) {\n    print(MapLibre.version)\n}\n"
        #expect(harness.run(source).text == source)
    }

    @Test func theAdaptersModuleQualifiesAsTheVendorsDoes() {
        let harness = RuleHarness(VendorQualifierRule.self, from: .tomtom, to: .naver)
        #expect(harness.run("let a: TomTomStyle.Annotation? = nil\n").text == "let a: Annotation? = nil\n")
    }
}
