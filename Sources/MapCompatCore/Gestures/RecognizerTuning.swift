/// The profile's recognizer thresholds as plain numbers, copied once per map so that the per-frame path
/// passes no reference-counted storage around.
struct RecognizerTuning {
    var tapSlop: Double
    var maximumTapDuration: Double
    var doubleTapInterval: Double
    var doubleTapDistance: Double
    var longPressDuration: Double
    var panSlop: Double
    var pinchSlop: Double
    var rotationThreshold: Double
    var rotationThresholdWhileZooming: Double
    var tiltSlop: Double
    var tiltMaximumFingerAngle: Double
    var tiltMinimumMotionAngle: Double

    init(_ profile: InteractionProfile) {
        tapSlop = profile.tapSlop
        maximumTapDuration = profile.maximumTapDuration
        doubleTapInterval = profile.doubleTapInterval
        doubleTapDistance = profile.doubleTapDistance
        longPressDuration = profile.longPressDuration
        panSlop = profile.panSlop
        pinchSlop = profile.pinchSlop
        rotationThreshold = profile.rotationThreshold
        rotationThresholdWhileZooming = profile.rotationThresholdWhileZooming
        tiltSlop = profile.tiltSlop
        tiltMaximumFingerAngle = profile.tiltMaximumFingerAngle
        tiltMinimumMotionAngle = profile.tiltMinimumMotionAngle
    }
}

/// A set of gesture kinds as bits, for the arbitration checks made on every frame.
struct GestureKindMask: Equatable {
    var bits: UInt16 = 0

    init() {}

    init(_ kinds: some Sequence<GestureKind>) {
        for kind in kinds { insert(kind) }
    }

    mutating func insert(_ kind: GestureKind) { bits |= Self.bit(kind) }
    func contains(_ kind: GestureKind) -> Bool { bits & Self.bit(kind) != 0 }
    func intersects(_ other: GestureKindMask) -> Bool { bits & other.bits != 0 }

    private static func bit(_ kind: GestureKind) -> UInt16 {
        switch kind {
        case .tap: 1
        case .doubleTap: 2
        case .twoFingerTap: 4
        case .longPress: 8
        case .pan: 16
        case .pinch: 32
        case .rotate: 64
        case .tilt: 128
        case .quickZoom: 256
        }
    }
}
