import MapCompatCore

/// The reference plugin: it drives `InteractiveMap` directly, with no vendor API in between.
///
/// Every other adapter must agree with it on neutral-profile specs. Its vendor profile is the neutral one.
public struct CorePlugin: AdapterPlugin {
    /// Creates the plugin.
    public init() {}

    /// `core`.
    public var id: String { "core" }

    /// The neutral model itself, driven without a vendor API.
    public var summary: String { "the neutral core, driven directly" }

    /// Everything the core models today.
    public var capabilities: Set<Capability> { Self.all }

    /// Starts a run of `spec` on a fresh map.
    public func makeSession(for spec: Spec) throws -> any AdapterSession {
        try CoreSession(spec: spec)
    }

    /// Everything the core models today, built once.
    private static let all = supported.union(annotationCapabilities).union(controlCapabilities)

    static let supported: Set<Capability> = {
        var capabilities: Set<Capability> = [.profile(.vendor)]
        let steps: [Step.Kind] = [
            .tap, .doubleTap, .twoFingerTap, .longPress, .pan, .pinch, .rotate, .tilt, .quickZoom, .drag,
            .touches, .wait, .camera, .set,
        ]
        capabilities.formUnion(steps.map { Capability.step($0) })
        let events: [MapEvent.Kind] = [
            .mapTap, .mapDoubleTap, .mapTwoFingerTap, .mapLongPress, .gesture, .cameraWillChange,
            .cameraChanging, .cameraDidChange, .cameraIdle, .animationStop, .overlayTap, .symbolTap,
        ]
        capabilities.formUnion(events.map { Capability.event($0) })
        let settings = ["viewport", "viewport.insets", "camera", "limits", "exclusions"]
        capabilities.formUnion(settings.map(Capability.map))
        capabilities.formUnion(["scroll", "zoom", "rotate", "tilt", "stop"].map { Capability.map("gestures.\($0)") })
        capabilities.formUnion(GestureKind.allCases.map { Capability.map("disabledGestures.\($0.rawValue)") })
        capabilities.formUnion(DecelerationRate.allCases.map { Capability.map("deceleration.\($0.rawValue)") })
        capabilities.formUnion(["camera", "screen", "position"].map(Capability.expect))
        capabilities.formUnion(
            ["marker", "symbol", "polyline", "polygon", "circle", "polygonHoles", "tapHandler"].map(Capability.scene))
        capabilities.insert(.handler("symbolTap"))
        return capabilities
    }()
}
