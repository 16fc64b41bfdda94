import Foundation

/// NAVER's animated move as NAVER's demo writes it, over several statements (navermaps/ios-map-sdk NaverMapDemo,
/// CameraMoveViewController.swift and its kin; NMFCameraUpdate.h):
///
/// ```swift
/// let cameraUpdate = NMFCameraUpdate(scrollTo: position)
/// cameraUpdate.animation = .fly
/// cameraUpdate.animationDuration = 3
/// mapView.moveCamera(cameraUpdate)
/// ```
///
/// Ported away from NAVER, the group becomes the one statement the camera shapes know: the move at once when
/// no animation is set, else the update built where it is passed, eased, with its duration
/// (``APIMap/naverEased(_:)``, ``APIMap/naverTimed(_:)``), so that the target animates as NAVER did instead of
/// jumping. The other styles have one easing, so an animation other than `.easeIn` is noted for review.
enum NaverCameraUpdateGroups {
    /// The text with each group in one statement, the (0-based) protected lines moved with it, and whether an
    /// animation other than NAVER's ease was made one.
    static func collapse(_ text: String, protected: Set<Int>) -> (
        text: String, protected: Set<Int>, easedOther: Bool
    ) {
        let original = text.lines().map(String.init)
        var easedOther = false
        let result = LineRuns.replace(original, protected: protected) { index in
            guard let group = group(at: index, original), !(index...group.end).contains(where: protected.contains)
            else { return nil }
            let indent = String(original[index].prefix { $0 == " " || $0 == "\t" })
            // The group's blank and comment lines, the comments after its statements and the app's statements
            // between them stay above it.
            var written = group.kept.map { (text: $0, protected: false) }
            if let animation = group.animation, animation != ".easeIn", animation != ".none" {
                easedOther = true
                let note =
                    "camera.update.animation: NAVER's \(animation) became the target's one eased move"
                written.append((indent + Porter.reviewPrefix + note, true))
            }
            written.append((indent + statement(group) + (group.comment.map { " " + $0 } ?? ""), false))
            return (group.end, written)
        }
        return (result.text, result.protected, easedOther)
    }

    struct Group {
        var update: String
        var map: String
        var animation: String?
        var duration: String?
        var end: Int
        /// Blank and comment lines inside the group, and the comments its statements end with, as lines.
        var kept: [String] = []
        /// The comment the move ends with (`mapView.moveCamera(cameraUpdate) // …`).
        var comment: String?
        /// Whether app statements stand between the update and its move (kept above the move).
        var between = false
    }

    /// The one statement of a group.
    static func statement(_ group: Group) -> String {
        guard let animation = group.animation, animation != ".none" else {
            return "\(group.map).moveCamera(\(group.update))"
        }
        let duration = group.duration.map { " update.animationDuration = \($0);" } ?? ""
        return "\(group.map).moveCamera({ let update = \(group.update); update.animation = .easeIn;\(duration) "
            + "return update }())"
    }

    /// The group whose update is declared from line `index`: `let name = NMFCameraUpdate(…)` (its type may be
    /// written, its arguments on lines of their own; many apps write `var`, which the group's statements never
    /// need), then only its `animation` and `animationDuration`, then `map.moveCamera(name)`, and the name used
    /// nowhere else in its scope.
    static func group(at index: Int, _ lines: [String]) -> Group? {
        let line = lines[index]
        let code = line.trimming(" \t")
        guard code.hasPrefix("let ") || code.hasPrefix("var ") else { return nil }
        // The update may be written over several lines (`NMFCameraUpdate(` then its arguments, one per line).
        let (statement, declarationEnd) = MarkerConstruction.statement(at: index, lines)
        let (trimmed, declarationComment) = withoutComment(statement)
        guard let equals = trimmed.range(of: " = NMFCameraUpdate") else { return nil }
        let declared = trimmed[trimmed.index(trimmed.startIndex, offsetBy: 4)..<equals.lowerBound]
        let name = String(declared.prefix { $0 != ":" })
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
            name.count == declared.count || declared.dropFirst(name.count) == ": NMFCameraUpdate"
        else { return nil }
        let update = String(trimmed[trimmed.index(equals.lowerBound, offsetBy: 3)...])
        guard balanced(update) else { return nil }
        var group = Group(update: update, map: "", end: declarationEnd)
        let indent = String(line.prefix { $0 == " " || $0 == "\t" })
        if let declarationComment { group.kept.append(indent + declarationComment) }
        var next = declarationEnd + 1
        while next < lines.count {
            let (statement, comment) = withoutComment(lines[next].trimming(" \t"))
            if statement.isEmpty {
                group.kept.append(lines[next])
                next += 1
                continue
            }
            if let comment, !statement.hasSuffix(".moveCamera(\(name))") { group.kept.append(indent + comment) }
            if let value = assignment(statement, name + ".animation"), group.animation == nil {
                group.animation = value
            } else if let value = assignment(statement, name + ".animationDuration"), group.duration == nil {
                group.duration = value
            } else if statement.hasSuffix(".moveCamera(\(name))") {
                group.map = String(statement.dropLast(".moveCamera(\(name))".count))
                group.comment = comment
                group.end = next
                break
            } else if isBetween(lines[next], statement, indent: indent, name: name) {
                // The app's own statement between the update and the move (a location overlay set up first) stays
                // where it is, above the move; the update is built at the move, which is the same update when
                // nothing it reads can change in between.
                group.kept.append(lines[next])
                group.between = true
            } else {
                return nil
            }
            next += 1
        }
        guard !group.map.isEmpty, balanced(group.map), !usedLater(name, after: group.end, within: line, lines) else {
            return nil
        }
        if group.between {
            let read = [group.update, group.duration ?? ""].flatMap(readNames)
            guard read.allSatisfy({ constant($0, before: index, lines) }) else { return nil }
        }
        return group
    }

