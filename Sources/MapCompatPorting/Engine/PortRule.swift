/// One reshaping the porter makes, as a unit: it reads the tree of the file it is given and returns edits against
/// that file's text, reporting what it changed or left for a person as findings.
///
/// A rule is shaped like swift-format's rules (`Sources/SwiftFormat/Rules/*.swift`, one type per rule) and returns
/// edits as SwiftRefactor's refactorings do (`EditRefactoringProvider`): it never writes a new text and never
/// re-reads the source its own way. What it knows about a vendor comes from the styles' facts (``PortingStyle``),
/// so it holds no comparison with a style's name; ``applies(to:)`` decides from those facts whether the rule has
/// anything to do in a port. The pipeline (``PortSteps``) orders the rules, checks their edits (none may change
/// the text of a comment or a string literal) and hands each rule the text the one before it left.
protocol PortRule {
    /// Makes the rule for one port.
    init(context: PortContext)

    /// Whether the rule has anything to do in a port between the context's styles.
    static func applies(to context: PortContext) -> Bool

    /// The edits the rule makes to `file`; what it changed or asks a person to do goes to `findings`.
    func edits(in file: PortFile, findings: inout [PortFinding]) -> [SourceEdit]

    /// Whether the rule may have anything to do in `text`, told without parsing it (``InheritanceHint``); `false`
    /// skips the parse. Every text may, unless the rule says otherwise.
    func mayEdit(_ text: String) -> Bool
}

extension PortRule {
    /// Every text may have something for the rule.
    func mayEdit(_ text: String) -> Bool { true }
}
