import MapCompatSyntax

/// A file written for an SDK that Swift reaches through a bridging header (a style with no vendor module:
/// route-me's Objective-C headers) imports nothing of its SDK, so its port would name the target's types without
/// importing them. The port imports the target's own module (``APIMap``'s `module.vendorImport`: `import
/// MapLibre`) after the file's last import, when the file uses the source's names and imports neither the target
/// nor the source's adapter module (whose import the port rewrites as the target's); a person checks it, since
/// the app's project must link the target's SDK. A text with no import at all is taken for a fragment of a file,
/// not a whole one, and gets none. The import goes under a review note of its own
/// (``concept``), by which a port back drops both again (``Porter/restore(_:target:)``).
struct BridgedSourceImportRule: PortRule {
    /// The concept of the review note above the import the rule adds.
    static let concept = "module.bridgedImport"

    let source: PortingStyle
    let target: PortingStyle
    let line: String?

    init(context: PortContext) {
        source = context.source
        target = context.target
        line = APIMap.concept("module.vendorImport")?.writtenSpelling(context.target)?.template
    }

    static func applies(to context: PortContext) -> Bool {
        context.source.vendorModules.isEmpty && !context.source.namePrefixes.isEmpty
            && !context.target.vendorModules.isEmpty
    }

    func mayEdit(_ text: String) -> Bool { source.namePrefixes.contains { text.containsText($0) } }

    func edits(in file: PortFile, findings: inout [PortFinding]) -> [SourceEdit] {
        guard let line else { return [] }
        let imported = target.vendorModules.union([target.moduleName, source.moduleName])
        var imports: [Syntax] = []
        var importsModule = false
        file.tree.root.walk { node in
            guard node.kind == .importDecl else { return .visitChildren }
            imports.append(node)
            if node.tokens.contains(where: { imported.contains($0.text) }) { importsModule = true }
            return .skipChildren
        }
        let tokens = file.tree.root.syntax.tokens
        let usesSource = tokens.contains { token in
            token.kind == .identifier && source.namePrefixes.contains { token.text.isName(prefixedBy: $0) }
        }
        // The last import of the file's own level, not one inside an `#if` block.
        guard usesSource, !importsModule,
            let last = imports.last(where: { $0.tokens.first?.column == 1 }) ?? imports.last
        else { return [] }
        let message =
            "\(source.displayName) reached its names through the app's bridging header: the port imports \(target.displayName)'s module, which the app's project must link"
        let written = Porter.reviewPrefix + Self.concept + ": " + message + "\n" + line
        let edit = SourceEdit.insert("\n" + written, at: last.trimmedRange.upperBound)
        findings.append(
            PortFinding(offset: edit.range.lowerBound, kind: .review, concept: Self.concept, message: message))
        return [edit]
    }
}
