/// Something a spec needs from an adapter: a step it can perform, a setting it can apply, an event it can
/// report, a part of the final state it can read.
///
/// Capabilities are dotted names, derived from what a spec sets, does and expects (see
/// ``Spec/requiredCapabilities``). An adapter lists the ones it has; the runner reports `n/a`, never a pass,
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
    public static func step(_ kind: String) -> Capability { Capability("step.\(kind)") }
    /// Reporting an event kind: `event.symbolTap`.
    public static func event(_ kind: String) -> Capability { Capability("event.\(kind)") }
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
        return Self.impliedParts.contains { broad, parts in parts.contains(self) && capabilities.contains(broad) }
    }

    /// Whether this capability reports an event kind, and which.
    public var eventKind: String? {
        rawValue.hasPrefix("event.") ? String(rawValue.dropFirst("event.".count)) : nil
    }
}
