import Foundation
import GoogleMaps
import MapCompatCore
import MapCompatTesting
import Testing

/// A marker of the app's own kind, carrying the caption it shows: apps subclass `GMSMarker` to hang data on it.
final class CaptionedMarker: GMSMarker {
    var caption = "Drop the pin on your address"
}

/// A draggable pin whose caption follows where it was let go, and a long press elsewhere that moves it there
/// (modelled on rickyngk/map-view-demo iOS/MapView/ViewController~GMSMapViewDelegate.swift, whose
/// `didEndDraggingMarker` casts the marker to its `GMSMarker` subclass and geocodes its position, and on
/// Hemlata4692/RealTimeLocation_POC RealTimeLocationTracking/GoogleMapView.m, which reads the address of a
/// long-pressed coordinate).
final class AddressPinDragScreen: UIViewController, GMSMapViewDelegate {
    let mapView = GMSMapView(
        frame: CGRect(x: 0, y: 0, width: 400, height: 800),
        camera: GMSCameraPosition(latitude: 10.7769, longitude: 106.7009, zoom: 16))
    let pin = CaptionedMarker(position: CLLocationCoordinate2D(latitude: 10.7769, longitude: 106.7009))
    private(set) var drags: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView.delegate = self
        pin.isDraggable = true
        pin.map = mapView
    }

    func mapView(_ mapView: GMSMapView, didBeginDragging marker: GMSMarker) {
        drags.append("begin")
    }

    func mapView(_ mapView: GMSMapView, didDrag marker: GMSMarker) {
        if drags.last != "drag" { drags.append("drag") }
    }

    func mapView(_ mapView: GMSMapView, didEndDragging marker: GMSMarker) {
        drags.append("end")
        guard let pin = marker as? CaptionedMarker else { return }
        pin.caption = String(format: "%.5f, %.5f", pin.position.latitude, pin.position.longitude)
    }

    func mapView(_ mapView: GMSMapView, didLongPressAt coordinate: CLLocationCoordinate2D) {
        pin.position = coordinate
        pin.caption = String(format: "%.5f, %.5f", coordinate.latitude, coordinate.longitude)
    }
}

@Suite struct AddressPinDragScreenTests {
    @Test func draggingThePinTellsTheScreenAndMovesItWhereItWasLetGo() throws {
        let harness = ScreenHarness(AddressPinDragScreen())
        let screen = harness.screen
        let tester = harness.tester(screen.mapView)
        let start = screen.pin.position
        let grabbed = try tester.frame(of: screen.pin)
        try tester.drag(screen.pin, to: CGPoint(x: 300, y: 250))
        #expect(screen.drags == ["begin", "drag", "end"])
        // The marker keeps the offset at which the finger grabbed it: its anchor lands that far from the lift.
        let anchor = screen.mapView.projection.point(for: screen.pin.position)
        #expect(abs(anchor.x - 300) < 0.5)
        #expect(abs(anchor.y - (250 + (grabbed.maxY - grabbed.midY))) < 0.5)
        #expect(screen.pin.position.latitude > start.latitude)
        #expect(
            screen.pin.caption
                == String(format: "%.5f, %.5f", screen.pin.position.latitude, screen.pin.position.longitude))
    }

    @Test func aLongPressOnTheMapMovesThePinAndAPinThatIsNotDraggableLetsThePressThrough() throws {
        let harness = ScreenHarness(AddressPinDragScreen())
        let screen = harness.screen
        let tester = harness.tester(screen.mapView)
        try tester.longPress(at: CGPoint(x: 100, y: 650))
        let pressed = screen.mapView.projection.coordinate(for: CGPoint(x: 100, y: 650))
        #expect(abs(screen.pin.position.latitude - pressed.latitude) < 1e-9)
        #expect(screen.drags.isEmpty)
        screen.pin.isDraggable = false
        let icon = try tester.frame(of: screen.pin)
        try tester.longPress(on: screen.pin)
        // Not draggable: the press reaches the map, which moves the pin to the pressed point.
        #expect(screen.drags.isEmpty)
        let under = screen.mapView.projection.coordinate(for: CGPoint(x: icon.midX, y: icon.midY))
        #expect(abs(screen.pin.position.latitude - under.latitude) < 1e-9)
    }
}
