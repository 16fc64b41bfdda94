/// A location fix due at a moment of virtual time.
public struct TimedLocationFix: Hashable, Sendable {
    /// When the source reports it, in seconds of virtual time.
    public let time: Double
    /// What it reports.
    public let fix: LocationFix

    /// Creates a timed fix.
    ///
    /// - Throws: ``MapCompatError`` naming `time` when it is not finite.
    public init(time: Double, fix: LocationFix) throws(MapCompatError) {
        self.time = try MapCompatError.finite(time, "time")
        self.fix = fix
    }
}

/// A location source that plays a list of fixes in virtual time, in place of a device's GPS: the same
/// script gives the same camera every run.
///
/// Feed it to ``InteractiveMap/advance(to:delivering:)``, which hands each fix to the map at its own time.
public struct SimulatedLocationSource: Hashable, Sendable {
    /// The fixes not yet delivered, earliest first.
    public private(set) var pending: [TimedLocationFix]

    /// Creates a source.
    ///
    /// - Throws: ``MapCompatError`` naming `fixes[i].time` when the times go backwards.
    public init(_ fixes: [TimedLocationFix]) throws(MapCompatError) {
        for index in fixes.indices.dropFirst() where fixes[index].time < fixes[index - 1].time {
            throw MapCompatError(
                .timeWentBackwards, field: "fixes[\(index)].time",
                "\(fixes[index].time) is before the previous fix at \(fixes[index - 1].time)")
        }
        pending = fixes
    }

    /// Removes and returns the next fix if it is due at or before `time`.
    mutating func next(dueBy time: Double) -> TimedLocationFix? {
        guard let first = pending.first, first.time <= time else { return nil }
        pending.removeFirst()
        return first
    }
}
