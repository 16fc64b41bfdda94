import MapCompatCore

/// Event kinds an adapter observes, some narrowed to one gesture: `gesture` covers every gesture event,
/// `gesture.pan` only the pan's. Vendor APIs often report a few gestures' phases and not the rest (TomTom's
/// `panned`, `pinched`, `rotated`, `tilted`), so a plugin can say exactly which. Callout taps are narrowed
/// to their part the same way: `calloutTap.left` (route-me reports accessory taps, not body taps).
public enum ObservedKinds: Sendable {
    /// The narrowed kind of an event, `gesture.pan` or `calloutTap.left`; `nil` for kinds that are not
    /// narrowed.
    public static func narrowedKind(of event: MapEvent) -> String? {
        switch event {
        case .gesture(let gesture, _): "\(event.kind).\(gesture.rawValue)"
        case .calloutTap(_, let part): "\(event.kind).\(part.rawValue)"
        default: nil
        }
    }

    /// Whether `kinds` include the event, by its kind or by its narrowed kind.
    public static func includes(_ kinds: Set<String>, _ event: MapEvent) -> Bool {
        kinds.contains(event.kind.rawValue) || narrowedKind(of: event).map(kinds.contains) ?? false
    }

    /// Whether `kinds` include `kind`, directly or through the broader kind before its dot.
    public static func covers(_ kinds: Set<String>, _ kind: String) -> Bool {
        if kinds.contains(kind) { return true }
        guard let dot = kind.firstIndex(of: ".") else { return false }
        return kinds.contains(String(kind[..<dot]))
    }

    /// The kinds both sets observe: `gesture` and `gesture.pan` have `gesture.pan` in common.
    public static func common(_ a: Set<String>, _ b: Set<String>) -> Set<String> {
        a.filter { covers(b, $0) }.union(b.filter { covers(a, $0) })
    }
}
