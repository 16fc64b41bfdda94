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
        // The source line each output line is (`nil` for a written one), to find the blank lines the edits joined.
        var origin: [Int?] = []
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
                    origin.append(nil)
                } else {
                    outputProtected.insert(output.count)
                    output.append(line.isEmpty ? line : extra + line)
                    origin.append(nil)
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
                origin.append(line)
            }
            for edit in applying where edit.after { emit(edit.with.map(shifted), extra: "") }
        }
        for line in 0...lines.count { emitLine(line, extra: "", setUpOnly: false) }
        return withoutJoinedBlankLines(output, outputProtected, origin)
    }

    /// The output without the blank lines that a declaration which went (a callback whose body joined another's
    /// method) left together: a blank source line after another that was not right before it in the source, or
    /// before a closing brace it was not right before.
    static func withoutJoinedBlankLines(_ output: [String], _ protected: Set<Int>, _ origin: [Int?]) -> (
        lines: [String], protected: Set<Int>
    ) {
        let isBlank = { (index: Int) in output[index].allSatisfy { $0 == " " } }
        // A blank source line is dropped after another it did not follow in the source, then before a closing brace
        // it did not come before.
        var kept: [Int] = []
        for index in output.indices {
            if isBlank(index), let source = origin[index], let last = kept.last, isBlank(last),
                origin[last] != source - 1
            {
                continue
            }
            kept.append(index)
        }
        var lines: [String] = []
        var keptProtected: Set<Int> = []
        for (position, index) in kept.enumerated() {
            if isBlank(index), let source = origin[index], position + 1 < kept.count {
                let next = kept[position + 1]
                if output[next].drop(while: { $0 == " " }).hasPrefix("}"), let closing = origin[next],
                    closing != source + 1
                {
                    continue
                }
            }
            if protected.contains(index) { keptProtected.insert(lines.count) }
            lines.append(output[index])
        }
        return (lines, keptProtected)
    }
}
