import Foundation
import MapCompatCore
import MapCompatTesting
import RMMapLayerStyle
import Testing
import TomTomStyle

// The TomTom and route-me examples of the "Testing your map screens" article: a marker tap heard through each
// vendor's own callback (TomTom's `map(_:onInteraction:)` switch, as TomTom's "Markers" guide handles
// `.tappedOnAnnotation`; route-me's `tap(on:onMap:)`, as prkng/ios's map controller does).

/// A TomTom screen: the map arrives in `onMapReady`, a marker goes on it, taps on it are logged.
final class TomTomStopsScreen: MapViewDelegate, MapDelegate {
    let mapView = MapView()
    private(set) var marker: Marker?
    let log = CallbackRecorder()

    init() { mapView.delegate = self }

    func mapView(_ mapView: MapView, onMapReady map: TomTomMap) {
        map.delegate = self
        map.moveCamera(CameraUpdate(position: CLLocationCoordinate2D(latitude: 52.377, longitude: 4.909), zoom: 14))
        marker = try? map.addMarker(
            options: MarkerOptions(coordinate: CLLocationCoordinate2D(latitude: 52.378, longitude: 4.910), tag: "stop"))
    }

    func mapView(_ mapView: MapView, onLoadFailed error: any Error) {}

    func mapView(_ mapView: MapView, onStyleLoad result: Result<StyleContainer, any Error>) {}

    func map(_ map: TomTomMap, onInteraction interaction: MapInteraction) {
        switch interaction {
        case .tappedOnAnnotation(let annotation, _): log.record("tappedOnAnnotation", annotation.tag)
        case .tapped: log.record("tapped")
        default: break
        }
    }

    func map(_ map: TomTomMap, onCameraEvent event: CameraEvent) {}
}

/// A route-me screen: one pin, whose taps the delegate hears.
final class RouteMePinScreen: RMMapViewDelegate {
    let mapView = RMMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let pin: RMAnnotation
    let log = CallbackRecorder()

    init() {
        mapView.setZoom(16, at: CLLocationCoordinate2D(latitude: 45.5, longitude: -73.58), animated: false)
        pin = RMAnnotation(
            mapView: mapView, coordinate: CLLocationCoordinate2D(latitude: 45.501, longitude: -73.579), andTitle: "Pin")
        mapView.delegate = self
        mapView.addAnnotation(pin)
    }

    func mapView(_ mapView: RMMapView!, layerFor annotation: RMAnnotation!) -> RMMapLayer! {
        RMMarker(uiImage: UIImage(size: CGSize(width: 24, height: 36)), anchorPoint: CGPoint(x: 0.5, y: 1))
    }

    func tap(on annotation: RMAnnotation!, onMap map: RMMapView!) { log.record("tapOnAnnotation", annotation.title) }

    func singleTap(onMap map: RMMapView!, at point: CGPoint) { log.record("singleTapOnMap") }
}

@Suite struct TomTomAndRouteMeExamples {
    @Test func aTomTomMarkerTapArrivesAsTappedOnAnnotation() throws {
        let screen = TomTomStopsScreen()
        let tester = try MapTester(screen.mapView)
        let marker = try #require(screen.marker)
        try tester.tap(on: marker)
        #expect(screen.log.entries.map(\.description) == ["tappedOnAnnotation(stop) @ \(screen.log.entries[0].time)"])
        try tester.tap(at: CGPoint(x: 40, y: 760))
        #expect(screen.log.names == ["tappedOnAnnotation", "tapped"])
    }

    /// A TomTom `MapView` goes where any adapter's view goes: to a harness's tester and a recorder's clock.
    @Test func aTomTomViewGetsAHarnessTesterAndStampsARecorder() throws {
        let harness = ScreenHarness(TomTomStopsScreen()) { _ in }
        let tester = try harness.tester(harness.screen.mapView)
        let recorder = CallbackRecorder(clock: harness.screen.mapView)
        try tester.advance(by: 2)
        recorder.record("afterTwoSeconds")
        #expect(recorder.entries.first?.time == tester.core.now)
        #expect(tester.core.now >= 2)
        try tester.tap(on: #require(harness.screen.marker))
        #expect(harness.screen.log.names == ["tappedOnAnnotation"])
    }

    @Test func aRouteMePinTapArrivesAsTapOnAnnotation() throws {
        let screen = RouteMePinScreen()
        let tester = MapTester(screen.mapView)
        try tester.tap(on: screen.pin)
        #expect(screen.log.entries.map(\.name) == ["tapOnAnnotation"])
        #expect(screen.log.entries.first?.detail == "Pin")
    }

    /// A route-me pin whose middle another pin covers is tapped where it shows, as the article promises.
    @Test func aRouteMePinCoveredAtItsCentreIsTappedWhereItShows() throws {
        let screen = RouteMePinScreen()
        let cover: RMAnnotation = RMAnnotation(
            mapView: screen.mapView, coordinate: screen.pin.coordinate, andTitle: "Cover")
        cover.layer = RMMarker(
            uiImage: UIImage(size: CGSize(width: 12, height: 20)), anchorPoint: CGPoint(x: 0.5, y: 1))
        cover.layer.zPosition = 1
        screen.mapView.addAnnotation(cover)
        let tester = MapTester(screen.mapView)
        let pinFrame = try tester.frame(of: screen.pin)
        #expect(try tester.frame(of: cover).contains(CGPoint(x: pinFrame.midX, y: pinFrame.midY)))
        // (The cover first: a selected annotation is drawn above the others, and the pin would then hide it.)
        try tester.tap(on: cover)
        try tester.tap(on: screen.pin)
        #expect(screen.log.entries.compactMap(\.detail) == ["Cover", "Pin"])
    }
}
