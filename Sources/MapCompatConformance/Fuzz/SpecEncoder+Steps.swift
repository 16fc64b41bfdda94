import Foundation
import MapCompatCore

extension SpecEncoder {
    static func step(_ step: Step) -> JSONValue {
        let defaultDuration = Step.defaultGestureDuration
        func duration(_ value: Double) -> (String, JSONValue?) {
            ("duration", value == defaultDuration ? nil : .number(value))
        }
        func release(_ value: Step.Release) -> (String, JSONValue?) {
            ("release", value == .hold ? nil : .string(value.rawValue))
        }
        switch step {
        case .tap(let at): return .object([("tap", point(at))])
        case .doubleTap(let at): return .object([("doubleTap", point(at))])
        case .twoFingerTap(let at): return .object([("twoFingerTap", point(at))])
        case .longPress(let at, let seconds):
            return object([
                ("longPress", point(at)),
                ("duration", seconds == TouchScript.defaultLongPressDuration ? nil : .number(seconds)),
            ])
        case .pan(let pan):
            return .object([
                (
                    "pan",
                    object([
                        ("from", point(pan.from)), ("to", point(pan.to)), duration(pan.duration), release(pan.release),
                    ])
                )
            ])
        case .pinch(let pinch):
            return .object([
                (
                    "pinch",
                    object([
                        ("center", point(pinch.center)), ("scale", .number(pinch.scale)), duration(pinch.duration),
                        release(pinch.release),
                    ])
                )
            ])
        case .rotate(let rotate):
            return .object([
                (
                    "rotate",
                    object([
                        ("center", point(rotate.center)), ("degrees", .number(rotate.degrees)),
                        duration(rotate.duration),
                    ])
                )
            ])
        case .tilt(let tilt):
            return .object([
                ("tilt", object([("center", point(tilt.center)), ("dy", .number(tilt.dy)), duration(tilt.duration)]))
            ])
        case .quickZoom(let zoom):
            return .object([
                ("quickZoom", object([("at", point(zoom.at)), ("dy", .number(zoom.dy)), duration(zoom.duration)]))
            ])
        case .drag(let drag):
            return .object([
                (
                    "drag",
                    object([
                        ("from", point(drag.from)), ("to", point(drag.to)),
                        ("hold", drag.hold == TouchScript.defaultDragHold ? nil : .number(drag.hold)),
                        duration(drag.duration),
                    ])
                )
            ])
        case .touches(let frames): return .object([("touches", .array(frames.map(frame)))])
        case .wait(let seconds): return .object([("wait", .number(seconds))])
        case .tapControl(let control): return .object([("tapControl", .string(control.rawValue))])
        case .selectIndoorLevel(let level): return .object([("selectIndoorLevel", .string(level))])
        case .tapCallout(let id, let part):
            return .object([("tapCallout", .object([("id", .string(id)), ("part", .string(part.rawValue))]))])
        case .camera(let move):
            let duration: JSONValue? = move.duration == 0 ? nil : .number(move.duration)
            return .object([("camera", camera(move.camera, extra: [("duration", duration)]))])
        case .set(let settings): return .object([("set", self.settings(settings))])
        case .location(let update):
            return .object([
                (
                    "location",
                    object([
                        ("lat", .number(update.position.latitude)), ("lng", .number(update.position.longitude)),
                        ("heading", update.heading.map(JSONValue.number)),
                    ])
                )
            ])
        }
    }

    private static func frame(_ frame: Step.TouchFrame) -> JSONValue {
        object([
            ("t", .number(frame.time)),
            ("points", .object(frame.points.sorted { $0.key < $1.key }.map { (key: $0.key, value: point($0.value)) })),
            ("cancel", frame.cancel ? .bool(true) : nil),
        ])
    }
}
