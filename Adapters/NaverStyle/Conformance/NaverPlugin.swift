import MapCompatConformance
import MapCompatCore
import NaverStyle

/// The `naver` conformance plugin: it runs specs through the NAVER-style API (``NaverStyle/NMFNaverMapView``,
/// its delegates, ``NaverStyle/NMFCameraUpdate`` and overlays) and turns the NAVER callbacks it receives
/// back into neutral events.
///
/// What NAVER's API cannot express is left out of ``capabilities``, so those specs are `n/a`: gesture phase
/// callbacks, double-tap and two-finger-tap callbacks, gesture exclusions, fine gesture switches,
/// annotations (selection, callouts, drags), the camera-change decision, and control
/// and logo tap callbacks. The article "Porting to and from NAVER style" gives the reason for each; the
/// vendor specs in `Specs/vendor/naver` check the NAVER-visible outcome where there is one. Two cases no
/// capability name covers are declined per spec (`NotExpressible`): a logo alignment other than the four
/// corners of `NMFLogoAlign`, and a long press, drag or raw touches with symbols that consume taps (NAVER's
/// symbol method hears of taps only).
public struct NaverPlugin: AdapterPlugin {
    /// Creates the plugin.
    public init() {}

    /// `naver`.
    public var id: String { "naver" }

    /// One line for `mapcompat adapters`.
    public var summary: String { "NAVER Maps iOS style (NMFNaverMapView, NMFMapView delegates, NMFCameraUpdate)" }

    /// Everything NAVER's API can set up, perform, report and read back.
    public var capabilities: Set<Capability> { Self.supported }

    /// Starts a run of `spec` on a fresh ``NaverStyle/NMFNaverMapView``.
    public func makeSession(for spec: Spec) throws -> any AdapterSession {
        try NaverSession(spec: spec)
    }

    static let supported: Set<Capability> = {
        // Broad names where NAVER has every part (the fuzzer draws from them), and each part spelled out.
        var capabilities: Set<Capability> = [.profile(.vendor)]
        // `mapView(_:didTap:)` returns whether the symbol consumes the tap.
        capabilities.formUnion(["symbolTap", "symbolTap.consume", "symbolTap.propagate"].map(Capability.handler))
        let steps: [Step.Kind] = [
            .tap, .doubleTap, .twoFingerTap, .longPress, .pan, .pinch, .rotate, .tilt, .quickZoom, .drag,
            .touches, .wait, .camera, .set, .tapControl, .selectIndoorLevel, .location,
        ]
        capabilities.formUnion(steps.map { Capability.step($0) })
        capabilities.formUnion([.flatCameraStep])
        let events: [MapEvent.Kind] = [
            .mapTap, .mapLongPress, .cameraWillChange, .cameraChanging, .cameraDidChange, .cameraIdle,
            .animationStop, .overlayTap, .symbolTap, .trackingMode, .indoorLevel, .locationMarkerTap,
        ]
        capabilities.formUnion(events.map { Capability.event($0) })
        // `minZoomLevel`, `maxZoomLevel` and `maxTilt`; five coarse gesture switches; the built-in controls of
        // `NMFNaverMapView` and the logo (`logoAlign` has the four corners only: the session declines the
        // others).
        let settings = [
            "viewport", "viewport.insets", "camera", "camera.flat", "limits", "limits.minZoom", "limits.maxZoom",
            "limits.maxTilt", "gestures.scroll", "gestures.zoom", "gestures.rotate", "gestures.tilt",
            "gestures.stop", "controls.compass", "controls.scaleBar", "controls.zoomButtons",
            "controls.indoorLevelPicker", "controls.locationButton", "controls.logo", "location", "location.tracking",
        ]
        capabilities.formUnion(settings.map(Capability.map))
        capabilities.formUnion(DecelerationRate.allCases.map { Capability.map("deceleration.\($0.rawValue)") })
        // An overlay's `touchHandler` consumes (`true`) or propagates (`false`); without one it is transparent.
        // `zIndex` and `globalZIndex` order overlays; `NMGPolygon(ring:interiorRings:)` has holes.
        let scene = [
            "marker", "symbol", "polyline", "polygon", "circle", "polygonHoles", "tapHandler", "tapHandler.consume",
            "tapHandler.propagate", "tapHandler.none", "globalZ", "indoor",
        ]
        capabilities.formUnion(scene.map(Capability.scene))
        capabilities.formUnion(
            ["camera", "screen", "position", "tracking", "indoor", "controls"].map(Capability.expect))
        capabilities.formUnion(MapControl.allCases.map { Capability.expect("controls.\($0.rawValue)") })
        return capabilities
    }()
}
