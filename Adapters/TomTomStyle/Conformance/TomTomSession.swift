import Foundation
import MapCompatConformance
import MapCompatCore
import TomTomStyle

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// One run of a spec on a ``TomTomStyle/TomTomMap``, set up and driven through TomTom's API.
final class TomTomSession: AdapterSession {
    let map: TomTomMap
    private let recorder = Recorder()
    /// The fine kinds the spec switched off, and those its coarse switches turned off: TomTom has only the
    /// one list, `disabledGestures`, so the session keeps both and sets their union.
    private var fineDisabled: Set<GestureKind> = []
    private var coarseDisabled: Set<GestureKind> = []
    /// The app's location provider, which the map listens to from the start.
    private let locationProvider = ScriptedLocationProvider()

    init(spec: Spec) throws {
        let start = InteractiveMap.defaultCamera
        map = try TomTomMap(
            profile: spec.profile == .vendor ? .tomTom : .neutral,
            cameraUpdate: CameraUpdate(
                position: CLLocationCoordinate2D(
                    latitude: start.center.latitude, longitude: start.center.longitude),
                zoom: TomTomZoomScale.tomTom(fromNeutral: start.zoom), tilt: start.tilt, rotation: start.bearing))
        guard spec.scene.isEmpty else {
            throw MapCompatError(.conflict, field: "scene", "the TomTom plugin places no scene items")
        }
        fineDisabled = Set(map.disabledGestures.compactMap(\.gestureKind))
        map.locationProvider = locationProvider
        map.activateLocationProvider()
        try apply(spec.map)
        recorder.session = self
        map.delegate = recorder
    }

    var events: [ObservedEvent] { recorder.events }

    func perform(_ step: Step) throws {
        if let script = try step.touchScript(startingAt: map.core.now) {
            try map.handle(script.frames)
            try map.core.advance(to: max(map.core.now, script.time))
            return
        }
        switch step {
        case .wait(let seconds):
            try map.advance(by: seconds)
        case .camera(let move):
            let update = try cameraUpdate(for: move.camera)
            if move.duration > 0 {
                try map.applyCamera(update, animationDuration: move.duration)
            } else {
                try map.moveCamera(update)
            }
        case .set(let settings):
            try apply(settings)
        case .location(let update):
            locationProvider.report(update.position, heading: update.heading)
        default:
            throw MapCompatError(.conflict, field: step.kind, "TomTom's API has no way to perform this step")
        }
    }

    func settle(maximum: Double) throws -> Bool {
        try map.core.advanceUntilIdle(maximum: maximum)
    }

    var state: ObservedState {
        ObservedState(camera: neutralCamera, viewport: map.core.viewport)
    }

    /// The camera TomTom reports, in neutral units.
    private var neutralCamera: Camera? {
        let properties = map.cameraProperties
        guard
            let center = try? LatLng(
                latitude: properties.position.latitude, longitude: properties.position.longitude)
        else { return nil }
        return Camera(
            center: center, zoom: TomTomZoomScale.neutral(fromTomTom: properties.zoom), bearing: properties.rotation,
            tilt: properties.tilt)
    }

    /// An absolute TomTom camera update for a (partial) spec camera.
    private func cameraUpdate(for settings: Spec.CameraSettings) throws -> CameraUpdate {
        guard let current = neutralCamera else {
            throw MapCompatError(.conflict, field: "camera", "TomTom reports no valid camera")
        }
        let target = try settings.applied(to: current)
        return CameraUpdate(
            position: CLLocationCoordinate2D(latitude: target.center.latitude, longitude: target.center.longitude),
            zoom: TomTomZoomScale.tomTom(fromNeutral: target.zoom), tilt: target.tilt, rotation: target.bearing)
    }

