import MapCompatCore

/// A behaviour on which vendor profiles may differ, read from `InteractionProfile` values at run time, so that
/// porting notes and guides cannot drift from the adapters.
public struct ProfileDifference: Sendable {
    /// The key concepts refer to (``APIConcept/differences``).
    public var key: String
    /// What the behaviour is.
    public var label: String
    /// The behaviour in a style, in words and in that style's units.
    public var describe: @Sendable (PortingStyle) -> String

    /// Creates a difference.
    public init(key: String, label: String, describe: @escaping @Sendable (PortingStyle) -> String) {
        self.key = key
        self.label = label
        self.describe = describe
    }

    /// Whether two styles differ on it.
    public func differs(_ lhs: PortingStyle, _ rhs: PortingStyle) -> Bool {
        describe(lhs) != describe(rhs)
    }

    /// Every behaviour compared, in a fixed order.
    public static let all: [ProfileDifference] = [
        ProfileDifference(key: "zoomRange", label: "zoom range (style units)") { style in
            let limits = style.profile.limits
            return "\(number(limits.minZoom + style.zoomOffset))–\(number(limits.maxZoom + style.zoomOffset))"
        },
        ProfileDifference(key: "maxTilt", label: "maximum tilt") { "\(number($0.profile.limits.maxTilt))°" },
        ProfileDifference(key: "doubleTapZoom", label: "double-tap zoom") { rule($0.profile.doubleTapZoom) },
        ProfileDifference(key: "twoFingerTapZoom", label: "two-finger-tap zoom") {
            rule($0.profile.twoFingerTapZoom, direction: "out")
        },
        ProfileDifference(key: "twoFingerTapAnchor", label: "two-finger tap zooms about") {
            $0.profile.twoFingerTapAnchor == .viewCenter ? "the view centre" : "the touch centroid"
        },
        ProfileDifference(key: "quickZoom", label: "one-finger (quick) zoom") { style in
            let profile = style.profile
            guard !profile.gestures.disabled.contains(.quickZoom) else { return "off" }
            return "\(number(profile.quickZoomPointsPerLevel)) points per level, dragging "
                + (profile.quickZoomDownZoomsIn ? "down" : "up") + " zooms in"
        },
        ProfileDifference(key: "longPress", label: "long-press duration") {
            "\(number($0.profile.longPressDuration)) s"
        },
        ProfileDifference(key: "deceleration", label: "drift after a pan (default setting)") {
            $0.profile.gestures.deceleration.rawValue
        },
        ProfileDifference(key: "northSnap", label: "snap to north when a gesture ends") { style in
            let tolerance = style.profile.northSnapTolerance
            return tolerance > 0 ? "within \(number(tolerance))°" : "never"
        },
        ProfileDifference(key: "exclusions", label: "gesture exclusions") { style in
            let table = style.profile.gestures.exclusions
            guard !table.isEmpty else { return "none" }
            return table.keys.sorted { $0.rawValue < $1.rawValue }.map { kind in
                let blockers = (table[kind] ?? []).map(\.rawValue).sorted().joined(separator: ", ")
                return "\(kind.rawValue) blocked by \(blockers)"
            }.joined(separator: "; ")
        },
        ProfileDifference(key: "gesturesOff", label: "gestures off by default") { style in
            let settings = style.profile.gestures
            var off: [String] = settings.disabled.map(\.rawValue).sorted()
            if !settings.isRotateEnabled { off.append("rotate (switch)") }
            if !settings.isTiltEnabled { off.append("tilt (switch)") }
            return off.isEmpty ? "none" : off.joined(separator: ", ")
        },
        ProfileDifference(key: "compass", label: "compass") { style in
            let profile = style.profile
            let shown = profile.controls.showsCompass ? "shown while turned" : "hidden"
            return shown + (profile.compassCoversTilt ? " or tilted; a tap levels both" : "; a tap turns north")
        },
        ProfileDifference(key: "hitTolerance", label: "tap tolerance around scene items") {
            "\(number($0.profile.hitTest.tolerance)) points"
        },
        ProfileDifference(key: "scaleBar", label: "scale bar") {
            $0.profile.controls.showsScaleBar ? "shown by default" : "hidden by default"
        },
        ProfileDifference(key: "trackingInterruption", label: "camera gestures while following the location") {
            style in
            let rules = style.profile.trackingInterruption
            let follow = interruptions(rules.fromFollow)
            let heading = interruptions(rules.fromFollowWithHeading)
            return follow == heading ? follow : "from follow: \(follow); from followWithHeading: \(heading)"
        },
        ProfileDifference(key: "locationMarkerRadius", label: "location-marker tap radius") {
            "\(number($0.profile.locationMarkerRadius)) points"
        },
        ProfileDifference(key: "centeredGestures", label: "gestures that act about the view centre") {
            let kinds = $0.profile.gestures.centeredKinds.map(\.rawValue).sorted()
            return kinds.isEmpty ? "none (all act about the fingers)" : kinds.joined(separator: ", ")
        },
        ProfileDifference(key: "panAxis", label: "pan directions") { $0.profile.gestures.panAxis.rawValue },
    ]

    /// The difference with this key, if any.
    public static func named(_ key: String) -> ProfileDifference? {
        all.first { $0.key == key }
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// A tracking-interruption table as text: the gestures that leave each mode, or that every gesture keeps
    /// the mode.
    static func interruptions(_ table: [GestureKind: TrackingMode]) -> String {
        guard !table.isEmpty else { return "keep the mode" }
        let byMode = Dictionary(grouping: table.keys) { table[$0] ?? .none }
        return byMode.keys.sorted { $0.rawValue < $1.rawValue }.map { mode in
            (byMode[mode] ?? []).map(\.rawValue).sorted().joined(separator: ", ") + " → \(mode.rawValue)"
        }.joined(separator: "; ")
    }

    static func rule(_ rule: ZoomStepRule, direction: String = "in") -> String {
        switch rule {
        case .fractional: "one level \(direction) from the current zoom"
        case .rounded: "one level \(direction) from the rounded zoom"
        case .nextNative: "to the next native (tile) level \(direction)"
        }
    }
}
