import Foundation
import MapCompatCore
import MapKitStyle

/// The app's annotation view: a plain `MKAnnotationView` sized by its frame, whose drag states the session's
/// delegate confirms (Apple's `dragState` documentation for custom views).
final class ReportingAnnotationView: MKAnnotationView {}

/// A recognizer delegate that lets the app's recognizers run with the map's own, as MapKit apps' do.
final class SimultaneousRecognition: UIGestureRecognizerDelegate {
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }
}
