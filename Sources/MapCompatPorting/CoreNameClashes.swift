/// Target type names that the core declares too: TomTom's `Annotation` protocol (TomTom's API reference,
/// `Annotation`) and the core's `Annotation` value. A file that imports `MapCompatCore` beside the target's
/// adapter cannot name the type bare (Swift calls it ambiguous), so the port qualifies it with the adapter's
/// module (`TomTomStyle.Annotation`); ``VendorQualifiers`` drops the qualifier when the file is ported back.
enum CoreNameClashes {
    /// The target's type names the core declares too, per target.
    static let names: [PortingStyle: Set<String>] = [.tomtom: ["Annotation"]]

    /// `text` with each clashing type name qualified, when the file imports the core; `text` itself otherwise.
    static func qualify(_ text: String, target: PortingStyle) -> String {
        guard let clashing = names[target], text.containsText("import MapCompatCore"),
            clashing.contains(where: { text.containsText($0) })
        else { return text }
        let tokens = SwiftTokenizer(text).tokenize()
        let code = tokens.indices.filter { !tokens[$0].isTrivia }
        var qualified: Set<Int> = []
        for (position, index) in code.enumerated() where tokens[index].kind == .identifier {
            guard clashing.contains(tokens[index].text) else { continue }
            // A member (`x.Annotation`) or a declaration of the file's own (`struct Annotation`) stays.
            let previous = position > 0 ? tokens[code[position - 1]].text : ""
            guard
                ![".", "struct", "class", "enum", "protocol", "typealias", "func", "var", "let", "case"]
                    .contains(previous)
            else { continue }
            qualified.insert(index)
        }
        guard !qualified.isEmpty else { return text }
        var output = ""
        output.reserveCapacity(text.utf8.count + qualified.count * 16)
        for (index, token) in tokens.enumerated() {
            if qualified.contains(index) { output += target.moduleName + "." }
            output += token.text
        }
        return output
    }
}
