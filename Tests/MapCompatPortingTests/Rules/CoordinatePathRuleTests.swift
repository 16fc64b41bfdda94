import Testing

@testable import MapCompatPorting

/// ``CoordinatePathRule``: Google grows a `GMSMutablePath` and makes a line or polygon of it; MapLibre and MapKit
/// make them from an array and its count. The cases follow jcfausto/google-maps-ios-study's
/// `simple-polyline/SimplePolyline/ViewController.swift` (a path of `addLatitude(_:longitude:)` calls made into a
/// `GMSPolyline`) and wn/pace's `Pace/GMSMapView+Extensions.swift` (`add(_:)` in a loop, in an extension of the
/// map view).
@Suite struct CoordinatePathRuleTests {
    let harness = RuleHarness(CoordinatePathRule.self, from: .googleMaps, to: .maplibre)

    @Test func aPathOfLatitudesAndLongitudesBecomesAnArrayMadeIntoALine() {
        let source = """
            let path = GMSMutablePath()
            path.addLatitude(-33.866, longitude: 151.195)
            path.addLatitude(-18.142, longitude: 178.431)
            let polyline = GMSPolyline(path: path)
            polyline.map = mapView
            """
        let run = harness.run(source)
        #expect(harness.applies)
        #expect(
            run.text == """
                var path = [CLLocationCoordinate2D]()
                path.append(CLLocationCoordinate2D(latitude: -33.866, longitude: 151.195))
                path.append(CLLocationCoordinate2D(latitude: -18.142, longitude: 178.431))
                let polyline = MLNPolyline(coordinates: path, count: UInt(path.count))
                polyline.map = mapView
                """)
        #expect(
            run.findings.map(\.concept).sorted()
                == ["path.addLatLng", "path.addLatLng", "path.make", "shape.line.fromPath"])
        #expect(run.refused.isEmpty)
    }

    @Test func aPathGrownInALoopAndReadKeepsItsTypes() {
        let source = """
            extension GMSMapView {
                func draw(run: Run) {
                    let path = GMSMutablePath()
                    for checkpoint in run.checkpoints {
                        guard let coordinate = checkpoint.location?.coordinate else { continue }
                        path.add(coordinate)
                    }
                    if path.count() > 2 { print(path.coordinate(at: 0)) }
                    let area = GMSPolygon(path: path)
                }
            }
            """
        let run = harness.run(source)
        #expect(run.text.contains("var path = [CLLocationCoordinate2D]()"))
        #expect(run.text.contains("path.append(coordinate)"))
        #expect(run.text.contains("if UInt(path.count) > 2 { print(path[Int(0)]) }"))
        #expect(run.text.contains("let area = MLNPolygon(coordinates: path, count: UInt(path.count))"))
    }

    /// MapKit makes its shapes from an `Int` count (`MKPolyline(coordinates:count:)`).
    @Test func toMapKitTheCountIsAnInt() {
        let run = RuleHarness(CoordinatePathRule.self, from: .googleMaps, to: .mapKit).run(
            "let path = GMSMutablePath()\npath.add(start)\nlet line = GMSPolyline(path: path)\n")
        #expect(
            run.text
                == "var path = [CLLocationCoordinate2D]()\npath.append(start)\nlet line = MKPolyline(coordinates: path, count: path.count)\n"
        )
    }

    /// A path the file did not make (a parameter, a decoded path) and another type's `add` are left alone.
    @Test func onlyPathsTheFileMakesArePorted() {
        let source = """
            func show(_ path: GMSMutablePath, tags: NSMutableSet) {
                path.add(start)
                tags.add(start)
                let line = GMSPolyline(path: path)
                let decoded = GMSPolyline(path: GMSPath(fromEncodedPath: points))
            }
            """
        let run = harness.run(source)
        #expect(run.text == source)
        #expect(run.findings.isEmpty)
    }
}
