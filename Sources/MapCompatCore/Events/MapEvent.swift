import Foundation

/// Everything the map reports: the one trace that adapters translate into vendor callbacks and that
/// conformance specs compare.
public enum MapEvent: Hashable, Sendable {
    /// A single tap reached the map itself.
    case mapTap(point: CGPoint, coordinate: LatLng)
    /// A double tap reached the map itself.
    case mapDoubleTap(point: CGPoint, coordinate: LatLng)
    /// A two-finger tap reached the map itself.
    case mapTwoFingerTap(point: CGPoint, coordinate: LatLng)
    /// A long press reached the map itself.
    case mapLongPress(point: CGPoint, coordinate: LatLng)
    /// A basemap symbol's tap hook was asked; `consumed` is its answer.
    case symbolTap(id: String, caption: String, consumed: Bool)
    /// An overlay's tap handler was called; `consumed` is its answer.
    case overlayTap(id: String, consumed: Bool)
    /// A tap reached an annotation, after any selection change it caused (route-me's
    /// `tapOnAnnotation:onMap:`, TomTom's `tappedOnAnnotation`).
    case annotationTap(id: String)
    /// A long press on an annotation started no drag (route-me's `longPressOnAnnotation:onMap:`); whether
    /// the map's own long press follows is the profile's ``AnnotationRules/longPressWithoutDrag``.
    case annotationLongPress(id: String)
    /// A tap hit the marker of the user's location; `coordinate` is the marker's (TomTom's
    /// `tappedOnLocationMarker`).
    case locationMarkerTap(coordinate: LatLng)
    /// An annotation became selected.
    case annotationSelect(id: String)
    /// An annotation stopped being selected.
    case annotationDeselect(id: String)
    /// An annotation's callout appeared.
    case calloutShow(id: String)
    /// An annotation's callout disappeared.
    case calloutHide(id: String)
    /// A part of a callout was tapped.
    case calloutTap(id: String, part: CalloutPart)
    /// A built-in gesture changed phase.
    case gesture(GestureKind, GesturePhase)
    /// The camera is about to move.
    case cameraWillChange(reason: CameraChangeReason, animated: Bool)
    /// The camera moved (reported on every step of a movement).
    case cameraChanging(reason: CameraChangeReason)
    /// A movement of the camera finished.
    case cameraDidChange(reason: CameraChangeReason)
    /// The camera came to rest: no gesture, animation or deceleration is moving it.
    case cameraIdle
    /// A camera animation or deceleration was stopped before its end.
    case animationStop
    /// The logo was tapped: the app should show the legal notice.
    case legalNotice
    /// An annotation's drag changed state.
    case dragState(id: String, state: AnnotationDragState)
    /// A built-in control was tapped.
    case controlTap(MapControl)
    /// The location-tracking mode changed.
    case trackingMode(TrackingMode)
    /// An indoor map's shown level changed.
    case indoorLevel(id: String, level: String)
}

/// An event together with the virtual time at which it happened.
public struct ObservedEvent: Hashable, Sendable {
    /// Virtual time in seconds.
    public var time: Double
    /// What happened.
    public var event: MapEvent

    /// Creates an observed event.
    public init(time: Double, event: MapEvent) {
        self.time = time
        self.event = event
    }
}
