import Foundation

/// Where each phase of a built-in gesture goes: taps and presses to the tap routing and the
/// ``AnnotationStore``, camera gestures and the tap zooms to ``GestureCamera``, every phase to the tracking
/// rules and the map's events.
///
/// A discrete gesture (a tap, double tap or two-finger tap) reports one ``MapEvent/gesture(_:_:)`` event, `ended`,
/// when it is recognized, as UIKit's discrete recognizers go straight to `.recognized`; vendors whose gesture
/// delegate reports taps (Mapbox's `GestureManagerDelegate`, `gestureBegan(for: .singleTap)` in
/// mapbox/mapbox-maps-ios `SingleTapGestureHandler.swift`) read their callbacks from it.
extension InteractiveMap {
    func builtInGestureChanged(_ recognizer: GestureRecognizer) {
        guard let kind = recognizer.kind else { return }
        let state = recognizer.state
        interruptTracking(by: kind, state)
        switch (kind, state) {
        case (.tap, .ended):
            emit(.gesture(.tap, .ended))
            routeTap(at: recognizer.location)
        case (.doubleTap, .ended):
            emit(.gesture(.doubleTap, .ended))
            emitMapTouch(MapEvent.mapDoubleTap, at: recognizer.location)
            gestureCamera.zoomStep(.doubleTap, at: recognizer.location)
        case (.twoFingerTap, .ended):
            emit(.gesture(.twoFingerTap, .ended))
            emitMapTouch(MapEvent.mapTwoFingerTap, at: recognizer.location)
            gestureCamera.zoomStep(.twoFingerTap, at: recognizer.location)
        case (.longPress, .began):
            emit(.gesture(.longPress, .began))
            routeLongPress(at: recognizer.location)
        case (.longPress, .changed):
            annotationStore.followDrag(to: recognizer.location)
        case (.longPress, .ended), (.longPress, .cancelled):
            annotationStore.finishDrag(at: recognizer.location, cancelled: state == .cancelled)
            emit(.gesture(.longPress, state == .ended ? .ended : .cancelled))
        case (_, .began):
            emit(.gesture(kind, .began))
            gestureCamera.began(kind)
        case (_, .changed):
            emit(.gesture(kind, .changed))
            gestureCamera.changed(kind)
        case (_, .ended):
            emit(.gesture(kind, .ended))
            gestureCamera.ended(kind, recognizer)
        case (_, .cancelled):
            emit(.gesture(kind, .cancelled))
            gestureCamera.cancelled()
        default:
            break
        }
    }

    /// Reports a double or two-finger tap on the map with the position under it (none above the horizon).
    private func emitMapTouch(_ make: (CGPoint, LatLng) -> MapEvent, at point: CGPoint) {
        guard let coordinate = transform.coordinate(at: point) else { return }
        emit(make(point, coordinate))
    }
}
