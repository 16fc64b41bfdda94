import Foundation
import MapCompatCore
import NaverStyle
import Testing

/// Four markers whose zoom ranges include or exclude their limits, and a zoom read-out fed by camera
/// callbacks (modelled on navermaps/ios-map-sdk NaverMapDemo/OverlayMinMaxZoomController.swift).
final class OverlayMinMaxZoomScreen: DemoMapScreen, NMFMapViewCameraDelegate {
    let overlayMinZoom: Double = 15.0
    let overlayMaxZoom: Double = 17.0
    var markers: [NMFMarker] = []
    var shownZoom = 0.0

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView.addCameraDelegate(delegate: self)
        let images = [NMF_MARKER_IMAGE_RED, NMF_MARKER_IMAGE_BLUE, NMF_MARKER_IMAGE_GREEN, NMF_MARKER_IMAGE_YELLOW]
        for (index, inclusive) in [(true, true), (false, true), (true, false), (false, false)].enumerated() {
            let marker: NMFMarker = NMFMarker()
            marker.iconImage = images[index]
            marker.position = Self.defaultCamera.target
            marker.captionText = "\(index)"
            marker.minZoom = overlayMinZoom
            marker.isMinZoomInclusive = inclusive.0
            marker.maxZoom = overlayMaxZoom
            marker.isMaxZoomInclusive = inclusive.1
            marker.touchHandler = { _ in true }
            marker.mapView = mapView
            markers.append(marker)
        }
        shownZoom = mapView.zoomLevel
    }

    func resetCamera() {
        let cameraUpdate: NMFCameraUpdate = NMFCameraUpdate(scrollTo: Self.defaultCamera.target, zoomTo: 16.0)
        cameraUpdate.animation = .easeIn
        mapView.moveCamera(cameraUpdate)
    }

    func mapView(_ mapView: NMFMapView, cameraIsChangingByReason reason: Int) { shownZoom = mapView.zoomLevel }
}

/// Polylines and polygons built from NAVER's geometry types (modelled on navermaps/ios-map-sdk
/// NaverMapDemo/PolylineOverlayViewController.swift, PolygonOverlayViewController.swift and
/// CircleOverlayViewController.swift).
final class ShapeScreen: DemoMapScreen {
    let coords1 = [
        NMGLatLng(lat: 37.5734571, lng: 126.975335), NMGLatLng(lat: 37.5694007, lng: 126.9739434),
        NMGLatLng(lat: 37.5678124, lng: 126.9812127), NMGLatLng(lat: 37.5738912, lng: 126.9825649),
        NMGLatLng(lat: 37.5734571, lng: 126.975335),
    ]
    let holes = [
        NMGLatLng(lat: 37.5725, lng: 126.9770), NMGLatLng(lat: 37.5705, lng: 126.9770),
        NMGLatLng(lat: 37.5705, lng: 126.9800), NMGLatLng(lat: 37.5725, lng: 126.9770),
    ]
    var polygonWithHole: NMFPolygonOverlay?
    var polylineOverlay: NMFPolylineOverlay?
    let circleOverlay = NMFCircleOverlay(NMGLatLng(lat: 37.5666102, lng: 126.9783881), radius: 500)

    override func viewDidLoad() {
        super.viewDidLoad()
        let polygon = NMGPolygon(ring: NMGLineString(points: coords1), interiorRings: [NMGLineString(points: holes)])
        // NAVER's demo force-casts (`as!`) to the type Swift already infers; `as` says the same without the
        // warning this package's settings turn into an error.
        polygonWithHole = NMFPolygonOverlay(polygon as NMGPolygon<AnyObject>)
        polygonWithHole?.fillColor = UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 127.0 / 255.0)
        polygonWithHole?.outlineWidth = 3
        polygonWithHole?.mapView = mapView

        let lineString = NMGLineString(points: [coords1[0], coords1[2]])
        polylineOverlay = NMFPolylineOverlay(lineString as NMGLineString<AnyObject>)
        polylineOverlay?.width = 3
        polylineOverlay?.pattern = [10, 10]
        polylineOverlay?.color = UIColor.gray
        polylineOverlay?.mapView = mapView

        let bare = NMFPolylineOverlay()
        bare.line = NMGLineString(points: coords1)
        bare.mapView = mapView

        circleOverlay.fillColor = UIColor.green.withAlphaComponent(31 / 255)
        circleOverlay.outlineColor = UIColor.green
        circleOverlay.outlineWidth = 3
        circleOverlay.mapView = mapView
    }
}

