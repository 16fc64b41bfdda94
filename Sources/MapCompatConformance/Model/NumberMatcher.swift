import MapCompatCore

/// How an expected number matches an observed one: exactly (within the field's default tolerance), within a
/// range, or within a stated distance of a value.
public enum NumberMatcher: Hashable, Sendable, CustomStringConvertible {
    /// Equal within the field's default ``Tolerance``.
    case exact(Double)
    /// Between the ends, inclusive; a missing end is unbounded.
    case range(min: Double?, max: Double?)
    /// Within `within` of the value.
    case approx(Double, within: Double)

    /// Whether `value` matches, using `tolerance` for exact values and its circularity for every form.
    public func matches(_ value: Double, tolerance: Tolerance) -> Bool {
        guard value.isFinite else { return false }
        switch self {
        case .exact(let expected):
            return tolerance.distance(expected, value) <= tolerance.amount
        case .approx(let expected, let within):
            return tolerance.distance(expected, value) <= within
        case .range(let low, let high):
            let value = tolerance.isCircular ? Angle.normalized(value) : value
            return (low.map { value >= $0 } ?? true) && (high.map { value <= $0 } ?? true)
        }
    }

    /// The matcher as a spec would write it: `15`, `{"min": 14}`, `{"approx": 15, "within": 0.1}`.
    public var description: String {
        switch self {
        case .exact(let value):
            return Self.format(value)
        case .approx(let value, let within):
            return "{\"approx\": \(Self.format(value)), \"within\": \(Self.format(within))}"
        case .range(let low, let high):
            let parts = [low.map { "\"min\": \(Self.format($0))" }, high.map { "\"max\": \(Self.format($0))" }]
            return "{" + parts.compactMap { $0 }.joined(separator: ", ") + "}"
        }
    }

    /// Formats a number without a trailing `.0` for whole values, as JSON would.
    static func format(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}

/// The default closeness for comparing a kind of number, and whether it compares on the circle.
public struct Tolerance: Hashable, Sendable {
    /// The largest difference still counted as equal.
    public var amount: Double
    /// Whether values are angles compared the short way round (bearings, headings).
    public var isCircular: Bool

    /// Creates a tolerance.
    public init(amount: Double, isCircular: Bool = false) {
        self.amount = amount
        self.isCircular = isCircular
    }

    /// Screen points: half a point.
    public static let screen = Tolerance(amount: 0.5)
    /// Latitude and longitude: 1e-6 degrees (about 10 cm).
    public static let coordinate = Tolerance(amount: 1e-6)
    /// Zoom levels: 1e-3.
    public static let zoom = Tolerance(amount: 1e-3)
    /// Angles that do not wrap (tilt): 0.01 degrees.
    public static let angle = Tolerance(amount: 0.01)
    /// Bearings and headings: 0.01 degrees on the circle.
    public static let bearing = Tolerance(amount: 0.01, isCircular: true)
    /// Virtual time and any other number: 1e-6.
    public static let other = Tolerance(amount: 1e-6)

    /// The tolerance for a field as spec files name it (`x`, `lat`, `zoom`, `bearing`, `t`, …).
    public static func forField(_ name: String) -> Tolerance {
        switch name {
        case "x", "y": .screen
        case "lat", "lng": .coordinate
        case "zoom", "minZoom", "maxZoom": .zoom
        case "tilt", "maxTilt": .angle
        case "bearing", "heading": .bearing
        default: .other
        }
    }

    /// The distance between two values, the short way round for circular tolerances.
    public func distance(_ a: Double, _ b: Double) -> Double {
        isCircular ? abs(Angle.difference(from: a, to: b)) : abs(a - b)
    }
}
