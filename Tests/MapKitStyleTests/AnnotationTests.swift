import Foundation
import MapCompatCore
import MapCompatTesting
import MapKitStyle
import Testing

/// A view subclass registered for reuse that sets itself up in its own initialiser, as apps' subclasses do.
final class SelfConfiguringMarker: MKMarkerAnnotationView {
    private(set) var configured = false

    override init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
        canShowCallout = true
        configured = true
    }

    required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
}

/// A view subclass that configures itself as its annotation is set (the `annotation` `willSet` pattern of apps that
/// register a class for `MKMapViewDefaultAnnotationViewReuseIdentifier`).
final class AnnotationObservingMarker: MKMarkerAnnotationView {
    override var annotation: (any MKAnnotation)? {
        willSet {
            guard newValue != nil else { return }
            canShowCallout = true
            rightCalloutAccessoryView = UIButton(type: .detailDisclosure)
        }
    }
}

/// Annotations, their views, reuse and selection on `MKMapView`.
struct AnnotationTests {
    @Test func anAnnotationWithoutAViewOfTheAppsGetsTheDefaultMarker() throws {
        let view = try makeMapView()
        let annotation = pin("City Hall")
        view.addAnnotation(annotation)
        let marker = try #require(view.view(for: annotation) as? MKMarkerAnnotationView)
        #expect(marker.reuseIdentifier == MKMapViewDefaultAnnotationViewReuseIdentifier)
        // The balloon's bottom centre sits on the point.
        let point = view.convert(annotation.coordinate, toPointTo: view)
        #expect(abs(marker.frame.midX - point.x) < 1e-6 && abs(marker.frame.maxY - point.y) < 1e-6)
        #expect(view.annotations.count == 1)
    }

    @Test func aClassRegisteredForTheDefaultIdentifierShowsAnnotationsAndConfiguresItself() throws {
        let view = try makeMapView()
        view.register(
            AnnotationObservingMarker.self,
            forAnnotationViewWithReuseIdentifier: MKMapViewDefaultAnnotationViewReuseIdentifier)
        let annotation = pin("City Hall")
        view.addAnnotation(annotation)
        let marker = try #require(view.view(for: annotation) as? AnnotationObservingMarker)
        #expect(marker.canShowCallout && marker.rightCalloutAccessoryView != nil)
        try MapTester(view).tap(on: annotation)
        #expect(view.core.shownCallout != nil)
        #expect(view.core.shownCallout?.rightFrame != nil)
    }

