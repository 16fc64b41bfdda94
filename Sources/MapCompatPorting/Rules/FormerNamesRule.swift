import MapCompatSyntax

/// Names an earlier release of the source's SDK gave its API, read as the current ones before anything else ports
/// (``PortingStyle/formerNamePrefixes``, ``PortingStyle/formerModules``): most public MapLibre code still spells
/// Mapbox's `MGLMapView` and imports `Mapbox`, the names MapLibre Native iOS renamed `MLN` and `MapLibre` in 6.0
/// (maplibre/maplibre-native pull request 919: "change all your MGL prefixes to MLN"). The rules after this one
/// then find the SDK's calls, callbacks and types in that code as in code written for the current release.
///
/// Only code is renamed: a name in a string's text or a comment stays as written.
struct FormerNamesRule: PortRule {
    /// The former prefixes with the current ones, longest first (so that one prefix of another cannot take it).
    let prefixes: [(former: String, current: String)]
    let modules: [String: String]

    init(context: PortContext) {
        prefixes = context.source.formerNamePrefixes.sorted { $0.key.count > $1.key.count }.map {
            (former: $0.key, current: $0.value)
        }
        modules = context.source.formerModules
    }

    static func applies(to context: PortContext) -> Bool {
        !context.source.formerNamePrefixes.isEmpty || !context.source.formerModules.isEmpty
    }

    func mayEdit(_ text: String) -> Bool {
        prefixes.contains { text.containsText($0.former) } || modules.keys.contains { text.containsText($0) }
    }

    func edits(in file: PortFile, findings: inout [PortFinding]) -> [SourceEdit] {
        let tokens = file.tree.root.syntax.tokens
        var edits: [SourceEdit] = []
        for (position, token) in tokens.enumerated() where token.kind == .identifier {
            let text = token.text
            // `import Mapbox`, and a name it qualifies (`Mapbox.MGLMapView`); not an app's own value of that name.
            if let current = modules[text],
                position > 0 && tokens[position - 1].text == "import"
                    || position + 2 < tokens.count && tokens[position + 1].kind == .period
                        && prefixes.contains(where: { tokens[position + 2].text.isName(prefixedBy: $0.former) })
            {
                edits.append(SourceEdit(range: token.trimmedRange, replacement: current))
                continue
            }
            guard let prefix = prefixes.first(where: { text.isName(prefixedBy: $0.former) }) else { continue }
            edits.append(
                SourceEdit(range: token.trimmedRange, replacement: prefix.current + text.dropFirst(prefix.former.count))
            )
        }
        if let first = edits.first {
            let names =
                prefixes.map { "\($0.former) names as \($0.current)" }
                + modules.sorted { $0.key < $1.key }.map {
                    "`\($0.key)` as `\($0.value)`"
                }
            findings.append(
                PortFinding(
                    offset: first.range.lowerBound, kind: .automatic, concept: "module.formerNames",
                    message: "the SDK's former names read as its current ones: " + names.joined(separator: ", ")))
        }
        return edits
    }
}
