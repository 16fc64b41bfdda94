/// How an animation's progress follows time: a cubic Bézier from (0, 0) to (1, 1), as CSS and Core
/// Animation define their timing functions.
public struct TimingCurve: Hashable, Sendable {
    /// The first control point's x, in 0...1.
    public let x1: Double
    /// The first control point's y.
    public let y1: Double
    /// The second control point's x, in 0...1.
    public let x2: Double
    /// The second control point's y.
    public let y2: Double

    private init(unchecked x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// Constant speed.
    public static let linear = TimingCurve(unchecked: 0, 0, 1, 1)
    /// Starts slowly (CSS `ease-in`).
    public static let easeIn = TimingCurve(unchecked: 0.42, 0, 1, 1)
    /// Ends slowly (CSS `ease-out`).
    public static let easeOut = TimingCurve(unchecked: 0, 0, 0.58, 1)
    /// Starts and ends slowly (CSS `ease-in-out`).
    public static let easeInOut = TimingCurve(unchecked: 0.42, 0, 0.58, 1)

    /// A custom curve through two control points.
    ///
    /// - Throws: ``MapCompatError`` when a value is not finite or an x lies outside 0...1 (the curve would
    ///   not be a function of time).
    public static func cubicBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws(MapCompatError)
        -> TimingCurve
    {
        TimingCurve(
            unchecked: try MapCompatError.within(0...1, x1, "x1"), try MapCompatError.finite(y1, "y1"),
            try MapCompatError.within(0...1, x2, "x2"), try MapCompatError.finite(y2, "y2"))
    }

    /// The progress at a fraction of the duration; `fraction` is clamped to 0...1.
    public func progress(at fraction: Double) -> Double {
        let x = min(max(fraction, 0), 1)
        if self == .linear || x == 0 || x == 1 { return x }
        let t = parameter(forX: x)
        return Self.bezier(t, y1, y2)
    }

    /// Solves x(t) = x with Newton steps, falling back to bisection; a fixed number of steps keeps it
    /// deterministic.
    private func parameter(forX x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = Self.bezier(t, x1, x2) - x
            if abs(error) < 1e-12 { return t }
            let slope = Self.derivative(t, x1, x2)
            if abs(slope) < 1e-9 { break }
            t -= error / slope
        }
        var low = 0.0
        var high = 1.0
        t = x
        for _ in 0..<60 {
            let value = Self.bezier(t, x1, x2)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    private static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    private static func derivative(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }
}
