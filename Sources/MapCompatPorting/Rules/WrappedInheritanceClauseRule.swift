import MapCompatSyntax

/// A type's inheritance clause written one entry per line, as formatters wrap a long one, joined onto its header
/// when it names one of the source style's delegate protocols:
///
/// ```swift
/// public final class MapCoordinator:
///   NSObject,
///   NMFMapViewCameraDelegate,
///   NMFMapViewTouchDelegate {
/// ```
///
/// The callback port gives a header the target's protocols and takes the source's off the header's line (a pass on
/// lines, until it is a rule): an entry on a line of its own would be left behind. A clause with a comment in it
/// keeps its lines (joining them would change the comment's place).
struct WrappedInheritanceClauseRule: PortRule {
    let protocols: Set<String>

    init(context: PortContext) {
        protocols = Set(CallbackEvent.conformances(of: context.source))
    }

    static func applies(to context: PortContext) -> Bool { !CallbackEvent.conformances(of: context.source).isEmpty }

    func edits(in file: PortFile, findings: inout [PortFinding]) -> [SourceEdit] {
        var edits: [SourceEdit] = []
        file.tree.root.walk { node in
            guard let clause = node.as(InheritanceClause.self) else { return .visitChildren }
            if let edit = joined(clause, in: file) { edits.append(edit) }
            return .skipChildren
        }
        return edits
    }

    /// The edit that puts `clause`'s entries on its header's line, from the colon to the type's `{`.
    private func joined(_ clause: InheritanceClause, in file: PortFile) -> SourceEdit? {
        let entries = clause.inheritedTypes.compactMap(\.type)
        guard let group = clause.parent,
            let brace = group.children.first(where: { $0.kind == .memberBlock })?.firstToken,
            let colon = clause.syntax.tokens.first(where: { $0.kind == .colon }),
            !file.isRestored(group),
            entries.contains(where: { protocols.contains($0.trimmedText) })
        else { return nil }
        let span = colon.trimmedRange.upperBound..<brace.trimmedRange.upperBound
        let between = file.text(span)
        guard between.contains("\n"), !file.literalText.contains(where: { $0.overlaps(span) }) else { return nil }
        let joined = entries.map(\.trimmedText).joined(separator: ", ")
        return SourceEdit(range: span, replacement: " " + joined + " {")
    }
}
