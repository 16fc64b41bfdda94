import MapCompatConformance
import MapCompatCore
import TomTomStyle

/// The conformance plugin of the TomTom-style adapter (id `tomtom`): it drives a ``TomTomStyle/MapView`` and
/// the ``TomTomStyle/TomTomMap`` it hands over through TomTom's API (`MapViewDelegate`, `disabledGestures`,
/// `setExclusiveGestures`, `CameraUpdate`, `applyCamera`, `cameraTrackingMode`, annotations, the view's
/// control policies, `MapDelegate`) and turns the callbacks it receives back into neutral events.
///
/// It lists only what TomTom's API can express: the map's taps and presses, the phases of pan, pinch,
/// rotation and tilt, taps on the location marker and on annotations (markers, lines, polygons, circles,
/// which always consume their taps), camera moves and limits, tracking modes, gesture switches and
/// exclusions, the view's size and insets, the compass, scale and current-location controls, locations from
/// a `LocationProvider`, and `cameraIdle` (from `cameraSteady`). TomTom's callbacks carry no reason for
/// camera moves, no long-press or quick-zoom phases and no cancellation; its annotations cannot let a tap
/// through, and it has no callout, drag, zoom-button, indoor or logo API, so specs that need those are `n/a`
/// here; labels are found as a TomTom app finds them, with `mapFeatures(coordinate:)` on `.tapped`.
/// Touches, waits and control taps go through the kit's `SessionDriver`; what TomTom cannot
/// observe as a spec states it (a cancelled gesture, a timed move's curve, `none` beside a shown location)
/// is declined with `NotExpressible` and TomTom's reason (the porting article lists every gap).
public struct TomTomPlugin: AdapterPlugin {
    /// Creates the plugin.
    public init() {}

    /// `tomtom`.
    public var id: String { "tomtom" }

    /// One line for `mapcompat adapters`.
    public var summary: String { "TomTom Maps SDK style (MapView, TomTomMap, MapDelegate, CameraUpdate)" }

    /// What TomTom's API can set up, perform, report and read back.
    public var capabilities: Set<Capability> { Self.supported }

    /// Starts a run of `spec` on a fresh ``TomTomStyle/TomTomMap``.
    public func makeSession(for spec: Spec) throws -> any AdapterSession {
        try TomTomSession(spec: spec)
    }

    static let supported: Set<Capability> = {
        var capabilities: Set<Capability> = [.profile(.vendor)]
        let steps: [Step.Kind] = [
            .tap, .doubleTap, .twoFingerTap, .longPress, .pan, .pinch, .rotate, .tilt, .quickZoom, .drag,
            .touches, .wait, .camera, .set, .location, .tapControl,
        ]
        capabilities.formUnion(steps.map { Capability.step($0) })
        let events: [MapEvent.Kind] = [
            .mapTap, .mapDoubleTap, .mapTwoFingerTap, .mapLongPress, .cameraIdle, .locationMarkerTap,
            .overlayTap, .trackingMode,
        ]
        capabilities.formUnion(events.map { Capability.event($0) })
        // `panned`, `pinched`, `rotated` and `tilted` report those gestures' phases, and only theirs.
        let gestures: [GestureKind] = [.pan, .pinch, .rotate, .tilt]
        capabilities.formUnion(gestures.map { Capability.gestureEvent($0) })
        let settings = [
            "camera", "exclusions", "location", "location.tracking", "limits", "viewport", "viewport.insets",
            "controls.compass", "controls.scaleBar", "controls.locationButton",
        ]
        capabilities.formUnion(settings.map(Capability.map))
        // Annotations always consume their taps: items that let taps through (`propagate`) cannot be made. An
        // item with no handler differs from a consuming one only when touched, so it is placed as a TomTom
        // annotation and the session declines a spec that touches the map with one on it.
        capabilities.formUnion(
            ["marker", "polyline", "polygon", "circle", "tapHandler.consume", "tapHandler.none"].map(Capability.scene))
        // `Marker.coordinate` and `Circle.coordinate` read back where markers and circles are.
        capabilities.insert(.expect("position"))
        // Labels through mapFeatures(coordinate:) on .tapped, as MapLibre's through visibleFeatures(at:).
        capabilities.formUnion([.scene("symbol"), .event(.symbolTap), .handler("symbolTap")])
        capabilities.formUnion(["symbolTap.consume", "symbolTap.propagate"].map(Capability.handler))
        capabilities.formUnion(["scroll", "zoom", "rotate", "tilt"].map { Capability.map("gestures.\($0)") })
        capabilities.formUnion(GestureKind.allCases.map { Capability.map("disabledGestures.\($0.rawValue)") })
        capabilities.formUnion(["camera", "screen", "controls", "tracking"].map(Capability.expect))
        // The finer parts TomTom has in full: a flat camera (`CameraUpdate` with no tilt or rotation) set up and
        // moved to, and each of `minZoom`, `maxZoom` and `maxTilt` (the session declines a limit outside
        // TomTom's 0…22 zoom scale).
        capabilities.formUnion([
            "map.camera.flat", "step.camera.flat", "map.limits.minZoom", "map.limits.maxZoom", "map.limits.maxTilt",
        ])
        return capabilities
    }()
}