    /// Whether a line between an update and its move is a whole statement of the app's, at the update's
    /// indentation, that does not name the update.
    static func isBetween(_ line: String, _ statement: String, indent: String, name: String) -> Bool {
        guard line.hasPrefix(indent), !line.dropFirst(indent.count).hasPrefix(" "),
            !line.dropFirst(indent.count).hasPrefix("\t"), balanced(statement), !statement.hasPrefix("}"),
            !statement.hasSuffix("{"), !["return", "break", "continue", "throw"].contains(where: statement.hasPrefix)
        else { return false }
        return !SwiftTokenizer(statement).tokenize().contains { $0.kind == .identifier && $0.text == name }
    }

    /// The names an expression reads (not argument labels, members after a dot, or types made by a call);
    /// `self` and a type's static member make it unknown (`"self"`), as they may change.
    static func readNames(_ code: String) -> [String] {
        let tokens = SwiftTokenizer(code).tokenize().filter { !$0.isTrivia }
        var names: [String] = []
        for (offset, token) in tokens.enumerated() where token.kind == .identifier || token.text == "self" {
            let next = offset + 1 < tokens.count ? tokens[offset + 1].text : ""
            let previous = offset > 0 ? tokens[offset - 1].text : ""
            if previous == "." || next == ":" { continue }
            if token.text.first?.isUppercase == true {
                if next != "(" { names.append("self") }
                continue
            }
            names.append(token.text)
        }
        return names
    }

    /// Whether `name` is a constant of the function around line `index`: declared by `let` (or `if let`,
    /// `guard let`) above it in the function, or one of the function's parameters.
    static func constant(_ name: String, before index: Int, _ lines: [String]) -> Bool {
        guard name != "self" else { return false }
        for line in lines[..<index].reversed() {
            let words = SwiftTokenizer(line).tokenize().filter { !$0.isTrivia }.map(\.text)
            if words.contains("func") || words.contains("init") {
                // A parameter: its name before the colon (`to target: NMGLatLng`, `_ target: NMGLatLng`).
                return words.indices.dropLast().contains { words[$0] == name && words[$0 + 1] == ":" }
            }
            if let keyword = words.firstIndex(where: { $0 == "let" || $0 == "var" }), keyword + 1 < words.count,
                words[keyword + 1] == name
            {
                return words[keyword] == "let"
            }
        }
        return false
    }

    /// A line of code without the comment it ends with, and that comment (a line that is only a comment is all
    /// comment). A line with no `/` has none.
    static func withoutComment(_ code: String) -> (code: String, comment: String?) {
        guard code.contains("/") else { return (code, nil) }
        let tokens = SwiftTokenizer(code).tokenize()
        guard let last = tokens.lastIndex(where: { $0.kind != .whitespace }), tokens[last].kind == .comment
        else { return (code, nil) }
        let kept = tokens[..<last].map(\.text).joined().trimming(" \t")
        return (kept, tokens[last].text)
    }

    /// The value of `target = value` on one line (``MarkerConstruction/assignment(_:_:)``), whole.
    static func assignment(_ statement: String, _ target: String) -> String? {
        MarkerConstruction.assignment(statement, target).flatMap { balanced($0) && !$0.isEmpty ? $0 : nil }
    }

    /// Whether a text opens and closes its brackets, none closed first.
    static func balanced(_ text: String) -> Bool {
        var depth = 0
        for character in text {
            if "([{".contains(character) { depth += 1 }
            if ")]}".contains(character) { depth -= 1 }
            if depth < 0 { return false }
        }
        return depth == 0
    }

    /// Whether `name` appears in the lines after `end` that are still in the scope of the declaration `line`
    /// (until a code line indented less).
    static func usedLater(_ name: String, after end: Int, within line: String, _ lines: [String]) -> Bool {
        let indent = line.prefix { $0 == " " || $0 == "\t" }.count
        for later in lines.dropFirst(end + 1) {
            let code = later.trimming(" \t")
            if !code.isEmpty, later.prefix(while: { $0 == " " || $0 == "\t" }).count < indent { return false }
            let words = SwiftTokenizer(later).tokenize().filter { $0.kind == .identifier }.map(\.text)
            if words.contains(name) { return true }
        }
        return false
    }
}
