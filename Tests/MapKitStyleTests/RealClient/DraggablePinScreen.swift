import Foundation
import MapCompatTesting
import Testing

#if canImport(Darwin)
    import MapKitStyle
#else
    import MapKit
#endif

/// A pin the user placed: the app keeps it in Core Data; here a point annotation subclass with the album it stands
/// for.
final class TouristPin: MKPointAnnotation {
    var albumName = ""
}

// A map of draggable pins written the way rsrose21/VirtualTourist writes it
// (`VirtualTourist/VirtualTourist/VCMapView.swift`, after raywenderlich's MapKit tutorial): the delegate dequeues
// `MKPinAnnotationView`s that show a callout with a detail-disclosure button, drop in animated and are draggable,
// and it confirms the drag states itself as the Stack Overflow answer it cites does (starting → dragging, ending
// and canceling → none). Swift 1's names (`viewForAnnotation`, `draggable`, `.Starting`) are today's Swift names;
// the app opens the pin's photo album on the callout button, here it records the pin.
final class DraggablePinController: UIViewController, MKMapViewDelegate {
    let mapView = MKMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    var openedAlbums: [String] = []
    var movedPins: [TouristPin] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(mapView)
        mapView.delegate = self
    }

    func add(_ pin: TouristPin) {
        mapView.addAnnotation(pin)
    }

    func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? {
        if let annotation = annotation as? TouristPin {
            let identifier = "pin"
            var view: MKPinAnnotationView
            if let dequeuedView = mapView.dequeueReusableAnnotationView(withIdentifier: identifier)
                as? MKPinAnnotationView
            {
                dequeuedView.annotation = annotation
                view = dequeuedView
            } else {
                view = MKPinAnnotationView(annotation: annotation, reuseIdentifier: identifier)
                view.canShowCallout = true
                view.calloutOffset = CGPoint(x: -5, y: 5)
                view.rightCalloutAccessoryView = UIButton(type: .detailDisclosure)
            }
            view.animatesDrop = true
            view.isDraggable = true
            return view
        }
        return nil
    }

    func mapView(
        _ mapView: MKMapView, annotationView view: MKAnnotationView, didChange newState: MKAnnotationView.DragState,
        fromOldState oldState: MKAnnotationView.DragState
    ) {
        switch newState {
        case .starting:
            view.dragState = .dragging
        case .ending, .canceling:
            view.dragState = .none
            if newState == .ending, let pin = view.annotation as? TouristPin { movedPins.append(pin) }
        default: break
        }
    }

    func mapView(
        _ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl
    ) {
        if let pin = view.annotation as? TouristPin { openedAlbums.append(pin.albumName) }
    }
}

@Suite("RealClient: rsrose21/VirtualTourist's draggable pins")
struct DraggablePinScreenTests {
    private func loaded() -> (DraggablePinController, TouristPin) {
        let controller = DraggablePinController()
        controller.viewDidLoad()
        let pin = TouristPin()
        pin.coordinate = controller.mapView.centerCoordinate
        pin.title = "Seoul"
        pin.albumName = "seoul-2015"
        controller.add(pin)
        return (controller, pin)
    }

    @Test func aDraggedPinMovesWhereItIsDroppedAndTheAppHearsTheDrop() throws {
        let (controller, pin) = loaded()
        let tester = MapTester(controller.mapView)
        let target = CGPoint(x: 120, y: 250)
        try tester.drag(pin, to: target)
        #expect(controller.movedPins.first === pin)
        let shown = controller.mapView.convert(pin.coordinate, toPointTo: controller.mapView)
        #expect(abs(shown.x - target.x) < 0.5 && abs(shown.y - target.y) < 0.5)
        #expect(controller.mapView.view(for: pin)?.dragState == MKAnnotationView.DragState.none)
    }

    @Test func theCalloutButtonOpensThePinsAlbum() throws {
        let (controller, pin) = loaded()
        let tester = MapTester(controller.mapView)
        try tester.tap(on: pin)
        let button = try #require(controller.mapView.view(for: pin)?.rightCalloutAccessoryView)
        try tester.tap(onCalloutAccessory: button)
        #expect(controller.openedAlbums == ["seoul-2015"])
    }
}
