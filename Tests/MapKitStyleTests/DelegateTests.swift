import Foundation
import MapCompatCore
import MapCompatTesting
import MapKitStyle
import Testing

/// A delegate that hears loading, rendering and additions.
final class LifecycleDelegate: NSObject, MKMapViewDelegate {
    var calls: [String] = []
    var addedViews = 0
    var addedRenderers = 0

    func mapViewWillStartLoadingMap(_ mapView: MKMapView) { calls.append("willStartLoading") }
    func mapViewDidFinishLoadingMap(_ mapView: MKMapView) { calls.append("didFinishLoading") }
    func mapViewWillStartRenderingMap(_ mapView: MKMapView) { calls.append("willStartRendering") }
    func mapViewDidFinishRenderingMap(_ mapView: MKMapView, fullyRendered: Bool) {
        calls.append("didFinishRendering(\(fullyRendered))")
    }
    func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView]) { addedViews += views.count }
    func mapView(_ mapView: MKMapView, didAdd renderers: [MKOverlayRenderer]) { addedRenderers += renderers.count }
}

/// The delegate's region, loading and rendering callbacks, from the core's events.
struct DelegateTests {
    @Test func aPanTellsTheRegionWillChangeChangesAndDidChangeNotAnimated() throws {
        let view = try makeMapView()
        let delegate = RecordingDelegate()
        view.delegate = delegate
        try view.play { try $0.pan(from: viewCenter, to: CGPoint(x: 100, y: 300), duration: 0.3) }
        #expect(delegate.calls == ["regionWillChange(false)", "didChangeVisibleRegion", "regionDidChange(false)"])
    }

    @Test func anAnimatedRegionChangeSaysSoBothTimes() throws {
        let view = try makeMapView()
        let delegate = RecordingDelegate()
        view.delegate = delegate
        var region = view.region
        region.center.latitude += 0.01
        view.setRegion(region, animated: true)
        try MapTester(view).settle()
        #expect(delegate.calls == ["regionWillChange(true)", "didChangeVisibleRegion", "regionDidChange(true)"])
    }

    @Test func theMapLoadsAndRendersAtItsFirstAdvanceThenRendersAsItComesToRest() throws {
        let view = MKMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let delegate = LifecycleDelegate()
        view.delegate = delegate
        #expect(delegate.calls.isEmpty)
        try view.advance(by: 0)
        #expect(
            delegate.calls == [
                "willStartLoading", "willStartRendering", "didFinishLoading", "didFinishRendering(true)",
            ])
        delegate.calls.removeAll()
        try view.play { try $0.pan(from: viewCenter, to: CGPoint(x: 100, y: 300), duration: 0.3) }
        #expect(delegate.calls == ["willStartRendering", "didFinishRendering(true)"])
    }

    @Test func addingAnnotationsAndOverlaysTellsOfTheirViewsAndRenderersInOneCall() throws {
        let view = try makeMapView()
        let delegate = LifecycleDelegate()
        view.delegate = delegate
        view.addAnnotations([pin("A"), pin("B", latitude: 37.567)])
        #expect(delegate.addedViews == 2)
        let coordinates = [
            CLLocationCoordinate2D(latitude: 37.56, longitude: 126.97),
            CLLocationCoordinate2D(latitude: 37.57, longitude: 126.98),
        ]
        view.addOverlays([
            MKPolyline(coordinates: coordinates, count: coordinates.count),
            MKCircle(center: coordinates[0], radius: 100),
        ])
        #expect(delegate.addedRenderers == 2)
    }

    @Test func theTrackingModeIsToldWhenMapKitsModeChanges() throws {
        let view = try makeMapView()
        final class Listener: NSObject, MKMapViewDelegate {
            var modes: [MKUserTrackingMode] = []
            func mapView(_ mapView: MKMapView, didChange mode: MKUserTrackingMode, animated: Bool) {
                modes.append(mode)
            }
        }
        let listener = Listener()
        view.delegate = listener
        view.deliverUserLocation(CLLocation(latitude: 37.5666, longitude: 126.9784))
        view.showsUserLocation = true
        view.setUserTrackingMode(.follow, animated: false)
        try view.play { try $0.pan(from: viewCenter, to: CGPoint(x: 100, y: 300), duration: 0.3) }
        // Showing the location does not change MapKit's mode (none); following does, and the pan stops it.
        #expect(listener.modes == [.follow, .none])
        #expect(view.showsUserLocation)
    }
}
