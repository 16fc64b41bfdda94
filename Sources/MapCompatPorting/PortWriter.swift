/// Builds the output line by line, so that notes can go above the line they are about.
struct Writer {
    let file: String
    /// Lines written before this writer's first, for the line numbers of changes in a nested rewrite.
    var lineOffset = 0
    var lines: [String] = []
    var current = ""
    var pendingNotes: [String] = []
    var pendingChanges: [(PortChange.Kind, String, String)] = []
    var changes: [PortChange] = []
    /// The type concepts whose review note this file has already said.
    var reviewedTypes: Set<String> = []

    init(file: String, lineOffset: Int = 0) {
        self.file = file
        self.lineOffset = lineOffset
    }

    /// What was written, notes still pending left out.
    var text: String { (lines + [current]).joined(separator: "\n") }

    /// Takes over a nested writer's changes and its notes that no line of its own took.
    mutating func absorb(_ inner: Writer) {
        changes += inner.changes
        reviewedTypes.formUnion(inner.reviewedTypes)
        for pending in inner.pendingNotes { note(pending) }
        pendingChanges += inner.pendingChanges
    }

    mutating func write(_ text: String) {
        // Most writes are one token of a line: nothing to split.
        guard text.containsByte(0x0A) else {
            current += text
            return
        }
        var parts = text.lines()
        let last = parts.removeLast()
        for part in parts {
            current += part
            flush()
        }
        current += last
    }

    mutating func note(_ text: String) {
        if !pendingNotes.contains(text) { pendingNotes.append(text) }
    }

    mutating func add(kind: PortChange.Kind, concept: String, message: String) {
        pendingChanges.append((kind, concept, message))
    }

    /// Writes `code` (whole lines, ending with a line break or at the end) commented out under notes.
    mutating func comment(
        _ code: String, notes: [(concept: String, text: String)], from style: PortingStyle,
        replacesNextLine: Bool = false, alreadySo: Bool = false
    ) {
        let marker = "// PORT(\(style.id))" + (replacesNextLine ? "^:" : ":")
        var code = code
        // Code that starts mid-line (`} else if …`, whose brace stays): the line so far is written as it is, and
        // the commented code takes its indentation.
        if current.contains(where: { $0 != " " && $0 != "\t" }) {
            let indent = current.prefix { $0 == " " || $0 == "\t" }
            while current.last == " " || current.last == "\t" { current.removeLast() }
            flushLine()
            code = indent + code
        }
        var lines = code.lines().map(String.init)
        let endsWithBreak = lines.last == ""
        if endsWithBreak { lines.removeLast() }
        let indent = String(lines.first?.prefix { $0 == " " || $0 == "\t" } ?? "")
        // Concepts that give the same reason share one note line (`bounds.southWestLat, bounds.southWestLng (…)`).
        var reasons: [(concepts: [String], text: String)] = []
        for note in notes {
            if let index = reasons.firstIndex(where: { $0.text == note.text }) {
                reasons[index].concepts.append(note.concept)
            } else {
                reasons.append(([note.concept], note.text))
            }
        }
        for reason in reasons {
            let prefix = alreadySo ? Porter.alreadySoPrefix : Porter.notePrefix
            let concepts = reason.concepts.joined(separator: ", ")
            current = indent + prefix + "\(concepts) (\(style.displayName)): \(reason.text)"
            for concept in reason.concepts {
                changes.append(
                    PortChange(
                        file: file, line: lineOffset + self.lines.count + 1, kind: alreadySo ? .automatic : .manual,
                        concept: concept, message: reason.text))
            }
            flushLine()
        }
        for line in lines {
            let rest =
                line.hasPrefix(indent) ? String(line.dropFirst(indent.count)) : line.drop { $0 == " " }.description
            current = indent + marker + (rest.isEmpty ? "" : " " + rest)
            flushLine()
        }
        if !endsWithBreak, !replacesNextLine { current = "" }
    }

    private mutating func flushLine() {
        lines.append(current)
        current = ""
    }

    mutating func flush() {
        let indent = String(current.prefix { $0 == " " || $0 == "\t" })
        lines.insert(contentsOf: pendingNotes.map { indent + $0 }, at: noteIndex)
        pendingNotes = []
        for (kind, concept, message) in pendingChanges {
            changes.append(
                PortChange(
                    file: file, line: lineOffset + lines.count + 1, kind: kind, concept: concept, message: message))
        }
        pendingChanges = []
        flushLine()
    }

    /// Where the notes of the line being written go: above it, and above the `// swift-format-ignore` comment
    /// (with the comments under it) that must stay right above its declaration.
    var noteIndex: Int {
        var index = lines.count
        var ignore: Int?
        while index > 0 {
            let line = lines[index - 1].drop { $0 == " " || $0 == "\t" }
            guard line.hasPrefix("//"), !line.hasPrefix("// PORT") else { break }
            index -= 1
            if line.hasPrefix("// swift-format-ignore"), !line.hasPrefix("// swift-format-ignore-file") {
                ignore = index
            }
        }
        return ignore ?? lines.count
    }

    mutating func finish() -> PortResult {
        if !current.isEmpty || !pendingNotes.isEmpty || !pendingChanges.isEmpty { flush() } else { lines.append("") }
        return PortResult(output: lines.joined(separator: "\n"), changes: changes)
    }
}
