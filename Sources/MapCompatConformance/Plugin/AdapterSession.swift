import MapCompatCore

/// One run of one spec on one adapter: a map built through the vendor API, fed step by step.
///
/// A session belongs to one run and one thread; it need not be `Sendable`. A session over a `CoreBackedView`
/// can leave touch steps, waits, settling and event times to a ``SessionDriver``. Only ``perform(_:)``,
/// ``settle(maximum:)`` and ``events`` are required; a session that cannot read the final state back keeps
/// the default ``state`` (nothing reported), and specs that check state then need capabilities it lacks.
public protocol AdapterSession {
    /// Performs one step through the vendor API, advancing virtual time by the step's length.
    ///
    /// - Throws: ``NotExpressible`` when the vendor API cannot express the step (the runner reports `n/a` with
    ///   its reason); any other error when the step cannot be performed (`error`).
    func perform(_ step: Step) throws

    /// Advances virtual time until the map is idle (no pending recognizer, animation or deceleration), but
    /// by at most `maximum` seconds.
    ///
    /// - Returns: whether the map became idle within the bound.
    func settle(maximum: Double) throws -> Bool

    /// Every neutral event observed through the vendor API so far, with times in seconds since the first
    /// step began.
    var events: [ObservedEvent] { get }

    /// The final state as the vendor API reports it.
    var state: ObservedState { get }

    /// Event kinds the plugin observes in general that this run cannot tell apart, so that checks needing
    /// them stay unchecked and the agreement with the reference leaves them out: MapLibre's camera callbacks
    /// give a move that follows the user the reason of the app's own moves, so a run that tracks the user
    /// cannot check camera-change events. Empty by default. Kinds may be narrowed (``ObservedKinds``).
    var unobservedEventKinds: Set<String> { get }
}

extension AdapterSession {
    /// Nothing reported.
    public var state: ObservedState { ObservedState() }

    /// None: the run tells apart every kind the plugin observes.
    public var unobservedEventKinds: Set<String> { [] }
}

/// What a session reported at the end of a run: its events and its final state.
public struct Observation: Hashable, Sendable {
    /// The events, in the order observed.
    public var events: [ObservedEvent]
    /// The final state.
    public var state: ObservedState

    /// Creates an observation.
    public init(events: [ObservedEvent], state: ObservedState) {
        self.events = events
        self.state = state
    }
}
