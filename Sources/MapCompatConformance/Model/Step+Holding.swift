import Foundation
import MapCompatCore

extension Step {
    /// Whether the step may keep a finger down long enough to be a long press: a long press, a drag's hold, or
    /// raw touches. Plugins whose vendor hears of taps only on an item decline such steps beside items that keep
    /// their taps. ``mayHoldAFinger(on:)`` adds the pans and quick zooms that move slowly enough.
    public var mayHoldAFinger: Bool {
        switch self {
        case .longPress, .drag, .touches: true
        case .tap, .doubleTap, .twoFingerTap, .pan, .pinch, .rotate, .tilt, .quickZoom, .wait, .tapControl,
            .selectIndoorLevel, .tapCallout, .camera, .set, .location:
            false
        }
    }

    /// Whether the step may keep a finger down long enough to be a long press on a map with `profile`'s
    /// recognizers: as ``mayHoldAFinger``, and a one-finger movement (a `pan`, a `quickZoom`'s held touch) that
    /// has gone no further than the profile's tap slop when its long-press duration is up, so that a long press
    /// begins before the movement is recognized (fuzz seed 4, run 3362: a short, slow pan on a polygon).
    public func mayHoldAFinger(on profile: InteractionProfile) -> Bool {
        let movement: (length: Double, duration: Double)
        switch self {
        case .pan(let pan):
            movement = (hypot(Double(pan.to.x - pan.from.x), Double(pan.to.y - pan.from.y)), pan.duration)
        case .quickZoom(let zoom): movement = (abs(zoom.dy), zoom.duration)
        default: return mayHoldAFinger
        }
        let share = movement.duration > 0 ? min(profile.longPressDuration / movement.duration, 1) : 1
        return movement.length * share <= profile.tapSlop
    }
}
