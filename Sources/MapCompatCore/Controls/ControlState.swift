import Foundation

/// Everything the map keeps for its controls, location tracking and indoor maps: one stored property of
/// ``InteractiveMap``, so that this concern adds a single line to the map's storage.
struct ControlState {
    /// Settings the app set; `nil` until then, so that the profile's apply.
    var settings: MapControlSettings?
    /// Touches that went down on a control, by touch id: they belong to it until they lift.
    var claimedTouches: [Int: ClaimedTouch] = [:]
    /// The tracking mode.
    var tracking = TrackingMode.none
    /// The latest fix from the location source.
    var location: LocationFix?
    /// Whether the user-location marker is drawn while a fix is known.
    var showsLocationMarker = true
    /// Indoor regions in the order they were added; the first that the camera focuses wins.
    var indoorRegions: [IndoorRegion] = []
    /// The level each region shows, by region id.
    var indoorLevels: [String: String] = [:]
}

/// A touch a control took at touch-down.
struct ClaimedTouch {
    /// The control under the finger when it went down.
    let control: MapControl
    /// Where the finger is now.
    var location: CGPoint
}
