import MapCompatConformance
import MapCompatCore
import RMMapLayerStyle

/// The conformance plugin of the route-me-style adapter (id `rm`): it drives
/// ``RMMapLayerStyle/RMMapView`` through route-me's API (`RMAnnotation`, `RMMarker`, `RMMapViewDelegate`)
/// and turns the delegate's callbacks back into neutral events.
///
/// route-me has no rotation, tilt or quick zoom, no scene items other than annotations (markers and shapes
/// are annotation layers; a marker's tap ends at `tap(on:onMap:)`, so a handler consumes and never
/// propagates), no callout body-tap callback (the callout's show and hide are read from selection, which
/// brackets them), camera callbacks with only a by-user flag (a user's move is reported with reason
/// `gesture`; a run with another move leaves camera events unchecked), no
/// programmatic move with a duration, no bearing to read under heading tracking and no controls to
/// configure; specs that need those are `n/a` here, declined with route-me's reason where no capability
/// names them (a move's duration, heading tracking, raw two-finger touches on a map whose profile rotates).
/// Location fixes arrive through the map view's headless input, as Core Location's would on a device. The
/// porting article lists every gap with its reason.
public struct RMPlugin: AdapterPlugin {
    /// Creates the plugin.
    public init() {}

    /// `rm`.
    public var id: String { "rm" }

    /// One line for `mapcompat adapters`.
    public var summary: String { "route-me / Mapbox iOS SDK legacy style (RMMapView, RMMapLayer, RMMarker)" }

    /// What route-me's API can set up, perform, report and read back.
    public var capabilities: Set<Capability> { Self.supported }

    /// Starts a run of `spec` on a fresh ``RMMapLayerStyle/RMMapView``.
    public func makeSession(for spec: Spec) throws -> any AdapterSession {
        try RMSession(spec: spec)
    }

    /// The neutral controls RMMapView does not have, read as hidden. Its logo bug (shown, taking no taps)
    /// and compass are not read: `RMMapView` has no property for the compass.
    static let absentControls: [MapControl] = [.zoomIn, .zoomOut, .scaleBar, .indoorLevelPicker, .locationButton]

    static let supported: Set<Capability> = {
        var capabilities: Set<Capability> = [
            .profile(.vendor), .scene("annotation"), .scene("callout"), .scene("calloutOffset"), .scene("draggable"),
            .step(.tapCallout),
            // A tap where a control would be: route-me shows no zoom buttons, compass, scale bar, picker or
            // location button there, so it is a tap on the map (the logo's tap is declined).
            .step(.tapControl),
            .handler("drag"), .expect("selected"), .expect("dragState"), .expect("position"), .expect("camera"),
            .expect("screen"), .map("viewport"), .map("gestures.scroll"),
            // Zoom limits only: route-me has no tilt to limit.
            .map("limits.minZoom"), .map("limits.maxZoom"),
            // A marker is an annotation; its tap ends at tap(on:onMap:), so a handler can consume, not
            // propagate; a disabled annotation lets taps through, as an item without a handler does.
            .scene("marker"), .scene("polyline"), .scene("polygon"), .scene("circle"), .scene("tapHandler.consume"),
            .scene("tapHandler.none"), .scene("polygonHoles"), .event(.overlayTap),
            .scene("globalZ"),  // through annotationSortingComparator(for:), which sets every layer's zPosition
            // route-me's camera is north up and flat; programmatic moves are immediate or route-me's own animation.
            .map("camera.flat"), .flatCameraStep,
            // Fixes arrive as Core Location's would; tracking through userTrackingMode and its delegate callback.
            .map("location"), .map("location.tracking"), .step(.location), .expect("tracking"), .event(.trackingMode),
        ]
        let steps: [Step.Kind] = [
            .tap, .doubleTap, .twoFingerTap, .longPress, .pan, .pinch, .drag, .touches, .wait, .set,
        ]
        capabilities.formUnion(steps.map { Capability.step($0) })
        let events: [MapEvent.Kind] = [
            .mapTap, .mapDoubleTap, .mapTwoFingerTap, .mapLongPress, .annotationSelect, .annotationDeselect,
            .annotationTap, .annotationLongPress, .dragState,
            // afterMapMove(_:byUser:) and mapViewRegionDidChange(_:) during a move the user makes (reason
            // gesture); a run with another move leaves them unchecked (RMSession.unobservedEventKinds).
            // beforeMapMove gives no `animated`, so cameraWillChange is not observed.
            .cameraChanging, .cameraDidChange,
            .calloutShow, .calloutHide, .locationMarkerTap,  // through selection and RMUserLocation's tap
        ]
        capabilities.formUnion(events.map { Capability.event($0) })
        // tap(onCalloutAccessory:for:onMap:) reports the accessories; route-me has no body-tap callback.
        capabilities.formUnion([.calloutTapEvent(.left), .calloutTapEvent(.right)])
        capabilities.formUnion(absentControls.map { Capability.expect("controls.\($0.rawValue)") })
        capabilities.formUnion(DecelerationRate.allCases.map { Capability.map("deceleration.\($0.rawValue)") })
        return capabilities
    }()
}
