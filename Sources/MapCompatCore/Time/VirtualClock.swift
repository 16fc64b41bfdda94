/// Time that moves only when told: every timer, animation and deceleration in MapCompat reads it, so a
/// replay of the same input gives the same result, bit for bit.
public struct VirtualClock: Hashable, Sendable {
    /// Seconds since the clock started.
    public private(set) var now: Double

    /// Creates a clock at a starting time (zero by default).
    public init(now: Double = 0) {
        self.now = now.isFinite ? now : 0
    }

    /// Moves the clock to `time`.
    ///
    /// - Throws: ``MapCompatError`` naming `time` when it is not finite or lies before ``now``.
    /// (Inlined in the module: the map advances its clock on every frame.)
    @inline(__always)
    public mutating func advance(to time: Double) throws(MapCompatError) {
        let time = try MapCompatError.finite(time, "time")
        guard time >= now else {
            throw MapCompatError(.timeWentBackwards, field: "time", "\(time) lies before the current time \(now)")
        }
        now = time
    }
}
