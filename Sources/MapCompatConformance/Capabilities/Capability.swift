import Foundation
import MapCompatCore

/// Something a spec needs from an adapter: a step it can perform, a setting it can apply, an event it can
/// report, a part of the final state it can read.
///
/// Capabilities are dotted names, derived from what a spec sets, does and expects (see
/// ``Spec/requiredCapabilities``). Every known name, with its meaning, is in ``catalogue`` (and the
/// <doc:CapabilityList> article); a plugin listing any other name gets `error` results naming the closest one. An adapter lists the ones it has; the runner reports `n/a`, never a pass,
/// for a spec that needs one it lacks.
///
/// | prefix | from | examples |
/// | --- | --- | --- |
/// | `profile.` | `profile` other than neutral | `profile.vendor` |
/// | `map.` | `map` and `set` steps | `map.camera`, `map.gestures.rotate`, `map.disabledGestures.pan`, `map.controls.compass` |
/// | `scene.` | `scene` | `scene.marker`, `scene.annotation`, `scene.tapHandler`, `scene.callout` |
/// | `handler.` | `handlers` | `handler.symbolTap`, `handler.drag` |
/// | `step.` | `steps` | `step.pan`, `step.touches`, `step.tapControl` |
/// | `event.` | event kinds in `events`, `exactly`, `absent` | `event.symbolTap`, `event.gesture` |
/// | `expect.` | other parts of `expect` | `expect.camera`, `expect.dragState` |
///
/// The first five prefixes are **set-up** capabilities: an adapter lacking one cannot run the spec (`n/a`).
/// `event.` and `expect.` are **observation** capabilities: an adapter lacking one runs the spec and leaves
/// the checks that need it unchecked (`partial`).
///
/// Some names are finer parts of a broader one, and a plugin listing the broader name has every part (see
/// ``impliedParts``): `scene.tapHandler` gives `scene.tapHandler.consume`, `scene.tapHandler.propagate`,
/// `scene.tapHandler.none` (an item with no handler, transparent to taps) and `scene.globalZ`; `handler.symbolTap` gives its `.consume` and `.propagate`;
/// `handler.drag` gives `.allow` and `.deny` (a vendor with no drag question drags every draggable item, as
/// an app that always allows); `map.camera` and `step.camera` give their `.flat` parts; `map.limits` gives `map.limits.minZoom`, `.maxZoom` and `.maxTilt`;
/// `expect.controls` gives `expect.controls.<control>`; `event.gesture` gives `event.gesture.<kind>`. A
/// plugin whose vendor can express only part lists the parts it has.
public struct Capability: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    /// The dotted name.
    public let rawValue: String

    /// Creates a capability from its dotted name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates a capability from its dotted name.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Creates a capability from a literal dotted name.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// The dotted name.
    public var description: String { rawValue }

    /// Orders by name, so lists of missing capabilities read the same every run.
    public static func < (lhs: Capability, rhs: Capability) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Performing a step kind: `step.pan`.
    public static func step(_ kind: Step.Kind) -> Capability { Capability("step.\(kind.rawValue)") }
    /// Performing a `camera` step that changes neither bearing nor tilt: `step.camera.flat`.
    public static let flatCameraStep: Capability = "step.camera.flat"
    /// Reporting an event kind with all its fields: `event.symbolTap`.
    public static func event(_ kind: MapEvent.Kind) -> Capability { Capability("event.\(kind.rawValue)") }
    /// Reporting the gesture events of one gesture: `event.gesture.pan`.
    public static func gestureEvent(_ gesture: GestureKind) -> Capability {
        Capability("event.gesture.\(gesture.rawValue)")
    }
    /// Reporting the callout taps on one part: `event.calloutTap.left`.
    public static func calloutTapEvent(_ part: CalloutPart) -> Capability {
        Capability("event.calloutTap.\(part.rawValue)")
    }
    /// Reporting an event kind without one of its fields: `event.cameraDidChange.without.reason`. Checks on
    /// that kind then compare only the fields the adapter reports, and a pattern that matches the missing
    /// field is left unchecked.
    public static func event(_ kind: MapEvent.Kind, without field: String) -> Capability {
        Capability("event.\(kind.rawValue).without.\(field)")
    }
    /// Reporting one field of an event kind: `event.cameraDidChange.reason`. Checks need it for each field
    /// a pattern matches; a plugin has it when it reports the kind and does not list
    /// ``event(_:without:)`` for that field, so plugins never list it themselves.
    public static func eventField(_ kind: MapEvent.Kind, _ field: String) -> Capability {
        Capability("event.\(kind.rawValue).\(field)")
    }
    /// Applying a map setting: `map.gestures.rotate`.
    public static func map(_ setting: String) -> Capability { Capability("map.\(setting)") }
    /// Placing a scene item kind or feature: `scene.annotation`.
    public static func scene(_ feature: String) -> Capability { Capability("scene.\(feature)") }
    /// Installing an app callback: `handler.drag`.
    public static func handler(_ name: String) -> Capability { Capability("handler.\(name)") }
    /// Reading a part of the final state: `expect.camera`.
    public static func expect(_ part: String) -> Capability { Capability("expect.\(part)") }
    /// Running in a profile other than neutral: `profile.vendor`.
    public static func profile(_ profile: Spec.Profile) -> Capability { Capability("profile.\(profile.rawValue)") }

    /// Whether this is a set-up capability (a setting, scene feature, handler, step or profile), as opposed to
    /// an observation one (`event.`, `expect.`).
    public var isSetUp: Bool { !rawValue.hasPrefix("event.") && !rawValue.hasPrefix("expect.") }

    /// The finer capabilities this one stands for, so that a plugin written before they existed keeps them.
    public static let impliedParts: [Capability: Set<Capability>] = [
        "scene.tapHandler": [
            "scene.tapHandler.consume", "scene.tapHandler.propagate", "scene.tapHandler.none", "scene.globalZ",
        ],
        "handler.symbolTap": ["handler.symbolTap.consume", "handler.symbolTap.propagate"],
        "handler.drag": ["handler.drag.allow", "handler.drag.deny"],
        "map.camera": ["map.camera.flat"],
        "step.camera": ["step.camera.flat"],
        "map.limits": ["map.limits.minZoom", "map.limits.maxZoom", "map.limits.maxTilt"],
    ]

    /// Whether a plugin listing `capabilities` has this capability: listed itself, implied by a broader name
    /// (``impliedParts``), or a control read under `expect.controls`.
    public func isProvided(by capabilities: Set<Capability>) -> Bool {
        if capabilities.contains(self) { return true }
        if rawValue.hasPrefix("expect.controls."), capabilities.contains("expect.controls") { return true }
        return Self.broaderNames[self]?.contains(where: capabilities.contains) ?? false
    }

    /// For each finer part, the broad names that give it: ``impliedParts`` turned around.
    private static let broaderNames: [Capability: [Capability]] = impliedParts.reduce(into: [:]) { names, entry in
        for part in entry.value { names[part, default: []].append(entry.key) }
    }

    /// Whether this capability reports an event kind, and which: `mapTap`, or a narrowed kind such as
    /// `gesture.pan`; an event reported without a field (`event.cameraDidChange.without.reason`) gives its
    /// kind (`cameraDidChange`).
    public var eventKind: String? {
        guard rawValue.hasPrefix("event.") else { return nil }
        let name = rawValue.dropFirst("event.".count)
        if let without = name.firstRange(of: ".without.") { return String(name[..<without.lowerBound]) }
        return String(name)
    }

    /// The event kind and field of a field capability (``eventField(_:_:)``), else `nil`; the names of
    /// narrowed kinds (`event.gesture.pan`) are not fields.
    public var eventFieldParts: (kind: MapEvent.Kind, field: String)? {
        guard let name = eventKind, let dot = name.firstIndex(of: "."),
            let kind = MapEvent.Kind(rawValue: String(name[..<dot]))
        else { return nil }
        let field = String(name[name.index(after: dot)...])
        return EventSchema.fields(of: kind)[field] != nil ? (kind, field) : nil
    }

    /// The event kind and field this capability says are not reported (`event.K.without.F`), else `nil`.
    public var unreportedField: (kind: MapEvent.Kind, field: String)? {
        guard rawValue.hasPrefix("event."), let without = rawValue.firstRange(of: ".without.") else { return nil }
        let kind = rawValue[rawValue.index(rawValue.startIndex, offsetBy: "event.".count)..<without.lowerBound]
        return MapEvent.Kind(rawValue: String(kind)).map { ($0, String(rawValue[without.upperBound...])) }
    }
}
