import Testing

@testable import MapCompatPorting

/// ``BridgedSourceImportRule``: a route-me screen imports nothing of route-me (its app reaches the Objective-C
/// headers through a bridging header, as eFins-iOS's `MapViewController.swift`, a public route-me app, does), so
/// its port imports the target's module, under a review note that a port back drops with it.
@Suite struct BridgedSourceImportRuleTests {
    static let screen = """
        //
        //  Screen.swift
        //

        import UIKit

        final class Screen: UIViewController, RMMapViewDelegate {
            var map: RMMapView!
        }
        """

    @Test(arguments: [
        (PortingStyle.maplibre, "import MapLibre"), (.naver, "import NMapsMap"),
        (.tomtom, "import TomTomSDKMapDisplay"),
    ])
    func theTargetsModuleIsImportedAfterTheLastImport(target: PortingStyle, line: String) {
        let run = RuleHarness(BridgedSourceImportRule.self, from: .rm, to: target).run(Self.screen)
        let lines = run.text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let uiKit = lines.firstIndex(of: "import UIKit") else {
            Issue.record("no import: \(run.text)")
            return
        }
        #expect(lines[uiKit + 1].hasPrefix("// PORT: review — module.bridgedImport: "), "\(run.text)")
        #expect(lines[uiKit + 2] == line, "\(run.text)")
        #expect(run.findings.map(\.concept) == ["module.bridgedImport"])
    }

    /// A file that imports the route-me adapter (whose import the port rewrites) or uses no route-me name needs
    /// no import; a style with a module of its own never runs the rule.
    @Test func aFileThatNeedsNoImportGetsNone() {
        let harness = RuleHarness(BridgedSourceImportRule.self, from: .rm, to: .maplibre)
        let adapter = "import RMMapLayerStyle\nlet map = RMMapView(frame: .zero)\n"
        #expect(harness.run(adapter).text == adapter)
        let plain = "import UIKit\nlet view = UIView()\n"
        #expect(harness.run(plain).text == plain)
        #expect(!RuleHarness(BridgedSourceImportRule.self, from: .maplibre, to: .naver).applies)
    }

    /// A text with no import is a fragment of a file: it gets none.
    @Test func aFragmentWithoutImportsGetsNone() {
        let fragment = "// Map screen.\nlet map = RMMapView(frame: .zero)\n"
        #expect(RuleHarness(BridgedSourceImportRule.self, from: .rm, to: .maplibre).run(fragment).text == fragment)
    }

    /// Ported back to route-me, the note and the import go, and the file is the one it was.
    @Test func aPortBackDropsTheImport() {
        let there = Porter(from: .rm, to: .maplibre).port(Self.screen).output
        #expect(there.contains("\nimport MapLibre\n"), "\(there)")
        #expect(Porter(from: .maplibre, to: .rm).port(there).output == Self.screen)
    }
}
