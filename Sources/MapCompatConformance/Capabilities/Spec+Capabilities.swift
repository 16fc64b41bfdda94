import Foundation
import MapCompatCore

extension Spec {
    /// Every capability an adapter needs to run this spec and make all its checks: the
    /// ``setUpCapabilities`` and the ``observationCapabilities``.
    public var requiredCapabilities: Set<Capability> {
        setUpCapabilities.union(observationCapabilities)
    }

    /// The capabilities an adapter needs to run this spec at all: one for each setting, scene kind and
    /// feature, handler and step it uses, and the profile.
    public var setUpCapabilities: Set<Capability> {
        var needed: Set<Capability> = []
        if profile != .neutral { needed.insert(.profile(profile)) }
        needed.formUnion(map.requiredCapabilities)
        for item in scene { needed.formUnion(item.requiredCapabilities) }
        if let symbolTap = handlers.symbolTap { needed.insert(.handler("symbolTap.\(symbolTap.rawValue)")) }
        if let drag = handlers.drag { needed.insert(.handler("drag.\(drag.rawValue)")) }
        if handlers.cameraChange != nil { needed.insert(.handler("cameraChange")) }
        for step in steps { needed.formUnion(step.requiredCapabilities) }
        return needed
    }

    /// The capabilities an adapter needs to make every check: each event kind the expectation names (in
    /// `absent` too) and each part of the final state it reads. An adapter lacking one still runs the spec and
    /// leaves the checks that need it unchecked.
    public var observationCapabilities: Set<Capability> { expect.requiredCapabilities }
}

extension Spec.MapSettings {
    /// The capabilities needed to apply these settings.
    public var requiredCapabilities: Set<Capability> {
        var needed: Set<Capability> = []
        if let viewport {
            needed.insert(.map("viewport"))
            if viewport.insets != nil { needed.insert(.map("viewport.insets")) }
        }
        if let camera { needed.insert(camera.isFlat ? .map("camera.flat") : .map("camera")) }
        if let limits {
            let parts = [("minZoom", limits.minZoom), ("maxZoom", limits.maxZoom), ("maxTilt", limits.maxTilt)]
            for (name, value) in parts where value != nil { needed.insert(.map("limits.\(name)")) }
        }
        if let gestures {
            let switches = [
                ("scroll", gestures.scroll), ("zoom", gestures.zoom), ("rotate", gestures.rotate),
                ("tilt", gestures.tilt), ("stop", gestures.stop),
            ]
            for (name, value) in switches where value != nil { needed.insert(.map("gestures.\(name)")) }
        }
        for kind in disabledGestures ?? [] { needed.insert(.map("disabledGestures.\(kind.rawValue)")) }
        if exclusions != nil { needed.insert(.map("exclusions")) }
        if let deceleration { needed.insert(.map("deceleration.\(deceleration.rawValue)")) }
        if let controls { needed.formUnion(controls.requiredCapabilities) }
        if let location {
            if location.position != nil || location.heading != nil { needed.insert(.map("location")) }
            if location.tracking != nil { needed.insert(.map("location.tracking")) }
        }
        return needed
    }
}

extension Spec.ControlSettings {
    /// The capabilities needed to show or hide these controls.
    var requiredCapabilities: Set<Capability> {
        let switches = [
            ("compass", compass), ("scaleBar", scaleBar), ("zoomButtons", zoomButtons),
            ("indoorLevelPicker", indoorLevelPicker), ("locationButton", locationButton),
        ]
        var needed = Set(switches.filter { $0.1 != nil }.map { Capability.map("controls.\($0.0)") })
        if logo != nil { needed.insert(.map("controls.logo")) }
        return needed
    }
}

extension Spec.SceneItem {
    /// The capabilities needed to place this item as the spec describes it.
    var requiredCapabilities: Set<Capability> {
        var needed: Set<Capability> = [.scene(kind)]
        switch content {
        case .marker, .polyline, .polygon, .circle:
            // Items that take taps say how: `scene.tapHandler.consume`, `.propagate`, or `.none` for an item
            // with no handler, which taps pass through. A plugin listing `scene.tapHandler` has all three;
            // TomTom's annotations, which always consume, have only the first.
            needed.insert(.scene("tapHandler.\(tap.map(\.rawValue) ?? "none")"))
        case .symbol, .annotation, .indoor:
            if let tap { needed.insert(.scene("tapHandler.\(tap.rawValue)")) }
        }
        if globalZ != 0 { needed.insert(.scene("globalZ")) }
        if case .polygon(let polygon) = content, !polygon.holes.isEmpty { needed.insert(.scene("polygonHoles")) }
        if case .annotation(let annotation) = content {
            if annotation.callout { needed.insert(.scene("callout")) }
            if annotation.calloutOffset != .zero { needed.insert(.scene("calloutOffset")) }
            if annotation.draggable { needed.insert(.scene("draggable")) }
        }
        return needed
    }
}

extension Step {
    /// The capabilities needed to perform this step; a `set` step also needs those of what it sets.
    public var requiredCapabilities: Set<Capability> {
        switch self {
        case .set(let settings): return settings.requiredCapabilities.union([.step(kind)])
        case .camera(let move) where move.camera.isFlat: return [.flatCameraStep]
        default: return [.step(kind)]
        }
    }
}

extension Expectation {
    /// The capabilities needed to check this expectation.
    public var requiredCapabilities: Set<Capability> {
        var needed = Set((events + (exactly ?? []) + absent).map(\.requiredCapability))
        needed.formUnion(controls.keys.map { Capability.expect("controls.\($0.rawValue)") })
        let parts: [(String, Bool)] = [
            ("camera", camera != nil), ("screen", !screen.isEmpty),
            ("selected", selected != nil), ("dragState", !dragState.isEmpty), ("position", !position.isEmpty),
            ("tracking", tracking != nil), ("indoor", indoor != nil),
        ]
        for (name, used) in parts where used { needed.insert(.expect(name)) }
        return needed
    }
}

extension Spec.CameraSettings {
    /// Whether the settings leave bearing and tilt alone, so that an API with a flat camera (centre and
    /// zoom only) can express them.
    public var isFlat: Bool { bearing == nil && tilt == nil }
}

extension EventPattern {
    /// The capability to report the events this pattern describes: `event.gesture.pan` for a pattern that
    /// names one gesture, `event.calloutTap.left` for one that names a callout part, `event.<kind>`
    /// otherwise.
    public var requiredCapability: Capability {
        if kind == .gesture, case .string(let gesture)? = fields["gesture"],
            let gesture = GestureKind(rawValue: gesture)
        {
            return .gestureEvent(gesture)
        }
        if kind == .calloutTap, case .string(let part)? = fields["part"], let part = CalloutPart(rawValue: part) {
            return .calloutTapEvent(part)
        }
        return .event(kind)
    }

    /// The capabilities to report each field the pattern matches (``Capability/eventField(_:_:)``), but for
    /// the field ``requiredCapability`` already narrows to (a gesture's `gesture`, a callout tap's `part`).
    public var requiredFieldCapabilities: [Capability] {
        guard !fields.isEmpty else { return [] }
        let narrowed = requiredCapability == .event(kind) ? nil : kind == .gesture ? "gesture" : "part"
        return fields.keys.sorted().filter { $0 != narrowed }.map { .eventField(kind, $0) }
    }
}
