/// Names of the source vendor left in a port's code: a type or constant no rule rewrote (`NMFInfoWindow`,
/// `RMPointAnnotation`, `NMF_MARKER_IMAGE_RED`), which the target's module does not declare.
///
/// Three of the vendors prefix every public name (NAVER `NMF`/`NMG`, MapLibre `MLN`, route-me `RM`), so a name
/// with the source's prefix that is still there after porting has no counterpart. A statement naming one is
/// commented out (`DependentLines`); TomTom's names carry no prefix, so its leftovers are not found this way.
enum SourceVendorNames {
    /// The name prefixes of each style's vendor.
    static let prefixes: [PortingStyle: [String]] = [.naver: ["NMF", "NMG"], .maplibre: ["MLN"], .rm: ["RM"]]

    /// The source vendor's names in a code line, outside strings and comments and not after a `.`; none in a
    /// line that declares a type (a type is never commented out) or in an `import`.
    static func leftovers(_ code: String, source: PortingStyle, target: PortingStyle) -> [String] {
        guard let prefixes = prefixes[source], prefixes != Self.prefixes[target] else { return [] }
        let tokens = SwiftTokenizer(code).tokenize().filter { !$0.isTrivia }
        let declaresType = tokens.contains {
            ["class", "struct", "enum", "extension", "protocol", "import"].contains($0.text)
        }
        guard !declaresType else { return [] }
        var names: [String] = []
        for (offset, token) in tokens.enumerated() where token.kind == .identifier {
            guard offset == 0 || tokens[offset - 1].text != ".",
                let prefix = prefixes.first(where: { token.text.hasPrefix($0) }),
                let next = token.text.dropFirst(prefix.count).first, next.isUppercase || next == "_",
                !names.contains(token.text)
            else { continue }
            names.append(token.text)
        }
        return names
    }
}
