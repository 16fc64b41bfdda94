import Foundation
import MapCompatCore

/// Gestures at screen points, each started now and followed by ``MapTester/settle()``; their shapes are
/// `TouchScript`'s (120 Hz frames, UIKit-like timings).
extension MapTester {
    /// One finger down and up.
    public func tap(at point: CGPoint) throws {
        try perform { try $0.tap(at: point) }
    }

    /// Two taps 0.1 s apart.
    public func doubleTap(at point: CGPoint) throws {
        try perform { try $0.doubleTap(at: point) }
    }

    /// Two fingers 40 points apart, centred on the point, down and up together.
    public func twoFingerTap(at point: CGPoint) throws {
        try perform { try $0.twoFingerTap(at: point) }
    }

    /// One finger held still for `duration` seconds.
    public func longPress(at point: CGPoint, duration: Double = TouchScript.defaultLongPressDuration) throws {
        try perform { try $0.longPress(at: point, duration: duration) }
    }

    /// One finger moved from `start` to `end`, resting before it lifts (no drift afterwards).
    public func pan(from start: CGPoint, to end: CGPoint, duration: Double = TouchScript.defaultGestureDuration)
        throws
    {
        try perform { try $0.pan(from: start, to: end, duration: duration, release: .hold) }
    }

    /// One finger moved from `start` to `end` and lifted while moving, so the map drifts on.
    public func fling(
        from start: CGPoint, to end: CGPoint, duration: Double = TouchScript.defaultGestureDuration
    ) throws {
        try perform { try $0.pan(from: start, to: end, duration: duration, release: .fling) }
    }

    /// Two fingers 100 points apart spread to `100 · scale`.
    public func pinch(
        center: CGPoint, scale: Double, duration: Double = TouchScript.defaultGestureDuration,
        release: TouchScript.Release = .hold
    ) throws {
        try perform { try $0.pinch(center: center, scale: scale, duration: duration, release: release) }
    }

    /// Two fingers 160 points apart turned about `center`; positive degrees are clockwise on screen.
    public func rotate(center: CGPoint, degrees: Double, duration: Double = TouchScript.defaultGestureDuration)
        throws
    {
        try perform { try $0.rotate(center: center, degrees: degrees, duration: duration) }
    }

    /// Two fingers side by side moved vertically by `dy` points (negative is up, which tilts further).
    public func tilt(center: CGPoint, dy: Double, duration: Double = TouchScript.defaultGestureDuration) throws {
        try perform { try $0.tilt(center: center, dy: dy, duration: duration) }
    }

    /// A tap, then a second touch held and dragged vertically by `dy` points (the one-finger zoom).
    public func quickZoom(at point: CGPoint, dy: Double, duration: Double = TouchScript.defaultGestureDuration)
        throws
    {
        try perform { try $0.quickZoom(at: point, dy: dy, duration: duration) }
    }

    /// A press held still for `hold` seconds, then moved to `end` and lifted: how annotations are dragged.
    public func drag(
        from start: CGPoint, to end: CGPoint, hold: Double = TouchScript.defaultDragHold,
        duration: Double = TouchScript.defaultGestureDuration
    ) throws {
        try perform { try $0.drag(from: start, to: end, hold: hold, duration: duration) }
    }
}
