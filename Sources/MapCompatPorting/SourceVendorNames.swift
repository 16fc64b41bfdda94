/// Names of the source vendor left in a port's code: a type or constant no rule rewrote (`NMFInfoWindow`,
/// `RMPointAnnotation`, `NMF_MARKER_IMAGE_RED`), which the target's module does not declare.
///
/// Three of the vendors prefix every public name (NAVER `NMF`/`NMG`, MapLibre `MLN`, route-me `RM`), so a name
/// with the source's prefix that is still there after porting has no counterpart. A statement naming one is
/// commented out (`DependentLines`); TomTom's names carry no prefix, so its leftovers are not found this way.
enum SourceVendorNames {
    /// The source vendor's names in a code line, outside strings and comments and not after a `.`; none in a
    /// line that declares a type (a type is never commented out) or in an `import`.
    static func leftovers(_ code: String, source: PortingStyle, target: PortingStyle) -> [String] {
        let prefixes = source.namePrefixes
        guard !prefixes.isEmpty, prefixes != target.namePrefixes, code.containsAnyText(prefixes) else { return [] }
        let tokens = SwiftTokenizer(code).tokenize().filter { !$0.isTrivia }
        func isSourceName(_ name: String) -> Bool {
            guard let prefix = prefixes.first(where: { name.hasPrefix($0) }),
                let next = name.dropFirst(prefix.count).first
            else { return false }
            return next.isUppercase || next == "_"
        }
        let declaresType = tokens.contains {
            ["class", "struct", "enum", "extension", "protocol", "import"].contains($0.text)
        }
        guard !declaresType else { return [] }
        var names: [String] = []
        for (offset, token) in tokens.enumerated() where token.kind == .identifier {
            guard offset == 0 || tokens[offset - 1].text != ".", isSourceName(token.text), !names.contains(token.text)
            else { continue }
            names.append(token.text)
        }
        return names
    }

    /// A type header (`final class Screen: NSObject, NMFMapViewLoadDelegate {`) without the source vendor's names
    /// in its inheritance list, and those names; `nil` when it names none. The type stays: only the
    /// conformances go (their methods stay, as the app's own).
    /// What the target's app types cannot inherit or adopt as written (``MissingMembers/unadoptable``: TomTom's
    /// final `TomTomMap`, a location-source protocol) goes from the list too.
    /// `unadoptable` is false for a header the input already held (the target's own, or restored by porting
    /// back), whose list is the app's.
    static func header(
        _ line: String, source: PortingStyle, target: PortingStyle, unadoptable: Bool = true
    ) -> (line: String, names: [String])? {
        let prefixes = source == target || source.namePrefixes == target.namePrefixes ? [] : source.namePrefixes
        let final = source == target || !unadoptable ? [] : MissingMembers.unadoptable[target] ?? []
        guard !prefixes.isEmpty || !final.isEmpty, line.containsByte(UInt8(ascii: ":")),
            line.containsAnyText(TypeHeader.keywords)
        else { return nil }
        let tokens = SwiftTokenizer(line).tokenize()
        let significant = tokens.indices.filter { !tokens[$0].isTrivia }
        guard
            let keyword = significant.firstIndex(where: {
                TypeHeader.keywords.contains(tokens[$0].text)
            }),
            keyword + 2 < significant.count, tokens[significant[keyword + 2]].text == ":"
        else { return nil }
        // The list's items: from after the colon to the `{` or `where`, split at top-level commas.
        var items: [[Int]] = [[]]
        var depth = 0
        for position in (keyword + 3)..<significant.count {
            let text = tokens[significant[position]].text
            if depth == 0, text == "{" || text == "where" { break }
            if text == "<" { depth += 1 }
            if text == ">" { depth -= 1 }
            if depth == 0, text == "," {
                items.append([])
            } else {
                items[items.count - 1].append(significant[position])
            }
        }
        let isSource = { (item: [Int]) -> Bool in
            guard let first = item.first else { return false }
            let name = tokens[first].text
            if item.count == 1, final.contains(name) { return true }
            return prefixes.contains { prefix in
                name.hasPrefix(prefix) && name.dropFirst(prefix.count).first.map { $0.isUppercase || $0 == "_" } == true
            }
        }
        let dropped = items.filter(isSource)
        guard !dropped.isEmpty, let first = items.first?.first, let last = items.last?.last else { return nil }
        let kept = items.filter { !$0.isEmpty && !isSource($0) }.map { item in
            tokens[item[0]...item[item.count - 1]].map(\.text).joined()
        }
        // The text before the list (up to the colon, or the name when nothing is left), the list, the rest.
        let colon = significant[keyword + 2]
        let head = tokens[..<(kept.isEmpty ? colon : first)].map(\.text).joined()
        let tail = tokens[(last + 1)...].map(\.text).joined()
        let list = kept.joined(separator: ", ")
        let rebuilt = kept.isEmpty ? head.trimmingTrailingSpace + tail : head + list + tail
        return (rebuilt, dropped.map { tokens[$0[0]].text })
    }
}
