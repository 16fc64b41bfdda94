import Foundation
import MapCompatCore
import MapCompatTesting
import MapKitStyle

/// A delegate that records what the map view tells it, in order.
final class RecordingDelegate: NSObject, MKMapViewDelegate {
    var calls: [String] = []
    var dragStates: [MKAnnotationView.DragState] = []
    /// Whether the delegate confirms drag states as Apple documents for custom views.
    var confirmsDrags = true

    func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) {
        calls.append("regionWillChange(\(animated))")
    }

    func mapViewDidChangeVisibleRegion(_ mapView: MKMapView) {
        if calls.last != "didChangeVisibleRegion" { calls.append("didChangeVisibleRegion") }
    }

    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {
        calls.append("regionDidChange(\(animated))")
    }

    func mapView(_ mapView: MKMapView, didSelect annotation: any MKAnnotation) {
        calls.append("didSelect annotation \(annotation.title ?? "")")
    }

    func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {
        calls.append("didSelect view \(view.annotation?.title ?? "")")
    }

    func mapView(_ mapView: MKMapView, didDeselect annotation: any MKAnnotation) {
        calls.append("didDeselect annotation \(annotation.title ?? "")")
    }

    func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView) {
        calls.append("didDeselect view \(view.annotation?.title ?? "")")
    }

    func mapView(
        _ mapView: MKMapView, annotationView view: MKAnnotationView,
        didChange newState: MKAnnotationView.DragState, fromOldState oldState: MKAnnotationView.DragState
    ) {
        dragStates.append(newState)
        guard confirmsDrags else { return }
        switch newState {
        case .starting: view.dragState = .dragging
        case .ending, .canceling: view.dragState = .none
        default: break
        }
    }
}

/// The view's middle.
let viewCenter = CGPoint(x: 200, y: 400)

/// A 400 × 800 map view at the core's default camera (Seoul City Hall, zoom 15), its load delivered.
func makeMapView() throws -> MKMapView {
    let view = MKMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    try view.advance(by: 0)
    return view
}

extension MKMapView {
    /// Plays a touch script from now and lets `settle` more seconds pass.
    func play(settle: Double = 2, _ build: (inout TouchScript) throws -> Void) throws {
        try MapTester(self).perform(build, thenAdvanceBy: settle)
    }
}

/// A point annotation with a title.
func pin(_ title: String?, latitude: Double = 37.5666, longitude: Double = 126.9784) -> MKPointAnnotation {
    MKPointAnnotation(
        coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), title: title, subtitle: nil)
}
