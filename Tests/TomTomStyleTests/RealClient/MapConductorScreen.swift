import Foundation
import MapCompatCore
import Testing
import TomTomStyle

#if canImport(CoreLocation)
    import CoreLocation
#endif

// A map controller written the way MapConductor/ios-for-tomtom writes its TomTom one
// (`Sources/MapConductorForTomTom/TomTomMapViewController.swift`: `fitBounds(bounds:padding:)` moves the camera
// with `CameraUpdate(fitToCoordinates:padding:)`; its polyline and polygon renderers keep the `Line` and
// `Polygon` they added and change `coordinates` and `tag` in place), reaching the map through `mapView.map`,
// as TomTom's `TomTomMap` reference names the usual way, reading `visibleRegion`'s four corners, and finding
// the label under a tap with `mapFeatures(coordinate:)` (TomTom's `RenderedFeatureActions`, Public Preview;
// no public caller was found, so the call follows the API reference). Not copied: the calls are the same,
// the app logic is reduced to a log.

final class MapConductorScreen: MapDelegate {
    let mapView = MapView(
        mapOptions: MapOptions(
            apiKey: "key",
            cameraUpdate: CameraUpdate(
                position: CLLocationCoordinate2D(latitude: 37.5666, longitude: 126.9784), zoom: 16, tilt: 0, rotation: 0
            )
        ), profile: .tomTom,
        frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    var line: Line?
    var polygon: Polygon?
    var log: [String] = []

    var map: TomTomMap { mapView.map }

    func attach() {
        map.delegate = self
    }

    func fitBounds(southWest sw: CLLocationCoordinate2D, northEast ne: CLLocationCoordinate2D, padding: Int) {
        let coordinates = [
            CLLocationCoordinate2D(latitude: sw.latitude, longitude: sw.longitude),
            CLLocationCoordinate2D(latitude: ne.latitude, longitude: ne.longitude),
        ]
        mapView.map?.moveCamera(CameraUpdate(fitToCoordinates: coordinates, padding: UInt(max(0, padding))))
    }

    func drawShapes(_ points: [CLLocationCoordinate2D]) throws {
        var lineOptions = LineOptions(coordinates: points)
        lineOptions.tag = "route"
        line = try map.addLine(options: lineOptions)
        var polygonOptions = PolygonOptions(coordinates: points + [points[0]])
        polygonOptions.tag = "area"
        polygon = try map.addPolygon(options: polygonOptions)
    }

    func updateShapes(_ points: [CLLocationCoordinate2D]) {
        line?.coordinates = points
        line?.tag = "route 2"
        polygon?.coordinates = points
        polygon?.tag = "area 2"
    }

    func map(_ map: TomTomMap, onInteraction interaction: MapInteraction) {
        switch interaction {
        case .tapped(let coordinate):
            let names = map.mapFeatures(coordinate: coordinate).compactMap { $0.properties?["name"] as? String }
            log.append(names.first.map { "label \($0)" } ?? "map")
        case .tappedOnAnnotation(let annotation, _):
            log.append("annotation \(annotation.tag ?? "")")
        default:
            break
        }
    }

    func map(_ map: TomTomMap, onCameraEvent event: CameraEvent) {}
}

private func tap(_ map: TomTomMap, at point: CGPoint) throws {
    var script = TouchScript(startTime: map.core.now)
    try script.tap(at: point)
    try map.handle(script.frames)
    try map.advance(by: max(0, script.time - map.core.now) + 1)
}

@Test func mapViewMapIsTheMapTheViewHandsOver() throws {
    let screen = MapConductorScreen()
    var handed: TomTomMap?
    screen.mapView.getMapAsync { handed = $0 }
    try screen.mapView.advance(by: 0)
    #expect(handed === screen.mapView.map)
}

@Test func fitToCoordinatesShowsEveryCoordinateWithThePadding() throws {
    let screen = MapConductorScreen()
    let southWest = CLLocationCoordinate2D(latitude: 37.50, longitude: 126.90)
    let northEast = CLLocationCoordinate2D(latitude: 37.60, longitude: 127.05)
    screen.fitBounds(southWest: southWest, northEast: northEast, padding: 40)
    let map = screen.map
    let sw = try #require(map.pointForCoordinate(coordinate: southWest))
    let ne = try #require(map.pointForCoordinate(coordinate: northEast))
    // Both corners inside the view, at least 40 points in, and one pair of edges exactly at the padding.
    #expect(sw.x >= 40 - 1e-6 && sw.y <= 760 + 1e-6 && ne.x <= 360 + 1e-6 && ne.y >= 40 - 1e-6)
    #expect(abs(sw.x - 40) < 1e-6 || abs(ne.y - 40) < 1e-6)
    #expect(map.cameraProperties.rotation == 0 && map.cameraProperties.tilt == 0)
    let region = map.visibleRegion
    #expect(region.farLeft.latitude > region.nearLeft.latitude)
    #expect(region.farRight.longitude > region.farLeft.longitude)
    #expect(region.nearRight.latitude <= southWest.latitude && region.farRight.latitude >= northEast.latitude)
}

@Test func shapesTakeNewCoordinatesAndTagsInPlace() throws {
    let screen = MapConductorScreen()
    screen.attach()
    let map = screen.map
    func at(_ x: Double, _ y: Double) -> CLLocationCoordinate2D { map.coordinateForPoint(point: point(x, y))! }
    try screen.drawShapes([at(100, 100), at(200, 100), at(200, 200)])
    try tap(map, at: point(300, 600))
    screen.updateShapes([at(250, 550), at(350, 550), at(350, 650)])
    #expect(screen.line?.coordinates.count == 3)
    try tap(map, at: point(320, 600))
    try tap(map, at: point(120, 120))
    #expect(screen.log == ["map", "annotation area 2", "map"])
}

@Test func mapFeaturesFindsTheLabelUnderATap() throws {
    let screen = MapConductorScreen()
    screen.attach()
    let map = screen.map
    try map.addStyleLabel(
        identifier: "cafe", caption: "Cafe", coordinate: map.coordinateForPoint(point: point(200, 300))!)
    try tap(map, at: point(200, 300))
    try tap(map, at: point(200, 600))
    #expect(screen.log == ["label Cafe", "map"])
    let feature = try #require(map.mapFeatures(coordinate: map.coordinateForPoint(point: point(200, 300))!).first)
    #expect(feature.styleLayerID == TomTomMap.styleLabelLayerID)
}
