import Foundation

/// Everything the map reports: the one trace that adapters translate into vendor callbacks and that
/// conformance specs compare.
///
/// The tap cases that carry a ``TapLocation`` are `indirect`: their payload lives in a box, so that every
/// other event, the camera events reported on every frame among them, stays small to copy.
public enum MapEvent: Hashable, Sendable {
    /// A single tap reached the map itself.
    case mapTap(point: CGPoint, coordinate: LatLng)
    /// A double tap reached the map itself.
    case mapDoubleTap(point: CGPoint, coordinate: LatLng)
    /// A two-finger tap reached the map itself.
    case mapTwoFingerTap(point: CGPoint, coordinate: LatLng)
    /// A long press reached the map itself.
    case mapLongPress(point: CGPoint, coordinate: LatLng)
    /// A basemap symbol's tap hook was asked; `consumed` is its answer; `at` is where the tap was (`nil`
    /// in an event rebuilt from a vendor callback that does not say).
    indirect case symbolTap(id: String, caption: String, consumed: Bool, at: TapLocation? = nil)
    /// An overlay's tap handler was called; `consumed` is its answer; `at` is where the tap was (`nil` in an
    /// event rebuilt from a vendor callback that does not say).
    indirect case overlayTap(id: String, consumed: Bool, at: TapLocation? = nil)
    /// A tap reached an annotation, after any selection change it caused (route-me's
    /// `tapOnAnnotation:onMap:`, TomTom's `tappedOnAnnotation`); `at` is where the tap was (`nil` in an
    /// event rebuilt from a vendor callback that does not say).
    indirect case annotationTap(id: String, at: TapLocation? = nil)
    /// A long press on an annotation started no drag (route-me's `longPressOnAnnotation:onMap:`); whether
    /// the map's own long press follows is the profile's ``AnnotationRules/longPressWithoutDrag``.
    case annotationLongPress(id: String)
    /// A tap hit the marker of the user's location; `coordinate` is the marker's (TomTom's
    /// `tappedOnLocationMarker`).
    case locationMarkerTap(coordinate: LatLng)
    /// An annotation became selected; on maps whose taps select shapes or the location marker
    /// (``InteractiveMap/tapSelection``), also one of those, with the id of ``Selection/eventID``.
    case annotationSelect(id: String)
    /// An annotation (or a shape, or the location marker: see ``annotationSelect(id:)``) stopped being
    /// selected.
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
    /// An annotation's drag changed state, from `from` (`nil` in an event rebuilt from a vendor callback
    /// that does not say).
    case dragState(id: String, state: AnnotationDragState, from: AnnotationDragState? = nil)
    /// A built-in control was tapped.
    case controlTap(MapControl)
    /// The location-tracking mode changed; `animated` says whether the camera animates to the user's
    /// location (`nil` in an event rebuilt from a vendor callback that does not say).
    case trackingMode(TrackingMode, animated: Bool? = nil)
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

/// Where a tap happened: the screen point and the position shown there.
public struct TapLocation: Hashable, Sendable {
    /// The point in the view, in points.
    public var point: CGPoint
    /// The position shown under the point; `nil` above the horizon.
    public var coordinate: LatLng?

    /// Creates a tap location.
    public init(point: CGPoint, coordinate: LatLng?) {
        self.point = point
        self.coordinate = coordinate
    }
}
