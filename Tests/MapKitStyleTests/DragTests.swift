import Foundation
import MapCompatCore
import MapCompatTesting
import MapKitStyle
import Testing

/// An annotation class with a plain stored coordinate, as many apps write one: Swift without the Objective-C
/// runtime cannot write it through the protocol.
final class PlainPlace: NSObject, MKAnnotation {
    var coordinate: CLLocationCoordinate2D
    let title: String?

    init(coordinate: CLLocationCoordinate2D, title: String) {
        self.coordinate = coordinate
        self.title = title
    }
}

/// An annotation class that takes its coordinate through `setCoordinate(_:)`, as MapKit hands a dropped one
/// (the draggable annotation of Udacity's Virtual Tourist projects, e.g. `DraggableAnnotation.swift`).
final class MovablePlace: NSObject, MKAnnotation {
    private var location: CLLocationCoordinate2D
    var coordinate: CLLocationCoordinate2D { location }

    init(coordinate: CLLocationCoordinate2D) { location = coordinate }

    func setCoordinate(_ newCoordinate: CLLocationCoordinate2D) { location = newCoordinate }
}

/// MapKit's drag protocol: the map moves a draggable view to starting, ending or canceling; the view, or the app
/// for a plain `MKAnnotationView`, confirms with dragging and none.
struct DragTests {
    /// A map with one draggable plain view at the centre, whose drags `delegate` hears.
    private func draggable(
        _ annotation: any MKAnnotation, delegate: RecordingDelegate, view viewClass: MKAnnotationView.Type
    ) throws -> (MKMapView, MKAnnotationView) {
        let mapView = try makeMapView()
        mapView.register(viewClass, forAnnotationViewWithReuseIdentifier: MKMapViewDefaultAnnotationViewReuseIdentifier)
        mapView.delegate = delegate
        mapView.addAnnotation(annotation)
        let view = try #require(mapView.view(for: annotation))
        view.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        view.isDraggable = true
        return (mapView, view)
    }

    @Test func anAppThatConfirmsAsAppleDocumentsDragsAPlainView() throws {
        let delegate = RecordingDelegate()
        let annotation = pin("City Hall")
        let (mapView, view) = try draggable(annotation, delegate: delegate, view: MKAnnotationView.self)
        try MapTester(mapView).drag(annotation, to: CGPoint(x: 300, y: 200))
        #expect(delegate.dragStates == [.starting, .dragging, .ending, .none])
        #expect(view.dragState == .none)
        let dropped = mapView.convert(annotation.coordinate, toPointTo: mapView)
        #expect(abs(dropped.x - 300) < 1e-6 && abs(dropped.y - 200) < 1e-6)
    }

    @Test func aPlainViewThatNobodyConfirmsNeverFollowsTheFingerAndStaysInATransientState() throws {
        let delegate = RecordingDelegate()
        delegate.confirmsDrags = false
        let annotation = pin("City Hall")
        let start = annotation.coordinate
        let (mapView, view) = try draggable(annotation, delegate: delegate, view: MKAnnotationView.self)
        try MapTester(mapView).perform({ try $0.drag(from: viewCenter, to: CGPoint(x: 300, y: 200)) }, thenAdvanceBy: 1)
        #expect(delegate.dragStates == [.starting, .ending])
        #expect(view.dragState == .ending)
        #expect(annotation.coordinate.latitude == start.latitude && annotation.coordinate.longitude == start.longitude)
    }

    @Test func markerAndPinViewsConfirmTheirOwnStates() throws {
        for viewClass in [MKMarkerAnnotationView.self, MKPinAnnotationView.self] {
            let delegate = RecordingDelegate()
            delegate.confirmsDrags = false
            let annotation = pin("City Hall")
            let (mapView, view) = try draggable(annotation, delegate: delegate, view: viewClass)
            try MapTester(mapView).drag(annotation, to: CGPoint(x: 300, y: 200))
            #expect(delegate.dragStates == [.starting, .dragging, .ending, .none], "\(viewClass)")
            #expect(view.dragState == .none)
        }
    }

    @Test func aDroppedCoordinateReachesAnAnnotationThatTakesIt() throws {
        let movable = MovablePlace(coordinate: CLLocationCoordinate2D(latitude: 37.5666, longitude: 126.9784))
        let delegate = RecordingDelegate()
        let (mapView, _) = try draggable(movable, delegate: delegate, view: MKAnnotationView.self)
        try MapTester(mapView).drag(movable, to: CGPoint(x: 300, y: 200))
        let dropped = mapView.convert(movable.coordinate, toPointTo: mapView)
        #expect(abs(dropped.x - 300) < 1e-6 && abs(dropped.y - 200) < 1e-6)
    }

    @Test func anAnnotationThatCannotTakeItStaysWhereDroppedAndIsReported() throws {
        let plain = PlainPlace(coordinate: CLLocationCoordinate2D(latitude: 37.5666, longitude: 126.9784), title: "P")
        let delegate = RecordingDelegate()
        let (mapView, view) = try draggable(plain, delegate: delegate, view: MKAnnotationView.self)
        try MapTester(mapView).drag(plain, to: CGPoint(x: 300, y: 200))
        #expect(plain.coordinate.latitude == 37.5666)
        #expect(mapView.core.diagnostics.entries.contains { $0.field == "annotation.coordinate" })
        #expect(abs(view.frame.midX - 300) < 1e-6)
        // A later change of the annotation's own coordinate wins again.
        plain.coordinate = CLLocationCoordinate2D(latitude: 37.567, longitude: 126.9784)
        view.isEnabled = true
        #expect(abs(view.frame.midX - 200) < 1e-6)
    }
}
