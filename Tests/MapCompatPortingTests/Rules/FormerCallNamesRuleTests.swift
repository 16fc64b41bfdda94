import Foundation
import Testing

@testable import MapCompatPorting

/// ``FormerCallNamesRule``: route-me apps written in Swift 2 and never renamed call the SDK by the names Swift 2 gave
/// its selectors (Olinguito/YoIntervengoiOS, `ViewController.swift`: `setCenterCoordinate(_:animated:)`,
/// `coordinateToPixel(_:)`, `changeLabelUsingText(_:font:foregroundColor:backgroundColor:)`;
/// hoshi-hiyouga/nuvents-ios's map view: `zoomWithLatitudeLongitudeBoundsSouthWest(_:northEast:animated:)`).
@Suite struct FormerCallNamesRuleTests {
    let harness = RuleHarness(FormerCallNamesRule.self, from: .rm, to: .maplibre)

    @Test func swiftTwoCallsTakeTodaysNamesAndLabels() {
        let run = harness.run(
            """
            func centre(on location: CLLocation) {
                mapView.setCenterCoordinate(location.coordinate, animated: true)
                self.mapView.zoomWithLatitudeLongitudeBoundsSouthWest(sw, northEast: ne, animated: false)
                let point = mapView.coordinateToPixel(location.coordinate)
                let marker = RMMarker(UIImage: pin)
                mapView.moveBy(CGSize(width: 3, height: 4))
            }
            """)
        #expect(
            run.text == """
                func centre(on location: CLLocation) {
                    mapView.setCenter(location.coordinate, animated: true)
                    self.mapView.zoom(withLatitudeLongitudeBoundsSouthWest: sw, northEast: ne, animated: false)
                    let point = mapView.coordinate(toPixel: location.coordinate)
                    let marker = RMMarker(uiImage: pin)
                    mapView.move(by: CGSize(width: 3, height: 4))
                }
                """)
        #expect(run.findings.count == 5)
        #expect(run.refused.isEmpty)
    }

    /// The app's own method of a former name, a call with other labels, and today's names stay as written.
    @Test func theAppsOwnNamesAndOtherShapesStay() {
        let source = """
            final class Screen {
                func moveBy(_ offset: CGSize) {}
                func go() {
                    moveBy(CGSize(width: 1, height: 1))
                    mapView.setCenterCoordinate(centre, zoomLevel: 3, animated: true)
                    mapView.setCenter(centre, animated: true)
                    let text = "mapView.setCenterCoordinate(centre, animated: true)"
                }
            }
            """
        let run = harness.run(source)
        #expect(run.text == source)
        #expect(run.findings.isEmpty)
    }

    /// MapKit's and Google's Swift 2 names, as long-press handlers and camera buttons of the Swift 2 years wrote
    /// them (`mapView.convertPoint(point, toCoordinateFromView: mapView)`, `mapView.animateToZoom(zoom)`).
    @Test func mapKitAndGoogleCallsTakeTodaysNames() {
        let mapKit = RuleHarness(FormerCallNamesRule.self, from: .mapKit, to: .maplibre).run(
            "let coordinate = mapView.convertPoint(point, toCoordinateFromView: mapView)")
        #expect(mapKit.text == "let coordinate = mapView.convert(point, toCoordinateFrom: mapView)")
        let google = RuleHarness(FormerCallNamesRule.self, from: .googleMaps, to: .maplibre).run(
            "mapView.animateToZoom(mapView.camera.zoom + 1)\nmapView.animateToLocation(target)")
        #expect(google.text == "mapView.animate(toZoom: mapView.camera.zoom + 1)\nmapView.animate(toLocation: target)")
        #expect(!RuleHarness(FormerCallNamesRule.self, from: .naver, to: .maplibre).applies)
    }

    /// Through a whole port, the renamed calls are ported as today's are.
    @Test func aRenamedCallPortsToTheTarget() {
        let output = Porter(from: .rm, to: .maplibre).port(
            """
            final class EventsMap: UIViewController {
                var mapView: RMMapView!
                func centre(on location: CLLocation) {
                    mapView.setCenterCoordinate(location.coordinate, animated: true)
                }
            }
            """
        ).output
        #expect(output.contains("mapView.setCenter(location.coordinate, animated: true)"), "\(output)")
        #expect(!output.contains("// PORT"), "\(output)")
    }

    /// Every Swift 2 name route-me's adapter declares as renamed (`@available(*, unavailable, renamed:)`, so that the
    /// compiler offers today's name) is one the port renames the same way.
    @Test func theAdaptersRenamedDeclarationsAreListed() throws {
        let url = CoverageTests.adapters.appendingPathComponent("RMMapLayerStyle/Sources/RMSwift2Spellings.swift")
        let text = try String(contentsOf: url, encoding: .utf8)
        let pattern = try NSRegularExpression(
            pattern: #"renamed: "([^"]+)"\)\s*public (?:convenience )?(?:func (\w+)|init!?)\(([^)]*)\)"#)
        let matches = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text))
        #expect(matches.count >= 6)
        for match in matches {
            let part = { (index: Int) in Range(match.range(at: index), in: text).map { String(text[$0]) } }
            guard let renamed = part(1), let parameters = part(3) else { continue }
            let labels = parameters.split(separator: ",").map {
                ($0.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: " ").first ?? "_") + ":"
            }
            let name = part(2) ?? "RMMarker"
            let current = part(2) == nil ? "RMMarker" + renamed.dropFirst("init".count) : renamed
            let former = name + "(" + labels.joined().replacingOccurrences(of: "::", with: ":") + ")"
            #expect(PortingStyle.rm.formerCallNames[former] == current, "\(former)")
        }
    }
}
