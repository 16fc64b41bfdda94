/// The release velocity of a continuous gesture, from its last two movements, without allocating.
///
/// A finger that rested for longer than ``restInterval`` before lifting has no velocity, as UIKit reports.
struct VelocityEstimate {
    static let restInterval = 0.05

    private var previous: (time: Double, x: Double, y: Double)?
    private var last: (time: Double, x: Double, y: Double)?

    mutating func reset() {
        previous = nil
        last = nil
    }

    mutating func add(time: Double, x: Double, y: Double = 0) {
        if let last, last.time == time {
            self.last = (time, x, y)
            return
        }
        previous = last
        last = (time, x, y)
    }

    /// Units per second at `time`, zero when the movement stopped before then.
    func velocity(at time: Double) -> (x: Double, y: Double) {
        guard let last, let previous, time - last.time <= Self.restInterval, last.time > previous.time else {
            return (0, 0)
        }
        let dt = last.time - previous.time
        return ((last.x - previous.x) / dt, (last.y - previous.y) / dt)
    }
}
