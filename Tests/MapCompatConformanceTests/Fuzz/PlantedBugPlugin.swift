import MapCompatConformance
import MapCompatCore

/// The core plugin with one planted bug: its sessions leave out the first `mapLongPress` event, so the
/// fuzzer has a known divergence to find and shrink.
struct PlantedBugPlugin: AdapterPlugin {
    var id = "planted"
    /// What it lists: the core plugin's capabilities unless a test narrows them (to what it observes).
    var observes: Set<Capability>? = nil
    var capabilities: Set<Capability> { observes ?? CorePlugin().capabilities }

    func makeSession(for spec: Spec) throws -> any AdapterSession {
        PlantedBugSession(base: try CorePlugin().makeSession(for: spec))
    }
}

/// Reports its base session's events but the first long press on the map.
final class PlantedBugSession: AdapterSession {
    let base: any AdapterSession

    init(base: any AdapterSession) { self.base = base }

    func perform(_ step: Step) throws { try base.perform(step) }
    func settle(maximum: Double) throws -> Bool { try base.settle(maximum: maximum) }
    var state: ObservedState { base.state }

    var events: [ObservedEvent] {
        var events = base.events
        if let index = events.firstIndex(where: { $0.event.kind == .mapLongPress }) { events.remove(at: index) }
        return events
    }
}
