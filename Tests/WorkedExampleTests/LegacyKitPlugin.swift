import MapCompatConformance
import MapCompatCore

/// A plugin written the way the first kit asked, before `SessionDriver`, `NotExpressible` and check-level
/// results: it feeds touch scripts and waits itself, records the core's events with their own times, and
/// throws a plain error for a step it cannot perform. The migration section of the plugin article says it
/// needs no change; ``MigrationTests`` holds it to that.
struct LegacyKitPlugin: AdapterPlugin {
    var id = "legacy"
    var capabilities: Set<Capability> = [
        .step(.tap), .step(.doubleTap), .step(.longPress), .step(.pan), .step(.pinch), .step(.wait),
        .step(.camera), .map("camera"), .map("gestures.scroll"), .map("gestures.zoom"), .event(.mapTap),
        .event(.mapDoubleTap), .event(.mapLongPress), .event(.cameraIdle), .expect("camera"),
    ]

    func makeSession(for spec: Spec) throws -> any AdapterSession {
        let session = try LegacySession()
        if let camera = spec.map.camera { try session.map.moveCamera(to: camera.applied(to: session.map.camera)) }
        if let gestures = spec.map.gestures {
            session.map.gestureSettings.isScrollEnabled = gestures.scroll ?? true
            session.map.gestureSettings.isZoomEnabled = gestures.zoom ?? true
        }
        session.startRecording()
        return session
    }
}

struct UnsupportedStep: Error {
    var kind: String
}

final class LegacySession: AdapterSession {
    let map: InteractiveMap
    private(set) var events: [ObservedEvent] = []
    private var start: Double?

    init() throws {
        map = try InteractiveMap(profile: .neutral)
        _ = map.addObserver { [unowned self] observed in
            guard let start else { return }
            events.append(ObservedEvent(time: observed.time - start, event: observed.event))
        }
    }

    func startRecording() { start = map.now }

    func perform(_ step: Step) throws {
        if let script = try step.touchScript(startingAt: map.now) {
            try map.handle(script.frames)
            try map.advance(to: max(map.now, script.time))
            return
        }
        switch step {
        case .wait(let seconds): try map.advance(by: seconds)
        case .camera(let move):
            let transition =
                move.duration > 0 ? try CameraTransition(duration: move.duration, curve: .linear) : .immediate
            try map.moveCamera(to: move.camera.applied(to: map.camera), transition: transition)
        default: throw UnsupportedStep(kind: step.kind.rawValue)
        }
    }

    func settle(maximum: Double) throws -> Bool { try map.advanceUntilIdle(maximum: maximum) }

    var state: ObservedState { ObservedState(camera: map.camera) }
}
