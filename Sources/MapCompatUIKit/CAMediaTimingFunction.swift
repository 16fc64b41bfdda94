import MapCompatCore

#if !canImport(UIKit)
    /// The name of one of Core Animation's standard timing functions (a stand-in for
    /// `CAMediaTimingFunctionName`).
    public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
        /// Core Animation's string for the curve.
        public let rawValue: String

        /// A name from Core Animation's string.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Constant speed.
        public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
        /// Slow start.
        public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
        /// Slow end.
        public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
        /// Slow start and end.
        public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
        /// Core Animation's default curve.
        public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
    }

    /// A cubic Bézier timing curve through (0, 0) and (1, 1) (a stand-in for Core Animation's
    /// `CAMediaTimingFunction`), which MapLibre's `setCamera(_:withDuration:animationTimingFunction:)` takes.
    open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
        /// The curve in the core's terms.
        public let timingCurve: TimingCurve

        /// One of the standard curves, with Core Animation's control points.
        public init(name: CAMediaTimingFunctionName) {
            switch name {
            case .linear: timingCurve = .linear
            case .easeIn: timingCurve = .easeIn
            case .easeOut: timingCurve = .easeOut
            case .easeInEaseOut: timingCurve = .easeInOut
            // Core Animation's documented default: control points (0.25, 0.1) and (0.25, 1).
            default: timingCurve = (try? .cubicBezier(0.25, 0.1, 0.25, 1)) ?? .easeInOut
            }
        }

        /// A curve from its two control points. Control points outside 0...1 in x are not a valid curve;
        /// Core Animation clamps them, and so does this.
        public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
            let clamp = { (value: Float) in min(max(Double(value), 0), 1) }
            let y1 = Double(c1y).isFinite ? Double(c1y) : 0
            let y2 = Double(c2y).isFinite ? Double(c2y) : 1
            timingCurve = (try? .cubicBezier(clamp(c1x), y1, clamp(c2x), y2)) ?? .linear
        }
    }
#endif

#if canImport(UIKit)
    extension CAMediaTimingFunction {
        /// The curve in the core's terms, from Core Animation's control points.
        public var timingCurve: TimingCurve {
            var first: [Float] = [0, 0]
            var second: [Float] = [1, 1]
            getControlPoint(at: 1, values: &first)
            getControlPoint(at: 2, values: &second)
            let curve = try? TimingCurve.cubicBezier(
                Double(first[0]), Double(first[1]), Double(second[0]), Double(second[1]))
            return curve ?? .linear
        }
    }
#endif
