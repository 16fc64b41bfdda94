import Foundation
import MapCompatCore

/// What must hold once the map is idle after a spec's last step; a part left empty or `nil` is not checked.
public struct Expectation: Hashable, Sendable {
    /// Patterns that must each match an observed event, in this order, with others allowed between.
    public var events: [EventPattern]
    /// Patterns that the observed events of the kinds they name must match one to one, in order.
    public var exactly: [EventPattern]?
    /// Patterns that no observed event may match.
    public var absent: [EventPattern]
    /// The final camera.
    public var camera: Camera?
    /// Where geographic positions are shown at the end.
    public var screen: [Screen]
    /// The visibility of controls at the end.
    public var controls: [MapControl: ControlVisibility]
    /// Exactly the annotations selected at the end.
    public var selected: [String]?
    /// Annotations' drag states at the end.
    public var dragState: [String: AnnotationDragState]
    /// Where markers or annotations are at the end.
    public var position: [String: Position]
    /// The tracking mode at the end.
    public var tracking: TrackingMode?
    /// The indoor picker's visibility and the level shown at the end.
    public var indoor: Indoor?

    /// Creates an expectation; every part defaults to "not checked".
    public init(
        events: [EventPattern] = [], exactly: [EventPattern]? = nil, absent: [EventPattern] = [],
        camera: Camera? = nil, screen: [Screen] = [],
        controls: [MapControl: ControlVisibility] = [:], selected: [String]? = nil,
        dragState: [String: AnnotationDragState] = [:], position: [String: Position] = [:],
        tracking: TrackingMode? = nil, indoor: Indoor? = nil
    ) {
        self.events = events
        self.exactly = exactly
        self.absent = absent
        self.camera = camera
        self.screen = screen
        self.controls = controls
        self.selected = selected
        self.dragState = dragState
        self.position = position
        self.tracking = tracking
        self.indoor = indoor
    }
}

extension Expectation {
    /// The final camera, each part a number (with the default tolerance) or a range.
    public struct Camera: Hashable, Sendable {
        /// Latitude of the centre.
        public var latitude: NumberMatcher?
        /// Longitude of the centre.
        public var longitude: NumberMatcher?
        /// Zoom on the neutral scale.
        public var zoom: NumberMatcher?
        /// Bearing, compared on the circle.
        public var bearing: NumberMatcher?
        /// Tilt.
        public var tilt: NumberMatcher?

        /// Creates a camera expectation.
        public init(
            latitude: NumberMatcher? = nil, longitude: NumberMatcher? = nil, zoom: NumberMatcher? = nil,
            bearing: NumberMatcher? = nil, tilt: NumberMatcher? = nil
        ) {
            self.latitude = latitude
            self.longitude = longitude
            self.zoom = zoom
            self.bearing = bearing
            self.tilt = tilt
        }
    }

    /// A geographic position that must be shown near a screen point.
    public struct Screen: Hashable, Sendable {
        /// The position.
        public var position: LatLng
        /// The screen point where it must be shown.
        public var at: CGPoint
        /// The largest allowed distance in points (default 0.5).
        public var within: Double

        /// Creates a screen expectation.
        public init(position: LatLng, at: CGPoint, within: Double = Tolerance.screen.amount) {
            self.position = position
            self.at = at
            self.within = within
        }
    }

    /// Where an item must be at the end; each coordinate a number (default tolerance 1e-6°) or a range.
    public struct Position: Hashable, Sendable {
        /// Latitude.
        public var latitude: NumberMatcher
        /// Longitude.
        public var longitude: NumberMatcher

        /// Creates a position expectation.
        public init(latitude: NumberMatcher, longitude: NumberMatcher) {
            self.latitude = latitude
            self.longitude = longitude
        }
    }

    /// The indoor picker's visibility and the level shown.
    public struct Indoor: Hashable, Sendable {
        /// Whether the picker is shown (`disabled` is not used here).
        public var picker: ControlVisibility?
        /// The level shown.
        public var level: String?

        /// Creates an indoor expectation.
        public init(picker: ControlVisibility? = nil, level: String? = nil) {
            self.picker = picker
            self.level = level
        }
    }

    /// How a control appears.
    public enum ControlVisibility: String, Hashable, Sendable, CaseIterable {
        /// Shown and usable.
        case visible
        /// Not shown.
        case hidden
        /// Shown but not usable.
        case disabled
    }
}
