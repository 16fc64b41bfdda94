import MapCompatSyntax

/// A method of the source's delegate protocols that the port kept as it was, with the target's types in its
/// signature, though no protocol of the target asks for it: it compiles and is never called. Google's
/// `mapView(_:didTap:) -> Bool` and `didTapMyLocationButton(for:)` are such methods in a port to MapLibre; the
/// callback port moves every method the target receives in its own way, and this is what is left.
///
/// The method stays (its body is the app's), under a review note that names the protocol it came from and says
/// that the target never calls it: a silent rename would look ported and be dead code. Runs last, on the port as
/// the other steps left it, so that only methods nothing else moved are read.
struct UnreceivedDelegateMethodRule: PortRule {
    /// The source protocols' methods that no target protocol asks for, by full name, with their protocol.
    let unreceived: [String: String]
    /// The words that name one of them (its base name and labels), to skip the parse of a file that has none.
    let words: Set<String>
    let target: PortingStyle

    /// The concept its notes name.
    static let concept = "callback.unreceived"

    init(context: PortContext) {
        let requirements = DelegateRequirements.adapters.protocols
        let asked = Set(
            CallbackEvent.conformances(of: context.target).flatMap { requirements[$0] ?? [] }.map(\.fullName))
        var unreceived: [String: String] = [:]
        for name in CallbackEvent.conformances(of: context.source).sorted() {
            for requirement in requirements[name] ?? [] where !asked.contains(requirement.fullName) {
                unreceived[requirement.fullName] = unreceived[requirement.fullName] ?? name
            }
        }
        self.unreceived = unreceived
        words = Set(unreceived.keys.map { String($0.prefix { $0 != "(" }) })
        target = context.target
    }

    static func applies(to context: PortContext) -> Bool {
        context.source != context.target && !CallbackEvent.conformances(of: context.source).isEmpty
    }

    func mayEdit(_ text: String) -> Bool { words.contains { text.containsText($0) } }

    func edits(in file: PortFile, findings: inout [PortFinding]) -> [SourceEdit] {
        var edits: [SourceEdit] = []
        file.tree.root.walk { node in
            if node.kind == .codeBlock { return .skipChildren }
            guard let function = node.as(FunctionDecl.self) else { return .visitChildren }
            guard let source = unreceived[function.fullName], !file.isRestored(function.syntax),
                !function.hasModifier(.override), !function.hasModifier(.private),
                !function.hasModifier(.fileprivate)
            else { return .skipChildren }
            let start = function.syntax.trimmedRange.lowerBound
            let message =
                "\(target.displayName) never calls \(source)'s \(function.fullName): receive it the "
                + "\(target.displayName) way, or drop the method"
            let indent = OptionalCallbackParameterRule.indentation(of: start, in: file.text)
            edits.append(.insert(Porter.reviewPrefix + Self.concept + ": " + message + "\n" + indent, at: start))
            findings.append(PortFinding(offset: start, kind: .review, concept: Self.concept, message: message))
            return .skipChildren
        }
        return edits
    }
}
