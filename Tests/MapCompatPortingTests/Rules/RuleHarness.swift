@testable import MapCompatPorting

/// The shared harness of the rule tests, as swift-format's `LintOrFormatRuleTestCase` is for its rules: one rule
/// run alone on a text, through the step that runs it in a port (its edits checked and applied).
struct RuleHarness<Rule: PortRule> {
    let source: PortingStyle
    let target: PortingStyle

    init(_ rule: Rule.Type, from source: PortingStyle, to target: PortingStyle) {
        self.source = source
        self.target = target
    }

    /// The context of a port between the harness's styles.
    var context: PortContext {
        PortContext(
            source: source, target: target, file: "Screen.swift", module: .none,
            porter: Porter(from: source, to: target))
    }

    /// Whether the rule runs in a port between the harness's styles.
    var applies: Bool { Rule.applies(to: context) }

    /// `text` after the rule, what it found, and the edits the step refused.
    func run(_ text: String) -> (text: String, findings: [PortFinding], refused: [SourceEdit]) {
        var state = PortState(input: text)
        RuleStep<Rule>.run(&state, context)
        return (state.text, state.findings, state.refusedEdits)
    }
}
