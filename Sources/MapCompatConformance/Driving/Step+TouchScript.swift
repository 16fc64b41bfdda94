import Foundation
import MapCompatCore

extension Step {
    /// The touch frames a touch step produces, starting at `time`, or `nil` for a step that is not touch
    /// input (a wait, a call, a control tap).
    ///
    /// Touch input is the same for every adapter (a device reports touches, not vendor calls), so every
    /// plugin feeds these frames to its own view.
    public func touchScript(startingAt time: Double) throws(MapCompatError) -> TouchScript? {
        var script = TouchScript(startTime: time)
        switch self {
        case .tap(let point): try script.tap(at: point)
        case .doubleTap(let point): try script.doubleTap(at: point)
        case .twoFingerTap(let point): try script.twoFingerTap(at: point)
        case .longPress(let point, let duration): try script.longPress(at: point, duration: duration)
        case .pan(let pan):
            try script.pan(from: pan.from, to: pan.to, duration: pan.duration, release: pan.release.scriptRelease)
        case .pinch(let pinch):
            try script.pinch(
                center: pinch.center, scale: pinch.scale, duration: pinch.duration, release: pinch.release.scriptRelease
            )
        case .rotate(let rotate):
            try script.rotate(center: rotate.center, degrees: rotate.degrees, duration: rotate.duration)
        case .tilt(let tilt): try script.tilt(center: tilt.center, dy: tilt.dy, duration: tilt.duration)
        case .quickZoom(let zoom): try script.quickZoom(at: zoom.at, dy: zoom.dy, duration: zoom.duration)
        case .drag(let drag): try script.drag(from: drag.from, to: drag.to, hold: drag.hold, duration: drag.duration)
        case .touches(let frames): try script.touches(Self.rawSamples(frames))
        case .wait, .tapControl, .selectIndoorLevel, .tapCallout, .camera, .set, .location: return nil
        }
        return script
    }

    /// Spec touch ids are strings; touch ids are numbers, given in order of first appearance.
    private static func rawSamples(_ frames: [Step.TouchFrame]) -> [TouchScript.RawSample] {
        var numbers: [String: Int] = [:]
        return frames.map { frame in
            var points: [Int: CGPoint] = [:]
            for (name, point) in frame.points.sorted(by: { $0.key < $1.key }) {
                let number = numbers[name] ?? 1_000 + numbers.count
                numbers[name] = number
                points[number] = point
            }
            return TouchScript.RawSample(time: frame.time, points: points, cancel: frame.cancel)
        }
    }
}

extension Step.Release {
    var scriptRelease: TouchScript.Release { self == .hold ? .hold : .fling }
}