    /// Applies spec map settings through TomTom's API.
    private func apply(_ settings: Spec.MapSettings) throws {
        let unsupported: [(String, Bool)] = [
            ("viewport", settings.viewport != nil), ("limits", settings.limits != nil),
            ("gestures.stop", settings.gestures?.stop != nil), ("deceleration", settings.deceleration != nil),
            ("controls", settings.controls != nil), ("location.tracking", settings.location?.tracking != nil),
        ]
        if let field = unsupported.first(where: \.1)?.0 {
            throw MapCompatError(.conflict, field: field, "TomTom's API has no such setting")
        }
        if let camera = settings.camera { try map.moveCamera(cameraUpdate(for: camera)) }
        if let location = settings.location, location.position != nil || location.heading != nil {
            guard let position = location.position ?? locationProvider.lastPosition else {
                throw MapCompatError(.conflict, field: "location.heading", "a heading needs a position (lat and lng)")
            }
            locationProvider.report(position, heading: location.heading)
        }
        if let switches = settings.gestures {
            let groups: [(Bool?, [GestureKind])] = [
                (switches.scroll, [.pan]), (switches.zoom, [.pinch, .doubleTap, .twoFingerTap, .quickZoom]),
                (switches.rotate, [.rotate]), (switches.tilt, [.tilt]),
            ]
            for case (let on?, let kinds) in groups {
                if on { coarseDisabled.subtract(kinds) } else { coarseDisabled.formUnion(kinds) }
            }
        }
        if let disabled = settings.disabledGestures { fineDisabled = Set(disabled) }
        let off = fineDisabled.union(coarseDisabled)
        map.disabledGestures = GestureKind.allCases.filter(off.contains).map(MapGestureDisableOption.init)
        for (kind, blockers) in (settings.exclusions ?? [:]).sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            map.setExclusiveGestures(gesture: GestureType(kind), blockedGestures: blockers.map(GestureType.init))
        }
    }

    /// The time of an event: the virtual clock's, as TomTom's callbacks carry none.
    fileprivate var now: Double { map.core.now }
}

@available(*, unavailable)
extension TomTomSession: Sendable {}

/// The delegate: turns TomTom's callbacks back into neutral events.
private final class Recorder: MapDelegate {
    weak var session: TomTomSession?
    private(set) var events: [ObservedEvent] = []

    func map(_ map: TomTomMap, onInteraction interaction: MapInteraction) {
        switch interaction {
        case .tapped(let coordinate):
            record(map, coordinate) { .mapTap(point: $0, coordinate: $1) }
        case .doubleTapped(let coordinate):
            record(map, coordinate) { .mapDoubleTap(point: $0, coordinate: $1) }
        case .tappedWithTwoFingers(let coordinate):
            record(map, coordinate) { .mapTwoFingerTap(point: $0, coordinate: $1) }
        case .longPressed(let coordinate):
            record(map, coordinate) { .mapLongPress(point: $0, coordinate: $1) }
        case .tappedOnLocationMarker(let coordinate):
            guard let position = try? LatLng(latitude: coordinate.latitude, longitude: coordinate.longitude) else {
                return
            }
            record(.locationMarkerTap(coordinate: position))
        case .panned(let state): record(.gesture(.pan, GesturePhase(state)))
        case .pinched(let state): record(.gesture(.pinch, GesturePhase(state)))
        case .rotated(let state): record(.gesture(.rotate, GesturePhase(state)))
        case .tilted(let state): record(.gesture(.tilt, GesturePhase(state)))
        case .interactionStarted, .tappedOnAnnotation, .tappedOnRecenterButton:
            break
        }
    }

    private func record(_ event: MapEvent) {
        guard let session else { return }
        events.append(ObservedEvent(time: session.now, event: event))
    }

    func map(_ map: TomTomMap, onCameraEvent event: CameraEvent) {
        if case .cameraSteady = event, let session {
            events.append(ObservedEvent(time: session.now, event: .cameraIdle))
        }
    }

    /// Records a press at a coordinate, with the point TomTom places it at.
    private func record(
        _ map: TomTomMap, _ coordinate: CLLocationCoordinate2D, _ event: (CGPoint, LatLng) -> MapEvent
    ) {
        guard let session, let point = map.pointForCoordinate(coordinate),
            let position = try? LatLng(latitude: coordinate.latitude, longitude: coordinate.longitude)
        else { return }
        events.append(ObservedEvent(time: session.now, event: event(point, position)))
    }
}

@available(*, unavailable)
extension Recorder: Sendable {}

extension GesturePhase {
    /// The neutral phase TomTom's state stands for. TomTom has no cancelled state: a cancelled gesture
    /// reports `end`, which reads back as `ended`.
    fileprivate init(_ state: GestureState) {
        switch state {
        case .begin: self = .began
        case .update: self = .changed
        case .end: self = .ended
        }
    }
}
