import Foundation
import MapCompatCore

extension SpecReader {
    /// A step: an object with exactly one step kind as a member (plus `duration` for `longPress`).
    func step(_ value: JSONValue, _ path: JSONPath) -> Step? {
        guard case .object(let members) = value else { return mismatched(path, "an object", value) }
        let kinds = members.compactMap { Step.Kind(rawValue: $0.key) }
        let names = Step.Kind.allCases.map(\.rawValue)
        guard let kind = kinds.first else {
            let keys = members.map(\.key)
            let message =
                keys.count == 1
                ? "unknown step kind \"\(keys[0])\"" + hint(for: keys[0], among: names)
                : "a step needs one of " + names.joined(separator: ", ")
            return failed(path, message)
        }
        guard kinds.count == 1 else {
            return failed(
                path, "a step has one kind, but this one has " + kinds.map { "\"\($0)\"" }.joined(separator: " and "))
        }
        let known = kind == .longPress ? [kind.rawValue, "duration"] : [kind.rawValue]
        guard let object = object(value, at: path, known: known), let body = object.fields[kind.rawValue] else {
            return nil
        }
        return step(kind: kind, body, path.key(kind.rawValue), object)
    }

    private func step(kind: Step.Kind, _ body: JSONValue, _ path: JSONPath, _ object: ObjectReader) -> Step? {
        switch kind {
        case .tap: return point(body, path).map(Step.tap)
        case .doubleTap: return point(body, path).map(Step.doubleTap)
        case .twoFingerTap: return point(body, path).map(Step.twoFingerTap)
        case .longPress:
            let duration = object.optional("duration", nonNegative) ?? TouchScript.defaultLongPressDuration
            return point(body, path).map { .longPress($0, duration: duration) }
        case .pan: return pan(body, path).map(Step.pan)
        case .pinch: return pinch(body, path).map(Step.pinch)
        case .rotate: return rotate(body, path).map(Step.rotate)
        case .tilt: return tilt(body, path).map(Step.tilt)
        case .quickZoom: return quickZoom(body, path).map(Step.quickZoom)
        case .drag: return drag(body, path).map(Step.drag)
        case .touches: return touches(body, path).map(Step.touches)
        case .wait: return nonNegative(body, path).map(Step.wait)
        case .tapControl: return choice(among: Step.tappableControls)(body, path).map(Step.tapControl)
        case .selectIndoorLevel: return nonEmptyString(body, path).map(Step.selectIndoorLevel)
        case .tapCallout: return tapCallout(body, path)
        case .camera: return cameraMove(body, path).map(Step.camera)
        case .set: return mapSettings(body, path).map(Step.set)
        case .location: return locationUpdate(body, path).map(Step.location)
        }
    }

    private func duration(_ object: ObjectReader) -> Double {
        object.optional("duration", nonNegative) ?? Step.defaultGestureDuration
    }

    private func pan(_ value: JSONValue, _ path: JSONPath) -> Step.Pan? {
        guard let object = object(value, at: path, known: ["from", "to", "duration", "release"]) else { return nil }
        let from = object.required("from", point)
        let to = object.required("to", point)
        let duration = duration(object)
        let release = object.optional("release", choice(Step.Release.self)) ?? .hold
        guard let from, let to else { return nil }
        return Step.Pan(from: from, to: to, duration: duration, release: release)
    }

    private func pinch(_ value: JSONValue, _ path: JSONPath) -> Step.Pinch? {
        guard let object = object(value, at: path, known: ["center", "scale", "duration", "release"]) else {
            return nil
        }
        let center = object.required("center", point)
        let scale = object.required("scale", positive)
        let duration = duration(object)
        let release = object.optional("release", choice(Step.Release.self)) ?? .hold
        guard let center, let scale else { return nil }
        return Step.Pinch(center: center, scale: scale, duration: duration, release: release)
    }

