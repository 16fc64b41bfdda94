import Foundation

/// TomTom's shorthand for durations (TomTomSDKCommon's `Measurement.tt`, as the navigation use case writes
/// `SimulatedLocationProvider(delay: .tt.seconds(1))`).
public struct TTDurationFactory: Sendable {
    /// A duration of `value` seconds.
    public func seconds(_ value: Double) -> Measurement<UnitDuration> { Measurement(value: value, unit: .seconds) }
}

extension Measurement where UnitType == UnitDuration {
    /// TomTom's duration shorthand: `.tt.seconds(1)`.
    public static var tt: TTDurationFactory { TTDurationFactory() }
}
