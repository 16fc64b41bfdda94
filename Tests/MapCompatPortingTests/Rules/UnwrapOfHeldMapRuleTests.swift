import Testing

@testable import MapCompatPorting

/// ``UnwrapOfHeldMapRule``: TomTom's map, optional on its view until it is ready (TomTomSDKMapDisplay
/// `MapView.map`), unwrapped the way TomTom screens read it once ready (`guard let map = mapView.map`), is the
/// target's view itself in a style whose view is its map: bound without unwrapping.
@Suite struct UnwrapOfHeldMapRuleTests {
    let harness = RuleHarness(UnwrapOfHeldMapRule.self, from: .tomtom, to: .maplibre)

    static let source = """
        final class Screen {
            let mapView = MapView()
            var optionalView: MapView?

            func refresh() {
                guard let map = mapView.map else { return }
                guard let map = mapView.map, map.isReady else {
                    return
                }
                if let map = mapView.map, map.isReady { show(map) }
                guard let other = optionalView?.map else { return }
            }
        }
        """

    @Test func aLoneGuardBecomesABinding() {
        let run = harness.run(Self.source)
        #expect(run.text.contains("    let map = mapView.map\n        let map"), "\(run.text)")
        #expect(run.refused.isEmpty)
    }

    @Test func otherConditionsStayInTheGuard() {
        let run = harness.run(Self.source)
        #expect(run.text.contains("let map = mapView.map\n        guard map.isReady else {\n"), "\(run.text)")
    }

    @Test func anIfMatchesItsBindingAsACase() {
        let run = harness.run(Self.source)
        #expect(run.text.contains("if case let map = mapView.map, map.isReady { show(map) }"), "\(run.text)")
        #expect(run.findings.count == 3)
    }

    /// A view the app holds as an optional is still unwrapped: the port reads it as `optionalView`.
    @Test func anOptionalViewIsStillUnwrapped() {
        let run = harness.run(Self.source)
        #expect(run.text.contains("guard let other = optionalView?.map else { return }"), "\(run.text)")
    }

    /// The whole port: the binding, the member-level port of the map read, and no `?` left after the view.
    @Test func thePortCompilesItsBindings() {
        let lines = Porter(from: .tomtom, to: .maplibre).port(Self.source).output.split(separator: "\n").map {
            String($0.drop { $0 == " " })
        }
        #expect(lines.contains("let map = mapView"), "\(lines)")
        #expect(lines.contains("guard let other = optionalView else { return }"), "\(lines)")
    }

    /// TomTom has the view and the map apart: a port to TomTom unwraps as the source did, so the rule is not run.
    @Test func notToAStyleThatHoldsItsMapApart() {
        #expect(!RuleHarness(UnwrapOfHeldMapRule.self, from: .tomtom, to: .tomtom).applies)
        #expect(!RuleHarness(UnwrapOfHeldMapRule.self, from: .naver, to: .maplibre).applies)
    }

    /// Reads through the map's optional chain, as TomTom screens read the camera once the map is ready
    /// (TomTomSDKMapDisplay `TomTomMap.cameraProperties`): the ones MapLibre reads off its view with no optional left
    /// are bound so too; the last known location, which MapLibre's view reads through `userLocation?`, keeps its
    /// `let`.
    static let chains = """
        final class Screen {
            let mapView = MapView()

            func refresh() {
                if let zoom = mapView.map?.cameraProperties.zoom, zoom < 3 { print(zoom) }
                guard let camera = mapView.map?.cameraProperties else { return }
                guard let here = mapView.map?.locationProvider.lastKnownLocation else { return }
                if mapView.map?.cameraProperties.zoom ?? 0 > 4 { print("far") }
            }
        }
        """

    @Test func aReadThroughTheMapThatThePortWritesAsAValueIsBoundSo() {
        let run = harness.run(Self.chains)
        #expect(run.text.contains("if case let zoom = mapView.map?.cameraProperties.zoom, zoom < 3"), "\(run.text)")
        #expect(run.text.contains("\n        let camera = mapView.map?.cameraProperties\n"), "\(run.text)")
        #expect(
            run.text.contains("guard let here = mapView.map?.locationProvider.lastKnownLocation else"), "\(run.text)")
        #expect(run.text.contains("if mapView.map?.cameraProperties.zoom > 4 {"), "\(run.text)")
        #expect(run.findings.count == 3)
    }

    /// The whole port compiles as MapLibre: `MLNMapView.zoomLevel` and `camera` are not optional.
    @Test func thePortOfAReadThroughTheMapBindsValues() {
        let lines = Porter(from: .tomtom, to: .maplibre).port(Self.chains).output.split(separator: "\n").map {
            String($0.drop { $0 == " " })
        }
        #expect(lines.contains("if case let zoom = (mapView.zoomLevel + 1), zoom < 3 { print(zoom) }"), "\(lines)")
        #expect(lines.contains("let camera = mapView.camera"), "\(lines)")
        #expect(lines.contains("if (mapView.zoomLevel + 1) > 4 { print(\"far\") }"), "\(lines)")
    }
}
