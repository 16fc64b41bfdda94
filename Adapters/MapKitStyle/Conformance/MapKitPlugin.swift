import MapCompatConformance
import MapCompatCore
import MapKitStyle

/// The `mapkit` plugin: it drives ``MapKitStyle/MKMapView`` and reads back what its delegate, its annotation views
/// and the app's own tap and long-press recognizers report, as MapKit apps observe a map.
///
/// MapKit's delegate has no tap, long-press, gesture, callout-appearance, control or stopped-animation callback, and
/// its region callbacks carry no reason: those events and fields are not among the capabilities (each reason and
/// its source are in the MapKitStyle article). Map taps and long presses come from recognizers the app adds to the
/// map view, as MapKit apps do; a marker that takes taps is a point annotation whose selection is its tap
/// (`overlayTap`, consumed), which the app deselects at once; overlays take no taps in MapKit.
public struct MapKitPlugin: AdapterPlugin {
    /// Creates the plugin.
    public init() {}

    /// `mapkit`.
    public var id: String { "mapkit" }

    /// Apple MapKit style, through `MKMapView`.
    public var summary: String { "Apple MapKit style (MKMapView), MapKitStyle" }

    /// What the MapKit-style API can set up, perform and report.
    public var capabilities: Set<Capability> { Self.supported }

    /// Starts a run of `spec` on a fresh `MKMapView`.
    public func makeSession(for spec: Spec) throws -> any AdapterSession {
        try MapKitSession(spec: spec)
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
            .annotationSelect, .annotationDeselect, .dragState, .trackingMode, .overlayTap, .locationMarkerTap,
        ]
        capabilities.formUnion(events.map { Capability.event($0) })
        // regionWillChangeAnimated, mapViewDidChangeVisibleRegion and regionDidChangeAnimated say nothing of why.
        capabilities.formUnion(
            [MapEvent.Kind.cameraWillChange, .cameraChanging, .cameraDidChange].map {
                Capability.event($0, without: "reason")
            })
        // Only accessory controls report callout taps (calloutAccessoryControlTapped); the body reports nothing.
        capabilities.formUnion([CalloutPart.left, .right].map(Capability.calloutTapEvent))
        let settings = [
            "viewport", "camera", "limits.minZoom", "limits.maxZoom", "controls.compass", "controls.scaleBar",
            "controls.zoomButtons", "controls.indoorLevelPicker", "controls.locationButton", "location",
            "location.tracking",
        ]
        capabilities.formUnion(settings.map(Capability.map))
        capabilities.formUnion(["scroll", "zoom", "rotate", "tilt"].map { Capability.map("gestures.\($0)") })
        let states = ["camera", "screen", "position", "selected", "dragState", "controls", "tracking"]
        capabilities.formUnion(states.map(Capability.expect))
        capabilities.formUnion(["annotation", "callout", "calloutOffset", "draggable"].map(Capability.scene))
        // MapKit asks no drag question: a draggable view drags, as for an app that always allows; an app that
        // refuses every drag leaves its views not draggable.
        capabilities.formUnion([.handler("drag.allow"), .handler("drag.deny")])
        // A marker is a point annotation whose selection is its tap (consume); a disabled view lets taps through.
        capabilities.formUnion(["marker", "tapHandler.consume", "tapHandler.none"].map(Capability.scene))
        // Overlays: polylines, polygons with holes, circles; taps pass through them.
        capabilities.formUnion(["polyline", "polygon", "polygonHoles", "circle"].map(Capability.scene))
        return capabilities
    }()
}
