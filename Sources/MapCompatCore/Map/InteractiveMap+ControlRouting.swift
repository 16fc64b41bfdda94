import Foundation

/// How touches reach the controls. On a device a finger that goes down on a control belongs to that
/// control (a `UIControl`; MapLibre and route-me refuse such touches to their recognizers), so here too a
/// touch that begins inside a shown control's frame is claimed by it for its whole life and never seen by
/// the map's recognizers: a control tap neither waits for the double-tap interval nor starts a pan, and
/// does not stop a running animation. The control acts when the finger lifts inside its frame.
extension InteractiveMap {
    /// Checks a frame against every finger down, on the map and on controls alike (inlined into `handle`,
    /// which calls it on every frame).
    @inline(__always)
    func validateTouches(_ frame: TouchFrame) throws(MapCompatError) {
        guard controls.holdsTouches else { return try arena.tracker.validateInPlace(frame) }
        var everyFinger = arena.tracker
        everyFinger.apply(controls.heldTouches(at: frame.time))
        try everyFinger.validate(frame)
    }

    /// Whether a control holds a touch or one goes down on a shown control: otherwise
    /// ``takeControlTouches(_:)`` would return the frame as it is, so `handle` skips it.
    ///
    /// Inlined into `handle`: most frames have no touch going down and stop at the first two checks, without
    /// a call; only a frame with one pays for hit-testing the controls.
    @inline(__always)
    func controlsMayTakeTouches(in frame: TouchFrame) -> Bool {
        controls.holdsTouches
            || (frame.touches.contains(where: { $0.phase == .began }) && aControlTakesATouchGoingDown(in: frame))
    }

    /// Whether a touch of the frame goes down on a shown control.
    @inline(never)
    private func aControlTakesATouchGoingDown(in frame: TouchFrame) -> Bool {
        frame.touches.contains(where: { $0.phase == .began && control(takingTouchAt: $0.location) != nil })
    }

    /// Takes the frame's touches that belong to controls (claiming those that go down on one, acting on
    /// those that lift) and returns the rest, for the map's recognizers.
    func takeControlTouches(_ frame: TouchFrame) -> TouchFrame {
        var rest: [Touch] = []
        rest.reserveCapacity(frame.touches.count)
        for touch in frame.touches {
            let held = controls.follow(touch)
            if held.held {
                if let control = held.lifted { controlTouchLifted(on: control, at: touch.location) }
            } else if touch.phase == .began, let control = control(takingTouchAt: touch.location) {
                controls.claim(touch, for: control)
            } else {
                rest.append(touch)
            }
        }
        return TouchFrame(time: frame.time, touches: rest)
    }
}
