/// A source of location reports paced in virtual time that tells its own listeners: a vendor's simulated
/// provider, such as TomTom's `SimulatedLocationProvider`, whose listeners are the adapter (which hands each
/// report to the map as any location) and the app.
///
/// The map lets time pass for it with ``InteractiveMap/advance(by:pacing:)``. Unlike a
/// ``SimulatedLocationSource``, whose fixes are known ahead and go to the map itself, such a source decides its
/// next report as it goes: a listener may stop or reload it from its callback, and the map follows that at
/// once. Its members act on the source's own state, so it is a class.
public protocol PacedLocationSource: AnyObject {
    /// Seconds of virtual time until the next report, `nil` when none is due.
    var timeUntilNextReport: Double? { get }
    /// Lets `seconds` of virtual time pass in which no report falls due.
    func elapse(_ seconds: Double)
    /// Makes the report due now, to the source's listeners.
    func report()
    /// What the source has to say on the map's diagnostics channel since it was last asked, once.
    func takeDiagnostics() -> [MapDiagnostic]
}

extension InteractiveMap {
    /// Lets `seconds` of virtual time pass, stopping at each report `source` has due on the way: time
    /// advances to it, the source reports, and what it has to say goes on ``diagnostics``; then the rest of
    /// the time passes.
    ///
    /// - Throws: ``MapCompatError`` naming `seconds` when it is negative or not finite, as
    ///   ``advance(by:)`` does; nothing changes then.
    public func advance(by seconds: Double, pacing source: some PacedLocationSource) throws(MapCompatError) {
        guard seconds.isFinite, seconds >= 0 else {
            try advance(by: seconds)  // throws, naming `seconds`
            return
        }
        var remaining = seconds
        while let wait = source.timeUntilNextReport, wait <= remaining {
            try advance(by: wait)
            remaining -= wait
            source.report()
            for diagnostic in source.takeDiagnostics() { diagnostics.report(diagnostic) }
        }
        source.elapse(remaining)
        try advance(by: remaining)
        for diagnostic in source.takeDiagnostics() { diagnostics.report(diagnostic) }
    }
}
