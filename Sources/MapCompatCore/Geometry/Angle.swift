/// Helpers for angles in degrees.
public enum Angle: Sendable {
    /// The angle wrapped into 0..<360.
    @inlinable
    public static func normalized(_ degrees: Double) -> Double {
        // Within one turn the remainder is the angle itself (exactly, -0 included): skip fmod, which the
        // camera's bearing would otherwise pay for on every frame.
        let wrapped = abs(degrees) < 360 ? degrees : degrees.truncatingRemainder(dividingBy: 360)
        let positive = wrapped < 0 ? wrapped + 360 : wrapped
        return positive == 360 ? 0 : positive
    }

    /// The signed difference `to - from` taken the short way round, in -180..<180.
    @inlinable
    public static func difference(from: Double, to: Double) -> Double {
        let d = normalized(to - from)
        return d >= 180 ? d - 360 : d
    }
}
