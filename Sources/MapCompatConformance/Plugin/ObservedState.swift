import MapCompatCore

/// The map's final state as an adapter reads it back through its vendor API.
///
/// Every part is optional: a session reports what its vendor API exposes, and an expectation on a part
/// left `nil` fails with "not reported".
public struct ObservedState: Hashable, Sendable {
    /// The camera.
    public var camera: Camera?
    /// The view size and insets, with ``camera`` used to check where positions are shown.
    public var viewport: Viewport?
    /// The visibility of each control the adapter can read.
    public var controls: [MapControl: Expectation.ControlVisibility]?
    /// The ids of the selected annotations.
    public var selected: Set<String>?
    /// Drag states by annotation id; an annotation missing here counts as not dragged (`none`).
    public var dragStates: [String: AnnotationDragState]?
    /// Where markers and annotations are, by id.
    public var positions: [String: LatLng]?
    /// The tracking mode.
    public var tracking: TrackingMode?
    /// Whether the indoor level picker is shown.
    public var indoorPicker: Expectation.ControlVisibility?
    /// The level shown by the focused indoor map.
    public var indoorLevel: String?

    /// Creates a state; every part defaults to "not reported".
    public init(
        camera: Camera? = nil, viewport: Viewport? = nil, controls: [MapControl: Expectation.ControlVisibility]? = nil,
        selected: Set<String>? = nil, dragStates: [String: AnnotationDragState]? = nil,
        positions: [String: LatLng]? = nil, tracking: TrackingMode? = nil,
        indoorPicker: Expectation.ControlVisibility? = nil, indoorLevel: String? = nil
    ) {
        self.camera = camera
        self.viewport = viewport
        self.controls = controls
        self.selected = selected
        self.dragStates = dragStates
        self.positions = positions
        self.tracking = tracking
        self.indoorPicker = indoorPicker
        self.indoorLevel = indoorLevel
    }
}
