import MapCompatConformance
import MapCompatCore
import MapLibreStyle

/// The `maplibre` plugin: it drives ``MapLibreStyle/MLNMapView`` and reads back what its delegate, its
/// annotation views and an app fallback tap recognizer report.
///
/// Map taps are observed the way MapLibre apps observe them: a tap recognizer that requires the built-in
/// single tap to fail. Kinds MapLibre's API does not report (double-tap, two-finger-tap and long-press
/// events on the map, gesture phases, callout show/hide, stopped animations, overlay and symbol taps) are
/// not among ``observedEventKinds``.
public struct MapLibrePlugin: AdapterPlugin {
    /// Creates the plugin.
    public init() {}

    /// `maplibre`.
    public var id: String { "maplibre" }

    /// MapLibre Native iOS style, through `MLNMapView`.
    public var summary: String { "MapLibre Native iOS style (MLNMapView), MapLibreStyle" }

    /// What the MapLibre-style API can set up, perform and report.
    public var capabilities: Set<Capability> { Self.supported }

    /// Starts a run of `spec` on a fresh `MLNMapView`.
    public func makeSession(for spec: Spec) throws -> any AdapterSession {
        try MapLibreSession(spec: spec)
    }

    static let supported: Set<Capability> = {
        var capabilities: Set<Capability> = [.profile(.vendor)]
        let steps = [
            "tap", "doubleTap", "twoFingerTap", "longPress", "pan", "pinch", "rotate", "tilt", "quickZoom", "drag",
            "touches", "wait", "camera", "set", "tapCallout",
        ]
        capabilities.formUnion(steps.map(Capability.step))
        let events = [
            "mapTap", "cameraWillChange", "cameraChanging", "cameraDidChange", "cameraIdle", "annotationSelect",
            "annotationDeselect", "calloutTap", "dragState",
        ]
        capabilities.formUnion(events.map(Capability.event))
        capabilities.formUnion(["viewport", "viewport.insets", "camera", "limits"].map(Capability.map))
        capabilities.formUnion(["scroll", "zoom", "rotate", "tilt"].map { Capability.map("gestures.\($0)") })
        capabilities.formUnion(DecelerationRate.allCases.map { Capability.map("deceleration.\($0.rawValue)") })
        capabilities.formUnion(["camera", "screen", "position", "selected", "dragState"].map(Capability.expect))
        capabilities.formUnion(["annotation", "callout", "draggable"].map(Capability.scene))
        return capabilities
    }()
}
