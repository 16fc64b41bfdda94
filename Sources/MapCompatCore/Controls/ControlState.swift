import Foundation

/// The on-screen controls' state: the settings the app set, and the touches controls hold.
struct ControlState {
    /// Settings the app set; `nil` until then, so that the profile's apply.
    var settings: MapControlSettings?
    /// Touches that went down on a control, by touch id: they belong to it until they lift.
    var claimedTouches: [Int: ClaimedTouch] = [:]
}

/// A touch a control took at touch-down.
struct ClaimedTouch {
    /// The control under the finger when it went down.
    let control: MapControl
    /// Where the finger is now.
    var location: CGPoint
}
