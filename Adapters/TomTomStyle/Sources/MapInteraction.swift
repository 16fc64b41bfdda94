import MapCompatCore

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// The phase of a continuous gesture in TomTom's callbacks: the core's `began`, `changed` and `ended`
/// (`GesturePhase`). TomTom has no cancelled state: a cancelled gesture reports ``end``.
public enum GestureState: Hashable, Sendable, CaseIterable {
    /// The core's `began`.
    case begin
    /// The core's `changed`.
    case update
    /// The core's `ended` or `cancelled`.
    case end

    /// The state a core phase is reported as.
    init(_ phase: GesturePhase) {
        switch phase {
        case .began: self = .begin
        case .changed: self = .update
        case .ended, .cancelled: self = .end
        }
    }
}

/// What the user did to the map, as ``MapDelegate/map(_:onInteraction:)`` reports it; each case is one
/// core `MapEvent` (or, for ``interactionStarted``, the first finger touching the map).
public enum MapInteraction {
    /// A finger touched the map while none was down.
    case interactionStarted
    /// A single tap reached the map itself (the core's `mapTap`).
    case tapped(coordinate: CLLocationCoordinate2D)
    /// A tap (or a long press, which the core routes like a tap) hit a marker; the map's own tap is not
    /// reported then (the core's `overlayTap` of a consuming marker).
    case tappedOnAnnotation(annotation: any Annotation, coordinate: CLLocationCoordinate2D)
    /// A tap hit the user-location marker, which the map draws at the latest update of its
    /// ``TomTomMap/locationProvider``; `coordinate` is the marker's (the core's `locationMarkerTap`).
    case tappedOnLocationMarker(coordinate: CLLocationCoordinate2D)
    /// The recenter button was tapped (the core's `controlTap` of the location button).
    case tappedOnRecenterButton
    /// A double tap reached the map (the core's `mapDoubleTap`).
    case doubleTapped(coordinate: CLLocationCoordinate2D)
    /// A two-finger tap reached the map; the coordinate lies between the fingers (the core's
    /// `mapTwoFingerTap`).
    case tappedWithTwoFingers(coordinate: CLLocationCoordinate2D)
    /// A long press reached the map (the core's `mapLongPress`).
    case longPressed(coordinate: CLLocationCoordinate2D)
    /// One finger moves the map (the core's `pan` gesture).
    case panned(state: GestureState)
    /// Two fingers zoom the map (the core's `pinch` gesture).
    case pinched(state: GestureState)
    /// Two fingers turn the map (the core's `rotate` gesture).
    case rotated(state: GestureState)
    /// Two fingers tilt the map (the core's `tilt` gesture).
    case tilted(state: GestureState)
}

@available(*, unavailable)
extension MapInteraction: Sendable {}

/// Where the camera is, in TomTom's units: TomTom zoom, rotation in degrees clockwise from north, tilt in
/// degrees from straight down (the core's `Camera` with its zoom converted by
/// ``TomTomZoomScale``).
public struct CameraProperties: Sendable, Equatable {
    /// The position at the centre of the view.
    public var position: CLLocationCoordinate2D
    /// TomTom zoom (0–22; the neutral zoom plus ``TomTomZoomScale/offset``).
    public var zoom: Double
    /// Degrees from looking straight down.
    public var tilt: Double
    /// Degrees clockwise from north that the top of the view faces.
    public var rotation: Double

    /// Creates camera properties.
    public init(position: CLLocationCoordinate2D, zoom: Double, tilt: Double, rotation: Double) {
        self.position = position
        self.zoom = zoom
        self.tilt = tilt
        self.rotation = rotation
    }

    /// The properties of a core camera.
    init(_ camera: Camera) {
        self.init(
            position: CLLocationCoordinate2D(camera.center), zoom: TomTomZoomScale.tomTom(fromNeutral: camera.zoom),
            tilt: camera.tilt, rotation: camera.bearing)
    }

    /// Equal when every number is (CoreLocation's coordinate type is not `Equatable`).
    public static func == (lhs: CameraProperties, rhs: CameraProperties) -> Bool {
        lhs.position.isSame(as: rhs.position) && lhs.zoom == rhs.zoom && lhs.tilt == rhs.tilt
            && lhs.rotation == rhs.rotation
    }
}

/// What the camera did, as ``MapDelegate/map(_:onCameraEvent:)`` reports it.
public enum CameraEvent: Sendable, Equatable {
    /// The camera tracking mode changed: set by the app, or dropped to ``CameraTrackingMode/none`` by a
    /// gesture (the core's `trackingMode` event).
    case trackingModeChanged(mode: CameraTrackingMode)
    /// The camera came to rest (the core's `cameraIdle`).
    case cameraSteady(properties: CameraProperties)
    /// The camera moved a step (the core's `cameraChanging`), whatever moved it.
    case cameraChanged(properties: CameraProperties)
}

/// Receives the map's interactions and camera events (TomTom's `MapDelegate`); the map holds it weakly.
public protocol MapDelegate: AnyObject {
    /// The user interacted with the map.
    func map(_ map: TomTomMap, onInteraction interaction: MapInteraction)
    /// The camera moved or came to rest.
    func map(_ map: TomTomMap, onCameraEvent event: CameraEvent)
}

extension MapDelegate {
    /// Ignores interactions, so a delegate may implement only camera events.
    public func map(_ map: TomTomMap, onInteraction interaction: MapInteraction) {}
    /// Ignores camera events, so a delegate may implement only interactions.
    public func map(_ map: TomTomMap, onCameraEvent event: CameraEvent) {}
}
