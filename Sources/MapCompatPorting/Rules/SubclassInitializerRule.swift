import MapCompatSyntax

/// An app's subclass of a vendor type made with an initialiser it inherits (`CaptionedMarker(position: spot)` for
/// a subclass of the source's marker): the call is written as the target makes its own type, with the subclass in
/// place of the target's type, since the port gives the subclass the target's type as its superclass.
///
/// The rule runs after the member-level port, which leaves the call as it is (no template names the subclass) but
/// has given the subclass the target's type as its superclass and ported what the app does with the value.
///
/// The initialisers come from the source style's spellings that are a call of one vendor type
/// (`Vendor(label: $value)`), and the target's spelling of the same concept; a concept the target cannot express is
/// left to the member-level port. The subclass is found by scope (a class of the file, its superclass the vendor's
/// type or another such class), so a local or a parameter that shares the class's name is not it.
struct SubclassInitializerRule: PortRule {
    /// A source initialiser: the vendor type called, its argument labels and the placeholder each argument binds,
    /// and what the target writes (the target's own type named in it).
    struct Initializer {
        var vendorType: String
        var labels: [String]
        var placeholders: [String]
        var concept: String
        var written: String
        var targetType: String
    }

    let initializers: [Initializer]

    init(context: PortContext) {
        initializers = Self.initializers(context.porter)
    }

    static func applies(to context: PortContext) -> Bool { true }

    /// Only a file with a subclass of a type the initialisers make (or of its port) has one to write.
    func mayEdit(_ text: String) -> Bool {
        InheritanceHint.mayExtendOrInherit(Set(initializers.flatMap { [$0.vendorType, $0.targetType] }), in: text)
    }

    func edits(in file: PortFile, findings: inout [PortFinding]) -> [SourceEdit] {
        guard !initializers.isEmpty else { return [] }
        let superclasses = Self.superclasses(in: file)
        guard !superclasses.isEmpty else { return [] }
        var edits: [SourceEdit] = []
        for call in file.tree.root.syntax.descendants(FunctionCallExpr.self) where !file.isRestored(call.syntax) {
            guard let callee = call.calledExpression?.syntax.as(DeclReferenceExpr.self),
                let subclass = Self.subclass(callee, file, superclasses),
                let vendor = Self.vendorType(of: subclass, superclasses, initializers),
                call.trailingClosure == nil,
                let (initializer, bindings) = match(call, vendor: vendor)
            else { continue }
            let replacement = Template(initializer.written).render { bindings[$0] ?? "$\($0)" }
            let written = Self.renaming(initializer.targetType, to: subclass, in: replacement)
            guard written != call.trimmedText else { continue }
            edits.append(SourceEdit(range: call.trimmedRange, replacement: written))
            findings.append(
                PortFinding(
                    offset: call.trimmedRange.lowerBound, kind: .automatic, concept: initializer.concept,
                    message: "\(call.trimmedText) → \(written)"))
        }
        return edits
    }

    /// The initialiser of `vendor` whose labels are the call's, and each placeholder's argument text.
    func match(_ call: FunctionCallExpr, vendor: String) -> (Initializer, [String: String])? {
        let arguments = call.arguments
        let labels = arguments.map { $0.label?.identifier ?? "_" }
        guard let initializer = initializers.first(where: { $0.vendorType == vendor && $0.labels == labels })
        else { return nil }
        var bindings: [String: String] = [:]
        for (placeholder, argument) in zip(initializer.placeholders, arguments) {
            guard let expression = argument.expression else { return nil }
            bindings[placeholder] = expression.trimmedText
        }
        return (initializer, bindings)
    }
}

extension SubclassInitializerRule {
    /// The source's initialiser spellings that the target writes: a call of one vendor type whose every argument
    /// is a placeholder, with the type the target writes for that vendor type (its `type.` concept).
    static func initializers(_ porter: Porter) -> [Initializer] {
        let typeNames = Dictionary(
            APIMap.concepts.compactMap { concept -> (String, String)? in
                guard concept.id.hasPrefix("type."), let source = concept.spelling(in: porter.source)?.template,
                    let target = porter.writtenSpelling(concept)?.template, isIdentifier(source),
                    isIdentifier(target)
                else { return nil }
                return (source, target)
            }, uniquingKeysWith: { first, _ in first })
        return porter.rules.filter(\.isSpelling).compactMap { rule in
            // Only a template that starts with a type's name and an opening parenthesis is parsed.
            guard rule.template.pieces.count >= 3, case .literal(let head) = rule.template.pieces[0],
                typeNames[head] != nil, rule.template.pieces[1] == .literal("("),
                let call = SyntaxTree(parsing: rule.template.text).root.syntax.descendants(FunctionCallExpr.self).first,
                call.trimmedText == rule.template.text.trimming(" \n"),
                let vendor = call.calledExpression?.syntax.as(DeclReferenceExpr.self)?.name,
                let targetType = typeNames[vendor], let written = porter.writtenSpelling(rule.concept)?.template,
                written.contains(targetType)
            else { return nil }
            let placeholders = call.arguments.compactMap { $0.expression?.trimmedText }
            guard placeholders.allSatisfy({ $0.hasPrefix("$") }) else { return nil }
            return Initializer(
                vendorType: vendor, labels: call.arguments.map { $0.label?.identifier ?? "_" },
                placeholders: placeholders.map { String($0.dropFirst()) }, concept: rule.concept.id,
                written: written, targetType: targetType)
        }
    }

    /// Each class the file declares, with the first type of its inheritance clause.
    static func superclasses(in file: PortFile) -> [String: String] {
        var superclasses: [String: String] = [:]
        for type in file.tree.root.syntax.descendants(ClassDecl.self) {
            guard let name = type.name?.identifier, let first = type.inheritedTypes.first else { continue }
            superclasses[name] = superclasses[name] ?? first.trimmedText
        }
        return superclasses
    }

    /// The class `callee` names, when it resolves to a class of the file (not a local of the same name).
    static func subclass(_ callee: DeclReferenceExpr, _ file: PortFile, _ superclasses: [String: String]) -> String? {
        guard superclasses[callee.name] != nil, callee.argumentNames == nil,
            let id = file.names.declaration(of: callee), file.names[id].kind == .type,
            file.names[id].node.is(ClassDecl.self)
        else { return nil }
        return callee.name
    }

    /// The vendor type `name` inherits from through the file's classes, when it is one an initialiser calls.
    static func vendorType(of name: String, _ superclasses: [String: String], _ initializers: [Initializer])
        -> String?
    {
        var current = name
        var seen: Set<String> = [name]
        while let next = superclasses[current] {
            // The superclass as the source wrote it, or as the member-level port wrote it for the target.
            if let initializer = initializers.first(where: { $0.vendorType == next || $0.targetType == next }) {
                return initializer.vendorType
            }
            guard seen.insert(next).inserted else { return nil }
            current = next
        }
        return nil
    }

    /// `text` with every identifier token `type` written `subclass`.
    static func renaming(_ type: String, to subclass: String, in text: String) -> String {
        SwiftTokenizer(text).tokenize().map { $0.kind == .identifier && $0.text == type ? subclass : $0.text }
            .joined()
    }

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
