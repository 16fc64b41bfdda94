/// route-me's map view made with its tiles, `RMMapView(frame: …, andTilesource: …)` (RMMapView.h,
/// `initWithFrame:andTilesource:`), as route-me apps make it: the other styles draw their own basemap, so the view
/// is made from its frame and the tile source goes, under a review note that keeps it. The call may span lines
/// (`RMMapView(` on one, its arguments on the next); the source must be its last argument, on one line.
enum RouteMeTileSourceInit {
    static let call = "RMMapView("
    static let label = "andTilesource:"

    /// `text` with each `RMMapView(frame:andTilesource:)` made from its frame under a review note; `protected`
    /// line numbers (0-based) move down past the notes added. `changed` says whether any was.
    static func port(_ text: String, protected: Set<Int>, to target: PortingStyle) -> (
        text: String, protected: Set<Int>, changed: Bool
    ) {
        guard target != .rm, text.containsText(label) else { return (text, protected, false) }
        var lines = text.lines().map(String.init)
        var moved = protected
        var changed = false
        var index = 0
        while index < lines.count {
            guard !moved.contains(index), lines[index].containsText(call),
                let (line, source) = withoutSource(lines, from: index), !boundInBranch(source, lines, above: index)
            else {
                index += 1
                continue
            }
            let indent = String(lines[index].prefix { $0 == " " || $0 == "\t" })
            lines[line.index] = line.text
            moved = Set(moved.map { $0 >= index ? $0 + 1 : $0 })
            lines.insert(
                indent + Porter.reviewPrefix
                    + "rm.init.tileSource: the tile source went (\(source)): \(target.displayName) draws its own basemap",
                at: index)
            changed = true
            index += 2
        }
        return (lines.joined(separator: "\n"), moved, changed)
    }

    /// Whether `source` is a name an `if let` just above binds to a route-me source it makes (`if let source =
    /// RMMapboxSource(mapID: …) {`): that branch never runs on the target and goes whole (``Porter``'s kept
    /// `else` branch), so its call is left as written, for a port back to restore.
    static func boundInBranch(_ source: String, _ lines: [String], above index: Int) -> Bool {
        lines[max(0, index - 3)..<index].contains { line in
            let code = String(line.drop { $0 == " " || $0 == "\t" })
            return (code.hasPrefix("if let \(source) = RM") || code.hasPrefix("if var \(source) = RM"))
                && code.containsText("Source(")
        }
    }

    /// The line of the `RMMapView(` call starting on line `start` that holds its tile source, rewritten without
    /// it, and the source; `nil` when the call has no tile source as its last argument on one line.
    static func withoutSource(_ lines: [String], from start: Int) -> (line: (index: Int, text: String), String)? {
        guard let open = lines[start].firstRange(of: call) else { return nil }
        var depth = 1
        var index = start
        var characters = Array(lines[start][open.upperBound...])
        var offset = lines[start].distance(from: lines[start].startIndex, to: open.upperBound)
        while index < min(lines.count, start + 10) {
            let labelCharacters = Array(label)
            for (position, character) in characters.enumerated() {
                if "([{".contains(character) { depth += 1 }
                if ")]}".contains(character) { depth -= 1 }
                if depth == 0 { return nil }
                guard depth == 1, position + labelCharacters.count <= characters.count,
                    Array(characters[position..<(position + labelCharacters.count)]) == labelCharacters
                else { continue }
                // The label and its value up to the call's closing parenthesis, on this line.
                var end = position + labelCharacters.count
                var inner = 1
                while end < characters.count {
                    if "([{".contains(characters[end]) { inner += 1 }
                    if ")]}".contains(characters[end]) { inner -= 1 }
                    if inner == 0 || (inner == 1 && characters[end] == ",") { break }
                    end += 1
                }
                guard end < characters.count, characters[end] == ")" else { return nil }
                // The comma before the label goes too.
                var cut = position
                while cut > 0, characters[cut - 1] == " " { cut -= 1 }
                guard cut > 0, characters[cut - 1] == "," else { return nil }
                cut -= 1
                let text = Array(lines[index])
                let source = String(characters[(position + labelCharacters.count)..<end]).trimmingTrailingSpace
                let rewritten = String(text[..<(offset + cut)]) + String(text[(offset + end)...])
                return ((index, rewritten), String(source.drop { $0 == " " }))
            }
            index += 1
            guard index < lines.count else { return nil }
            characters = Array(lines[index])
            offset = 0
        }
        return nil
    }
}
