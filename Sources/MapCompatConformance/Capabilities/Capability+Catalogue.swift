import MapCompatCore

extension Capability {
    /// One entry of the list of known capabilities: the name and a sentence of what it means.
    public struct Definition: Hashable, Sendable {
        /// The capability.
        public let capability: Capability
        /// What an adapter listing it can do, in one sentence.
        public let meaning: String
    }

    /// Every capability the runner knows, in documentation order, each with its meaning: the one list a
    /// plugin's ``AdapterPlugin/capabilities`` are checked against (see ``AdapterPlugin/unknownCapabilities``).
    ///
    /// The families that follow a kind (`step.`, `event.`, gestures, controls) are built from the kinds'
    /// `allCases`, so a new kind is known, and documented here, without another edit.
    public static let catalogue: [Definition] =
        profileCapabilities + mapCapabilities + sceneCapabilities + handlerCapabilities + stepCapabilities
        + eventCapabilities + expectCapabilities

    /// The names of ``catalogue``.
    public static let known: Set<Capability> = Set(catalogue.map(\.capability))

    /// What this capability means, from ``catalogue``; `nil` for a name the runner does not know.
    public var meaning: String? { Self.meanings[self] }

    /// Whether the runner knows this name.
    public var isKnown: Bool { Self.known.contains(self) }

    /// The known name closest to this one by edit distance (a likely typo), if one is close enough.
    public var closestKnown: Capability? {
        let name = rawValue.lowercased()
        let scored = Self.catalogue.map {
            ($0.capability, EditDistance.between(name, $0.capability.rawValue.lowercased()))
        }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, rawValue.count / 4) else { return nil }
        return best.0
    }

    private static let meanings: [Capability: String] = Dictionary(
        catalogue.map { ($0.capability, $0.meaning) }, uniquingKeysWith: { first, _ in first })

    private static func entry(_ name: String, _ meaning: String) -> Definition {
        Definition(capability: Capability(name), meaning: meaning)
    }

    private static let profileCapabilities: [Definition] = Spec.Profile.allCases.filter { $0 != .neutral }.map {
        Definition(
            capability: .profile($0),
            meaning: "Runs specs with `profile: \($0.rawValue)` in the vendor's own timings and thresholds.")
    }

    private static let mapCapabilities: [Definition] =
        [
            entry("map.viewport", "Sets the map view's size (`map.viewport`)."),
            entry("map.viewport.insets", "Sets content insets on the viewport (`map.viewport.insets`)."),
            entry(
                "map.camera",
                "Sets a starting camera with any centre, zoom, bearing and tilt; gives `map.camera.flat`."),
            entry("map.camera.flat", "Sets a starting camera of centre and zoom, north up and flat."),
            entry("map.limits", "Sets every camera limit; gives `map.limits.minZoom`, `.maxZoom` and `.maxTilt`."),
            entry("map.limits.minZoom", "Sets the minimum zoom."),
            entry("map.limits.maxZoom", "Sets the maximum zoom."),
            entry("map.limits.maxTilt", "Sets the maximum tilt."),
        ]
        + ["scroll", "zoom", "rotate", "tilt", "stop"].map {
            entry("map.gestures.\($0)", "Switches the map's \($0) gestures on or off as one family.")
        }
        + GestureKind.allCases.map {
            entry("map.disabledGestures.\($0.rawValue)", "Switches off the one `\($0.rawValue)` recognizer.")
        }
        + [entry("map.exclusions", "Sets which gestures exclude each other (`map.exclusions`).")]
        + Spec.Deceleration.allCases.map {
            entry("map.deceleration.\($0.rawValue)", "Sets the `\($0.rawValue)` deceleration after a fling.")
        }
        + ["compass", "scaleBar", "zoomButtons", "indoorLevelPicker", "locationButton"].map {
            entry("map.controls.\($0)", "Shows or hides the `\($0)` control.")
        }
        + [entry("map.controls.logo", "Places the logo and says whether it takes taps.")]
        + [
            entry("map.location", "Gives the map a position and heading from its location source."),
            entry("map.location.tracking", "Sets the location tracking mode."),
        ]

    private static let sceneCapabilities: [Definition] =
        Spec.SceneItem.kinds.map { entry("scene.\($0)", "Places `\($0)` items in the scene.") } + [
            entry(
                "scene.tapHandler",
                "Gives items every kind of tap handling; gives `scene.tapHandler.consume`, `.propagate`, `.none` "
                    + "and `scene.globalZ`."),
            entry("scene.tapHandler.consume", "Gives an item a tap handler that keeps the tap."),
            entry("scene.tapHandler.propagate", "Gives an item a tap handler that lets the tap reach the map too."),
            entry("scene.tapHandler.none", "Places a marker or shape with no tap handler, which taps pass through."),
            entry("scene.globalZ", "Orders items across kinds by a non-zero `globalZ`."),
            entry("scene.polygonHoles", "Places polygons with holes, which taps pass through."),
            entry("scene.callout", "Gives an annotation a callout shown when it is selected."),
            entry("scene.calloutOffset", "Moves an annotation's callout by a non-zero offset."),
            entry("scene.draggable", "Makes an annotation draggable."),
        ]

    private static let handlerCapabilities: [Definition] = [
        entry("handler.symbolTap", "Installs a basemap symbol tap handler; gives its `.consume` and `.propagate`."),
        entry("handler.symbolTap.consume", "Installs a symbol tap handler that keeps the tap."),
        entry("handler.symbolTap.propagate", "Installs a symbol tap handler that lets the tap reach the map too."),
        entry("handler.drag", "Answers the question whether an annotation may drag; gives `.allow` and `.deny`."),
        entry("handler.drag.allow", "Lets every drag of a draggable annotation start."),
        entry("handler.drag.deny", "Refuses every drag of a draggable annotation."),
        entry("handler.cameraChange", "Installs an app callback that may veto a camera change."),
    ]

    private static let stepCapabilities: [Definition] =
        Step.Kind.allCases.map { entry("step.\($0.rawValue)", stepMeaning($0)) } + [
            entry("step.camera.flat", "Performs `camera` steps that change neither bearing nor tilt.")
        ]

    private static func stepMeaning(_ kind: Step.Kind) -> String {
        switch kind {
        case .tap: "Performs a one-finger tap at a point."
        case .doubleTap: "Performs two taps at a point."
        case .twoFingerTap: "Performs a tap with two fingers at once."
        case .longPress: "Holds one finger still at a point."
        case .pan: "Moves one finger across the map."
        case .pinch: "Moves two fingers apart or together."
        case .rotate: "Turns two fingers about a centre."
        case .tilt: "Moves two fingers side by side vertically."
        case .quickZoom: "Taps, then holds and drags a second touch vertically."
        case .drag: "Presses, holds and moves one finger: an annotation drag."
        case .touches: "Feeds raw touch frames."
        case .wait: "Lets virtual time pass with no input."
        case .camera: "Moves the camera through the vendor API, with bearing and tilt; gives `step.camera.flat`."
        case .tapControl: "Taps a control at the centre of its frame."
        case .set: "Applies map settings through the vendor API in the middle of a run."
        case .tapCallout: "Taps a part of a shown callout."
        case .selectIndoorLevel: "Chooses a level in the indoor level picker."
        case .location: "Delivers a location update from the location source."
        }
    }

    private static let eventCapabilities: [Definition] =
        MapEvent.Kind.allCases.map {
            entry(
                "event.\($0.rawValue)",
                "Reports `\($0.rawValue)` events with all their fields"
                    + ($0 == .gesture
                        ? "; gives each `event.gesture.GESTURE`."
                        : $0 == .calloutTap
                            ? "; gives each `event.calloutTap.PART`." : "."))
        }
        + GestureKind.allCases.map {
            entry("event.gesture.\($0.rawValue)", "Reports the phases of the `\($0.rawValue)` gesture only.")
        }
        + CalloutPart.allCases.map {
            entry("event.calloutTap.\($0.rawValue)", "Reports callout taps on the `\($0.rawValue)` part only.")
        }
        + MapEvent.Kind.allCases.flatMap { kind in
            EventSchema.fields(of: kind).keys.sorted().flatMap { field in
                [
                    Definition(
                        capability: .event(kind, without: field),
                        meaning: "Reports `\(kind.rawValue)` events without their `\(field)`: checks compare the "
                            + "other fields, and a pattern that matches `\(field)` is left unchecked."),
                    Definition(
                        capability: .eventField(kind, field),
                        meaning: "Reports the `\(field)` of `\(kind.rawValue)` events; what checks that match it "
                            + "need, implied by `event.\(kind.rawValue)`."),
                ]
            }
        }

    private static let expectCapabilities: [Definition] =
        [
            entry("expect.camera", "Reads the final camera back."),
            entry("expect.screen", "Reads where coordinates are on screen at the end."),
            entry("expect.selected", "Reads which annotations are selected at the end."),
            entry("expect.dragState", "Reads annotations' drag states at the end."),
            entry("expect.position", "Reads items' final positions."),
            entry("expect.tracking", "Reads the final location tracking mode."),
            entry("expect.indoor", "Reads the indoor level picker and the focused level at the end."),
            entry("expect.controls", "Reads every control's final visibility; gives each `expect.controls.CONTROL`."),
        ]
        + MapControl.allCases.map {
            entry("expect.controls.\($0.rawValue)", "Reads whether the `\($0.rawValue)` control is shown at the end.")
        }
}

