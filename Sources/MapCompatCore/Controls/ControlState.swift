import Foundation

/// The on-screen controls' state and the rules that change it: the settings the app set, and the touches
/// controls hold. A touch that goes down on a shown control belongs to it until it lifts
/// (``claim(_:for:)``, ``follow(_:)``).
struct ControlState {
    /// Settings the app set; `nil` until then, so that the profile's apply.
    var settings: MapControlSettings?
    /// Asked when the location button is tapped (``InteractiveMap/locationButtonTapHandler``).
    var locationButtonTapHandler: (() -> Bool)?
    /// Touches that went down on a control, by touch id: they belong to it until they lift.
    private var claimedTouches: [Int: ClaimedTouch] = [:]

    /// The settings in force: the app's, or else the profile's `defaults`.
    func settings(or defaults: MapControlSettings) -> MapControlSettings { settings ?? defaults }

    /// Whether a control holds a touch now.
    var holdsTouches: Bool { !claimedTouches.isEmpty }

    /// The held touches as fingers going down at `time`, in id order: what a frame must agree with besides
    /// the map's own fingers.
    func heldTouches(at time: Double) -> TouchFrame {
        let claimed = claimedTouches.sorted { $0.key < $1.key }
        return TouchFrame(
            time: time, touches: claimed.map { Touch(id: $0.key, location: $0.value.location, phase: .began) })
    }

    /// A touch that went down on `control` belongs to it from now on.
    mutating func claim(_ touch: Touch, for control: MapControl) {
        claimedTouches[touch.id] = ClaimedTouch(control: control, location: touch.location)
    }

    /// What a touch does to the controls: `nil` when no control holds it; otherwise the control holds on to
    /// it, or lets it go, and the result names the control it lifted from (`lifted`), if it lifted rather
    /// than moved or was cancelled.
    mutating func follow(_ touch: Touch) -> (held: Bool, lifted: MapControl?) {
        guard let claim = claimedTouches[touch.id] else { return (false, nil) }
        switch touch.phase {
        case .moved, .stationary, .began:
            claimedTouches[touch.id]?.location = touch.location
            return (true, nil)
        case .ended:
            claimedTouches[touch.id] = nil
            return (true, claim.control)
        case .cancelled:
            claimedTouches[touch.id] = nil
            return (true, nil)
        }
    }
}

/// A touch a control took at touch-down.
struct ClaimedTouch {
    /// The control under the finger when it went down.
    let control: MapControl
    /// Where the finger is now.
    var location: CGPoint
}
