/// Names qualified with the source vendor's module (`TomTomSDKMapDisplay.MapView`, `NMapsMap.NMFMapView`,
/// `MapLibre.MLNMapView`), which apps write to tell a vendor's type from SwiftUI's or their own: the qualifier is
/// dropped before porting, so the name ports as any other and the target's module never has to hold it.
enum VendorQualifiers {
    /// The vendor's modules and the adapter's, which qualifies a name the core declares too (``CoreNameClashes``).
    static func qualifiers(_ style: PortingStyle) -> Set<String> {
        style.vendorModules.union([style.moduleName])
    }

    /// `text` with each `Module.` qualifier of `style`'s modules removed from code (strings, comments and
    /// `import` lines are kept); returns `text` itself when it names none of them.
    static func strip(_ text: String, from style: PortingStyle) -> String {
        let names = qualifiers(style)
        guard names.contains(where: { text.containsText($0 + ".") }) else { return text }
        let tokens = SwiftTokenizer(text).tokenize()
        var output = ""
        output.reserveCapacity(text.utf8.count)
        var index = 0
        var lineIsImport = false
        var lineStarted = false
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .newline {
                lineIsImport = false
                lineStarted = false
            } else if !token.isTrivia, !lineStarted {
                lineStarted = true
                lineIsImport = token.text == "import"
            }
            if !lineIsImport, token.kind == .identifier, names.contains(token.text), index + 2 < tokens.count,
                tokens[index + 1].text == ".", tokens[index + 2].kind == .identifier
            {
                index += 2
                continue
            }
            output += token.text
            index += 1
        }
        return output
    }
}
