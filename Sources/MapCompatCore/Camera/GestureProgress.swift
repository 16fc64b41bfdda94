import Foundation

/// How far each continuous gesture has taken the camera: the camera it started from, and the fingers' measure
/// it is counted from, as UIKit measures pinch scale, rotation and translation cumulatively from the gesture's
/// start. A gesture pushed past a limit holds the camera at the limit until the fingers come back past it
/// (maplibre-native `platform/ios/src/MLNMapView.mm`: `handlePinchGesture:` zooms to the start scale times
/// `pinch.scale`, `handleRotateGesture:` turns to the start angle plus `rotate.rotation`,
/// `handleTwoFingerDragGesture:` tilts to the initial pitch less the translation, `handleQuickZoomGesture:` zooms
/// from the start by the distance dragged).
///
/// Frames the arena has a running gesture ignore (an exclusion) move nothing: the measure the change is counted
/// from shifts by what the fingers did meanwhile (``Track/follow(previous:current:shift:)``). Kept by
/// ``GestureCamera``.
struct GestureProgress {
    /// One gesture's start: the camera value it began at, the measure its change is counted from and the
    /// measure seen at the last change.
    struct Track {
        /// The camera value (zoom, bearing or tilt) when the gesture began.
        var value = 0.0
        /// The fingers' measure (spread, angle or y) the change is counted from.
        var base = 0.0
        /// The measure at the last change this track saw.
        var last = 0.0

        /// Begins at `value` with the fingers' measure `measure`.
        mutating func begin(at value: Double, measure: Double) {
            self.value = value
            base = measure
            last = measure
        }

        /// Shifts the base by the fingers' movement during frames the map ignored (their measure `previous` at
        /// the recognizer's last rebaseline differs from the one this track last saw), then records `current`.
        mutating func follow(
            previous: Double, current: Double, shift: (_ base: Double, _ previous: Double, _ last: Double) -> Double
        ) {
            if previous != last { base = shift(base, previous, last) }
            last = current
        }
    }

    /// The pinch: zoom, and the spread between the fingers.
    var pinch = Track()
    /// The rotation: bearing, and the fingers' angle in degrees (unwrapped turns counted in ``rotationTurns``).
    var rotation = Track()
    /// Whole turns the fingers made beyond ±180° from the base angle.
    var rotationTurns = 0.0
    /// The tilt gesture: tilt, and the fingers' centroid y.
    var tilt = Track()
    /// The quick zoom: zoom, and the finger's y.
    var quickZoom = Track()
}
