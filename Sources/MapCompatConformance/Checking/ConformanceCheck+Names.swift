import MapCompatCore

extension ConformanceCheck {
    /// One check of an expectation: its name and the observation capability an adapter needs to make it.
    public struct Named: Hashable, Sendable {
        /// The name results list (`events[2] mapDoubleTap`, `camera.zoom`, `controls.compass`).
        public var name: String
        /// What an adapter needs to make it: an `event.` or `expect.` capability.
        public var needs: Capability
        /// The event fields the check compares, as capabilities (``Capability/eventField(_:_:)``): an adapter
        /// that reports the event without one of them cannot make the check.
        public var fieldNeeds: [Capability]

        /// Creates a named check.
        public init(name: String, needs: Capability, fieldNeeds: [Capability] = []) {
            self.name = name
            self.needs = needs
            self.fieldNeeds = fieldNeeds
        }

        /// Every capability the check needs: ``needs`` and ``fieldNeeds``.
        public var allNeeds: [Capability] { [needs] + fieldNeeds }
    }

    /// Every check `expect` is made of, in spec order: each entry of `events` and `exactly`, each pattern of
    /// `absent`, each field of `camera`, each entry of `screen` and `position`, each control, and `selected`,
    /// `dragState`, `tracking` and `indoor` as one check each. Agreement with `core` is added by the runner.
    public static func checks(_ expect: Expectation) -> [Named] {
        var checks: [Named] = []
        for (index, pattern) in expect.events.enumerated() {
            checks.append(
                Named(
                    name: eventsName(index, pattern), needs: pattern.requiredCapability,
                    fieldNeeds: pattern.requiredFieldCapabilities))
        }
        for (index, pattern) in (expect.exactly ?? []).enumerated() {
            checks.append(
                Named(
                    name: exactlyName(index, pattern), needs: pattern.requiredCapability,
                    fieldNeeds: pattern.requiredFieldCapabilities))
        }
        for (index, pattern) in expect.absent.enumerated() {
            checks.append(
                Named(
                    name: absentName(index, expect.absent), needs: pattern.requiredCapability,
                    fieldNeeds: pattern.requiredFieldCapabilities))
        }
        if let camera = expect.camera {
            let parts = [
                ("lat", camera.latitude), ("lng", camera.longitude), ("zoom", camera.zoom),
                ("bearing", camera.bearing), ("tilt", camera.tilt),
            ]
            for (name, matcher) in parts where matcher != nil {
                checks.append(Named(name: "camera.\(name)", needs: .expect("camera")))
            }
        }
        for index in expect.screen.indices { checks.append(Named(name: "screen[\(index)]", needs: .expect("screen"))) }
        for control in expect.controls.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
            checks.append(Named(name: "controls.\(control.rawValue)", needs: .expect("controls.\(control.rawValue)")))
        }
        if expect.selected != nil { checks.append(Named(name: "selected", needs: .expect("selected"))) }
        if !expect.dragState.isEmpty { checks.append(Named(name: "dragState", needs: .expect("dragState"))) }
        for id in expect.position.keys.sorted() {
            checks.append(Named(name: "position.\(id)", needs: .expect("position")))
        }
        if expect.tracking != nil { checks.append(Named(name: "tracking", needs: .expect("tracking"))) }
        if expect.indoor != nil { checks.append(Named(name: "indoor", needs: .expect("indoor"))) }
        return checks
    }

    /// The name of the agreement check with the reference adapter: `agrees with core`.
    public static func agreementName(_ referenceID: String) -> String { "agrees with \(referenceID)" }

    static func eventsName(_ index: Int, _ pattern: EventPattern) -> String { "events[\(index)] \(pattern.kind)" }

    static func exactlyName(_ index: Int, _ pattern: EventPattern) -> String { "exactly[\(index)] \(pattern.kind)" }

    /// `absent mapTap`, or `absent[1] mapTap` when two patterns name the same kind.
    static func absentName(_ index: Int, _ patterns: [EventPattern]) -> String {
        let kind = patterns[index].kind
        return patterns.filter { $0.kind == kind }.count > 1 ? "absent[\(index)] \(kind)" : "absent \(kind)"
    }
}
