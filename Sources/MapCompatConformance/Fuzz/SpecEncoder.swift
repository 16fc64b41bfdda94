import Foundation
import MapCompatCore

/// Writes a ``Spec`` as a `mapcompat-spec/1` document that ``SpecLoader`` reads back to an equal spec.
///
/// Parts at their defaults are left out (an item's `z` of 0, a pan's `hold` release), so a written spec
/// shows only what it sets. The fuzzer writes its shrunk divergences with it.
///
/// ```swift
/// let text = SpecEncoder.encode(spec)
/// let again = SpecLoader().decode(text, file: "spec.json", defaultID: spec.id).spec  // == spec
/// ```
public enum SpecEncoder: Sendable {
    /// The document, ending with a newline.
    public static func encode(_ spec: Spec) -> String {
        var members: [(key: String, value: JSONValue)] = [
            ("format", .string(Spec.format)), ("id", .string(spec.id)), ("title", .string(spec.title)),
        ]
        if let source = spec.source { members.append(("source", .string(source))) }
        if let adapters = spec.adapters { members.append(("adapters", .array(adapters.map(JSONValue.string)))) }
        if spec.profile != .neutral { members.append(("profile", .string(spec.profile.rawValue))) }
        let map = settings(spec.map)
        if case .object(let parts) = map, !parts.isEmpty { members.append(("map", map)) }
        if !spec.scene.isEmpty { members.append(("scene", .array(spec.scene.map(item)))) }
        let handlers = handlers(spec.handlers)
        if case .object(let parts) = handlers, !parts.isEmpty { members.append(("handlers", handlers)) }
        if !spec.steps.isEmpty { members.append(("steps", .array(spec.steps.map(step)))) }
        let expect = expectation(spec.expect)
        if case .object(let parts) = expect, !parts.isEmpty { members.append(("expect", expect)) }
        return JSONValue.object(members).rendered() + "\n"
    }

    static func point(_ point: CGPoint) -> JSONValue { .array([.number(Double(point.x)), .number(Double(point.y))]) }

    static func size(_ size: CGSize) -> JSONValue {
        .array([.number(Double(size.width)), .number(Double(size.height))])
    }

    static func pair(_ position: LatLng) -> JSONValue {
        .array([.number(position.latitude), .number(position.longitude)])
    }

    static func insets(_ insets: EdgeInsets) -> JSONValue {
        .object([
            ("top", .number(insets.top)), ("left", .number(insets.left)), ("bottom", .number(insets.bottom)),
            ("right", .number(insets.right)),
        ])
    }

    /// An object of the members whose values are present, in the order given.
    static func object(_ members: [(String, JSONValue?)]) -> JSONValue {
        .object(members.compactMap { key, value in value.map { (key: key, value: $0) } })
    }

    static func settings(_ settings: Spec.MapSettings) -> JSONValue {
        object([
            ("viewport", settings.viewport.map(viewport)), ("camera", settings.camera.map { camera($0) }),
            (
                "limits",
                settings.limits.map {
                    object([
                        ("minZoom", $0.minZoom.map(JSONValue.number)), ("maxZoom", $0.maxZoom.map(JSONValue.number)),
                        ("maxTilt", $0.maxTilt.map(JSONValue.number)),
                    ])
                }
            ),
            ("gestures", settings.gestures.map(gestures)),
            ("disabledGestures", settings.disabledGestures.map { .array($0.map { .string($0.rawValue) }) }),
            ("exclusions", settings.exclusions.map(exclusions)),
            ("deceleration", settings.deceleration.map { .string($0.rawValue) }),
            ("controls", settings.controls.map(controls)), ("location", settings.location.map(location)),
        ])
    }

    private static func viewport(_ viewport: Spec.ViewportSettings) -> JSONValue {
        object([
            ("width", viewport.width.map(JSONValue.number)), ("height", viewport.height.map(JSONValue.number)),
            ("insets", viewport.insets.map(insets)),
        ])
    }

    /// A partial camera, with `extra` members after it (a move's `duration`).
    static func camera(_ camera: Spec.CameraSettings, extra: [(String, JSONValue?)] = []) -> JSONValue {
        object(
            [
                ("lat", camera.latitude.map(JSONValue.number)), ("lng", camera.longitude.map(JSONValue.number)),
                ("zoom", camera.zoom.map(JSONValue.number)), ("bearing", camera.bearing.map(JSONValue.number)),
                ("tilt", camera.tilt.map(JSONValue.number)),
            ] + extra)
    }

    private static func gestures(_ switches: Spec.GestureSwitches) -> JSONValue {
        object([
            ("scroll", switches.scroll.map(JSONValue.bool)), ("zoom", switches.zoom.map(JSONValue.bool)),
            ("rotate", switches.rotate.map(JSONValue.bool)), ("tilt", switches.tilt.map(JSONValue.bool)),
            ("stop", switches.stop.map(JSONValue.bool)),
        ])
    }

    private static func exclusions(_ table: [GestureKind: [GestureKind]]) -> JSONValue {
        .object(
            table.sorted { $0.key.rawValue < $1.key.rawValue }.map {
                (key: $0.key.rawValue, value: .array($0.value.map { .string($0.rawValue) }))
            })
    }

    private static func controls(_ controls: Spec.ControlSettings) -> JSONValue {
        object([
            ("compass", controls.compass.map(JSONValue.bool)), ("scaleBar", controls.scaleBar.map(JSONValue.bool)),
            ("zoomButtons", controls.zoomButtons.map(JSONValue.bool)),
            ("indoorLevelPicker", controls.indoorLevelPicker.map(JSONValue.bool)),
            ("locationButton", controls.locationButton.map(JSONValue.bool)),
            (
                "logo",
                controls.logo.map {
                    object([
                        ("align", $0.align.map { .string($0.rawValue) }), ("margin", $0.margin.map(insets)),
                        ("tappable", $0.tappable.map(JSONValue.bool)),
                    ])
                }
            ),
        ])
    }

    private static func location(_ location: Spec.LocationSettings) -> JSONValue {
        object([
            ("lat", location.position.map { .number($0.latitude) }),
            ("lng", location.position.map { .number($0.longitude) }),
            ("heading", location.heading.map(JSONValue.number)),
            ("tracking", location.tracking.map { .string($0.rawValue) }),
        ])
    }

    private static func handlers(_ handlers: Spec.Handlers) -> JSONValue {
        object([
            ("symbolTap", handlers.symbolTap.map { .string($0.rawValue) }),
            ("drag", handlers.drag.map { .string($0.rawValue) }),
            ("cameraChange", handlers.cameraChange.map { .string($0.rawValue) }),
        ])
    }
}
