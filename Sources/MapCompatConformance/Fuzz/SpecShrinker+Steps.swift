import Foundation
import MapCompatCore

extension SpecShrinker {
    /// Simpler versions of a step: default durations and releases, fewer frames and parts, rounder numbers.
    static func simpler(_ step: Step) -> [Step] {
        let gesture = Step.defaultGestureDuration
        switch step {
        case .tap(let at): return points(at).map(Step.tap)
        case .doubleTap(let at): return points(at).map(Step.doubleTap)
        case .twoFingerTap(let at): return points(at).map(Step.twoFingerTap)
        case .longPress(let at, let duration):
            return numbers(duration, toward: TouchScript.defaultLongPressDuration, steps: [0.5, 0.1]).map {
                .longPress(at, duration: $0)
            } + points(at).map { .longPress($0, duration: duration) }
        case .pan(let pan):
            var results: [Step.Pan] = []
            if pan.release != .hold { results.append(with(pan) { $0.release = .hold }) }
            results += numbers(pan.duration, toward: gesture, steps: [0.5, 0.1]).map { d in
                with(pan) { $0.duration = d }
            }
            results += points(pan.from).map { p in with(pan) { $0.from = p } }
            results += points(pan.to).map { p in with(pan) { $0.to = p } }
            return results.map(Step.pan)
        case .pinch(let pinch):
            var results: [Step.Pinch] = []
            if pinch.release != .hold { results.append(with(pinch) { $0.release = .hold }) }
            results += numbers(pinch.duration, toward: gesture, steps: [0.5, 0.1]).map { d in
                with(pinch) { $0.duration = d }
            }
            results += numbers(pinch.scale, toward: nil, steps: [0.5, 0.1]).map { s in with(pinch) { $0.scale = s } }
            results += points(pinch.center).map { p in with(pinch) { $0.center = p } }
            return results.map(Step.pinch)
        case .rotate(let rotate):
            var results = numbers(rotate.duration, toward: gesture, steps: [0.5, 0.1]).map { d in
                with(rotate) { $0.duration = d }
            }
            results += numbers(rotate.degrees, toward: nil, steps: [45, 10], positive: false).map { d in
                with(rotate) { $0.degrees = d }
            }
            results += points(rotate.center).map { p in with(rotate) { $0.center = p } }
            return results.map(Step.rotate)
        case .tilt(let tilt):
            var results = numbers(tilt.duration, toward: gesture, steps: [0.5, 0.1]).map { d in
                with(tilt) { $0.duration = d }
            }
            results += numbers(tilt.dy, toward: nil, steps: [50, 10], positive: false).map { d in
                with(tilt) { $0.dy = d }
            }
            results += points(tilt.center).map { p in with(tilt) { $0.center = p } }
            return results.map(Step.tilt)
        case .quickZoom(let zoom):
            var results = numbers(zoom.duration, toward: gesture, steps: [0.5, 0.1]).map { d in
                with(zoom) { $0.duration = d }
            }
            results += numbers(zoom.dy, toward: nil, steps: [50, 10], positive: false).map { d in
                with(zoom) { $0.dy = d }
            }
            results += points(zoom.at).map { p in with(zoom) { $0.at = p } }
            return results.map(Step.quickZoom)
        case .drag(let drag):
            var results = numbers(drag.duration, toward: gesture, steps: [0.5, 0.1]).map { d in
                with(drag) { $0.duration = d }
            }
            results += numbers(drag.hold, toward: TouchScript.defaultDragHold, steps: [0.5, 0.1]).map { h in
                with(drag) { $0.hold = h }
            }
            results += points(drag.from).map { p in with(drag) { $0.from = p } }
            results += points(drag.to).map { p in with(drag) { $0.to = p } }
            return results.map(Step.drag)
        case .touches(let frames):
            var results: [[Step.TouchFrame]] = []
            if frames.count > 1 {
                for index in frames.indices { results.append(with(frames) { $0.remove(at: index) }) }
            }
            for (index, frame) in frames.enumerated() where frame.cancel {
                results.append(with(frames) { $0[index].cancel = false })
            }
            return (results + simpler(frames: frames)).map(Step.touches)
        case .wait(let seconds): return numbers(seconds, toward: nil, steps: [1, 0.5, 0.1]).map(Step.wait)
        case .camera(let move):
            var results: [Step.CameraMove] = []
            if move.duration != 0 { results.append(with(move) { $0.duration = 0 }) }
            let parts: [WritableKeyPath<Spec.CameraSettings, Double?>] = [
                \.latitude, \.longitude, \.zoom, \.bearing, \.tilt,
            ]
            for part in parts where move.camera[keyPath: part] != nil {
                let copy = with(move) { $0.camera[keyPath: part] = nil }
                if copy.camera != Spec.CameraSettings() { results.append(copy) }
            }
            results += rounder(move.camera).map { camera in with(move) { $0.camera = camera } }
            return results.map(Step.camera)
        case .set(let settings): return simpler(settings).map(Step.set)
        case .location(let update):
            return update.heading == nil ? [] : [.location(with(update) { $0.heading = nil })]
        case .tapControl, .selectIndoorLevel, .tapCallout: return []
        }
    }

    /// Raw frames with one finger left out everywhere, then with rounder times and points.
    private static func simpler(frames: [Step.TouchFrame]) -> [[Step.TouchFrame]] {
        var results: [[Step.TouchFrame]] = []
        let fingers = Set(frames.flatMap(\.points.keys)).sorted()
        if fingers.count > 1 {
            for finger in fingers { results.append(frames.map { frame in with(frame) { $0.points[finger] = nil } }) }
        }
        for step in [0.1, 0.01] {
            let rounded = frames.map { frame in with(frame) { $0.time = FuzzRandom.round(frame.time, step: step) } }
            if rounded != frames, !results.contains(rounded) { results.append(rounded) }
        }
        for step in [50.0, 10.0] {
            let rounded = frames.map { frame in
                with(frame) {
                    $0.points = frame.points.mapValues { point in
                        CGPoint(
                            x: FuzzRandom.round(Double(point.x), step: step),
                            y: FuzzRandom.round(Double(point.y), step: step))
                    }
                }
            }
            if rounded != frames, !results.contains(rounded) { results.append(rounded) }
        }
        return results
    }

    /// A copy of `value` changed by `change`.
    static func with<Value>(_ value: Value, _ change: (inout Value) -> Void) -> Value {
        var copy = value
        change(&copy)
        return copy
    }

    /// The default (when given), then `value` rounded to each step in turn, leaving out repeats, `value`
    /// itself and, when `positive`, numbers that are not.
    static func numbers(_ value: Double, toward preferred: Double?, steps: [Double], positive: Bool = true) -> [Double]
    {
        var results: [Double] = []
        for candidate in [preferred].compactMap({ $0 }) + steps.map({ FuzzRandom.round(value, step: $0) }) {
            guard candidate != value, !results.contains(candidate), !positive || candidate > 0 else { continue }
            results.append(candidate)
        }
        return results
    }

    /// `point` rounded to multiples of 50, then of 10.
    static func points(_ point: CGPoint) -> [CGPoint] {
        var results: [CGPoint] = []
        for step in [50.0, 10.0] {
            let rounded = CGPoint(
                x: FuzzRandom.round(Double(point.x), step: step), y: FuzzRandom.round(Double(point.y), step: step))
            if rounded != point, !results.contains(rounded) { results.append(rounded) }
        }
        return results
    }
}
