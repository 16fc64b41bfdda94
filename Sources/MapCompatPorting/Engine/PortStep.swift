/// One step of a port, in the order ``PortSteps`` lists them: a rule on the syntax tree, or, until every step is
/// one, a pass on the text.
protocol PortStep: Sendable {
    /// Whether the step has anything to do in a port between the context's styles.
    static func applies(to context: PortContext) -> Bool

    /// Runs the step on `state`.
    static func run(_ state: inout PortState, _ context: PortContext)

    /// Whether the step is a syntax-tree rule, which moves the findings before it with its edits; a text pass
    /// does not, so the findings become changes at their lines before it runs.
    static var keepsFindings: Bool { get }
}

extension PortStep {
    static var keepsFindings: Bool { false }
}

/// A rule as a step: the text parsed, the rule's edits checked and applied, its findings kept.
enum RuleStep<Rule: PortRule>: PortStep {
    static func applies(to context: PortContext) -> Bool { Rule.applies(to: context) }

    static var keepsFindings: Bool { true }

    static func run(_ state: inout PortState, _ context: PortContext) {
        let rule = Rule(context: context)
        guard rule.mayEdit(state.text) else { return }
        let file = state.file()
        var findings: [PortFinding] = []
        let edits = rule.edits(in: file, findings: &findings)
        guard !edits.isEmpty || !findings.isEmpty else { return }
        let literal = file.literalText
        var kept: [SourceEdit] = []
        for edit in edits {
            if LiteralText.keeps(edit, literal, in: file) { kept.append(edit) } else { state.refusedEdits.append(edit) }
        }
        let applied = AppliedEdits(kept, to: state.text)
        state.refusedEdits += applied.rejected
        state.findings = state.findings.map { moved($0, by: applied) } + findings.map { moved($0, by: applied) }
        state.restoredLines = restoredLines(state.restoredLines, of: file, movedBy: applied)
        state.text = applied.text
    }

    /// A finding at the place its offset went.
    private static func moved(_ finding: PortFinding, by applied: AppliedEdits) -> PortFinding {
        var moved = finding
        moved.offset = applied.newOffset(finding.offset)
        return moved
    }

    /// The restored lines of `file`, followed to the lines their text went to (a restored line a rule replaced
    /// is restored no more).
    private static func restoredLines(
        _ lines: Set<Int>, of file: PortFile, movedBy applied: AppliedEdits
    ) -> Set<Int> {
        guard !lines.isEmpty, !applied.accepted.isEmpty else { return lines }
        let oldStarts = LineStarts(file.text)
        let newStarts = LineStarts(applied.text)
        var moved: Set<Int> = []
        for line in lines where line <= oldStarts.count {
            let start = oldStarts.offset(ofLine: line)
            let end = line < oldStarts.count ? oldStarts.offset(ofLine: line + 1) - 1 : file.text.utf8.count
            let touched = applied.accepted.contains { edit in
                edit.range.isEmpty ? false : edit.range.lowerBound < end && edit.range.upperBound > start
            }
            guard !touched else { continue }
            moved.insert(newStarts.line(of: applied.newOffset(start, end: false)))
        }
        return moved
    }
}
