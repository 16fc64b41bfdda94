import MapCompatConformance
import MapCompatCore

/// Loads a spec document held in a string, as the file `name`.
func loadSpec(_ json: String, name: String = "specs/sample.json") -> SpecFile {
    SpecLoader().decode(json, file: name, defaultID: "sample")
}

/// The problems of a document that must not load; empty when it loads.
func problems(_ json: String) -> [SpecProblem] {
    guard case .failure(let error) = loadSpec(json).result else { return [] }
    return error.problems
}

/// Problem paths and messages as `path: message` lines, for compact assertions.
func pathsAndMessages(_ json: String) -> [String] {
    problems(json).map { "\($0.path): \($0.message)" }
}

/// A plugin that reports the toy plugin's run with one event changed, to prove that the runner notices.
struct MisreportingPlugin: AdapterPlugin {
    var id = "liar"
    var capabilities: Set<Capability> { ToyMapPlugin().capabilities }

    func makeSession(for spec: Spec) throws -> any AdapterSession {
        MisreportingSession(base: try ToyMapPlugin().makeSession(for: spec))
    }
}

/// Reports its base session's events, but the first `cameraDidChange` with the reason `gesture`.
final class MisreportingSession: AdapterSession {
    let base: any AdapterSession

    init(base: any AdapterSession) { self.base = base }

    func perform(_ step: Step) throws { try base.perform(step) }
    func settle(maximum: Double) throws -> Bool { try base.settle(maximum: maximum) }
    var state: ObservedState { base.state }

    var events: [ObservedEvent] {
        var events = base.events
        if let index = events.firstIndex(where: { $0.event.kind == .cameraDidChange }) {
            events[index].event = .cameraDidChange(reason: .gesture)
        }
        return events
    }
}

/// A plugin whose sessions report fixed events and state, or misbehave on purpose.
struct ScriptedPlugin: AdapterPlugin {
    enum Behaviour: Sendable { case report, throwOnStep, neverSettle, declineSetUp, declineStep }

    var id: String
    var capabilities: Set<Capability>
    var events: [ObservedEvent] = []
    var state = ObservedState()
    var behaviour = Behaviour.report
    /// What every session says it could not tell apart.
    var unobserved: Set<String> = []

    func makeSession(for spec: Spec) throws -> any AdapterSession {
        if behaviour == .declineSetUp {
            throw NotExpressible(reason: "the toy SDK tilts at most 45°", capability: "map.limits.maxTilt")
        }
        return ScriptedSession(plugin: self)
    }
}

/// The session of a ``ScriptedPlugin``.
final class ScriptedSession: AdapterSession {
    let plugin: ScriptedPlugin

    init(plugin: ScriptedPlugin) { self.plugin = plugin }

    func perform(_ step: Step) throws {
        if plugin.behaviour == .throwOnStep { throw UnsupportedStep(kind: step.kind.rawValue) }
        if plugin.behaviour == .declineStep { throw NotExpressible(reason: "the toy SDK has no \(step.kind) callback") }
    }

    func settle(maximum: Double) throws -> Bool { plugin.behaviour != .neverSettle }
    var events: [ObservedEvent] { plugin.events }
    var state: ObservedState { plugin.state }
    var unobservedEventKinds: Set<String> { plugin.unobserved }
}
