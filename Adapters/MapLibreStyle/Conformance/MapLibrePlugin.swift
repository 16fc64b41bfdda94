import MapCompatConformance
import MapCompatCore
import MapLibreStyle

/// The `maplibre` plugin: it drives ``MapLibreStyle/MLNMapView`` and reads back what its delegate, its
/// annotation views and an app fallback tap recognizer report.
///
/// Map taps are observed the way MapLibre apps observe them: a tap recognizer that requires the built-in
/// single tap to fail. Stopped animations are seen through the `transitionCancelled` reason of the
/// did-change that ends them. A marker that takes taps is a point annotation: its selection is its tap
/// (`overlayTap`, consumed), and the app deselects it at once. A compass tap is read from the `resetNorth`
/// camera-change reason. Kinds MapLibre's API does not report (double-tap and two-finger-tap events, which
/// come only as camera-change reasons without a position, gesture phases, annotation taps and long presses,
/// the logo's tap) are not among ``observedEventKinds`` or the capabilities; the DocC article gives each
/// reason and its source.
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
        let steps: [Step.Kind] = [
            .tap, .doubleTap, .twoFingerTap, .longPress, .pan, .pinch, .rotate, .tilt, .quickZoom, .drag,
            .touches, .wait, .camera, .set, .tapCallout, .tapControl, .location,
        ]
        capabilities.formUnion(steps.map { Capability.step($0) })
        let events: [MapEvent.Kind] = [
            .mapTap, .mapLongPress, .cameraWillChange, .cameraChanging, .cameraDidChange, .cameraIdle,
            .annotationSelect,
            .annotationDeselect, .calloutShow, .calloutHide, .calloutTap, .dragState, .animationStop,
            .trackingMode,
        ]
        capabilities.formUnion(events.map { Capability.event($0) })
        let settings = [
            // Tracking through `userTrackingMode`; in a run that follows the user the camera-change events
            // go unchecked (see `MapLibreSession.unobservedEventKinds`).
            "location.tracking",
            "viewport", "viewport.insets", "camera", "limits", "controls.compass", "controls.scaleBar", "location",
            "controls.logo", "controls.zoomButtons", "controls.indoorLevelPicker",
            "controls.locationButton",
        ]
        capabilities.formUnion(settings.map(Capability.map))
        capabilities.formUnion(["scroll", "zoom", "rotate", "tilt"].map { Capability.map("gestures.\($0)") })
        capabilities.formUnion(DecelerationRate.allCases.map { Capability.map("deceleration.\($0.rawValue)") })
        let states = ["camera", "screen", "position", "selected", "dragState", "controls", "tracking"]
        capabilities.formUnion(states.map(Capability.expect))
        capabilities.insert(.handler("cameraChange"))
        capabilities.formUnion(["annotation", "callout", "draggable"].map(Capability.scene))
        // MapLibre asks no drag question: a draggable view drags, as for an app that always allows; an app
        // that refuses every drag leaves its views not draggable.
        capabilities.formUnion([.handler("drag.allow"), .handler("drag.deny")])
        // A marker is a point annotation: a tap on it selects it, which ends the tap (consume); a disabled
        // view lets taps through (no handler). Overlap, hiding and z are the annotation views'.
        capabilities.formUnion(["marker", "tapHandler.consume", "tapHandler.none"].map(Capability.scene))
        capabilities.insert(.event(.overlayTap))
        // Polylines and polygons (with holes) are shape annotations: a tap selects an enabled one.
        capabilities.formUnion(["polyline", "polygon", "polygonHoles"].map(Capability.scene))
        // Labels of the style: the app's tap recognizer asks visibleFeatures(at:styleLayerIdentifiers:), and
        // its handler keeps the tap (consume) or reports the map tap as well (propagate).
        // A tap on the user dot (shown while showsUserLocation is on) selects `userLocation`.
        capabilities.insert(.event(.locationMarkerTap))
        capabilities.insert(.event(.controlTap))  // the compass's, from resetNorth (MapLibreSession+CompassReason)
        capabilities.insert(.scene("symbol"))
        capabilities.insert(.event(.symbolTap))
        capabilities.formUnion(["symbolTap", "symbolTap.consume", "symbolTap.propagate"].map(Capability.handler))
        return capabilities
    }()
}
