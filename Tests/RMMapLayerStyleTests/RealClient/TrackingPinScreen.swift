import Foundation
import MapCompatCore
import RMMapLayerStyle
import Testing

// A chart screen written the way public route-me apps found by code search write theirs: pins made with
// `RMPointAnnotation(mapView:coordinate:andTitle:)` ("Your Location", "Posten", a beacon count), a toolbar item
// made with `RMUserTrackingBarButtonItem(mapView:)` after `map.userTrackingMode = RMUserTrackingModeNone`, and
// prkng/ios's `annotationSortingComparator` (`prkng-ios/View Controllers/Map/RMMapViewController.swift`), which
// puts its "button" annotations above its "line" ones, under the names Swift's importer gives the headers
// today. Not copied: the calls are the same, the app logic is reduced to a log.

final class TrackingPinScreen: RMMapViewDelegate {
    let mapView = RMMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    var trackingItem: RMUserTrackingBarButtonItem?
    var log: [String] = []

    init() {
        mapView.setCenter(CLLocationCoordinate2D(latitude: 59.91, longitude: 10.75), animated: false)
        mapView.zoom = 15
        mapView.userTrackingMode = RMUserTrackingModeNone
        trackingItem = RMUserTrackingBarButtonItem(mapView: mapView)
        mapView.delegate = self
    }

    @discardableResult
    func addPin(_ coordinate: CLLocationCoordinate2D, title: String, type: String) -> RMPointAnnotation {
        let annotation: RMPointAnnotation = RMPointAnnotation(mapView: mapView, coordinate: coordinate, andTitle: title)
        annotation.userInfo = ["type": type]
        mapView.addAnnotation(annotation)
        return annotation
    }

    func annotationSortingComparator(for mapView: RMMapView!) -> Comparator! {
        return { first, second in
            let type1 = ((first as? RMAnnotation)?.userInfo as? [String: Any])?["type"] as? String
            let type2 = ((second as? RMAnnotation)?.userInfo as? [String: Any])?["type"] as? String
            if type1 == "button" && type2 == "line" { return .orderedDescending }
            if type1 == "line" && type2 == "button" { return .orderedAscending }
            return .orderedSame
        }
    }

    func tap(on annotation: RMAnnotation!, onMap map: RMMapView!) {
        log.append(annotation is RMUserLocation ? "tap user" : "tap \(annotation.title ?? "")")
    }

    func mapView(_ mapView: RMMapView!, didSelect annotation: RMAnnotation!) {
        log.append("select \(annotation.title ?? "")")
    }

    func mapView(_ mapView: RMMapView!, didChange mode: RMUserTrackingMode, animated: Bool) {
        log.append("mode \(mode.rawValue)")
    }
}

private func tap(_ map: RMMapView, at point: CGPoint) throws {
    var script = TouchScript(startTime: map.core.now)
    try script.tap(at: point)
    try map.handle(script.frames)
    try map.advance(by: 0.5)
}

@Test func pointAnnotationBringsAPinThatShowsACallout() throws {
    let screen = TrackingPinScreen()
    let here = CLLocationCoordinate2D(latitude: 59.91, longitude: 10.75)
    let pin = screen.addPin(here, title: "Your Location", type: "pin")
    #expect(pin.layer is RMMarker)
    #expect(pin.layer.canShowCallout)
    pin.layer = RMMarker(uiImage: nil)  // a no-op on an RMPointAnnotation, as in route-me
    #expect(pin.layer.bounds.size == CGSize(width: 30, height: 70))
    try tap(screen.mapView, at: screen.mapView.coordinate(toPixel: here))
    #expect(screen.log == ["select Your Location", "tap Your Location"])
    #expect(screen.mapView.core.shownCallout != nil)
}

@Test func trackingItemCyclesTheModesAsRouteMeDoes() {
    let screen = TrackingPinScreen()
    screen.trackingItem?.tap()
    #expect(screen.mapView.userTrackingMode == RMUserTrackingModeFollow)
    screen.trackingItem?.tap()
    #expect(screen.mapView.userTrackingMode == RMUserTrackingModeFollowWithHeading)
    screen.trackingItem?.tap()
    #expect(screen.mapView.userTrackingMode == RMUserTrackingModeNone)
    #expect(screen.mapView.showsUserLocation)
    let modes = screen.log.filter { $0.hasPrefix("mode") }
    #expect(
        modes == [
            "mode \(RMUserTrackingModeFollow.rawValue)", "mode \(RMUserTrackingModeFollowWithHeading.rawValue)",
            "mode \(RMUserTrackingModeNone.rawValue)",
        ])
}

@Test func theDelegatesComparatorDecidesWhichPinLiesOnTop() throws {
    let screen = TrackingPinScreen()
    let here = CLLocationCoordinate2D(latitude: 59.91, longitude: 10.75)
    let button = screen.addPin(here, title: "button", type: "button")
    let line = screen.addPin(here, title: "line", type: "line")
    // Added later, the line would lie on top; the comparator lifts the button, and route-me writes zPosition.
    #expect(button.layer.zPosition > line.layer.zPosition)
    try tap(screen.mapView, at: screen.mapView.coordinate(toPixel: here))
    #expect(screen.log.contains("tap button"))
    #expect(!screen.log.contains("tap line"))
}

@Test func withoutAComparatorTheLowerPinLiesOnTop() throws {
    let mapView = RMMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let recorder = PlainRecorder()
    mapView.delegate = recorder
    let center = mapView.centerCoordinate
    let lower = mapView.pixel(toCoordinate: CGPoint(x: 200, y: 420))
    // Added first and lower on screen: route-me's own order puts it above the later, higher pin.
    let first: RMPointAnnotation = RMPointAnnotation(mapView: mapView, coordinate: lower, andTitle: "lower")
    let second: RMPointAnnotation = RMPointAnnotation(mapView: mapView, coordinate: center, andTitle: "higher")
    mapView.addAnnotation(first)
    mapView.addAnnotation(second)
    try tap(mapView, at: CGPoint(x: 200, y: 410))
    #expect(recorder.taps == ["lower"])
}

@Test func aTapOnTheUserDotIsATapOnTheUserLocationAnnotation() throws {
    let screen = TrackingPinScreen()
    screen.mapView.showsUserLocation = true
    screen.mapView.handle(try LocationFix(position: LatLng(latitude: 59.91, longitude: 10.75)))
    try tap(screen.mapView, at: screen.mapView.coordinate(toPixel: screen.mapView.userLocation.coordinate))
    #expect(screen.log.contains("tap user"))
}

private final class PlainRecorder: RMMapViewDelegate {
    var taps: [String] = []

    func tap(on annotation: RMAnnotation!, onMap map: RMMapView!) {
        taps.append(annotation.title ?? "")
    }
}
