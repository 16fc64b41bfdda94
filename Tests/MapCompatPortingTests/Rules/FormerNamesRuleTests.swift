import Testing

@testable import MapCompatPorting

/// ``FormerNamesRule``: code written for the Mapbox Maps SDK for iOS that MapLibre Native forked (`import Mapbox`,
/// `MGLMapView`, `MGLMapViewDelegate`, as the map screens of public apps written before MapLibre's 6.0 rename
/// still spell them; the Mapbox iOS SDK's own examples, mapbox/ios-sdk-examples `Examples/Swift/*.swift`, write
/// them so) reads as code for MapLibre's current release; strings, comments and names that only start alike stay.
@Suite struct FormerNamesRuleTests {
    @Test func mapboxNamesAndModuleReadAsMapLibres() {
        let harness = RuleHarness(FormerNamesRule.self, from: .maplibre, to: .naver)
        let source = """
            import Mapbox
            final class Screen: UIViewController, MGLMapViewDelegate {
                var mapView: Mapbox.MGLMapView!
                let bounds = MGLCoordinateBoundsMake(a, b)
                let note = "MGLMapView" // MGLMapView
                let MGLittle = MGL()
            }
            """
        let run = harness.run(source)
        #expect(
            run.text == """
                import MapLibre
                final class Screen: UIViewController, MLNMapViewDelegate {
                    var mapView: MapLibre.MLNMapView!
                    let bounds = MLNCoordinateBoundsMake(a, b)
                    let note = "MGLMapView" // MGLMapView
                    let MGLittle = MGL()
                }
                """)
        #expect(run.findings.map(\.concept) == ["module.formerNames"])
    }

    /// A value the app names as the former module is its own, unless it qualifies one of the SDK's names.
    @Test func anAppsOwnValueNamedAsTheModuleStays() {
        let harness = RuleHarness(FormerNamesRule.self, from: .maplibre, to: .naver)
        let source = "let token = Mapbox.accessToken\n"
        #expect(harness.run(source).text == source)
    }

    /// Only a source whose style had former names has the rule.
    @Test func stylesWithoutFormerNamesDoNotRunIt() {
        #expect(!RuleHarness(FormerNamesRule.self, from: .naver, to: .maplibre).applies)
    }

    /// The whole port: a Mapbox-era screen ports to NAVER as a MapLibre one does.
    @Test func aMapboxEraScreenPortsAsAMapLibreOne() {
        let mapbox = """
            import Mapbox

            final class Screen: UIViewController, MGLMapViewDelegate {
                let mapView = MGLMapView(frame: .zero)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    mapView.delegate = self
                    mapView.setCenter(CLLocationCoordinate2D(latitude: 59.31, longitude: 18.06), zoomLevel: 9, animated: false)
                }
            }
            """
        let output = Porter(from: .maplibre, to: .naver).port(mapbox).output
        #expect(output.contains("import NMapsMap"), "\(output)")
        #expect(output.contains("let mapView = NMFMapView(frame: .zero)"), "\(output)")
        #expect(
            output.contains(
                "mapView.moveCamera(NMFCameraUpdate(scrollTo: NMGLatLng(lat: 59.31, lng: 18.06), zoomTo: 9))"),
            "\(output)")
        #expect(!output.contains("MGLMap"), "\(output)")
    }
}
