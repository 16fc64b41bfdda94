import MapCompatSyntax

/// A delegate method whose parameter the target passes as an optional where the source passed a value: the
/// parameter's type becomes optional and the method unwraps it once, at the top of its body, so that the body
/// (which the callback port leaves as it is when it reads more of the parameter than its location) compiles and
/// the method still meets the target's requirement, rather than compiling as a method nothing calls:
///
/// ```swift
/// func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation) {        // the source's
///     onUserLocation?(.update(userLocation))
/// }
/// func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation?) {       // before the type renames
///     guard let userLocation else { return }
///     onUserLocation?(.update(userLocation))
/// }
/// ```
///
/// Which methods and parameters: the delegate methods both styles' protocols declare with one selector, where the
/// target's parameter type is optional and the source's is not, and the port renames the source's type; a method
/// is read only in a type that adopts the source's delegate protocol, and only when its parameter is written with
/// the source's type and it returns nothing.
struct OptionalCallbackParameterRule: PortRule {
    /// One parameter the target makes optional.
    struct Widening: Hashable {
        /// The method's name with its labels (`mapView(_:didUpdate:)`).
        let selector: String
        /// The protocol that declares it in the source.
        let conformance: String
        /// The parameter's position.
        let index: Int
        /// The source's type of the parameter, without module.
        let type: String
    }

    let widenings: [Widening]

    init(context: PortContext) {
        widenings = Self.widenings(from: context.source, to: context.target)
    }

    static func applies(to context: PortContext) -> Bool {
        !widenings(from: context.source, to: context.target).isEmpty
    }

    /// The parameters `target` makes optional in the delegate methods both styles' delegate protocols declare
    /// with one selector (the adapters' requirements, ``DelegateRequirements/adapters``; the protocols paired by
    /// the concept that spells the source's in the source and writes the target's, `type.mapDelegate`).
    static func widenings(from source: PortingStyle, to target: PortingStyle) -> [Widening] {
        let protocols = DelegateRequirements.adapters.protocols
        var result: [Widening] = []
        for conformance in CallbackEvent.conformances(of: source).sorted() {
            guard
                let counterpart = APIMap.concepts.first(where: { $0.spelling(in: source)?.template == conformance })?
                    .writtenSpelling(target)?.template,
                let required = protocols[conformance], let written = protocols[counterpart]
            else { continue }
            let writtenByName = Dictionary(written.map { ($0.fullName, $0.signature) }) { first, _ in first }
            for requirement in required {
                guard let other = writtenByName[requirement.fullName], let read = parameterTypes(requirement.signature),
                    let wanted = parameterTypes(other), read.count == wanted.count
                else { continue }
                for (index, (from, to)) in zip(read, wanted).enumerated()
                where to.hasSuffix("?") && !from.hasSuffix("?") && !from.hasSuffix("!")
                    && isWritten(from, from: source, to: target)
                {
                    result.append(
                        Widening(
                            selector: requirement.fullName, conformance: conformance, index: index,
                            type: lastComponent(from)))
                }
            }
        }
        return result
    }

    /// The parameter types of a requirement that returns nothing (`func mapView(_ mapView: MKMapView, didUpdate
    /// userLocation: MKUserLocation)`); `nil` for one that returns a value.
    static func parameterTypes(_ signature: String) -> [String]? {
        guard signature.hasPrefix("func "), !signature.contains("->") else { return nil }
        return CallbackEvent.parse(String(signature.dropFirst("func ".count))).parameters.map(\.type)
    }

    /// Whether a concept of the API map spells `type` in `source` and writes it in `target`: a type the port
    /// renames. Another (one left for a hand port) keeps the method as the source wrote it, under its note.
    static func isWritten(_ type: String, from source: PortingStyle, to target: PortingStyle) -> Bool {
        APIMap.concepts.contains { concept in
            concept.spelling(in: source)?.template == type && concept.writtenSpelling(target) != nil
        }
    }

    func edits(in file: PortFile, findings: inout [PortFinding]) -> [SourceEdit] {
        let root = file.tree.root.syntax
        var groups: [any DeclGroupNode] = []
        groups += root.descendants(ClassDecl.self).map { $0 as any DeclGroupNode }
        groups += root.descendants(StructDecl.self).map { $0 as any DeclGroupNode }
        groups += root.descendants(ExtensionDecl.self).map { $0 as any DeclGroupNode }
        var edits: [SourceEdit] = []
        for group in groups where !file.isRestored(group.syntax) {
            let adopted = Set(group.inheritedTypes.map { Self.lastComponent($0.syntax.trimmedText) })
            for function in group.members.compactMap({ $0.as(FunctionDecl.self) }) where function.returnType == nil {
                for widening in widenings
                where adopted.contains(widening.conformance) && function.fullName == widening.selector {
                    guard let found = widened(function, widening, in: file) else { continue }
                    edits += found
                    findings.append(
                        PortFinding(
                            offset: found[0].range.lowerBound, kind: .automatic, concept: "type.mapDelegate",
                            message: "\(widening.selector): the target passes this parameter as an optional, "
                                + "unwrapped once at the top of the method"))
                }
            }
        }
        return edits
    }

    /// The edits that make `widening`'s parameter of `function` optional and unwrap it first thing in the body.
    private func widened(_ function: FunctionDecl, _ widening: Widening, in file: PortFile) -> [SourceEdit]? {
        let parameters = function.parameters
        guard widening.index < parameters.count, let type = parameters[widening.index].type,
            Self.lastComponent(type.syntax.trimmedText) == widening.type
        else { return nil }
        var edits = [SourceEdit.insert("?", at: type.syntax.trimmedRange.upperBound)]
        guard let name = parameters[widening.index].name, name.keyword != .wildcard,
            let brace = function.body?.leftBrace
        else { return edits }
        let statements = function.body?.statements ?? []
        let guardLine = "guard let \(name.identifier) else { return }"
        if let first = statements.first, first.line == brace.line,
            file.text(brace.trimmedRange.upperBound..<first.trimmedRange.lowerBound).allSatisfy(\.isWhitespace)
        {
            // `{ body }` on one line: the guard goes on a line of its own and the body on the next.
            let inner = Self.indentation(of: function.syntax.trimmedRange.lowerBound, in: file.text) + step(file)
            edits.append(
                SourceEdit(
                    range: brace.trimmedRange.upperBound..<first.trimmedRange.lowerBound,
                    replacement: "\n\(inner)\(guardLine)\n\(inner)"))
        } else {
            let inner =
                statements.first.map { Self.indentation(of: $0.trimmedRange.lowerBound, in: file.text) }
                ?? Self.indentation(of: function.syntax.trimmedRange.lowerBound, in: file.text) + step(file)
            edits.append(.insert("\n\(inner)\(guardLine)", at: brace.trimmedRange.upperBound))
        }
        return edits
    }

    /// The file's indentation step: the indentation of its first indented line (`    ` when it has none).
    private func step(_ file: PortFile) -> String {
        for line in file.text.split(separator: "\n") {
            let leading = line.prefix { $0 == " " || $0 == "\t" }
            if !leading.isEmpty && leading.count < line.count { return String(leading) }
        }
        return "    "
    }

    /// The spaces and tabs that open the line holding `offset`.
    static func indentation(of offset: Int, in text: String) -> String {
        let bytes = Array(text.utf8.prefix(offset))
        let start = (bytes.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 }) ?? 0
        let leading = bytes[start...].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        return String(decoding: leading, as: UTF8.self)
    }

    private static func lastComponent(_ type: String) -> String {
        String(type.split(separator: ".").last ?? Substring(type))
    }
}
