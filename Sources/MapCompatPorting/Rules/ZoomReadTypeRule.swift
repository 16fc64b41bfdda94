import MapCompatSyntax

/// A value declared with the source's zoom type and read from the map's zoom (`var zoom: Float { camera.zoom }`,
/// `let level: Float = mapView.zoom`) keeps its type where the target's zoom is another number type: the read is
/// written inside a conversion to the declared type (`Float(…)`), so the declaration and every use of it stay as
/// the app wrote them, where the target's `Double` would not convert by itself.
///
/// A zoom read compared with or counted with such a value is converted the same way.
///
/// The zoom reads are the source style's spellings of the zoom read concepts (`camera.zoom` and its shifted
/// forms): an expression ending in a spelling's member chain, on any receiver (`self.` or implicit).
struct ZoomReadTypeRule: PortRule {
    let typeName: String
    /// Each zoom read's member chain after its receiver (`.camera.zoom`), as the tokens' texts.
    let chains: [[String]]

    init(context: PortContext) {
        typeName = context.source.zoomTypeName
        chains = context.porter.rules.compactMap { rule in
            guard Self.readConcepts.contains(rule.concept.id), rule.template.pieces.first == .placeholder("map")
            else { return nil }
            let tail = rule.template.pieces.dropFirst().map { piece -> String? in
                if case .literal(let text) = piece { return text }
                return nil
            }
            return tail.contains(nil) || tail.isEmpty ? nil : tail.compactMap { $0 }
        }
    }

    static let readConcepts: Set<String> = ["camera.zoom", "camera.zoom.neutral", "camera.zoom.plusOne"]

    static func applies(to context: PortContext) -> Bool {
        context.source.zoomTypeName != context.target.zoomTypeName
    }

    func edits(in file: PortFile, findings: inout [PortFinding]) -> [SourceEdit] {
        guard !chains.isEmpty else { return [] }
        var edits: [SourceEdit] = []
        for binding in file.tree.root.syntax.descendants(PatternBinding.self) where !file.isRestored(binding.syntax) {
            guard binding.type?.trimmedText == typeName, let value = readValue(binding), isZoomRead(value) else {
                continue
            }
            convert(value, "the zoom read keeps the declared \(typeName)", &edits, &findings)
        }
        // A zoom read compared with, or counted with, a value the file declares with the source's type
        // (`mapView.camera.zoom < defaultZoomLevel` beside `let defaultZoomLevel: Float = 16`): the two numbers
        // must be of one type, the declared one.
        let declared = Set(
            file.tree.root.syntax.descendants(PatternBinding.self).compactMap { binding in
                binding.type?.trimmedText == typeName ? binding.name?.text : nil
            })
        guard !declared.isEmpty else { return edits }
        for infix in file.tree.root.syntax.descendants(InfixOperatorExpr.self)
        where Self.operators.contains(infix.operatorText) && !file.isRestored(infix.syntax) {
            guard let left = infix.leftOperand?.syntax, let right = infix.rightOperand?.syntax else { continue }
            for (read, other) in [(left, right), (right, left)] where isZoomRead(read) {
                let name =
                    other.trimmedText.hasPrefix("self.") ? String(other.trimmedText.dropFirst(5)) : other.trimmedText
                guard declared.contains(name) else { continue }
                convert(read, "the zoom read is a \(typeName), as `\(name)` is", &edits, &findings)
            }
        }
        return edits
    }

    /// `read` written inside a conversion to the source's zoom type, with its finding.
    func convert(_ read: Syntax, _ why: String, _ edits: inout [SourceEdit], _ findings: inout [PortFinding]) {
        edits.append(.insert("\(typeName)(", at: read.trimmedRange.lowerBound))
        edits.append(.insert(")", at: read.trimmedRange.upperBound))
        findings.append(
            PortFinding(
                offset: read.trimmedRange.lowerBound, kind: .automatic, concept: "camera.zoom",
                message: "\(read.trimmedText): \(why)"))
    }

    /// The operators whose two operands must be of one number type.
    static let operators: Set<String> = ["<", ">", "<=", ">=", "==", "!=", "+", "-", "*", "/"]

    /// The binding's value: its initialiser, or the one expression of a getter written without `get`.
    func readValue(_ binding: PatternBinding) -> Syntax? {
        if let value = binding.value { return value.syntax }
        guard let block = binding.accessorBlock, block.statements.count == 1 else { return nil }
        return block.statements[0]
    }

    /// Whether `expression`'s tokens end in a zoom read's member chain after a receiver, or are that chain
    /// without its leading period (an implicit `self`).
    func isZoomRead(_ expression: Syntax) -> Bool {
        let texts = expression.tokens.map(\.text)
        return chains.contains { chain in
            (texts.count > chain.count && Array(texts.suffix(chain.count)) == chain)
                || Array(texts) == Array(chain.dropFirst())
        }
    }
}
