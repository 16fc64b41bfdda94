import Foundation
import MapCompatConformance
import MapCompatCore
import TomTomStyle

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// One run of a spec on a ``TomTomStyle/MapView`` and the ``TomTomStyle/TomTomMap`` it hands over in
/// `mapView(_:onMapReady:)`, set up and driven through TomTom's API.
final class TomTomSession: AdapterSession {
    let mapView: MapView
    let map: TomTomMap
    let recorder = TomTomRecorder()
    /// Feeds touch steps, waits and control taps to the map, settles it and keeps the events with the clock.
    let driver: SessionDriver
    /// The fine kinds the spec switched off, and those its coarse switches turned off: TomTom has only the
    /// one list, `disabledGestures`, so the session keeps both and sets their union.
    var fineDisabled: Set<GestureKind> = []
    var coarseDisabled: Set<GestureKind> = []
    /// The app's location provider, which the map listens to from the start.
    let locationProvider = ScriptedLocationProvider()
    /// Set once TomTom reported a following mode: the followed location stays shown after following ends.
    var hasFollowed = false
    /// The app's answer to a tap on a label (`TomTomSession+Symbols.swift`); `nil` when it queries none.
    var symbolAnswer: Spec.TapHandling?

    init(spec: Spec) throws {
        let profile: InteractionProfile = spec.profile == .vendor ? .tomTom : .neutral
        try Self.decline(spec, profile: profile)
        try Self.declineSymbolPresses(spec, profile: profile)
        symbolAnswer = spec.handlers.symbolTap
        let start = InteractiveMap.defaultCamera
        let options = MapOptions(
            apiKey: "conformance",
            cameraUpdate: CameraUpdate(
                position: CLLocationCoordinate2D(latitude: start.center.latitude, longitude: start.center.longitude),
                zoom: TomTomZoomScale.tomTom(fromNeutral: start.zoom), tilt: start.tilt, rotation: start.bearing))
        mapView = MapView(
            mapOptions: options, profile: profile,
            frame: CGRect(x: 0, y: 0, width: Viewport.neutral.width, height: Viewport.neutral.height))
        mapView.delegate = recorder
        // The map arrives in virtual time, as on a device after a turn of the run loop.
        try mapView.advance(by: 0)
        guard let ready = recorder.readyMap else {
            throw MapCompatError(.conflict, field: "mapView", "the map did not load")
        }
        map = ready
        driver = SessionDriver(view: ready)
        fineDisabled = Set(map.disabledGestures.compactMap(\.gestureKind))
        map.locationProvider = locationProvider
        map.activateLocationProvider()
        try apply(spec.map)
        try place(spec.scene)
        // Setting `cameraTrackingMode` animates to the location; the spec's first step starts from the map
        // as set up, so that move ends before it (the core places the camera at once).
        if !map.isIdle { _ = try map.settle(maximum: 5) }
        recorder.session = self
        map.delegate = recorder
    }

    var events: [ObservedEvent] { driver.events }

    func perform(_ step: Step) throws {
        // Touches, waits and taps on the view's controls (the current-location button, the compass).
        if try driver.perform(step) { return }
        switch step {
        case .camera(let move):
            let update = try cameraUpdate(for: move.camera)
            guard move.duration > 0 else { return map.moveCamera(update) }
            // A timed move that is the spec's last step: only its end shows, which TomTom's
            // `applyCamera(_:animationDuration:completion:)` reaches at `animationDuration`, whatever its curve
            // (``decline(_:profile:)`` turns away timed moves with steps after them).
            // Something still pending (a tap waiting out the double-tap window) would report during the move,
            // where the camera's place depends on the curve.
            guard map.isIdle else {
                throw NotExpressible(
                    reason: "TomTom's applyCamera(_:animationDuration:completion:) takes no easing curve and TomTom "
                        + "documents none, and an earlier step still reports during the move",
                    capability: Self.animatedCamera)
            }
            map.applyCamera(update, animationDuration: move.duration)
        case .set(let settings):
            if let tracking = settings.location?.tracking {
                try prepareTrackingChange(to: tracking, givingPosition: settings.location?.position != nil)
            }
            try apply(settings)
        case .location(let update):
            // The app's provider reports the device's latest heading with every location.
            locationProvider.report(update.position, heading: update.heading ?? driver.location?.heading)
        default:
            throw NotExpressible(
                reason: "TomTom's API has no way to perform a \(step.kind) step", capability: .step(step.kind))
        }
    }

    func settle(maximum: Double) throws -> Bool {
        try driver.settle(maximum: maximum)
    }

    var state: ObservedState {
        var state = ObservedState(camera: neutralCamera, viewport: driver.viewport)
        state.controls = controls
        state.tracking = tracking
        state.positions = positions
        return state
    }

    /// Where the markers and circles are, by the spec id each carries as its tag (`Marker.coordinate`,
    /// `Circle.coordinate`).
    var positions: [String: LatLng] {
        var positions: [String: LatLng] = [:]
        for annotation in map.annotations {
            let coordinate: CLLocationCoordinate2D
            switch annotation {
            case let marker as Marker: coordinate = marker.coordinate
            case let circle as Circle: coordinate = circle.coordinate
            default: continue
            }
            guard let tag = annotation.tag,
                let position = try? LatLng(latitude: coordinate.latitude, longitude: coordinate.longitude)
            else { continue }
            positions[tag] = position
        }
        return positions
    }

    /// The camera TomTom reports, in neutral units.
    var neutralCamera: Camera? {
        let properties = map.cameraProperties
        guard
            let center = try? LatLng(
                latitude: properties.position.latitude, longitude: properties.position.longitude)
        else { return nil }
        return Camera(
            center: center, zoom: TomTomZoomScale.neutral(fromTomTom: properties.zoom), bearing: properties.rotation,
            tilt: properties.tilt)
    }

    /// The tracking mode TomTom's `cameraTrackingMode` stands for; not following while the provider has
    /// reported a location is the core's `noFollow`.
    var tracking: TrackingMode {
        TrackingMode(map.cameraTrackingMode, hasLocation: showsLocation)
    }

    /// Whether TomTom shows the user's location: once the provider reported one, or once the map followed it
    /// (a followed location stays shown when following ends).
    var showsLocation: Bool {
        locationProvider.lastPosition != nil || hasFollowed
    }

    /// An absolute TomTom camera update for a (partial) spec camera.
    func cameraUpdate(for settings: Spec.CameraSettings) throws -> CameraUpdate {
        guard let current = neutralCamera else {
            throw MapCompatError(.conflict, field: "camera", "TomTom reports no valid camera")
        }
        let target = try settings.applied(to: current)
        return CameraUpdate(
            position: CLLocationCoordinate2D(latitude: target.center.latitude, longitude: target.center.longitude),
            zoom: TomTomZoomScale.tomTom(fromNeutral: target.zoom), tilt: target.tilt, rotation: target.bearing)
    }

    /// The time of an event: the virtual clock's, as TomTom's callbacks carry none.
    var now: Double { driver.now }
}

@available(*, unavailable)
extension TomTomSession: Sendable {}

extension TrackingMode {
    /// The core mode of a TomTom tracking mode: TomTom's route modes follow as its plain ones do.
    init(_ mode: CameraTrackingMode, hasLocation: Bool) {
        if mode == .none {
            self = hasLocation ? .noFollow : .none
        } else if mode == .followNorthUp() || mode == .followRouteNorthUp() || mode == .follow {
            self = .follow
        } else {
            self = .followWithHeading
        }
    }
}
