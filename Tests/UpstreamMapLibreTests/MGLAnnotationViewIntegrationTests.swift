import Foundation
import MapCompatCore
import MapLibreStyle
import Testing

// Ports of platform/ios/Integration Tests/Annotation Tests/MGLAnnotationViewIntegrationTests.mm
// (maplibre/maplibre-native, the file as it stood before the MGL → MLN rename) on a screen-sized map view whose
// delegate answers as the test's MGLMapViewIntegrationTest does. Upstream reads the private
// `calloutViewForSelectedAnnotation`; the port keeps the callout view its delegate returned. Upstream waits on
// the run loop for selections and renders; the port advances the virtual clock by the same time.
@Suite("MGLAnnotationViewIntegrationTests (platform/ios/Integration Tests/Annotation Tests)")
struct MGLAnnotationViewIntegrationTests {
    /// The test's MGLTestCalloutView: the standard callout, which may claim not to implement the margin hint.
    final class TestCalloutView: MLNCompactCalloutView {
        var implementsMarginHints = false

        override func marginInsetsHintForPresentation(from rect: CGRect) -> UIEdgeInsets {
            implementsMarginHints ? super.marginInsetsHintForPresentation(from: rect) : .zero
        }
    }

    /// One row of the test's PanTestData tables.
    struct PanTest {
        let relativeCoordinate: CGPoint
        let showsCallout: Bool
        let implementsMargins: Bool
        let moveIntoView: Bool
        let expectMapToHavePanned: Bool
        let calloutOnScreen: Bool

        init(_ x: Double, _ y: Double, _ flags: (Bool, Bool, Bool, Bool, Bool)) {
            relativeCoordinate = CGPoint(x: x, y: y)
            (showsCallout, implementsMargins, moveIntoView, expectMapToHavePanned, calloutOnScreen) = flags
        }
    }

    /// MGLMapViewIntegrationTest's delegate: each answer comes from a closure the test sets, or the default.
    final class Delegate: MLNMapViewDelegate {
        var viewForAnnotation: ((any MLNAnnotation) -> MLNAnnotationView?)?
        var canShowCallout: ((any MLNAnnotation) -> Bool)?
        var calloutView: ((any MLNAnnotation) -> (any MLNCalloutView)?)?
        var userLocationAnchorPoint: (() -> CGPoint)?
        var lastCallout: (any MLNCalloutView)?

        func mapView(_ mapView: MLNMapView, viewFor annotation: any MLNAnnotation) -> MLNAnnotationView? {
            viewForAnnotation?(annotation)
        }

        func mapView(_ mapView: MLNMapView, annotationCanShowCallout annotation: any MLNAnnotation) -> Bool {
            canShowCallout?(annotation) ?? false
        }

        func mapView(_ mapView: MLNMapView, calloutViewFor annotation: any MLNAnnotation) -> (any MLNCalloutView)? {
            let callout = calloutView?(annotation)
            lastCallout = callout
            return callout
        }

        func mapViewUserLocationAnchorPoint(_ mapView: MLNMapView) -> CGPoint { userLocationAnchorPoint?() ?? .zero }
    }

    /// The test's MGLTestLocationManager: one location, sent when updates start.
    final class TestLocationManager: MLNLocationManager {
        weak var delegate: (any MLNLocationManagerDelegate)?

        func startUpdatingLocation() {
            delegate?.locationManager(self, didUpdate: [CLLocation(latitude: 37.787357, longitude: -122.39899)])
        }
        func stopUpdatingLocation() {}
        func startUpdatingHeading() {}
        func stopUpdatingHeading() {}
    }

    static let annotationRelativeScale = CGPoint(x: 0.05, y: 0.125)
    let mapView = MLNMapView(frame: screenBounds, styleURL: nil)
    let delegate = Delegate()

    init() throws {
        mapView.delegate = delegate
        try mapView.advance(by: 0)
    }

    /// Whether `outer`, grown by `accuracy` on each side, contains `inner` (the test's
    /// CGRectContainsRectWithAccuracy).
    func contains(_ outer: CGRect, _ inner: CGRect, accuracy: Double) -> Bool {
        outer.insetBy(dx: -accuracy, dy: -accuracy).contains(inner)
    }

