/// How the callback port changes the source: edits at source lines (lines written before or after a line, lines
/// left out), applied in one pass, with callback bodies carried by reference so that the edits inside them move
/// with them.
extension CallbackPorter {
    /// Lines to write before line `at`, and lines to leave out.
    struct Edit {
        var at: Int
        var remove: ClosedRange<Int>?
        var with: [String]
        /// Written after line `at` rather than before it.
        var after = false
        /// A set-up edit: it applies to the line wherever the line goes (a callback body moves).
        var setUp = false
    }

    /// A body line written by reference (`\u{2}<line>\u{3}<indent>`), so that set-up edits inside it still apply
    /// where it goes.
    static let bodyReference = "\u{2}"
    static let indentMark = "\u{3}"

    /// Body lines are tagged while the output is built, so that they are ported afterwards.
    static let bodyMark = "\u{1}"

    /// A written line four spaces further in, whether it is a body reference, a tagged body line or plain.
    static func indented(_ line: String) -> String {
        if line.hasPrefix(bodyReference), let mark = line.firstIndex(of: indentMark.first ?? " ") {
            let shift = Int(line[line.index(after: mark)...]) ?? 0
            return String(line[...mark]) + "\(shift + 4)"
        }
        if line.hasPrefix(bodyMark) { return bodyMark + "    " + line.dropFirst(bodyMark.count) }
        return line.isEmpty ? line : "    " + line
    }

    /// The source lines with the edits applied: each edit's lines written before (or after) its line, the lines
    /// it removes left out, body lines written by reference re-read from the source with their own set-up edits,
    /// and the (0-based) output lines written in the target style, which the member-level port leaves alone.
    static func apply(_ edits: [Edit], to lines: [String], protected: Set<Int>) -> (
        lines: [String], protected: Set<Int>
    ) {
        var output: [String] = []
        var outputProtected: Set<Int> = []
        // The edits of each line, and the lines each kind of edit leaves out, found once: looking them up per
        // line keeps the pass linear in the file.
        var editsAt: [Int: [Edit]] = [:]
        var removedByAny: Set<Int> = []
        var removedBySetUp: Set<Int> = []
        var removedByOther: Set<Int> = []
        for edit in edits {
            editsAt[edit.at, default: []].append(edit)
            guard let remove = edit.remove else { continue }
            for line in remove {
                removedByAny.insert(line)
                if edit.setUp { removedBySetUp.insert(line) } else { removedByOther.insert(line) }
            }
        }
        func emit(_ written: [String], extra: String) {
            for line in written {
                if line.hasPrefix(Self.bodyReference), let number = Int(line.dropFirst().prefix { $0.isNumber }) {
                    let shift = Int(line.drop { $0 != Self.indentMark.first }.dropFirst()) ?? 0
                    emitLine(number, extra: extra, shift: shift, setUpOnly: true)
                } else if line.hasPrefix(Self.bodyMark) {
                    output.append(extra + String(line.dropFirst(Self.bodyMark.count)))
                } else {
                    outputProtected.insert(output.count)
                    output.append(line.isEmpty ? line : extra + line)
                }
            }
        }
        func emitLine(_ line: Int, extra: String, shift: Int = 0, setUpOnly: Bool) {
            func shifted(_ text: String) -> String {
                guard !text.isEmpty else { return text }
                if shift >= 0 { return extra + String(repeating: " ", count: shift) + text }
                let spaces = text.prefix { $0 == " " }.count
                return extra + String(text.dropFirst(min(spaces, -shift)))
            }
            // A line of a body that moves: its set-up edits go with it (by reference), not here.
            let movedAway = !setUpOnly && removedByOther.contains(line)
            let applying = (editsAt[line] ?? []).filter { setUpOnly ? $0.setUp : !(movedAway && $0.setUp) }
            for edit in applying where !edit.after { emit(edit.with.map(shifted), extra: "") }
            let removed = setUpOnly ? removedBySetUp.contains(line) : removedByAny.contains(line)
            if line < lines.count, !removed {
                if protected.contains(line) { outputProtected.insert(output.count) }
                output.append(shifted(lines[line]))
            }
            for edit in applying where edit.after { emit(edit.with.map(shifted), extra: "") }
        }
        for line in 0...lines.count { emitLine(line, extra: "", setUpOnly: false) }
        return (output, outputProtected)
    }
}
