import Foundation

/// The unit systems a scale bar can read in.
public enum ScaleBarUnits: String, Hashable, Sendable, Codable, CaseIterable {
    /// Metres, and kilometres from 1 km.
    case metric
    /// Feet, and miles from 1 mile.
    case imperial
}

/// What a scale bar shows: a bar of some length and the round ground distance it stands for.
///
/// The distance is the largest 1, 2 or 5 × 10ⁿ of its unit whose bar fits ``ScaleBar/maximumLength``, so
/// the bar is always between 40 % and 100 % of that length and its label is a number a person reads at a
/// glance ("200 m", "5 km", "500 ft", "2 mi").
public struct ScaleBarReading: Hashable, Sendable {
    /// The unit the label is written in.
    public enum Unit: String, Hashable, Sendable, Codable, CaseIterable {
        /// Metres.
        case metres = "m"
        /// Kilometres.
        case kilometres = "km"
        /// International feet (0.3048 m).
        case feet = "ft"
        /// International miles (5280 ft).
        case miles = "mi"

        /// Metres in one of this unit.
        public var metres: Double {
            switch self {
            case .metres: 1
            case .kilometres: 1000
            case .feet: 0.3048
            case .miles: 1609.344
            }
        }
    }

    /// The round distance in ``unit``s.
    public let value: Double
    /// The unit of ``value`` and of the label.
    public let unit: Unit
    /// The ground distance the bar stands for, in metres.
    public var metres: Double { value * unit.metres }
    /// The bar's length on screen, in points.
    public let length: Double
    /// The text beside the bar: the value and the unit's symbol ("500 m", "0.5 ft").
    public let label: String
}

/// Scale bar readings from the ground distance one screen point covers.
public enum ScaleBar: Sendable {
    /// The longest a bar may be, in points (MapCompat's choice).
    public static let maximumLength = 100.0
    /// Half the screen span over which the ground distance is measured at the map's centre: small enough
    /// that the geodesic and the parallel agree to a millionth even at zoom 0 near the poles.
    static let probe = 0.5

    /// The reading for a map where one point covers `metresPerPoint` metres of ground.
    ///
    /// - Returns: `nil` when `metresPerPoint` is not a positive finite number.
    public static func reading(
        metresPerPoint: Double, units: ScaleBarUnits, maximumLength: Double = ScaleBar.maximumLength
    ) -> ScaleBarReading? {
        guard metresPerPoint.isFinite, metresPerPoint > 0, maximumLength.isFinite, maximumLength > 0 else {
            return nil
        }
        let longest = metresPerPoint * maximumLength
        let (small, large): (ScaleBarReading.Unit, ScaleBarReading.Unit) =
            units == .metric ? (.metres, .kilometres) : (.feet, .miles)
        let unit = longest >= large.metres ? large : small
        guard let step = RoundStep.largest(notAbove: longest / unit.metres) else { return nil }
        let value = step.value
        return ScaleBarReading(
            value: value, unit: unit, length: value * unit.metres / metresPerPoint,
            label: "\(step.text) \(unit.rawValue)")
    }

    /// The ground metres one screen point covers at the map's centre (the focal point), measured along the
    /// screen's horizontal on the WGS84 ellipsoid.
    ///
    /// - Returns: `nil` when the centre cannot be measured (it lies beyond the horizon).
    public static func metresPerPoint(at transform: ScreenTransform) -> Double? {
        let focal = transform.viewport.focalPoint
        let west = CGPoint(x: focal.x - probe, y: focal.y)
        let east = CGPoint(x: focal.x + probe, y: focal.y)
        guard let start = transform.coordinate(at: west), let end = transform.coordinate(at: east),
            let path = try? Geodesic.inverse(from: start, to: end)
        else { return nil }
        return path.distance / (2 * probe)
    }
}

/// A number 1, 2 or 5 × 10ⁿ, kept as its digit and exponent so that its text is exact.
struct RoundStep: Hashable {
    let digit: Int
    let exponent: Int

    var value: Double { Double(digit) * pow(10, Double(exponent)) }

    /// The number written out: "5000", "20", "0.5", "0.02".
    var text: String {
        if exponent >= 0 { return String(digit) + String(repeating: "0", count: exponent) }
        return "0." + String(repeating: "0", count: -exponent - 1) + String(digit)
    }

    /// The largest step not above `limit`, or `nil` when `limit` is not a positive finite number.
    static func largest(notAbove limit: Double) -> RoundStep? {
        guard limit.isFinite, limit > 0 else { return nil }
        let fits = { (step: RoundStep) in step.value <= limit * (1 + 1e-12) }
        var exponent = Int(floor(log10(limit)))
        // log10 may land one off next to a power of ten: correct it either way.
        if fits(RoundStep(digit: 1, exponent: exponent + 1)) { exponent += 1 }
        if !fits(RoundStep(digit: 1, exponent: exponent)) { exponent -= 1 }
        for digit in [5, 2] where fits(RoundStep(digit: digit, exponent: exponent)) {
            return RoundStep(digit: digit, exponent: exponent)
        }
        return RoundStep(digit: 1, exponent: exponent)
    }
}