@Suite struct OverlayScreenTests {
    @Test func zoomLimitsIncludeOrExcludeAsSet() throws {
        let screen = OverlayMinMaxZoomScreen()
        screen.viewDidLoad()
        let mapView = screen.mapView
        let center = mapView.projection.point(from: OverlayMinMaxZoomScreen.defaultCamera.target)
        func shown() -> [String] {
            mapView.pickAll(CGPoint(x: center.x, y: center.y - 10), withTolerance: 0).compactMap {
                ($0 as? NMFMarker)?.captionText
            }.sorted()
        }
        #expect(shown().isEmpty && screen.shownZoom == 14)
        mapView.zoomLevel = 15
        #expect(shown() == ["0", "2"])
        screen.resetCamera()
        try mapView.advance(by: 1)
        #expect(shown() == ["0", "1", "2", "3"] && screen.shownZoom == 16)
        mapView.zoomLevel = 17
        #expect(shown() == ["0", "1"])
    }

    @Test func shapesComeFromGeometryAndKeepTheirLooks() throws {
        let screen = ShapeScreen()
        screen.viewDidLoad()
        let mapView = screen.mapView
        #expect(screen.polygonWithHole?.mapView === mapView && screen.polylineOverlay?.mapView === mapView)
        #expect(screen.polylineOverlay?.pattern == [10, 10] && screen.polylineOverlay?.color == UIColor.gray)
        #expect(screen.polygonWithHole?.polygon.interiorRings.count == 1)
        #expect(NMFPolylineOverlay([coordinate(0)]) == nil && NMFPolygonOverlay([coordinate(0), coordinate(1)]) == nil)
        let bounds = screen.circleOverlay.bounds
        #expect(abs(bounds.center.lat - 37.5666102) < 1e-9)
        #expect(abs(bounds.northEastLat - bounds.southWestLat - 2 * 500 / 6_378_137 * 180 / .pi) < 1e-12)
        let hole = mapView.projection.point(from: NMGLatLng(lat: 37.5712, lng: 126.9778))
        mapView.pickTolerance = 0
        #expect(!mapView.pickAll(hole, withTolerance: 0).contains { $0 === screen.polygonWithHole })
        let inside = mapView.projection.point(from: NMGLatLng(lat: 37.5690, lng: 126.9790))
        #expect(mapView.pickAll(inside, withTolerance: 0).contains { $0 === screen.polygonWithHole })
    }

    private func coordinate(_ index: Int) -> NMGLatLng { NMGLatLng(lat: 37.5 + Double(index) * 0.01, lng: 127) }
}

/// A route drawn as a path and the display switches a map screen sets (modelled on navermaps/ios-map-sdk
/// NaverMapDemo/PathOverlayViewController.swift and DisplayOptionsViewController.swift).
@Suite struct PathAndDisplayTests {
    @Test func aPathTakesTapsAlongItsWidthAndDisplayOptionsKeepTheirValues() throws {
        let screen = DemoMapScreen()
        screen.viewDidLoad()
        let mapView = screen.mapView
        let center = mapView.cameraPosition.target
        let east = NMGLatLng(lat: center.lat, lng: center.lng + 0.01)
        let pathOverlay = try #require(NMFPath(points: [center, east]))
        pathOverlay.width = 10
        pathOverlay.outlineWidth = 2
        pathOverlay.color = UIColor.green
        pathOverlay.progress = 0.3
        pathOverlay.touchHandler = { _ in true }
        pathOverlay.mapView = mapView
        #expect(NMFPath(points: [center]) == nil && pathOverlay.globalZIndex == -100_000)
        // Half of 10 + 2 × 2 points either side of the line.
        #expect(mapView.pick(CGPoint(x: 220, y: 406)) === pathOverlay)
        #expect(mapView.pick(CGPoint(x: 220, y: 410)) == nil)

        mapView.mapType = .navi
        mapView.isNightModeEnabled = true
        mapView.lightness = 0.3
        mapView.setLayerGroup(NMF_LAYER_GROUP_TRANSIT, isEnabled: true)
        mapView.setLayerGroup(NMF_LAYER_GROUP_BUILDING, isEnabled: false)
        #expect(mapView.mapType == .navi && mapView.isNightModeEnabled && mapView.lightness == 0.3)
        #expect(mapView.getLayerGroupEnabled(NMF_LAYER_GROUP_TRANSIT))
        #expect(!mapView.getLayerGroupEnabled(NMF_LAYER_GROUP_BUILDING))
    }
}
