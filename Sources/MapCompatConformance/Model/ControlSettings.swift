import MapCompatCore

extension Spec {
    /// Which built-in controls are shown and how the logo sits; a part left `nil` keeps its current value.
    public struct ControlSettings: Hashable, Sendable {
        /// Whether the compass is shown.
        public var compass: Bool?
        /// Whether the scale bar is shown.
        public var scaleBar: Bool?
        /// Whether the zoom buttons are shown.
        public var zoomButtons: Bool?
        /// Whether the indoor level picker is shown.
        public var indoorLevelPicker: Bool?
        /// Whether the location button is shown.
        public var locationButton: Bool?
        /// The logo's placement and tappability.
        public var logo: LogoSettings?

        /// Creates control settings.
        public init(
            compass: Bool? = nil, scaleBar: Bool? = nil, zoomButtons: Bool? = nil, indoorLevelPicker: Bool? = nil,
            locationButton: Bool? = nil, logo: LogoSettings? = nil
        ) {
            self.compass = compass
            self.scaleBar = scaleBar
            self.zoomButtons = zoomButtons
            self.indoorLevelPicker = indoorLevelPicker
            self.locationButton = locationButton
            self.logo = logo
        }
    }

    /// Where the logo sits and whether a tap on it asks for the legal notice.
    public struct LogoSettings: Hashable, Sendable {
        /// The corner or edge the logo is aligned to.
        public var align: LogoAlignment?
        /// Distances from the view's edges (missing sides are zero).
        public var margin: EdgeInsets?
        /// Whether a tap on the logo is handled.
        public var tappable: Bool?

        /// Creates logo settings.
        public init(align: LogoAlignment? = nil, margin: EdgeInsets? = nil, tappable: Bool? = nil) {
            self.align = align
            self.margin = margin
            self.tappable = tappable
        }
    }

    /// The places a logo can be aligned to.
    public enum LogoAlignment: String, Hashable, Sendable, CaseIterable {
        /// Bottom left (the neutral default).
        case leftBottom
        /// Bottom right.
        case rightBottom
        /// Top left.
        case leftTop
        /// Top right.
        case rightTop
        /// Bottom centre.
        case centerBottom
    }

    /// The user's location as the location source reports it, and the tracking mode.
    public struct LocationSettings: Hashable, Sendable {
        /// The reported position, if any.
        public var position: LatLng?
        /// The reported heading in degrees clockwise from north, if any.
        public var heading: Double?
        /// The tracking mode to set, if any.
        public var tracking: TrackingMode?

        /// Creates location settings.
        public init(position: LatLng? = nil, heading: Double? = nil, tracking: TrackingMode? = nil) {
            self.position = position
            self.heading = heading
            self.tracking = tracking
        }
    }

    /// What the app's callbacks decide; a `nil` decision means the app installed no such callback.
    public struct Handlers: Hashable, Sendable {
        /// The answer of the basemap-symbol tap callback.
        public var symbolTap: TapHandling?
        /// Whether the should-drag callback allows an annotation drag.
        public var drag: Decision?
        /// Whether the should-change-camera callback allows a gesture's camera change.
        public var cameraChange: Decision?

        /// Creates handlers.
        public init(symbolTap: TapHandling? = nil, drag: Decision? = nil, cameraChange: Decision? = nil) {
            self.symbolTap = symbolTap
            self.drag = drag
            self.cameraChange = cameraChange
        }

        /// A yes-or-no answer from an app callback.
        public enum Decision: String, Hashable, Sendable, CaseIterable {
            /// The callback allows it.
            case allow
            /// The callback refuses it.
            case deny
        }
    }

    /// What a tap handler answers: whether it consumed the tap or let it reach what lies beneath.
    public enum TapHandling: String, Hashable, Sendable, CaseIterable {
        /// The handler consumed the tap.
        case consume
        /// The tap goes on to what lies beneath.
        case propagate
    }
}
