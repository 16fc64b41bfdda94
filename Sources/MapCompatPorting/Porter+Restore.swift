extension Porter {
    /// Drops review notes and restores lines commented out by an earlier port from `target`; returns the text and
    /// the (1-based) lines restored, which are left as they are.
    static func restore(_ text: String, target: PortingStyle) -> (String, Set<Int>) {
        let lines = text.lines().map(String.init)
        let marker = "// PORT(\(target.id)):"
        var result: [String] = []
        var protected: Set<Int> = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix(Self.reviewPrefix.trimmingTrailingSpace) {
                // The import a port from a style without a module added goes with its note.
                index += trimmed.hasPrefix(Self.reviewPrefix + BridgedSourceImportRule.concept + ":") ? 2 : 1
                continue
            }
            if trimmed.hasPrefix(Self.notePrefix) {
                var block = index
                while block < lines.count,
                    lines[block].drop(while: { $0 == " " || $0 == "\t" }).hasPrefix(Self.notePrefix)
                {
                    block += 1
                }
                let indent = String(line.prefix(line.count - trimmed.count))
                var restored: [String] = []
                let replacing = "// PORT(\(target.id))^:"
                while block < lines.count, lines[block].hasPrefix(indent + marker) {
                    let code = lines[block].dropFirst(indent.count + marker.count)
                    restored.append(code.isEmpty ? "" : indent + code.dropFirst())
                    block += 1
                }
                if restored.isEmpty, block < lines.count, lines[block].hasPrefix(indent + replacing) {
                    // A header kept as a note: it replaces the ported header on the next line.
                    let code = lines[block].dropFirst(indent.count + replacing.count)
                    restored.append(indent + code.dropFirst())
                    block += 2
                }
                // Lines commented out for using a commented-out name (`DependentLines`) were ported before they
                // were commented out: they are ported back like code.
                let dependent = lines[index..<block].contains { $0.contains(DependentLines.concept + " (") }
                // `else …` commented out after the brace it follows (`} else if …`) joins that brace again.
                if let first = restored.first?.drop(while: { $0 == " " || $0 == "\t" }),
                    first.hasPrefix("else ") || first.hasPrefix("catch "), let brace = result.last,
                    brace.trimming(" \t") == "}"
                {
                    result[result.count - 1] = brace + " " + first
                    restored.removeFirst()
                    if !dependent { protected.insert(result.count) }
                    if restored.isEmpty {
                        index = block
                        continue
                    }
                }
                if !restored.isEmpty {
                    for offset in restored.indices where !dependent { protected.insert(result.count + offset + 1) }
                    result += restored
                    index = block
                    continue
                }
            }
            result.append(line)
            index += 1
        }
        return (result.joined(separator: "\n"), protected)
    }
}

extension String {
    var trimmingTrailingSpace: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
