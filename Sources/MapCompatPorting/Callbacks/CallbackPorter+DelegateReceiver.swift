import MapCompatSyntax

/// Which `….delegate = self` line is the map view's: a ready callback's body runs there.
extension CallbackPorter {
    /// Whether `receiver` (`locationManager`, `self.locationManager`) is declared in the file with a type that is
    /// not one of `style`'s map views (`let locationManager = CLLocationManager()`, `var manager: CLLocationManager`):
    /// its delegate is not the map's. A name declared nowhere in the file may be the map view.
    static func isDeclaredOtherThanMap(_ receiver: String, _ tokens: [SwiftToken], _ style: PortingStyle) -> Bool {
        let name = receiver.hasPrefix("self.") ? String(receiver.dropFirst(5)) : receiver
        let words = tokens.filter { !$0.isTrivia }.map(\.text)
        let roles = StyleTypes.known(involving: [style]).roles
        for offset in words.indices.dropFirst().dropLast(2) where words[offset] == name {
            guard ["let", "var"].contains(words[offset - 1]) else { continue }
            let type = words[offset + 1] == ":" ? words[offset + 2] : words[offset + 1] == "=" ? words[offset + 2] : ""
            guard let first = type.first, first.isUppercase else { continue }
            if let role = roles[type], role == .mapView || role == .mapContainerView { return false }
            if words[offset + 1] == ":" || (offset + 3 < words.count && words[offset + 3] == "(") { return true }
        }
        return false
    }
}