    @Test func dequeueingForAnAnnotationMakesTheRegisteredClassThroughItsOwnInitialiser() throws {
        let view = try makeMapView()
        view.register(SelfConfiguringMarker.self, forAnnotationViewWithReuseIdentifier: "store")
        let annotation = pin("Store")
        let made = try #require(
            view.dequeueReusableAnnotationView(withIdentifier: "store", for: annotation) as? SelfConfiguringMarker)
        #expect(made.configured && made.canShowCallout && made.annotation === annotation)
        // Without a registration MapKit raises; the map view reports it and makes a plain view.
        let unregistered = view.dequeueReusableAnnotationView(withIdentifier: "other", for: annotation)
        #expect(type(of: unregistered) == MKAnnotationView.self)
        #expect(view.lastIgnoredError?.field == "identifier")
    }

    @Test func aRemovedAnnotationsViewWaitsForReuse() throws {
        let view = try makeMapView()
        view.register(SelfConfiguringMarker.self, forAnnotationViewWithReuseIdentifier: "store")
        let first = pin("First")
        let made = view.dequeueReusableAnnotationView(withIdentifier: "store", for: first)
        final class Giver: NSObject, MKMapViewDelegate {
            var view: MKAnnotationView?
            func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? { view }
        }
        let giver = Giver()
        giver.view = made
        view.delegate = giver
        view.addAnnotation(first)
        view.removeAnnotation(first)
        #expect(made.annotation == nil)
        #expect(view.dequeueReusableAnnotationView(withIdentifier: "store") === made)
        #expect(view.dequeueReusableAnnotationView(withIdentifier: "store") == nil)
    }

    @Test func aTapSelectsTellingTheAnnotationThenTheViewAndATapElsewhereDeselects() throws {
        let view = try makeMapView()
        let delegate = RecordingDelegate()
        view.delegate = delegate
        let annotation = pin("City Hall")
        view.addAnnotation(annotation)
        let tester = MapTester(view)
        try tester.tap(on: annotation)
        #expect(view.selectedAnnotations.first === annotation)
        #expect(view.view(for: annotation)?.isSelected == true)
        try tester.tap(at: CGPoint(x: 100, y: 650))
        #expect(view.selectedAnnotations.isEmpty)
        #expect(
            delegate.calls.filter { $0.hasPrefix("did") } == [
                "didSelect annotation City Hall", "didSelect view City Hall", "didDeselect annotation City Hall",
                "didDeselect view City Hall",
            ])
    }

    @Test func selectingAnAnnotationOffScreenOrDisabledDoesNothing() throws {
        let view = try makeMapView()
        let far = pin("Far", latitude: 35.1796, longitude: 129.0756)
        view.addAnnotation(far)
        view.selectAnnotation(far, animated: true)
        #expect(view.selectedAnnotations.isEmpty)
        #expect(view.lastIgnoredError?.field == "annotation")
        let near = pin("Near")
        view.addAnnotation(near)
        view.view(for: near)?.isEnabled = false
        view.selectAnnotation(near, animated: false)
        #expect(view.selectedAnnotations.isEmpty)
        view.view(for: near)?.isEnabled = true
        view.selectedAnnotations = [near, far]
        #expect(view.selectedAnnotations.first === near)
    }

    @Test func aCalloutViewWithoutATitleActsDisabledUnlessItHasADetailAccessory() throws {
        let view = try makeMapView()
        let untitled = pin(nil)
        view.addAnnotation(untitled)
        let marker = try #require(view.view(for: untitled))
        marker.canShowCallout = true
        try MapTester(view).tap(on: untitled)
        #expect(view.selectedAnnotations.isEmpty)
        marker.detailCalloutAccessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        try MapTester(view).tap(on: untitled)
        #expect(view.selectedAnnotations.first === untitled)
        #expect(view.core.shownCallout != nil)
    }

    @Test func onlyAccessoryControlsReportTheirTaps() throws {
        let view = try makeMapView()
        final class Listener: NSObject, MKMapViewDelegate {
            var tapped: [UIControl] = []
            func mapView(
                _ mapView: MKMapView, annotationView view: MKAnnotationView,
                calloutAccessoryControlTapped control: UIControl
            ) { tapped.append(control) }
        }
        let listener = Listener()
        view.delegate = listener
        let annotation = pin("City Hall")
        view.addAnnotation(annotation)
        let marker = try #require(view.view(for: annotation))
        let button = UIButton(type: .detailDisclosure)
        marker.canShowCallout = true
        marker.rightCalloutAccessoryView = button
        marker.leftCalloutAccessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        let tester = MapTester(view)
        try tester.tap(on: annotation)
        try tester.tap(onCalloutAccessory: try #require(marker.leftCalloutAccessoryView))
        #expect(listener.tapped.isEmpty)
        try tester.tap(onCalloutAccessory: button)
        #expect(listener.tapped.count == 1 && listener.tapped.first === button)
    }

    @Test func anAnnotationViewsFrameFollowsTheCameraAndItsAnnotation() throws {
        let view = try makeMapView()
        let annotation = pin("City Hall")
        view.addAnnotation(annotation)
        let marker = try #require(view.view(for: annotation))
        let before = marker.frame
        try view.play { try $0.pan(from: viewCenter, to: CGPoint(x: 250, y: 450), duration: 0.3) }
        #expect(abs(marker.frame.minX - before.minX - 50) < 1e-6 && abs(marker.frame.minY - before.minY - 50) < 1e-6)
        annotation.coordinate = view.convert(CGPoint(x: 100, y: 100), toCoordinateFrom: view)
        #expect(abs(marker.frame.midX - 100) < 1e-6 && abs(marker.frame.maxY - 100) < 1e-6)
    }

    @Test func theUserLocationIsAmongTheAnnotationsWhileShown() throws {
        let view = try makeMapView()
        view.addAnnotation(pin("City Hall"))
        #expect(view.annotations.count == 1)
        view.showsUserLocation = true
        view.deliverUserLocation(CLLocation(latitude: 37.567, longitude: 126.979))
        #expect(view.annotations.count == 2 && view.annotations.last === view.userLocation)
        #expect(view.annotations(in: MKMapRect.world).count == 2)
    }
}
