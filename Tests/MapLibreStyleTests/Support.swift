import Foundation
import MapCompatCore
import MapCompatTesting
import MapLibreStyle

/// A delegate that records what the map view tells it.
final class RecordingDelegate: MLNMapViewDelegate {
    var willChange: [MLNCameraChangeReason] = []
    var didChange: [MLNCameraChangeReason] = []
    var selected: [String?] = []
    var deselected: [String?] = []
    var calloutTaps = 0
    var canShowCallout = true

    func mapView(_ mapView: MLNMapView, regionWillChangeWith reason: MLNCameraChangeReason, animated: Bool) {
        willChange.append(reason)
    }

    func mapView(_ mapView: MLNMapView, regionDidChangeWith reason: MLNCameraChangeReason, animated: Bool) {
        didChange.append(reason)
    }

    func mapView(_ mapView: MLNMapView, didSelect annotation: any MLNAnnotation) {
        selected.append(annotation.title)
    }

    func mapView(_ mapView: MLNMapView, didDeselect annotation: any MLNAnnotation) {
        deselected.append(annotation.title)
    }

    func mapView(_ mapView: MLNMapView, annotationCanShowCallout annotation: any MLNAnnotation) -> Bool {
        canShowCallout
    }

    func mapView(_ mapView: MLNMapView, tapOnCalloutFor annotation: any MLNAnnotation) {
        calloutTaps += 1
    }
}

extension MLNMapView {
    /// Plays a touch script from now and lets `settle` more seconds pass (`MapTester`'s
    /// `perform(_:thenAdvanceBy:)`, for the tests that look at the map at a fixed time after the gesture).
    func play(settle: Double = 2, _ build: (inout TouchScript) throws -> Void) throws {
        try MapTester(self).perform(build, thenAdvanceBy: settle)
    }
}

let viewCenter = CGPoint(x: 200, y: 400)

/// Whether two coordinates are the same position (Core Location's coordinate is not `Equatable`).
func same(_ a: CLLocationCoordinate2D, _ b: CLLocationCoordinate2D) -> Bool {
    a.latitude == b.latitude && a.longitude == b.longitude
}

/// A 400 × 800 map view at the camera these tests were written for (Seoul City Hall, zoom 15, the core's
/// default camera), moved there through `setCenter(_:zoomLevel:direction:animated:)`: MapLibre's own start,
/// (0, 0) at zoom 0, is covered by UpstreamMapLibreTests.
func makeMapView() -> MLNMapView {
    let view = MLNMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let start = InteractiveMap.defaultCamera
    view.setCenter(
        CLLocationCoordinate2D(latitude: start.center.latitude, longitude: start.center.longitude),
        zoomLevel: start.zoom, direction: 0, animated: false)
    return view
}
