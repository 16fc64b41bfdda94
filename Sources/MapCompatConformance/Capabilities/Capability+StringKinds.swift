import MapCompatCore

extension Capability {
    /// Performing a step kind given by name: `step("pan")` is `step.pan`.
    ///
    /// The spelling of plugins written before step kinds were typed; it gives what ``step(_:)-(Step.Kind)``
    /// gives for a known kind, and the dotted name as written for any other (which the runner's catalogue
    /// check then reports with the closest known name, as it did).
    @available(*, deprecated, message: "pass the kind: .step(.pan) for .step(\"pan\")")
    public static func step(_ kind: String) -> Capability {
        Step.Kind(rawValue: kind).map { step($0) } ?? Capability("step.\(kind)")
    }

    /// Reporting an event kind given by name: `event("mapTap")` is `event.mapTap`.
    ///
    /// The spelling of plugins written before event kinds were typed; it gives what
    /// ``event(_:)-(MapEvent.Kind)`` gives for a known kind, and the dotted name as written for any other,
    /// such as a narrowed kind (`event("gesture.pan")`, now ``gestureEvent(_:)``).
    @available(
        *, deprecated,
        message:
            "pass the kind: .event(.mapTap) for .event(\"mapTap\"); .gestureEvent(.pan) for .event(\"gesture.pan\")"
    )
    public static func event(_ kind: String) -> Capability {
        MapEvent.Kind(rawValue: kind).map { event($0) } ?? Capability("event.\(kind)")
    }
}
