import MapCompatSyntax

/// Calls written with the name Swift 1 and 2 gave an SDK method, renamed to the name Swift's importer gives the same
/// Objective-C selector today, so that the member-level port finds them (``PortingStyle/formerCallNames``):
///
/// ```swift
/// mapView.setCenterCoordinate(location.coordinate, animated: true)     // Swift 2: setCenterCoordinate:animated:
/// mapView.setCenter(location.coordinate, animated: true)               // the same selector since Swift 3
/// ```
///
/// Swift 3 moved the first selector piece's last words into the first argument label and dropped words that repeat
/// a parameter's type (SE-0005, "Better Translation of Objective-C APIs Into Swift"), so the former names cannot be
/// worked out from today's: each style lists its own. A call is renamed when its name and argument labels spell a
/// former name exactly and the file declares no function of that name (an app's own method stays). Apps written
/// before Swift 3 and never renamed (route-me's public clients, the first Mapbox SDK's) keep these spellings, and
/// before this rule their calls passed through a port unported.
struct FormerCallNamesRule: PortRule {
    /// Each former full name (`setCenterCoordinate(_:animated:)`) with the current one split into name and labels.
    let renames: [String: (name: String, labels: [String])]
    /// The former names without labels, which a file must hold for the rule to read it.
    let formerNames: Set<String>

    init(context: PortContext) {
        var renames: [String: (name: String, labels: [String])] = [:]
        for (former, current) in context.source.formerCallNames {
            guard let split = Self.split(current) else { continue }
            renames[former] = split
        }
        self.renames = renames
        formerNames = Set(renames.keys.compactMap { Self.split($0)?.name })
    }

    static func applies(to context: PortContext) -> Bool {
        !context.source.formerCallNames.isEmpty
    }

    func mayEdit(_ text: String) -> Bool {
        text.containsAnyText(formerNames)
    }

    func edits(in file: PortFile, findings: inout [PortFinding]) -> [SourceEdit] {
        let root = file.tree.root.syntax
        let declared = Set(root.descendants(FunctionDecl.self).compactMap { $0.name?.identifier })
        var edits: [SourceEdit] = []
        for call in root.descendants(FunctionCallExpr.self) {
            guard let called = call.calledExpression else { continue }
            let nameToken: Token?
            if let member = called.syntax.as(MemberAccessExpr.self) {
                nameToken = member.declName
            } else if let reference = called.syntax.as(DeclReferenceExpr.self) {
                nameToken = reference.syntax.firstToken
            } else {
                continue
            }
            guard let nameToken, !declared.contains(nameToken.identifier) else { continue }
            let arguments = call.arguments
            let labels = arguments.map { $0.label?.identifier ?? "_" }
            let former = nameToken.identifier + "(" + labels.map { $0 + ":" }.joined() + ")"
            guard let current = renames[former], current.labels.count == labels.count else { continue }
            if current.name != nameToken.identifier {
                edits.append(SourceEdit(range: nameToken.trimmedRange, replacement: current.name))
            }
            for (argument, (old, new)) in zip(arguments, zip(labels, current.labels)) where old != new {
                guard let expression = argument.expression else { continue }
                let valueStart = expression.trimmedRange.lowerBound
                if let label = argument.label {
                    // `UIImage: image` → `uiImage: image`; a label that goes takes its colon with it.
                    edits.append(
                        new == "_"
                            ? .delete(label.trimmedRange.lowerBound..<valueStart)
                            : SourceEdit(range: label.trimmedRange, replacement: new))
                } else {
                    edits.append(.insert(new + ": ", at: valueStart))
                }
            }
            findings.append(
                PortFinding(
                    offset: nameToken.trimmedRange.lowerBound, kind: .automatic, concept: "module.formerCallNames",
                    message: "\(former) is Swift 2's name of \(current.name)("
                        + current.labels.map { $0 + ":" }.joined() + ")"))
        }
        return edits
    }

    /// `name(a:_:b:)` as its name and labels; `nil` for a text of another shape.
    static func split(_ fullName: String) -> (name: String, labels: [String])? {
        guard let open = fullName.firstIndex(of: "("), fullName.hasSuffix(")") else { return nil }
        let inner = fullName[fullName.index(after: open)..<fullName.index(before: fullName.endIndex)]
        let labels = inner.split(separator: ":", omittingEmptySubsequences: true).map(String.init)
        return (String(fullName[..<open]), labels)
    }
}
