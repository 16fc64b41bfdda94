/// A type that subclasses or extends NAVER's wrapper (`class ClusterMapView: NMFNaverMapView`, as NAVER apps
/// build their map screens' views) reads the wrapped map view as its own member: `self.mapView.…`, or `mapView.…`
/// on an implicit `self`. Ported, the wrapper is the target's map view, so that map view is the type itself:
/// `self`. A target whose map view cannot be subclassed (TomTom's final `TomTomMap`) leaves the type without its
/// superclass, and these reads to the member check.
extension NaverMapViewWrapper {
    /// `text` with the wrapper's `mapView` read as `self` in the bodies of the types that subclass or extend
    /// `NMFNaverMapView`; a function that names a parameter `mapView` keeps its own.
    static func unwrapSelf(_ text: String, to target: PortingStyle) -> String {
        let maps = MissingMembers.owners[target]?[.mapView] ?? []
        guard text.containsText("NMFNaverMapView"), !maps.isEmpty,
            maps.allSatisfy({ !(MissingMembers.unadoptable[target] ?? []).contains($0) })
        else { return text }
        let tokens = SwiftTokenizer(text).tokenize()
        let significant = tokens.indices.filter { !tokens[$0].isTrivia }
        let word = { (position: Int) in
            position >= 0 && position < significant.count ? tokens[significant[position]].text : ""
        }
        var replaced: [Int: String] = [:]
        var skipped: Set<Int> = []
        for position in significant.indices where word(position) == "NMFNaverMapView" {
            // `class Name: NMFNaverMapView` (its superclass: first in the list) or `extension NMFNaverMapView`.
            let isSubclass = word(position - 1) == ":" && word(position - 3) == "class"
            guard isSubclass || word(position - 1) == "extension",
                let open = (position..<significant.count).first(where: { word($0) == "{" }),
                let close = closingBrace(from: open, word)
            else { continue }
            let shadowed = parameterScopes(open..<close, word)
            for inner in (open + 1)..<close where word(inner) == "mapView" {
                let previous = word(inner - 1)
                let next = word(inner + 1)
                // A label, a declaration or a parameter: the app's own name.
                guard next != ":", !["let", "var", "func", "case"].contains(previous) else { continue }
                if previous == ".", word(inner - 2) == "self", word(inner - 3) != "." {
                    skipped.insert(significant[inner - 1])
                    skipped.insert(significant[inner])
                } else if previous != ".", !shadowed.contains(where: { $0.contains(inner) }) {
                    replaced[significant[inner]] = "self"
                }
            }
        }
        guard !replaced.isEmpty || !skipped.isEmpty else { return text }
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for index in tokens.indices where !skipped.contains(index) {
            output += replaced[index] ?? tokens[index].text
        }
        return output
    }

    /// The position of the `}` that closes the `{` at `open`.
    private static func closingBrace(from open: Int, _ word: (Int) -> String) -> Int? {
        var depth = 0
        var position = open
        while !word(position).isEmpty || depth > 0 {
            if word(position) == "{" { depth += 1 }
            if word(position) == "}" {
                depth -= 1
                if depth == 0 { return position }
            }
            position += 1
            if word(position).isEmpty { return nil }
        }
        return nil
    }

    /// The bodies of the functions in `range` that declare a parameter named `mapView`.
    private static func parameterScopes(_ range: Range<Int>, _ word: (Int) -> String) -> [Range<Int>] {
        var scopes: [Range<Int>] = []
        for position in range where word(position) == "func" {
            guard let open = (position..<range.upperBound).first(where: { word($0) == "{" }) else { continue }
            let header = position..<open
            guard header.contains(where: { word($0) == "mapView" && word($0 + 1) == ":" }),
                let close = closingBrace(from: open, word)
            else { continue }
            scopes.append(open..<close)
        }
        return scopes
    }
}
