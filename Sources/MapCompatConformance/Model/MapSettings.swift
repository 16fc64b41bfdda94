import MapCompatCore

extension Spec {
    /// Map settings as a spec's `map` object (or a `set` step) names them; every part is optional, and only the
    /// parts present are applied.
    public struct MapSettings: Hashable, Sendable {
        /// View size and insets.
        public var viewport: ViewportSettings?
        /// Parts of the camera to set.
        public var camera: CameraSettings?
        /// Zoom and tilt limits.
        public var limits: LimitSettings?
        /// The coarse gesture switches.
        public var gestures: GestureSwitches?
        /// Fine gesture kinds switched off.
        public var disabledGestures: [GestureKind]?
        /// For each gesture kind, the kinds in whose presence it is ignored (`[]` lifts every restriction).
        public var exclusions: [GestureKind: [GestureKind]]?
        /// How quickly the map slows after a fling.
        public var deceleration: Deceleration?
        /// Which controls are shown and how the logo is placed.
        public var controls: ControlSettings?
        /// The user's location and the tracking mode.
        public var location: LocationSettings?

        /// Creates settings; every part defaults to "not set".
        public init(
            viewport: ViewportSettings? = nil, camera: CameraSettings? = nil, limits: LimitSettings? = nil,
            gestures: GestureSwitches? = nil, disabledGestures: [GestureKind]? = nil,
            exclusions: [GestureKind: [GestureKind]]? = nil, deceleration: Deceleration? = nil,
            controls: ControlSettings? = nil, location: LocationSettings? = nil
        ) {
            self.viewport = viewport
            self.camera = camera
            self.limits = limits
            self.gestures = gestures
            self.disabledGestures = disabledGestures
            self.exclusions = exclusions
            self.deceleration = deceleration
            self.controls = controls
            self.location = location
        }
    }

    /// The map view's size and content insets; a missing size or missing insets keep the current ones (a side
    /// missing inside given insets is zero).
    public struct ViewportSettings: Hashable, Sendable {
        /// Width in points.
        public var width: Double?
        /// Height in points.
        public var height: Double?
        /// Content insets, when given.
        public var insets: EdgeInsets?

        /// Creates viewport settings.
        public init(width: Double? = nil, height: Double? = nil, insets: EdgeInsets? = nil) {
            self.width = width
            self.height = height
            self.insets = insets
        }
    }

    /// Any subset of a camera: the parts left `nil` keep their current value.
    public struct CameraSettings: Hashable, Sendable {
        /// Latitude of the centre in degrees.
        public var latitude: Double?
        /// Longitude of the centre in degrees.
        public var longitude: Double?
        /// Zoom on the neutral scale.
        public var zoom: Double?
        /// Degrees clockwise from north.
        public var bearing: Double?
        /// Degrees from straight down.
        public var tilt: Double?

        /// Creates camera settings.
        public init(
            latitude: Double? = nil, longitude: Double? = nil, zoom: Double? = nil, bearing: Double? = nil,
            tilt: Double? = nil
        ) {
            self.latitude = latitude
            self.longitude = longitude
            self.zoom = zoom
            self.bearing = bearing
            self.tilt = tilt
        }

        /// `camera` with the parts set here replaced, so a driver can turn a partial camera into a whole one.
        ///
        /// - Throws: `MapCompatError` when the resulting centre is not a valid position.
        public func applied(to camera: Camera) throws(MapCompatError) -> Camera {
            var result = camera
            result.center = try LatLng(
                latitude: latitude ?? camera.center.latitude, longitude: longitude ?? camera.center.longitude)
            result.zoom = zoom ?? camera.zoom
            result.bearing = bearing ?? camera.bearing
            result.tilt = tilt ?? camera.tilt
            return result
        }
    }

    /// Zoom and tilt limits; a part left `nil` keeps its current value.
    public struct LimitSettings: Hashable, Sendable {
        /// The smallest zoom.
        public var minZoom: Double?
        /// The largest zoom.
        public var maxZoom: Double?
        /// The largest tilt in degrees.
        public var maxTilt: Double?

        /// Creates limit settings.
        public init(minZoom: Double? = nil, maxZoom: Double? = nil, maxTilt: Double? = nil) {
            self.minZoom = minZoom
            self.maxZoom = maxZoom
            self.maxTilt = maxTilt
        }
    }

    /// The coarse gesture switches most SDKs offer; `zoom` covers pinch, double tap, two-finger tap and quick zoom.
    public struct GestureSwitches: Hashable, Sendable {
        /// One-finger panning.
        public var scroll: Bool?
        /// Every zoom gesture.
        public var zoom: Bool?
        /// Two-finger rotation.
        public var rotate: Bool?
        /// Two-finger tilt.
        public var tilt: Bool?
        /// Stopping an animation by tapping it.
        public var stop: Bool?

        /// Creates gesture switches.
        public init(scroll: Bool? = nil, zoom: Bool? = nil, rotate: Bool? = nil, tilt: Bool? = nil, stop: Bool? = nil) {
            self.scroll = scroll
            self.zoom = zoom
            self.rotate = rotate
            self.tilt = tilt
            self.stop = stop
        }
    }

    /// How the map slows down after the finger lifts while moving.
    public enum Deceleration: String, Hashable, Sendable, CaseIterable {
        /// The neutral rate.
        case normal
        /// A quicker stop.
        case fast
        /// No movement after the finger lifts.
        case immediate
    }
}
