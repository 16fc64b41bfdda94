import MapCompatCore

/// Renders observed events as one readable line each, the form replays and failure diffs share.
///
/// ```text
///   0.350  gesture gesture=pan phase=began
///   0.358  cameraChanging reason=gesture
/// ```
public enum TraceFormatter: Sendable {
    /// `kind field=value …`, fields sorted by name, without the time.
    public static func describe(_ event: MapEvent) -> String {
        let fields = event.fields.sorted { $0.key < $1.key }.map { "\($0.key)=\(format($0.value))" }
        return ([event.kind.rawValue] + fields).joined(separator: " ")
    }

    /// The time, right-aligned to milliseconds, then ``describe(_:)``.
    public static func line(_ observed: ObservedEvent) -> String {
        let time = formatTime(observed.time)
        return String(repeating: " ", count: max(0, 8 - time.count)) + time + "  " + describe(observed.event)
    }

    /// Seconds with three decimals.
    public static func formatTime(_ seconds: Double) -> String {
        guard seconds.isFinite else { return String(seconds) }
        let millis = Int64((seconds * 1000).rounded())
        let sign = millis < 0 ? "-" : ""
        let whole = abs(millis) / 1000
        let fraction = String(abs(millis) % 1000)
        return "\(sign)\(whole)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// A number with at most six decimals and no trailing zeros.
    public static func format(_ number: Double) -> String {
        guard number.isFinite else { return String(number) }
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        let scaled = (number * 1e6).rounded() / 1e6
        var text = String(scaled)
        if text.contains("e") { return text }
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    static func format(_ value: EventFieldValue) -> String {
        switch value {
        case .number(let number): format(number)
        case .string(let string): string
        case .bool(let bool): String(bool)
        }
    }
}