    private func rotate(_ value: JSONValue, _ path: JSONPath) -> Step.Rotate? {
        guard let object = object(value, at: path, known: ["center", "degrees", "duration"]) else { return nil }
        let center = object.required("center", point)
        let degrees = object.required("degrees", number)
        let duration = duration(object)
        guard let center, let degrees else { return nil }
        return Step.Rotate(center: center, degrees: degrees, duration: duration)
    }

    private func tilt(_ value: JSONValue, _ path: JSONPath) -> Step.Tilt? {
        guard let object = object(value, at: path, known: ["center", "dy", "duration"]) else { return nil }
        let center = object.required("center", point)
        let dy = object.required("dy", number)
        let duration = duration(object)
        guard let center, let dy else { return nil }
        return Step.Tilt(center: center, dy: dy, duration: duration)
    }

    private func quickZoom(_ value: JSONValue, _ path: JSONPath) -> Step.QuickZoom? {
        guard let object = object(value, at: path, known: ["at", "dy", "duration"]) else { return nil }
        let at = object.required("at", point)
        let dy = object.required("dy", number)
        let duration = duration(object)
        guard let at, let dy else { return nil }
        return Step.QuickZoom(at: at, dy: dy, duration: duration)
    }

    private func drag(_ value: JSONValue, _ path: JSONPath) -> Step.Drag? {
        guard let object = object(value, at: path, known: ["from", "to", "hold", "duration"]) else { return nil }
        let from = object.required("from", point)
        let to = object.required("to", point)
        let hold = object.optional("hold", nonNegative) ?? TouchScript.defaultDragHold
        let duration = duration(object)
        guard let from, let to else { return nil }
        return Step.Drag(from: from, to: to, hold: hold, duration: duration)
    }

    private func touches(_ value: JSONValue, _ path: JSONPath) -> [Step.TouchFrame]? {
        guard let frames = array(of: touchFrame)(value, path) else { return nil }
        guard case .array(let elements) = value, !elements.isEmpty else {
            return failed(path, "needs at least one frame")
        }
        for (index, pair) in zip(frames, frames.dropFirst()).enumerated() where pair.1.time < pair.0.time {
            error(
                path.index(index + 1).key("t"),
                "\(NumberMatcher.format(pair.1.time)) is earlier than the previous frame's \(NumberMatcher.format(pair.0.time))"
            )
        }
        return frames
    }

    private func touchFrame(_ value: JSONValue, _ path: JSONPath) -> Step.TouchFrame? {
        guard let object = object(value, at: path, known: ["t", "points", "cancel"]) else { return nil }
        let time = object.required("t", nonNegative)
        let points = object.optional("points", dictionary(of: point)) ?? [:]
        let cancel = object.optional("cancel", bool) ?? false
        guard let time else { return nil }
        return Step.TouchFrame(time: time, points: points, cancel: cancel)
    }

    private func tapCallout(_ value: JSONValue, _ path: JSONPath) -> Step? {
        guard let object = object(value, at: path, known: ["id", "part"]) else { return nil }
        let id = object.required("id", nonEmptyString)
        let part = object.optional("part", choice(CalloutPart.self)) ?? .body
        return id.map { .tapCallout(id: $0, part: part) }
    }

    private func cameraMove(_ value: JSONValue, _ path: JSONPath) -> Step.CameraMove? {
        guard let (camera, object) = cameraSettings(value, path, extra: ["duration"]) else { return nil }
        return Step.CameraMove(camera: camera, duration: object.optional("duration", nonNegative) ?? 0)
    }

    private func locationUpdate(_ value: JSONValue, _ path: JSONPath) -> Step.LocationUpdate? {
        guard let object = object(value, at: path, known: ["lat", "lng", "heading"]) else { return nil }
        let position = position(in: object)
        let heading = object.optional("heading", number)
        return position.map { Step.LocationUpdate(position: $0, heading: heading) }
    }
}
