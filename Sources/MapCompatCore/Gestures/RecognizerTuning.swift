/// The recognizers' thresholds as plain numbers: the storage of ``InteractionProfile``'s threshold
/// properties (``InteractionProfile/tapSlop`` and the others, where each is documented), which a map hands
/// to its recognizers as it is, so that the per-frame path passes no reference-counted storage around.
struct RecognizerTuning: Hashable, Sendable {
    var tapSlop = 10.0
    var maximumTapDuration = 0.35
    var doubleTapInterval = 0.3
    var doubleTapDistance = 30.0
    var longPressDuration = 0.5
    var panSlop = 10.0
    var pinchSlop = 8.0
    var rotationThreshold = 5.0
    var rotationThresholdWhileZooming = 3.0
    var tiltSlop = 8.0
    var tiltMaximumFingerAngle = 45.0
    var tiltMinimumMotionAngle = 60.0
}
