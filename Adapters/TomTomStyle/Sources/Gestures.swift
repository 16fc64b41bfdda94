import MapCompatCore

/// A gesture to switch off through ``TomTomMap/disabledGestures``; each case names one core
/// `GestureKind`.
public enum MapGestureDisableOption: Hashable, Sendable, CaseIterable {
    /// Switches nothing off: a list holding only `none` leaves every gesture on.
    case none
    /// The core's `tilt`.
    case tilt
    /// The core's `pan`.
    case pan
    /// The core's `rotate`.
    case rotate
    /// The core's `pinch`.
    case pinch
    /// The core's `tap`.
    case tap
    /// The core's `doubleTap` (which also stops the double-tap-and-drag zoom, as it starts with a tap).
    case doubleTap
    /// The core's `quickZoom`: double tap, then drag to zoom.
    case doubleTapAndPan
    /// The core's `twoFingerTap`.
    case twoFingerTap
    /// The core's `longPress`.
    case longPress

    /// The core kind this option switches off; `nil` for ``none``.
    public var gestureKind: GestureKind? {
        switch self {
        case .none: nil
        case .tilt: .tilt
        case .pan: .pan
        case .rotate: .rotate
        case .pinch: .pinch
        case .tap: .tap
        case .doubleTap: .doubleTap
        case .doubleTapAndPan: .quickZoom
        case .twoFingerTap: .twoFingerTap
        case .longPress: .longPress
        }
    }

    /// The option that switches a core kind off.
    public init(_ kind: GestureKind) {
        switch kind {
        case .tap: self = .tap
        case .doubleTap: self = .doubleTap
        case .twoFingerTap: self = .twoFingerTap
        case .longPress: self = .longPress
        case .pan: self = .pan
        case .pinch: self = .pinch
        case .rotate: self = .rotate
        case .tilt: self = .tilt
        case .quickZoom: self = .doubleTapAndPan
        }
    }
}

/// Gestures named in ``TomTomMap/setExclusiveGestures(gesture:blockedGestures:)`` (TomTom's option set);
/// each member is one core `GestureKind`.
///
/// The SDK's members are `pan` … `tap` with raw values 1 to 32. TomTom's default exclusion table also names
/// double tapping, which those members cannot express, so MapCompat adds ``doubleTap``, and
/// ``twoFingerTap`` and ``doubleTapAndPan`` so that every core kind has a member; their names follow
/// ``MapGestureDisableOption``.
public struct GestureType: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: Int

    /// A set from its bits; bits without a member are ignored wherever the set is used.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The core's `pan` ("moving").
    public static let pan = GestureType(rawValue: 1)
    /// The core's `pinch` ("scaling").
    public static let pinch = GestureType(rawValue: 2)
    /// The core's `rotate`.
    public static let rotate = GestureType(rawValue: 4)
    /// The core's `tilt`.
    public static let tilt = GestureType(rawValue: 8)
    /// The core's `longPress`.
    public static let longPress = GestureType(rawValue: 16)
    /// The core's `tap`.
    public static let tap = GestureType(rawValue: 32)
    /// The core's `doubleTap` (a MapCompat addition).
    public static let doubleTap = GestureType(rawValue: 64)
    /// The core's `twoFingerTap` (a MapCompat addition).
    public static let twoFingerTap = GestureType(rawValue: 128)
    /// The core's `quickZoom`, double tap then drag (a MapCompat addition).
    public static let doubleTapAndPan = GestureType(rawValue: 256)

    private static let members: [(GestureType, GestureKind)] = [
        (.pan, .pan), (.pinch, .pinch), (.rotate, .rotate), (.tilt, .tilt), (.longPress, .longPress),
        (.tap, .tap), (.doubleTap, .doubleTap), (.twoFingerTap, .twoFingerTap), (.doubleTapAndPan, .quickZoom),
    ]

    /// The set holding one core kind.
    public init(_ kind: GestureKind) {
        self = Self.members.first { $0.1 == kind }?.0 ?? []
    }

    /// The core kinds of the members in this set.
    public var gestureKinds: Set<GestureKind> {
        Set(Self.members.filter { contains($0.0) }.map(\.1))
    }
}
