/// NAVER's `NMFNaverMapView` wraps the map view (`naverMapView.mapView`) with its controls; the other styles put
/// both on one view. Porting away from NAVER, the wrapper becomes the target's map view (see the API map), so
/// `wrapper.mapView` is the wrapper itself.
enum NaverMapViewWrapper {
    /// `text` with `.mapView` dropped after every variable declared or created as an `NMFNaverMapView`.
    static func unwrap(_ text: String) -> String {
        // The wrapper's name is a token of the text: a text without its bytes has no wrapper to unwrap.
        guard text.containsText("NMFNaverMapView") else { return text }
        let tokens = SwiftTokenizer(text).tokenize()
        let significant = tokens.indices.filter { !tokens[$0].isTrivia }
        var wrappers: Set<String> = []
        for (position, index) in significant.enumerated() where tokens[index].text == "NMFNaverMapView" {
            // `let name = NMFNaverMapView(` or `name: NMFNaverMapView`.
            guard position >= 2 else { continue }
            let previous = tokens[significant[position - 1]].text
            let name = tokens[significant[position - 2]]
            if (previous == "=" || previous == ":"), name.kind == .identifier { wrappers.insert(name.text) }
        }
        guard !wrappers.isEmpty else { return text }
        var output = ""
        var skip: Set<Int> = []
        for (position, index) in significant.enumerated() where position + 2 < significant.count {
            let dot = significant[position + 1]
            let member = significant[position + 2]
            if wrappers.contains(tokens[index].text), tokens[index].kind == .identifier, tokens[dot].text == ".",
                tokens[member].text == "mapView", dot == index + 1, member == dot + 1
            {
                skip.insert(dot)
                skip.insert(member)
            }
        }
        output.reserveCapacity(text.utf8.count)
        for index in tokens.indices where !skip.contains(index) { output += tokens[index].text }
        return output
    }
}
