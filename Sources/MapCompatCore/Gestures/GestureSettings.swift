/// The switches an app sets on the map's built-in gestures: coarse vendor-style flags, fine per-kind flags,
/// an exclusion table and the deceleration setting.
public struct GestureSettings: Hashable, Sendable {
    /// One finger moves the map (pan).
    public var isScrollEnabled = true
    /// Pinch, double tap, two-finger tap and quick zoom change the zoom.
    public var isZoomEnabled = true
    /// Two fingers turning change the bearing.
    public var isRotateEnabled = true
    /// Two fingers moving vertically change the tilt.
    public var isTiltEnabled = true
    /// A touch during a camera animation or drift stops it.
    public var isStopEnabled = true
    /// Fine kinds switched off, whatever the coarse flags say.
    public var disabled: Set<GestureKind> = []
    /// `kind → kinds`: `kind` is ignored while any of `kinds` is in progress. A kind mapped to an empty set,
    /// or absent, has no restriction.
    public var exclusions: [GestureKind: Set<GestureKind>] = [:]
    /// How far the map drifts after a release.
    public var deceleration: DecelerationRate = .normal
    /// Drift rates (in ``DecelerationModel``'s unit: seconds, and the multiplier of the release velocity)
    /// that replace the ``deceleration`` setting's rate for single kinds: `pan`, `pinch`, `rotate`. NAVER
    /// sets one per gesture through its frictions (``DecelerationModel/rate(friction:)``). Zero, negative or
    /// non-finite rates mean no drift.
    public var decelerationRates: [GestureKind: Double] = [:]
    /// Kinds that act about the view's focal point instead of the fingers: MapLibre's
    /// `anchorRotateOrZoomGesturesToCenterCoordinate` names pinch, rotate, double tap, two-finger tap and
    /// quick zoom; route-me's `zoomingInPivotsAroundCenter` names double tap. While a centred pinch or
    /// rotation is in progress a pan does not begin (MapLibre, maplibre-native `platform/ios/src/MLNMapView.mm`).
    public var centeredKinds: Set<GestureKind> = []
    /// Which directions a pan moves the map in.
    public var panAxis: PanAxis = .free

    /// Every gesture on, no exclusions, normal deceleration.
    public init() {}

    /// Whether a fine kind is on, combining its coarse flag and the fine switches.
    ///
    /// Quick zoom is "double tap and drag": it starts with the double tap's first tap, so it is off while
    /// double tap is off. That way turning double tap off removes every wait it puts on single taps.
    public func isEnabled(_ kind: GestureKind) -> Bool {
        guard !disabled.contains(kind) else { return false }
        switch kind {
        case .tap, .longPress: return true
        case .pan: return isScrollEnabled
        case .quickZoom: return isZoomEnabled && !disabled.contains(.doubleTap)
        case .pinch, .doubleTap, .twoFingerTap: return isZoomEnabled
        case .rotate: return isRotateEnabled
        case .tilt: return isTiltEnabled
        }
    }

    /// Sets the kinds that block `kind`; an empty set lifts every restriction on it (TomTom's
    /// `setExclusiveGestures(gesture:blockedGestures:)`).
    public mutating func setExclusions(for kind: GestureKind, blockedBy blockers: Set<GestureKind>) {
        exclusions[kind] = blockers.isEmpty ? nil : blockers
    }

    /// The exclusion table in force: ``exclusions`` and, with a centred pinch or rotation, pan blocked while
    /// it is in progress.
    public var effectiveExclusions: [GestureKind: Set<GestureKind>] {
        let centredTwoFinger = centeredKinds.intersection([.pinch, .rotate])
        guard !centredTwoFinger.isEmpty else { return exclusions }
        var table = exclusions
        table[.pan, default: []].formUnion(centredTwoFinger)
        return table
    }

    /// These settings without the drift ones (``deceleration``, ``decelerationRates``): what the
    /// ``GestureArena`` keeps, the drift settings being ``GestureCamera``'s.
    var switches: GestureSettings {
        var switches = self
        switches.deceleration = .normal
        switches.decelerationRates = [:]
        return switches
    }

    /// Whether `kind` is blocked while `active` kinds are in progress.
    public func isBlocked(_ kind: GestureKind, whileActive active: Set<GestureKind>) -> Bool {
        guard let blockers = effectiveExclusions[kind] else { return false }
        return !blockers.isDisjoint(with: active)
    }
}
