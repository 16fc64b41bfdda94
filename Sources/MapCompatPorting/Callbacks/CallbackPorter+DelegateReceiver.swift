import MapCompatSyntax

/// Which `….delegate = self` line is the map view's: a ready callback's body runs there.
extension CallbackPorter {
    /// The names the file declares with a type that is not one of `style`'s map views (`let locationManager =
    /// CLLocationManager()`, `var manager: CLLocationManager`): their delegate is not the map's. A name declared
    /// nowhere in the file may be the map view. Read once per file: each inline callback asks of its set-up lines.
    static func namesDeclaredOtherThanMap(_ tokens: [SwiftToken], _ style: PortingStyle) -> Set<String> {
        let words = tokens.filter { !$0.isTrivia }.map(\.text)
        let roles = StyleTypes.known(involving: [style]).roles
        // A name's first declaration that tells decides.
        var decided: [String: Bool] = [:]
        for offset in words.indices.dropFirst().dropLast(2) where ["let", "var"].contains(words[offset - 1]) {
            let name = words[offset]
            guard decided[name] == nil else { continue }
            let type = words[offset + 1] == ":" ? words[offset + 2] : words[offset + 1] == "=" ? words[offset + 2] : ""
            guard let first = type.first, first.isUppercase else { continue }
            if let role = roles[type], role == .mapView || role == .mapContainerView {
                decided[name] = false
            } else if words[offset + 1] == ":" || (offset + 3 < words.count && words[offset + 3] == "(") {
                decided[name] = true
            }
        }
        return Set(decided.filter(\.value).keys)
    }

    /// Whether `receiver` (`locationManager`, `self.locationManager`) is one of `names`
    /// (``namesDeclaredOtherThanMap(_:_:)``).
    static func isDeclaredOtherThanMap(_ receiver: String, among names: Set<String>) -> Bool {
        names.contains(receiver.hasPrefix("self.") ? String(receiver.dropFirst(5)) : receiver)
    }

    /// The target's map delegate protocol, for a type that names one of the source's callback protocols and sets
    /// itself as a delegate (`mapView.delegate = self`) but has no callback the target receives: the member-level
    /// port drops the source's protocol, and the assignment needs the target's. `nil` otherwise, and where the
    /// target's map lives in a view of its own, whose delegate is another protocol.
    func keptMapDelegate(_ tokens: [SwiftToken], _ header: TypeHeader, _ body: Range<Int>) -> String? {
        guard let colon = header.colon else { return nil }
        let sourceProtocols = CallbackEvent.conformances(of: source)
        guard tokens[colon..<header.brace].contains(where: { sourceProtocols.contains($0.text) }) else { return nil }
        let significant = tokens[body].filter { !$0.isTrivia }.map(\.text)
        let setsItself = significant.indices.dropFirst().dropLast(2).contains { index in
            significant[index] == "delegate" && significant[index - 1] == "." && significant[index + 1] == "="
                && significant[index + 2] == "self"
        }
        guard setsItself, !target.types.roles.values.contains(.mapContainerView) else { return nil }
        return APIMap.concept("type.mapDelegate")?.writtenSpelling(target)?.template
    }
}
