import MapCompatCore

/// Why the camera moved, as MapLibre's option set names it; built from the core's
/// `CameraChangeReason` and the gesture kinds that took part. Within one movement the
/// reasons accumulate (a pinch that also turns reports `gesturePinch` and `gestureRotate`); they start
/// afresh after each region-did-change.
public struct MLNCameraChangeReason: OptionSet, Hashable, Sendable {
    /// The bits, with MapLibre's values.
    public let rawValue: UInt

    /// A set from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// No reason: the empty set.
    public static let none: MLNCameraChangeReason = []
    /// The app moved the camera: the core's `developer` (and `location`).
    public static let programmatic = MLNCameraChangeReason(rawValue: 1 << 0)
    /// The compass reset the heading: the core's `control`.
    public static let resetNorth = MLNCameraChangeReason(rawValue: 1 << 1)
    /// The core's `pan` gesture.
    public static let gesturePan = MLNCameraChangeReason(rawValue: 1 << 2)
    /// The core's `pinch` gesture.
    public static let gesturePinch = MLNCameraChangeReason(rawValue: 1 << 3)
    /// The core's `rotate` gesture.
    public static let gestureRotate = MLNCameraChangeReason(rawValue: 1 << 4)
    /// The core's `doubleTap` zoom.
    public static let gestureZoomIn = MLNCameraChangeReason(rawValue: 1 << 5)
    /// The core's `twoFingerTap` zoom.
    public static let gestureZoomOut = MLNCameraChangeReason(rawValue: 1 << 6)
    /// The core's `quickZoom` gesture.
    public static let gestureOneFingerZoom = MLNCameraChangeReason(rawValue: 1 << 7)
    /// The core's `tilt` gesture.
    public static let gestureTilt = MLNCameraChangeReason(rawValue: 1 << 8)
    /// A running animation or drift was stopped: the core's `animationStop`.
    public static let transitionCancelled = MLNCameraChangeReason(rawValue: 1 << 16)

    /// Every gesture member.
    public static let gestures: MLNCameraChangeReason = [
        .gesturePan, .gesturePinch, .gestureRotate, .gestureZoomIn, .gestureZoomOut, .gestureOneFingerZoom,
        .gestureTilt,
    ]

    /// The member for a core gesture kind; empty for kinds that do not move the camera.
    public init(_ kind: GestureKind) {
        switch kind {
        case .pan: self = .gesturePan
        case .pinch: self = .gesturePinch
        case .rotate: self = .gestureRotate
        case .doubleTap: self = .gestureZoomIn
        case .twoFingerTap: self = .gestureZoomOut
        case .quickZoom: self = .gestureOneFingerZoom
        case .tilt: self = .gestureTilt
        case .tap, .longPress: self = []
        }
    }

    /// The members a core reason contributes (a compass tap is `resetNorth` and `programmatic`, as
    /// `resetNorth` goes through the direction setter).
    public init(_ reason: CameraChangeReason) {
        switch reason {
        case .gesture: self = []
        case .developer, .location: self = .programmatic
        case .control: self = [.resetNorth, .programmatic]
        }
    }

    /// The core reason these bits stand for: `gesture` when any gesture member is set, `control` for
    /// `resetNorth`, otherwise `developer`.
    public var coreReason: CameraChangeReason {
        if !intersection(.gestures).isEmpty { return .gesture }
        if contains(.resetNorth) { return .control }
        return .developer
    }
}