/// A capability name in a plugin's list that the runner does not know: a typo, most often. Every result of
/// that plugin is then an `error` naming it and the closest known name.
public struct UnknownCapability: Error, Hashable, Sendable, CustomStringConvertible {
    /// The plugin's id.
    public var plugin: String
    /// The name the plugin lists.
    public var capability: Capability
    /// The closest known name, if one is close.
    public var suggestion: Capability?

    /// Creates the error.
    public init(plugin: String, capability: Capability, suggestion: Capability?) {
        self.plugin = plugin
        self.capability = capability
        self.suggestion = suggestion
    }

    /// `plugin "x" lists unknown capability "scene.markr"; did you mean "scene.marker"?`.
    public var description: String {
        "plugin \"\(plugin)\" lists unknown capability \"\(capability)\""
            + (suggestion.map { "; did you mean \"\($0)\"?" } ?? "")
    }
}

extension AdapterPlugin {
    /// The names in ``capabilities`` the runner does not know, sorted, each with the closest known name.
    public var unknownCapabilities: [UnknownCapability] {
        capabilities.filter { !$0.isKnown }.sorted().map {
            UnknownCapability(plugin: id, capability: $0, suggestion: $0.closestKnown)
        }
    }

    /// Throws the first ``UnknownCapability`` of the plugin's list, so that a typo fails at load instead of
    /// quietly turning specs into `n/a`.
    public func validateCapabilities() throws {
        if let unknown = unknownCapabilities.first { throw unknown }
    }
}
