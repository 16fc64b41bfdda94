/// One check that did not hold: which, a readable account of expected versus observed, and, for a check on
/// events, where in the run it failed.
public struct CheckFailure: Hashable, Sendable, CustomStringConvertible {
    /// The check's name as results list it (`events[2] mapDoubleTap`, `exactly[0] mapTap`, `absent mapTap`,
    /// `camera.zoom`, `screen[0]`, `controls.compass`, `agrees with core`).
    public var check: String
    /// What was expected and what was observed; may span several lines.
    public var message: String
    /// The virtual time at which the run left the check, in seconds since the first step began; `nil` for a
    /// check on the final state.
    public var time: Double?
    /// The index, in the observed events, of the event at fault (an extra or a wrong one); `nil` when an
    /// expected event never came or the check is on the final state.
    public var eventIndex: Int?

    /// Creates a failure.
    public init(check: String, message: String, time: Double? = nil, eventIndex: Int? = nil) {
        self.check = check
        self.message = message
        self.time = time
        self.eventIndex = eventIndex
    }

    /// `check: message`.
    public var description: String { "\(check): \(message)" }
}
