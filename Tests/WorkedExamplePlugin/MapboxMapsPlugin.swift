import MapCompatConformance
import MapCompatCore
import WorkedExampleAdapter

/// The worked example's plugin: it runs specs through the Mapbox-Maps-style API of `WorkedExampleAdapter`.
public struct MapboxMapsPlugin: AdapterPlugin {
    /// Creates the plugin.
    public init() {}

    /// `mapbox`, which is also the id of its porting style.
    public var id: String { "mapbox" }

    /// The worked example of the conformance kit.
    public var summary: String { "worked example: Mapbox Maps SDK for iOS v11 style (MapView, PointAnnotation)" }

    /// What the Mapbox-style API can set up, perform, report and read back.
    public var capabilities: Set<Capability> {
        var capabilities: Set<Capability> = [
            .profile(.vendor), .map("camera"), .map("viewport"), .map("limits.minZoom"), .map("limits.maxZoom"),
            .map("limits.maxTilt"), .scene("marker"), .scene("tapHandler.consume"), .scene("tapHandler.propagate"),
            .scene("tapHandler.none"), .scene("globalZ"), .expect("camera"), .expect("position"),
        ]
        capabilities.formUnion(["scroll", "zoom", "rotate", "tilt"].map { .map("gestures.\($0)") })
        let steps: [Step.Kind] = [
            .tap, .doubleTap, .twoFingerTap, .longPress, .pan, .pinch, .rotate, .tilt, .quickZoom, .touches,
            .wait, .camera, .set,
        ]
        capabilities.formUnion(steps.map { Capability.step($0) })
        capabilities.formUnion([.event(.mapTap), .event(.mapLongPress), .event(.overlayTap), .event(.cameraIdle)])
        return capabilities
    }

    /// A map built through `MapView`, set up as `spec` says.
    public func makeSession(for spec: Spec) throws -> any AdapterSession {
        try MapboxMapsSession(spec: spec)
    }
}