    /// internalTestOffscreenSelectionTitle:withTestData:animateSelection:.
    func offscreenSelection(_ title: String, _ test: PanTest, animateSelection: Bool) throws {
        mapView.setCenter(CLLocationCoordinate2D(latitude: 0, longitude: 0), zoomLevel: 14, animated: false)
        try mapView.advance(by: 1.0 / 60)
        #expect((mapView.annotations ?? []).isEmpty)

        let size = mapView.bounds.size
        let annotationSize = CGSize(
            width: (size.width * Self.annotationRelativeScale.x).rounded(.down),
            height: (size.height * Self.annotationRelativeScale.y).rounded(.down))
        delegate.viewForAnnotation = { annotation in
            guard annotation is MLNPointAnnotation else { return nil }
            let view = MLNAnnotationView(annotation: annotation, reuseIdentifier: "MGLTestAnnotationReuseIdentifer")
            view.bounds = CGRect(origin: .zero, size: annotationSize)
            view.isEnabled = true
            return view
        }
        let annotationPoint = CGPoint(
            x: (test.relativeCoordinate.x * size.width).rounded(.down),
            y: (test.relativeCoordinate.y * size.height).rounded(.down))
        let point = MLNPointAnnotation()
        point.title = title
        point.coordinate = mapView.convert(annotationPoint, toCoordinateFrom: mapView)
        delegate.canShowCallout = { _ in test.showsCallout }
        delegate.lastCallout = nil
        delegate.calloutView = { annotation in
            guard test.showsCallout else { return nil }
            let callout = TestCalloutView(frame: .zero)
            callout.representedObject = annotation
            callout.implementsMarginHints = test.implementsMargins
            return callout
        }
        mapView.addAnnotation(point)
        #expect(mapView.view(for: point) != nil)
        let centerBefore = mapView.centerCoordinate

        var selectionCompleted = false
        mapView.selectAnnotation(
            point, moveIntoView: test.moveIntoView, animateSelection: animateSelection
        ) { selectionCompleted = true }
        try mapView.advance(by: animateSelection ? 0.4 : 0.05)
        #expect(selectionCompleted, "Selection completed")

        let viewAfter = mapView.view(for: point)
        let centerAfter = mapView.centerCoordinate
        let callout = delegate.lastCallout as? UIView
        let epsilon = 0.00001
        if test.expectMapToHavePanned {
            let moved =
                abs(centerAfter.latitude - centerBefore.latitude) > epsilon
                || abs(centerAfter.longitude - centerBefore.longitude) > epsilon
            #expect(moved, "\(title): the map should have panned")
            let frame = try #require(viewAfter).frame
            #expect(contains(mapView.bounds, frame, accuracy: 0.25), "\(title): annotation view at \(frame)")
            if test.showsCallout {
                let calloutFrame = try #require(callout).frame
                #expect(
                    test.calloutOnScreen == contains(mapView.bounds, calloutFrame, accuracy: 0.25),
                    "\(title): callout at \(calloutFrame), annotation view at \(frame)")
            }
        } else {
            #expect(centerBefore.latitude == centerAfter.latitude)
            #expect(centerBefore.longitude == centerAfter.longitude)
            let pointAfter = mapView.convert(point.coordinate, toPointTo: mapView)
            #expect(abs(pointAfter.x - annotationPoint.x) < epsilon && abs(pointAfter.y - annotationPoint.y) < epsilon)
            if test.showsCallout, let viewAfter {
                let calloutFrame = try #require(callout).frame
                #expect(
                    test.calloutOnScreen == contains(mapView.bounds, calloutFrame, accuracy: 0.25),
                    "\(title): callout at \(calloutFrame), annotation view at \(viewAfter.frame)")
            }
        }
        mapView.removeAnnotation(point)
        #expect((mapView.annotations ?? []).isEmpty)
    }

    /// internalRunTests: every row, animated and then not.
    func run(_ tests: [PanTest]) throws {
        for pass in 0..<2 {
            for (row, test) in tests.enumerated() {
                try offscreenSelection("Row \(row)/\(pass)", test, animateSelection: pass == 0)
            }
        }
    }

    @Test("testBasicSelection")
    func basicSelection() throws {
        let none = (false, false, false, false, false)
        try run([
            PanTest(-1, 0.5, none), PanTest(2, 0.5, none), PanTest(0.5, -1, none), PanTest(0.5, 2, none),
            PanTest(0, 0.5, none), PanTest(1, 0.5, none), PanTest(0.5, 0, none), PanTest(0.5, 1, none),
            PanTest(0.5, 0.5, none),
        ])
    }

    @Test("testBasicSelectionWithCallout")
    func basicSelectionWithCallout() throws {
        try run([
            PanTest(-1, 0.5, (true, true, false, false, false)),
            PanTest(0, 0.5, (true, true, false, false, false)),
            // The annotation is off the bottom of the screen, and the callout is above it.
            PanTest(0.5, 1, (true, true, false, false, true)),
            PanTest(0.5, 0.5, (true, true, false, false, true)),
        ])
    }

    @Test("testSelectionMoveIntoView")
    func selectionMoveIntoView() throws {
        let pans = (false, false, true, true, false)
        let stays = (false, false, true, false, false)
        try run([
            PanTest(-1, 0.5, pans), PanTest(2, 0.5, pans), PanTest(0.5, -1, pans), PanTest(0.5, 2, pans),
            PanTest(0, 0.5, stays), PanTest(1, 0.5, stays), PanTest(0.5, 0, stays), PanTest(0.5, 1, stays),
            PanTest(0.5, 0.5, stays),
        ])
    }

    @Test("testSelectionMoveIntoViewWithCallout")
    func selectionMoveIntoViewWithCallout() throws {
        let pans = (true, true, true, true, true)
        let offset = Self.annotationRelativeScale.x * 0.5
        try run([
            PanTest(-1, 0.5, pans), PanTest(2, 0.5, pans), PanTest(0.5, -1, pans), PanTest(0.5, 2, pans),
            PanTest(0, 0.5, pans), PanTest(1, 0.5, pans), PanTest(0.5, 0, pans), PanTest(0.5, 1, pans),
            PanTest(0.5, 0.5, (true, true, true, false, true)),
            // Just at the edge: onscreen, but the callout would not be.
            PanTest(offset, 0.5, pans), PanTest(1 - offset, 0.5, pans),
        ])
    }

    @Test("testSelectionMoveIntoViewWithBasicCallout")
    func selectionMoveIntoViewWithBasicCallout() throws {
        try run([
            PanTest(-1, 0.5, (true, false, true, true, false)),
            PanTest(2, 0.5, (true, false, true, true, false)),
            PanTest(0.5, -1, (true, false, true, true, false)),
            // The annotation was off the bottom of the screen, and the callout is above it.
            PanTest(0.5, 2, (true, false, true, true, true)),
            PanTest(2, 2, (true, false, true, true, false)),
            PanTest(0, 0.5, (true, false, true, false, false)),
            PanTest(1, 0.5, (true, false, true, false, false)),
            PanTest(0.5, 0, (true, false, true, false, false)),
            PanTest(0.5, 1, (true, false, true, false, true)),
            PanTest(1, 1, (true, false, true, false, false)),
            PanTest(0.5, 0.5, (true, false, true, false, true)),
        ])
    }

    @Test("testUserLocationWithOffsetAnchorPoint")
    func userLocationWithOffsetAnchorPoint() throws {
        mapView.centerCoordinate = CLLocationCoordinate2D(latitude: 37.787357, longitude: -122.39899)
        mapView.locationManager = TestLocationManager()
        mapView.setUserTrackingMode(.follow, animated: false, completionHandler: nil)
        let user = try #require(mapView.userLocation)
        let originalFrame = try #require(mapView.view(for: user)).frame

        // Tracking stops so that the frame is kept, then resumes with the anchor moved.
        mapView.setUserTrackingMode(.none, animated: false, completionHandler: nil)
        let offset = CGPoint(x: 20, y: 20)
        delegate.userLocationAnchorPoint = { offset }
        mapView.setUserTrackingMode(.follow, animated: false, completionHandler: nil)
        let userAgain = try #require(mapView.userLocation)
        let offsetFrame = try #require(mapView.view(for: userAgain)).frame

        #expect(originalFrame.origin.x + offset.x == offsetFrame.origin.x)
        #expect(originalFrame.origin.y + offset.y == offsetFrame.origin.y)
    }
}
