import Foundation
import Testing

@testable import MapCompatPorting

/// ``RegionFrameRule``: MapKit frames the map with a region made in metres or in degrees, MapLibre with a camera at
/// a distance or with bounds. The cases follow BenBinary/HonoluluArt's `HonoluluArt/ViewController.swift`
/// (`centerMapOnLocation`, a region of a radius in metres), O-suke12/Map's `Map/ViewController.swift` (a span in
/// degrees made on the line before) and gb4iosdev/TTH_TechDegree_Unit-09's
/// `ProximityReminders/Extensions/MKMapView.swift` (`self.setRegion` in an extension of the map view).
@Suite struct RegionFrameRuleTests {
    let harness = RuleHarness(RegionFrameRule.self, from: .mapKit, to: .maplibre)

    @Test func aRegionInMetresFramesTheMapWithACamera() {
        let source = """
            func centerMapOnLocation(location: CLLocation) {
                let coordinateRegion = MKCoordinateRegion(
                    center: location.coordinate, latitudinalMeters: regionRadius, longitudinalMeters: regionRadius)
                mapView.setRegion(coordinateRegion, animated: true)
            }
            """
        let run = harness.run(source)
        #expect(harness.applies)
        #expect(run.text == source.replacingOccurrences(of: "mapView.setRegion(", with: "mapView.setCamera("))
        #expect(run.findings.map(\.concept) == ["region.set.metres"])
        #expect(run.refused.isEmpty)
    }

    @Test func aRegionInDegreesFramesTheMapWithBounds() {
        let source = """
            override func viewDidLoad() {
                let span = MKCoordinateSpan(latitudeDelta: 0.5, longitudeDelta: 0.5)
                let region = MKCoordinateRegion(center: initialCoordinate, span: span)
                mapview.setRegion(region, animated:true)
                mapview.setRegion(MKCoordinateRegion(center: initialCoordinate, span: span), animated: false)
            }
            """
        let run = harness.run(source)
        #expect(
            run.text == """
                override func viewDidLoad() {
                    let span = MKCoordinateSpan(latitudeDelta: 0.5, longitudeDelta: 0.5)
                    let region = MKCoordinateRegion(center: initialCoordinate, span: span)
                    mapview.setVisibleCoordinateBounds(region, animated: true)
                    mapview.setVisibleCoordinateBounds(MKCoordinateRegion(center: initialCoordinate, span: span), animated: false)
                }
                """)
        #expect(run.findings.map(\.concept) == ["region.set.span", "region.set.span"])
    }

    /// The region is found by scope: inside the extension, `region` is the local made in degrees, while the
    /// parameter of the other method was made where the caller made it, so its move is left to the member-level
    /// port's note.
    @Test func theArgumentIsReadWhereItWasMade() {
        let source = """
            extension MKMapView {
                func setRegion(around coordinate: CLLocationCoordinate2D, withSpan span: Double) {
                    let region = MKCoordinateRegion(center: coordinate, span: MKCoordinateSpan(latitudeDelta: span, longitudeDelta: span))
                    self.setRegion(region, animated: true)
                }
                func show(_ region: MKCoordinateRegion) {
                    self.setRegion(region, animated: true)
                    setRegion(region, animated: false)
                }
            }
            """
        let run = harness.run(source)
        #expect(run.text.contains("self.setVisibleCoordinateBounds(region, animated: true)"))
        #expect(run.text.components(separatedBy: "self.setRegion(region, animated: true)").count == 2)
        #expect(run.text.contains("setRegion(region, animated: false)"))
        #expect(run.findings.count == 1)
    }

    /// A region mentioned only in a comment or a string is no move.
    @Test func commentsAndStringsAreLeftAlone() {
        let source = """
            // mapView.setRegion(MKCoordinateRegion(center: c, span: s), animated: true)
            let help = "mapView.setRegion(MKCoordinateRegion(center: c, span: s), animated: true)"
            """
        let run = harness.run(source)
        #expect(run.text == source)
        #expect(run.findings.isEmpty)
    }

    /// A style that does not spell the move has nothing to do.
    @Test func onlyAStyleThatFramesWithARegionHasMovesToPort() {
        #expect(!RuleHarness(RegionFrameRule.self, from: .naver, to: .maplibre).applies)
    }
}
