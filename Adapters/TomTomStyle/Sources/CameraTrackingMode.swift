import MapCompatCore

/// How the camera follows the user's location (TomTom's `CameraTrackingMode`): not at all, north up, or
/// turned to the direction of travel. TomTom's route modes follow the same way here (headless there is no
/// route to fit): `followRouteNorthUp()` as `followNorthUp()`, `followRouteDirection()` as
/// `followDirection()`.
///
/// ```swift
/// map.cameraTrackingMode = northUp ? .followRouteNorthUp() : .followRouteDirection()
/// map.cameraTrackingMode = .none
/// ```
public struct CameraTrackingMode: Hashable, Sendable, CustomStringConvertible {
    /// The mode's name, as TomTom spells its factory.
    public let name: String
    /// The core mode it sets.
    let core: TrackingMode

    private init(_ name: String, _ core: TrackingMode) {
        self.name = name
        self.core = core
    }

    /// The camera does not follow the location.
    public static let none = CameraTrackingMode("none", .none)

    /// The camera follows the location, north up (the core's `follow`).
    public static func followNorthUp() -> CameraTrackingMode { CameraTrackingMode("followNorthUp", .follow) }

    /// The camera follows the location and turns with its heading (the core's `followWithHeading`).
    public static func followDirection() -> CameraTrackingMode {
        CameraTrackingMode("followDirection", .followWithHeading)
    }

    /// Follows the route north up; here as ``followNorthUp()``.
    public static func followRouteNorthUp() -> CameraTrackingMode {
        CameraTrackingMode("followRouteNorthUp", .follow)
    }

    /// Follows the route in the direction of travel; here as ``followDirection()``.
    public static func followRouteDirection() -> CameraTrackingMode {
        CameraTrackingMode("followRouteDirection", .followWithHeading)
    }

    /// The camera follows the location, north up: TomTom's `follow` ("North Up Follow Camera Operator, with
    /// which the camera follows the current position", API reference 0.13.0 and 0.26.1, `CameraTrackingMode`),
    /// as the navigation use case writes it (`trackingMode == .follow`).
    public static let follow = CameraTrackingMode("follow", .follow)

    /// The camera follows the location and its heading: TomTom's `followRoute` ("camera follows the current
    /// position and heading, while adjusting tilt and scale to best present the route"; headless there is no
    /// guidance to frame, so it follows as ``followDirection()``).
    public static let followRoute = CameraTrackingMode("followRoute", .followWithHeading)

    /// The mode TomTom reports for a core mode the map switched to by itself (a gesture dropping tracking).
    init(reporting core: TrackingMode) {
        switch core {
        case .none, .noFollow: self = .none
        case .follow: self = .followNorthUp()
        case .followWithHeading: self = .followDirection()
        }
    }

    /// The name.
    public var description: String { name }
}

extension TomTomMap {
    /// How the camera follows the location from ``locationProvider`` (the core's tracking mode). Setting a
    /// following mode moves the camera to the last location (reason location); a pan drops it to `.none`,
    /// reported as ``CameraEvent/trackingModeChanged(mode:)``.
    public var cameraTrackingMode: CameraTrackingMode {
        get { storedTrackingMode }
        set {
            storedTrackingMode = newValue
            // TomTom draws the location whenever its provider reports one: not following it is the core's
            // `noFollow` then.
            let target: TrackingMode = newValue.core == .none && core.location != nil ? .noFollow : newValue.core
            if core.trackingMode != target { core.setTrackingMode(target) }
        }
    }

    /// Reports a core tracking change, keeping the app's spelling when it asked for that mode.
    func reportTracking(_ mode: TrackingMode) {
        let reported = CameraTrackingMode(reporting: mode)
        if storedTrackingMode.core != reported.core { storedTrackingMode = reported }
        delegate?.map(self, onCameraEvent: .trackingModeChanged(mode: storedTrackingMode))
    }
}
