import Foundation
import MapCompatCore
import NaverStyle
import Testing

/// A nearby-places screen written as public NAVER clients found by code search write theirs: the map set up
/// with `mapView.allowsZooming = true`, `mapView.allowsScrolling = true` (a location screen's `NMFMapView`
/// set-up; SwiftUI wrappers set `view.mapView.allowsZooming`), a search radius from
/// `mapView.contentBounds.boundsLatLngs[0].distance(to: …boundsLatLngs[1]) / 3` and a fetch box from
/// `coveringBounds.boundsLatLngs[0]` and `[1]` (south-west, north-east), a bottom sheet that pads the content
/// with `setContentInset(_:keepCamera:reason:)` and `NMFMapChangedByContentPadding` (flutter_naver_map's iOS
/// controller, `setContentPadding`), and the visible area read as NAVER's polygons (`contentRegion`,
/// `coveringRegion`, their `exteriorRing`). Not copied: the calls are the same, the app logic is a log.
final class NearbyPlacesScreen: DemoMapScreen, NMFMapViewCameraDelegate {
    var reasons: [Int] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView.allowsZooming = true
        mapView.allowsScrolling = true
        mapView.allowsRotating = false
        mapView.allowsTilting = false
        mapView.addCameraDelegate(delegate: self)
    }

    var mapMaxDistance: Double {
        let boundsLatLngs = mapView.contentBounds.boundsLatLngs
        return boundsLatLngs[0].distance(to: boundsLatLngs[1]) / 3
    }

    var fetchBox: (southWest: NMGLatLng, northEast: NMGLatLng) {
        let boundsLatLngs = mapView.coveringBounds.boundsLatLngs
        return (boundsLatLngs[0], boundsLatLngs[1])
    }

    func showSheet(height: CGFloat) {
        let insets = UIEdgeInsets(top: 0, left: 0, bottom: height, right: 0)
        mapView.setContentInset(insets, keepCamera: false, reason: Int32(NMFMapChangedByContentPadding))
    }

    func mapView(_ mapView: NMFMapView, cameraDidChangeByReason reason: Int, animated: Bool) {
        reasons.append(reason)
    }
}

@Suite struct NearbyPlacesScreenTests {
    @Test func theAllowsSwitchesAreTheGestureSwitches() {
        let screen = NearbyPlacesScreen()
        screen.viewDidLoad()
        let mapView = screen.mapView
        #expect(mapView.isZoomGestureEnabled && mapView.isScrollGestureEnabled)
        #expect(!mapView.isRotateGestureEnabled && !mapView.isTiltGestureEnabled)
        #expect(!mapView.core.gestureSettings.isRotateEnabled && !mapView.core.gestureSettings.isTiltEnabled)
        mapView.allowsZooming = false
        #expect(!mapView.core.gestureSettings.isZoomEnabled)
    }

    @Test func boundsLatLngsAreTheSouthWestThenTheNorthEast() {
        let screen = NearbyPlacesScreen()
        screen.viewDidLoad()
        let box = screen.fetchBox
        #expect(box.southWest.lat < box.northEast.lat && box.southWest.lng < box.northEast.lng)
        #expect(screen.mapMaxDistance > 0)
        let bounds = NMGLatLngBounds(southWestLat: 37.4, southWestLng: 126.7, northEastLat: 37.7, northEastLng: 127.2)
        #expect(bounds.boundsLatLngs.map(\.lat) == [37.4, 37.7] && bounds.boundsLatLngs.map(\.lng) == [126.7, 127.2])
    }

    @Test func aContentPaddingMoveIsToldWithItsOwnReason() {
        let screen = NearbyPlacesScreen()
        screen.viewDidLoad()
        screen.reasons = []
        screen.showSheet(height: 300)
        #expect(screen.reasons == [NMFMapChangedByContentPadding])
        #expect(NMFMapChangedByContentPadding == -4)
        // The map stayed where it was on screen: the camera moved to what now shows at the content centre.
        let target = screen.mapView.cameraPosition.target
        let shown = screen.mapView.projection.point(from: target)
        #expect(abs(shown.y - 250) < 1e-6)
    }

    @Test func theRegionsArePolygonsOfTheCorners() {
        let screen = NearbyPlacesScreen()
        screen.viewDidLoad()
        screen.showSheet(height: 300)
        let content = screen.mapView.contentRegion.exteriorRing.points
        let covering = screen.mapView.coveringRegion.exteriorRing.points
        #expect(content.count == 4 && covering.count == 4)
        // The content area ends above the sheet; the covering one reaches the bottom of the view.
        #expect(content[3].lat > covering[3].lat)
        #expect(abs(content[0].lat - covering[0].lat) < 1e-9)
    }
}
