import Foundation
import MapCompatCore
import MapCompatTesting
import RMMapLayerStyle
import Testing

// The screens in this folder are written as public route-me clients write them; these tests check that the
// delegate methods they implement are the ones called, in route-me's order.

@Test func bikeScreenGetsItsNonOptionalAndUnwrappedCallbacks() throws {
    let screen = BikeMapScreen(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    #expect(screen.mapView.frame.size == CGSize(width: 400, height: 800))
    #expect(screen.mapView.core.viewport.width == 400)
    screen.centre(CLLocationCoordinate2D(latitude: 55.68, longitude: 12.57), zoomLevel: 16, animated: false)
    #expect(abs(screen.zoomLevel - 16) < 1e-6)
    let route = screen.addPath([
        CLLocationCoordinate2D(latitude: 55.68, longitude: 12.57),
        CLLocationCoordinate2D(latitude: 55.681, longitude: 12.572),
    ])
    #expect(route.layer === route.layerStore)  // the layer came from mapView(_:layerFor:)
    #expect(route.hasBoundingBox)
    // A tap on the route's extent is an annotation tap, through the unwrapped tap(on:onMap:).
    let onRoute = screen.mapView.coordinate(toPixel: CLLocationCoordinate2D(latitude: 55.6805, longitude: 12.571))
    try MapTester(screen.mapView).tap(at: onRoute)
    #expect(screen.log.contains("tap route"))
    // A long press on the empty map reaches the non-optional longPress(onMap:at:).
    try screen.mapView.handle(
        TouchFrame(
            time: screen.mapView.core.now, touches: [Touch(id: 1, location: CGPoint(x: 20, y: 700), phase: .began)]))
    try screen.mapView.advance(by: 1)
    try screen.mapView.handle(
        TouchFrame(
            time: screen.mapView.core.now, touches: [Touch(id: 1, location: CGPoint(x: 20, y: 700), phase: .ended)]))
    #expect(screen.log.contains("long press 56"))
    // Following the user reaches the non-optional mapView(_:didChange:animated:).
    screen.follow()
    #expect(screen.log.last == "tracking \(RMUserTrackingModeFollow.rawValue)")
    screen.clear()
    #expect(screen.mapView.annotations.isEmpty)
}

@Test func bikeScreenZoomsToABox() {
    let screen = BikeMapScreen(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let southWest = CLLocationCoordinate2D(latitude: 55.6, longitude: 12.5)
    let northEast = CLLocationCoordinate2D(latitude: 55.7, longitude: 12.6)
    screen.zoom(to: southWest, northEast)
    let box = screen.mapView.latitudeLongitudeBoundingBox()
    #expect(box.southWest.latitude <= 55.6 + 1e-6 && box.northEast.latitude >= 55.7 - 1e-6)
    #expect(box.southWest.longitude <= 12.5 + 1e-6 && box.northEast.longitude >= 12.6 - 1e-6)
}

@Test func parkingScreenLayersTapsAndAccessoriesArriveUnderTheImportedNames() throws {
    let screen = ParkingMapScreen()
    #expect(screen.mapView.tileSource is RMMapboxSource)
    #expect(screen.mapView.zoom == 16)
    #expect(screen.mapView.minZoom == 9 && screen.mapView.maxZoom == 19)
    let centre = screen.mapView.centerCoordinate
    screen.addPin(centre, title: "Lot")
    let pin = try #require(screen.mapView.annotations.last as? RMAnnotation)
    #expect(pin.layer is RMMarker)
    // The pin's marker is 24 × 36, anchored bottom centre: tapping just above the anchor hits it.
    try MapTester(screen.mapView).tap(at: CGPoint(x: 200, y: 390))
    #expect(screen.log == ["tap Lot"])
    #expect(screen.mapView.selectedAnnotation === pin)
    // The right accessory is a UIControl: its tap reaches tap(onCalloutAccessory:for:onMap:).
    let callout = try #require(screen.mapView.core.shownCallout)
    let right = try #require(callout.center(of: .right))
    try MapTester(screen.mapView).tap(at: right)
    #expect(screen.log.last == "accessory Lot")
    // An empty spot of the map: singleTap(onMap:at:).
    try MapTester(screen.mapView).tap(at: CGPoint(x: 50, y: 700))
    #expect(screen.log.last == "map tap")
}

@Test func parkingScreenLineIsAShapeWhoseTapsAreAnnotationTaps() throws {
    let screen = ParkingMapScreen()
    let centre = screen.mapView.centerCoordinate
    let east = CLLocationCoordinate2D(latitude: centre.latitude, longitude: centre.longitude + 0.002)
    screen.addSpot([centre, east], title: "Spot")
    let spot = try #require(screen.mapView.annotations.last as? RMAnnotation)
    #expect(spot.layer is RMShape)
    let onLine = screen.mapView.coordinate(
        toPixel: CLLocationCoordinate2D(latitude: centre.latitude, longitude: centre.longitude + 0.001))
    try MapTester(screen.mapView).tap(at: onLine)
    #expect(screen.log.first == "tap Spot")
}

@Test func parkingScreenZoomCallbacksComeInRouteMesOrder() throws {
    let screen = ParkingMapScreen()
    screen.mapView.setZoom(17, animated: true)
    try screen.mapView.advance(by: 1)
    #expect(screen.log == ["before zoom false", "after zoom false", "after move false"])
    #expect(screen.mapView.zoom == 17)
}

@Test func draggablePinScreenDragsAndLocates() throws {
    let screen = DraggablePinScreen()
    let pin = screen.dropPin()
    #expect(pin.layer is RMMarker)
    #expect(pin.layer.bounds.size == CGSize(width: 30, height: 70))
    let start = screen.mapView.coordinate(toPixel: pin.coordinate)
    try screen.mapView.handle(
        TouchFrame(time: screen.mapView.core.now, touches: [Touch(id: 1, location: start, phase: .began)]))
    try screen.mapView.advance(by: 1)
    var time = screen.mapView.core.now
    for step in 1...10 {
        time += 0.016
        let point = CGPoint(x: start.x + CGFloat(step) * 5, y: start.y)
        try screen.mapView.handle(TouchFrame(time: time, touches: [Touch(id: 1, location: point, phase: .moved)]))
    }
    try screen.mapView.handle(
        TouchFrame(
            time: time + 0.016,
            touches: [Touch(id: 1, location: CGPoint(x: start.x + 50, y: start.y), phase: .ended)]))
    try screen.mapView.advance(by: 1)
    #expect(screen.log.filter { $0.hasPrefix("drag") } == ["drag lifted", "drag dropped"])
    #expect(pin.coordinate.longitude > screen.mapView.centerCoordinate.longitude)

    screen.mapView.showsUserLocation = true
    #expect(screen.log.last == "locating")
    screen.mapView.handle(try LocationFix(position: LatLng(latitude: 48.1, longitude: 11.6)))
    #expect(screen.log.last == "location 48")
    #expect(screen.mapView.userLocation.isUserLocationAnnotation)
}

@Test func draggablePinScreenMovesAreReportedByUserOrNot() throws {
    let screen = DraggablePinScreen()
    screen.log.removeAll()
    var script = TouchScript(startTime: screen.mapView.core.now)
    try script.pan(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 260, y: 300))
    try screen.mapView.handle(script.frames)
    try screen.mapView.advance(by: 3)
    #expect(screen.log.first == "before move true")
    #expect(screen.log.last == "after move true")
    #expect(screen.regionChanges > 0)
    screen.log.removeAll()
    screen.mapView.setCenter(CLLocationCoordinate2D(latitude: 52.5, longitude: 13.4), animated: false)
    #expect(screen.log == ["before move false", "after move false"])
}
