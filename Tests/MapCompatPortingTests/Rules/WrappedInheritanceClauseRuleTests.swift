import MapCompatCore
import Testing

@testable import MapCompatPorting

/// ``WrappedInheritanceClauseRule``: a clause one entry per line (swift-format's wrapping of a long header, as
/// maplibre/swiftui-dsl's `MapViewCoordinator` and NAVER coordinators in public SwiftUI apps are written) is
/// joined onto its header when it names a delegate protocol of the source style.
@Suite struct WrappedInheritanceClauseRuleTests {
    let harness = RuleHarness(WrappedInheritanceClauseRule.self, from: .naver, to: .maplibre)

    @Test func aWrappedClauseWithADelegateIsJoined() {
        let source = """
            public final class MapCoordinator:
              NSObject,
              NMFMapViewCameraDelegate,
              NMFMapViewTouchDelegate {
              let log: [String] = []
            }
            """
        let run = harness.run(source)
        #expect(
            run.text.hasPrefix(
                "public final class MapCoordinator: NSObject, NMFMapViewCameraDelegate, NMFMapViewTouchDelegate {\n"))
        #expect(run.text.hasSuffix("  let log: [String] = []\n}"))
        #expect(run.refused.isEmpty)
    }

    @Test func aClauseWithoutADelegateOfTheSourceStaysWrapped() {
        let source = "final class Model:\n  NSObject,\n  Codable {\n}\n"
        #expect(harness.run(source).text == source)
    }

    @Test func aClauseWithACommentKeepsItsLines() {
        let source = "final class Screen:\n  NSObject, // the base\n  NMFMapViewTouchDelegate {\n}\n"
        #expect(harness.run(source).text == source)
    }

    @Test func aStyleWithoutDelegatesHasNothingToJoin() {
        let style = PortingStyle(id: "bare", displayName: "Bare", moduleName: "BareStyle", profile: .neutral)
        #expect(!RuleHarness(WrappedInheritanceClauseRule.self, from: style, to: .naver).applies)
        #expect(harness.applies)
    }
}
