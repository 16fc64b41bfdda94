import MapCompatConformance
import MapCompatCore

/// The minimal plugin of the article "Implementing an adapter plugin": it drives ``ToyMapView`` through its
/// vendor API and turns the vendor's callbacks back into neutral events.
struct ToyMapPlugin: AdapterPlugin {
    var id = "toy"
    var summary: String { "a pretend SDK that only moves its camera" }
    var capabilities: Set<Capability> = [
        .map("camera"), .step(.camera), .step(.wait), .expect("camera"),
        .event(.cameraWillChange), .event(.cameraDidChange), .event(.cameraIdle),
    ]

    func makeSession(for spec: Spec) throws -> any AdapterSession {
        let session = try ToyMapSession()
        if let camera = spec.map.camera { try session.move(to: camera, duration: 0) }
        session.startRecording()
        return session
    }
}

/// One run on a ``ToyMapView``.
final class ToyMapSession: AdapterSession {
    let view: ToyMapView
    private(set) var events: [ObservedEvent] = []
    private var recording = false

    init() throws {
        view = try ToyMapView()
        view.regionWillChange = { [unowned self] reason, animated in
            record(.cameraWillChange(reason: Self.neutral(reason), animated: animated))
        }
        view.regionDidChange = { [unowned self] reason in record(.cameraDidChange(reason: Self.neutral(reason))) }
        view.mapDidBecomeIdle = { [unowned self] in record(.cameraIdle) }
    }

    /// Events from set-up are not part of the trace: recording starts with the first step.
    func startRecording() { recording = true }

    func perform(_ step: Step) throws {
        switch step {
        case .camera(let request): try move(to: request.camera, duration: request.duration)
        case .wait(let seconds): try view.advanceClock(by: seconds)
        default: throw UnsupportedStep(kind: step.kind.rawValue)
        }
    }

    func settle(maximum: Double) throws -> Bool {
        let start = view.clock
        while view.isMoving, view.clock - start < maximum { try view.advanceClock(by: 1.0 / 120) }
        return !view.isMoving
    }

    var state: ObservedState {
        let camera = try? Camera(
            center: LatLng(latitude: view.centerLatitude, longitude: view.centerLongitude), zoom: view.zoomLevel - 1,
            bearing: view.heading, tilt: view.pitch)
        return ObservedState(camera: camera, viewport: .neutral)
    }

    func move(to camera: Spec.CameraSettings, duration: Double) throws {
        try view.setCamera(
            latitude: camera.latitude ?? view.centerLatitude, longitude: camera.longitude ?? view.centerLongitude,
            zoomLevel: camera.zoom.map { $0 + 1 } ?? view.zoomLevel, heading: camera.bearing ?? view.heading,
            pitch: camera.tilt ?? view.pitch, duration: duration)
    }

    private func record(_ event: MapEvent) {
        if recording { events.append(ObservedEvent(time: view.clock, event: event)) }
    }

    private static func neutral(_ reason: ToyMapView.ChangeReason) -> CameraChangeReason {
        reason == .user ? .gesture : .developer
    }
}

/// A step the toy SDK cannot perform.
struct UnsupportedStep: Error, CustomStringConvertible {
    let kind: String
    var description: String { "the toy SDK cannot perform \(kind) steps" }
}
