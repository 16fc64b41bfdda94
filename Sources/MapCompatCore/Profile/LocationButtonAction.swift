/// What a tap on the location button does: vendors disagree, so it is data.
public enum LocationButtonAction: Hashable, Sendable {
    /// It moves the tracking mode on by the profile's ``InteractionProfile/locationButtonCycle`` (NAVER,
    /// TomTom, route-me).
    case cyclesTracking
    /// It moves the camera, animated, to centre on the latest location fix once and leaves the tracking mode
    /// alone; with no fix it does nothing. Google's My Location button: "when tapped by users, will center the
    /// map on the current user location" (GMSUISettings.h, `myLocationButton`).
    case centersOnLocation
}
