/// NAVER's `NMFNaverMapView` wraps the map view (`naverMapView.mapView`) with its controls; the other styles put
/// both on one view. Porting away from NAVER, the wrapper becomes the target's map view (see the API map), so
/// `wrapper.mapView` is the wrapper itself. TomTom splits them the other way: the wrapper becomes its `MapView`,
/// whose map is `mapView.map` (TomTom's `TomTomMap` reference), so there `.mapView` becomes `.map`.
enum NaverMapViewWrapper {
    /// `text` with `.mapView` dropped (or, towards TomTom, written `.map`) after every variable declared or
    /// created as an `NMFNaverMapView`.
    static func unwrap(_ text: String, to target: PortingStyle) -> String {
        // The wrapper's name is a token of the text: a text without its bytes has no wrapper to unwrap.
        guard text.containsText("NMFNaverMapView") else { return text }
        let tokens = SwiftTokenizer(text).tokenize()
        let significant = tokens.indices.filter { !tokens[$0].isTrivia }
        var wrappers: Set<String> = []
        // Wrappers declared implicitly unwrapped (`@IBOutlet weak var naverMapView: NMFNaverMapView!`).
        var implicitlyUnwrapped: Set<String> = []
        for (position, index) in significant.enumerated() where tokens[index].text == "NMFNaverMapView" {
            // `let name = NMFNaverMapView(` or `name: NMFNaverMapView`.
            guard position >= 2 else { continue }
            let previous = tokens[significant[position - 1]].text
            let name = tokens[significant[position - 2]]
            if (previous == "=" || previous == ":"), name.kind == .identifier { wrappers.insert(name.text) }
            if previous == ":", position + 1 < significant.count, tokens[significant[position + 1]].text == "!" {
                implicitlyUnwrapped.insert(name.text)
            }
        }
        guard !wrappers.isEmpty else { return text }
        var output = ""
        var skip: Set<Int> = []
        var renamed: Set<Int> = []
        var forced: Set<Int> = []
        for (position, index) in significant.enumerated() where position + 2 < significant.count {
            guard wrappers.contains(tokens[index].text), tokens[index].kind == .identifier else { continue }
            // `wrapper.mapView`, or through an optional: `wrapper?.mapView`, `wrapper!.mapView`.
            let unwrap = ["?", "!"].contains(tokens[significant[position + 1]].text) ? 1 : 0
            guard position + 2 + unwrap < significant.count else { continue }
            let dot = significant[position + 1 + unwrap]
            let member = significant[position + 2 + unwrap]
            guard tokens[dot].text == ".", tokens[member].text == "mapView", dot == index + 1 + unwrap,
                member == dot + 1
            else { continue }
            if target == .tomtom {
                renamed.insert(member)
                continue
            }
            skip.insert(dot)
            // `let mapView = naverMapView.mapView` on an implicitly unwrapped wrapper: the wrapper bound alone
            // would be an optional, where NAVER's map view was a value; it is unwrapped as NAVER's read did.
            let after = member + 1 < tokens.count ? tokens[member + 1].text : ""
            if unwrap == 0, implicitlyUnwrapped.contains(tokens[index].text), position >= 3,
                tokens[significant[position - 1]].text == "=",
                ["let", "var"].contains(tokens[significant[position - 3]].text),
                ![".", "?", "!"].contains(after)
            {
                forced.insert(member)
                continue
            }
            skip.insert(member)
            // `wrapper?.mapView` read whole is the wrapper itself: its `?` goes too (`wrapper?.mapView.zoom`
            // keeps it, as `wrapper?.zoom`).
            let next = member + 1 < tokens.count ? tokens[member + 1].text : ""
            if unwrap == 1, tokens[index + 1].text == "?", next != ".", next != "?" { skip.insert(index + 1) }
        }
        output.reserveCapacity(text.utf8.count)
        for index in tokens.indices where !skip.contains(index) {
            let token = tokens[index]
            if renamed.contains(index) {
                output += "map"
                continue
            }
            if forced.contains(index) {
                output += "!"
                continue
            }
            output +=
                token.kind == .string && token.text.contains("\\(")
                ? unwrap(token.text, wrappers, to: target) : token.text
        }
        return output
    }

    /// A string literal with `wrapper.mapView` (or `wrapper?.mapView`, `wrapper!.mapView`) inside its
    /// interpolations read as the wrapper, as in code: `"\\(naverMapView.mapView.cameraPosition.zoom)"`. Its text
    /// stays as it is.
    static func unwrap(_ literal: String, _ wrappers: Set<String>, to target: PortingStyle) -> String {
        SwiftToken.rewritingInterpolations(of: literal) { unwrap(code: $0, wrappers, to: target) } ?? literal
    }

    /// Code with `wrapper.mapView` read as the wrapper (``unwrap(_:_:to:)``).
    static func unwrap(code: String, _ wrappers: Set<String>, to target: PortingStyle) -> String {
        let characters = Array(code)
        let isName = { (character: Character) in character.isLetter || character.isNumber || character == "_" }
        var output = ""
        var index = 0
        while index < characters.count {
            if index == 0 || !isName(characters[index - 1]),
                let (wrapper, length) = wrapperRead(characters, at: index, wrappers, isName)
            {
                let read = String(characters[index..<(index + length)])
                // `wrapper.mapView` ends the read: towards TomTom it is `wrapper.map`.
                output += target == .tomtom ? String(read.dropLast("View".count)) : wrapper
                index += length
                continue
            }
            output.append(characters[index])
            index += 1
        }
        return output
    }

    /// The wrapper and the length of `wrapper.mapView` (`?.`, `!.` kept when a member follows) at `index`.
    static func wrapperRead(
        _ characters: [Character], at index: Int, _ wrappers: Set<String>, _ isName: (Character) -> Bool
    ) -> (String, Int)? {
        for wrapper in wrappers {
            let name = Array(wrapper)
            guard index + name.count < characters.count, Array(characters[index..<(index + name.count)]) == name
            else { continue }
            var end = index + name.count
            let mark = ["?", "!"].contains(characters[end]) ? String(characters[end]) : ""
            end += mark.count
            let member = Array(".mapView")
            guard end + member.count <= characters.count, Array(characters[end..<(end + member.count)]) == member
            else { continue }
            end += member.count
            guard end == characters.count || !isName(characters[end]) else { continue }
            let continues = end < characters.count && [".", "?"].contains(characters[end])
            return (wrapper + (continues ? mark : ""), end - index)
        }
        return nil
    }
}
