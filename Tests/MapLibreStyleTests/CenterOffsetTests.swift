import Foundation
import MapCompatCore
import MapLibreStyle
import Testing

/// A pin whose tip, at the bottom of the view, stands on the coordinate: the offset MapLibre's header
/// describes for a downward-pointing pushpin (`centerOffset` in maplibre/maplibre-native
/// `platform/ios/src/MLNAnnotationView.h`: `dx` zero, `dy` half the view's height, negative to move it up),
/// set in `init(reuseIdentifier:)` as app subclasses set it.
private final class PinView: MLNAnnotationView {
    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        centerOffset = CGVector(dx: 0, dy: -20)
    }
}

/// Returns a pin for every point annotation.
private final class PinDelegate: MLNMapViewDelegate {
    var selected = 0

    func mapView(_ mapView: MLNMapView, viewFor annotation: any MLNAnnotation) -> MLNAnnotationView? {
        mapView.dequeueReusableAnnotationView(withIdentifier: "pin") ?? PinView(reuseIdentifier: "pin")
    }

    func mapView(_ mapView: MLNMapView, didSelect annotation: any MLNAnnotation) { selected += 1 }
}

/// `MLNAnnotationView.centerOffset` is MapLibre's `CGVector`, and it moves where the view (and its taps) sit.
struct CenterOffsetTests {
    private func mapWithPinAtCentre() -> (MLNMapView, PinDelegate) {
        let view = makeMapView()
        let delegate = PinDelegate()
        view.delegate = delegate
        let point = MLNPointAnnotation()
        point.coordinate = view.centerCoordinate
        view.addAnnotation(point)
        return (view, delegate)
    }

    @Test func aPinOffsetUpwardsIsHitAboveItsCoordinate() throws {
        let (view, delegate) = mapWithPinAtCentre()
        try view.play(settle: 1) { try $0.tap(at: CGPoint(x: viewCenter.x, y: viewCenter.y - 15)) }
        #expect(delegate.selected == 1)
    }

    @Test func aPinOffsetUpwardsIsNotHitBelowItsCoordinate() throws {
        let (view, delegate) = mapWithPinAtCentre()
        try view.play(settle: 1) { try $0.tap(at: CGPoint(x: viewCenter.x, y: viewCenter.y + 15)) }
        #expect(delegate.selected == 0)
    }

    @Test func theOffsetDefaultsToZero() {
        #expect(MLNAnnotationView(reuseIdentifier: nil).centerOffset == CGVector(dx: 0, dy: 0))
    }
}
