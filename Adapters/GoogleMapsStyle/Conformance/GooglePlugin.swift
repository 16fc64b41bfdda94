import GoogleMapsStyle
import MapCompatConformance
import MapCompatCore

/// The `google` conformance plugin: it runs specs through the Google-style API (``GoogleMapsStyle/GMSMapView``,
/// its delegate, ``GoogleMapsStyle/GMSCameraUpdate``, markers and overlays) and turns the Google callbacks it
/// receives back into neutral events.
///
/// What Google's API cannot express is left out of ``capabilities``, so those specs are `n/a`, each with its
/// reason in the GoogleMapsStyle article: a marker tap that reaches the map (`propagate`: Google's
/// `mapView(_:didTapAt:)` is called "only if a marker was not tapped"), `globalZ` (markers always draw above
/// other overlays), fine gesture switches, exclusions, deceleration, the stop gesture and the maximum tilt
/// (`GMSUISettings` and `GMSMapView` have no such settings), tracking modes (Google has none), the scale bar,
/// zoom buttons and logo settings (not in the iOS SDK), indoor buildings (Google's own data), callout
/// accessories (info windows have none), and the camera-change decision. Events Google does not report are
/// not among the observed kinds: gesture phases, double-tap and two-finger-tap taps, the camera's did-change
/// and the reasons of its changes (`mapView(_:willMove:)` says only whether a gesture moves it), deselection
/// without an info window, callouts showing, drag states (the marker's position is read instead), control taps
/// other than the My Location button's. Cases no capability name covers are declined per spec
/// (`NotExpressible`), each with its reason.
public struct GooglePlugin: AdapterPlugin {
    /// Creates the plugin.
    public init() {}

    /// `google`.
    public var id: String { "google" }

    /// One line for `mapcompat adapters`.
    public var summary: String {
        "Google Maps SDK for iOS style (GMSMapView, GMSMapViewDelegate, GMSMarker, GMSCameraUpdate)"
    }

    /// Everything Google's API can set up, perform, report and read back.
    public var capabilities: Set<Capability> { Self.supported }

    /// Starts a run of `spec` on a fresh ``GoogleMapsStyle/GMSMapView``.
    public func makeSession(for spec: Spec) throws -> any AdapterSession {
        try GoogleSession(spec: spec)
    }

    static let supported: Set<Capability> = {
        var capabilities: Set<Capability> = [.profile(.vendor), .flatCameraStep]
        let steps: [Step.Kind] = [
            .tap, .doubleTap, .twoFingerTap, .longPress, .pan, .pinch, .rotate, .tilt, .quickZoom, .drag,
            .touches, .wait, .camera, .set, .tapControl, .tapCallout, .location,
        ]
        capabilities.formUnion(steps.map { Capability.step($0) })
        // `mapView(_:willMove:)` and `mapView(_:didChange:)` say nothing of why or whether animated.
        let events: [MapEvent.Kind] = [
            .mapTap, .mapLongPress, .overlayTap, .symbolTap, .cameraWillChange, .cameraChanging, .cameraIdle,
            .annotationSelect, .calloutHide, .locationMarkerTap,
        ]
        capabilities.formUnion(events.map { Capability.event($0) })
        capabilities.formUnion([
            .event(.cameraWillChange, without: "reason"), .event(.cameraWillChange, without: "animated"),
            .event(.cameraChanging, without: "reason"),
        ])
        // `mapView(_:didTapInfoWindowOf:)`: an info window has a body only.
        capabilities.insert(.calloutTapEvent(.body))
        // `frame`, `padding`, `camera`, `setMinZoom(_:maxZoom:)`, four `GMSUISettings` gesture switches, the
        // compass, My Location and floor-picker buttons, and the location the SDK reads (MapCompat's
        // `updateLocation(_:)`).
        let settings = [
            "viewport", "viewport.insets", "camera", "camera.flat", "limits.minZoom", "limits.maxZoom",
            "gestures.scroll", "gestures.zoom", "gestures.rotate", "gestures.tilt", "controls.compass",
            "controls.locationButton", "controls.indoorLevelPicker", "location",
        ]
        capabilities.formUnion(settings.map(Capability.map))
        // Markers and annotations are GMSMarkers: a tap `mapView(_:didTap:)` handles is consumed, a marker that is
        // not `isTappable` lets taps through; polylines, polygons (with holes) and circles are tappable overlays
        // whose taps end there; points of interest are the basemap's (MapCompat's `addBasemapPOI`).
        let scene = [
            "marker", "annotation", "symbol", "polyline", "polygon", "polygonHoles", "circle", "tapHandler.consume",
            "tapHandler.none", "callout", "calloutOffset", "draggable",
        ]
        capabilities.formUnion(scene.map(Capability.scene))
        // A POI tap ends at the POI (`mapView(_:didTapPOIWithPlaceID:name:location:)`); Google asks no drag
        // question: a draggable marker drags, as for an app that always allows, and one that refuses is not
        // draggable.
        capabilities.formUnion(["symbolTap.consume", "drag.allow", "drag.deny"].map(Capability.handler))
        capabilities.formUnion(["camera", "screen", "position", "selected"].map(Capability.expect))
        capabilities.formUnion(["compass", "locationButton"].map { Capability.expect("controls.\($0)") })
        return capabilities
    }()
}
