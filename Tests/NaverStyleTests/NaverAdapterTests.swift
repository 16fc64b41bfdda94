import Foundation
import MapCompatCore
import NaverStyle
import Testing

/// The adapter's renaming, unit conversion and callback reshaping.
@Suite struct NaverAdapterTests {
    final class CameraLog: NMFMapViewCameraDelegate {
        var lines: [String] = []
        func mapView(_ mapView: NMFMapView, cameraWillChangeByReason reason: Int, animated: Bool) {
            lines.append("will \(reason) \(animated)")
        }
        func mapView(_ mapView: NMFMapView, cameraDidChangeByReason reason: Int, animated: Bool) {
            lines.append("did \(reason) \(animated)")
        }
        func mapViewCameraIdle(_ mapView: NMFMapView) { lines.append("idle") }
    }

    @Test func naverZoomIsTheNeutralZoom() {
        // NAVER's metres per point equal the core's ground scale of a 512-point world at zoom 0.
        for zoom in [0.0, 7.5, 15, 20] {
            let naver = NaverZoomScale.metersPerPoint(latitude: 0, zoom: zoom)
            let neutral = 2 * Double.pi * WebMercator.earthRadius / WebMercator.worldSize(zoom: zoom)
            #expect(abs(naver - neutral) / neutral < 1e-12)
        }
        #expect(NaverZoomScale.neutral(fromNaver: 14) == 14)
    }

    @Test func defaultsComeFromTheNaverProfile() throws {
        let view = NMFNaverMapView()
        let mapView = view.mapView
        let profile = InteractionProfile.naver
        #expect(mapView.minZoomLevel == profile.limits.minZoom && mapView.maxZoomLevel == 20)
        #expect(mapView.maxTilt == profile.limits.maxTilt && mapView.maxTilt == 60)
        #expect(mapView.pickTolerance == 2)
        #expect(mapView.animationDuration == 0.2)
        #expect(view.showCompass && view.showScaleBar && view.showZoomControls)
        #expect(!view.showIndoorLevelPicker && !view.showLocationButton)
        #expect(mapView.isScrollGestureEnabled && mapView.isZoomGestureEnabled && mapView.isStopGestureEnabled)
        #expect(mapView.logoAlign == .leftBottom && mapView.logoInteractionEnabled)
        #expect(!mapView.isIndoorMapEnabled && mapView.positionMode == .disabled)
    }

    @Test func reasonsAreNaverIntegers() throws {
        #expect(NaverReason.naver(.developer) == 0 && NaverReason.naver(.gesture) == -1)
        #expect(NaverReason.naver(.control) == -2 && NaverReason.naver(.location) == -3)
        #expect(try NaverReason.core(-3) == .location)
        #expect(throws: MapCompatError.self) { try NaverReason.core(7) }
    }

    @Test func animatedUpdateReportsReasonAnimatedAndIdle() throws {
        let mapView = NMFMapView()
        let log = CameraLog()
        mapView.addCameraDelegate(delegate: log)
        let update = NMFCameraUpdate(scrollTo: NMGLatLng(lat: 37.5, lng: 127))
        update.animation = .easeOut
        update.reason = Int32(NMFMapChangedByControl)
        mapView.moveCamera(update)
        try mapView.advance(by: 0.1)
        #expect(log.lines == ["will -2 true"])
        try mapView.advance(by: 0.2)  // the default 0.2 s has passed
        #expect(log.lines == ["will -2 true", "did -2 true", "idle"])
        #expect(abs(mapView.cameraPosition.target.lat - 37.5) < 1e-9)
        mapView.removeCameraDelegate(delegate: log)
        mapView.moveCamera(NMFCameraUpdate(zoomTo: 12))
        #expect(log.lines.count == 3)
    }

    @Test func completionSaysWhetherTheMoveWasCancelled() throws {
        let mapView = NMFMapView()
        var results: [Bool] = []
        let update = NMFCameraUpdate.withZoomIn()
        update.animation = .linear
        update.animationDuration = 1
        mapView.moveCamera(update) { results.append($0) }
        try mapView.advance(by: 0.5)
        mapView.cancelTransitions()
        #expect(results == [true])
        mapView.moveCamera(NMFCameraUpdate.withZoomOut()) { results.append($0) }
        #expect(results == [true, false])
    }

    @Test func paramsCombineAndZoomInAddsOneLevel() throws {
        let mapView = NMFMapView(
            frame: CGRect(x: 0, y: 0, width: 400, height: 800), profile: .naver,
            camera: NMFCameraPosition(NMGLatLng(lat: 37.5666, lng: 126.9784), zoom: 14.3))
        let params = NMFCameraUpdateParams()
        params.zoomIn()
        params.tilt(to: 20)
        params.rotate(by: 30)
        mapView.moveCamera(NMFCameraUpdate(params: params))
        let camera = mapView.cameraPosition
        #expect(abs(camera.zoom - 15.3) < 1e-9 && camera.tilt == 20 && camera.heading == 30)
    }

    @Test func pivotKeepsThePositionUnderIt() throws {
        let mapView = NMFMapView()
        let pivot = CGPoint(x: 100, y: 200)
        let before = try #require(mapView.core.transform.coordinate(at: pivot))
        let update = NMFCameraUpdate(zoomTo: 17)
        update.pivot = CGPoint(x: 0.25, y: 0.25)
        mapView.moveCamera(update)
        let shown = try #require(mapView.core.transform.point(for: before))
        #expect(abs(shown.x - pivot.x) < 1e-6 && abs(shown.y - pivot.y) < 1e-6)
        #expect(mapView.cameraPosition.zoom == 17)
    }

    @Test func fitBoundsShowsTheWholeArea() throws {
        let mapView = NMFMapView()
        let bounds = NMGLatLngBounds(
            southWest: NMGLatLng(lat: 37.4, lng: 126.8), northEast: NMGLatLng(lat: 37.7, lng: 127.2))
        mapView.moveCamera(NMFCameraUpdate(fit: bounds, padding: 20))
        let transform = mapView.core.transform
        let southWest = try #require(transform.point(for: try bounds.southWest.coreLatLng()))
        let northEast = try #require(transform.point(for: try bounds.northEast.coreLatLng()))
        #expect(southWest.x >= 19.999 && northEast.x <= 380.001)
        #expect(abs(southWest.x - 20) < 1e-6 || abs(northEast.y - (400 - (southWest.y - 400))) < 1e-6)
    }

    /// Empty bounds whose corners are set one by one, as apps grow bounds over their markers (NAVER's `+bounds`).
    @Test func emptyBoundsTakeTheCornersTheAppSets() {
        var bounds = NMGLatLngBounds()
        #expect(bounds.southWestLat.isNaN && bounds.northEastLng.isNaN)
        bounds.southWest = NMGLatLng(lat: 37.4, lng: 126.8)
        bounds.northEast = NMGLatLng(lat: 37.7, lng: 127.2)
        #expect(bounds.hasPoint(NMGLatLng(lat: 37.5, lng: 127)))
        #expect(bounds.boundsLatLngs == [NMGLatLng(lat: 37.4, lng: 126.8), NMGLatLng(lat: 37.7, lng: 127.2)])
    }

    @Test func badInputIsReportedNamingTheField() throws {
        let mapView = NMFMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        mapView.frame = CGRect(x: 0, y: 0, width: 0, height: 10)
        #expect(mapView.core.diagnostics.last?.field == "NMFMapView.frame.width")
        #expect(mapView.core.diagnostics.last?.action == .keptPrevious)
        #expect(mapView.core.viewport.width == 400)
        let before = mapView.cameraPosition
        mapView.moveCamera(NMFCameraUpdate(scrollTo: NMGLatLng(lat: 95, lng: 0)))
        #expect(mapView.core.diagnostics.last?.field == "NMFCameraUpdate.target.lat")
        #expect(mapView.cameraPosition == before)
        mapView.maxZoomLevel = -1
        #expect(mapView.core.diagnostics.last?.field == "NMFMapView.maxZoom")
        #expect(mapView.maxZoomLevel == 20)
        let marker = NMFMarker()
        marker.mapView = mapView
        #expect(marker.mapView == nil)
        #expect(mapView.core.diagnostics.last?.field == "NMFMarker.position.lat")
    }

    @Test func overlaysDrawByNaverDefaultGlobalZ() throws {
        let mapView = NMFMapView()
        let circle = NMFCircleOverlay(NMGLatLng(lat: 37.5666, lng: 126.9784), radius: 100)
        let marker = NMFMarker(position: NMGLatLng(lat: 37.5666, lng: 126.9784))
        marker.mapView = mapView
        circle.mapView = mapView
        #expect(circle.globalZIndex == -200_000 && marker.globalZIndex == 200_000)
        let picked = mapView.pickAll(CGPoint(x: 200, y: 390), withTolerance: 0)
        #expect(picked.count == 2 && picked.first === marker)
        marker.hidden = true
        #expect(mapView.pick(CGPoint(x: 200, y: 390)) === circle)
        circle.mapView = nil
        #expect(mapView.addedOverlays.map(\.overlayID) == [marker.overlayID])
    }

    @Test func positionModeFollowsAndGesturesDropItToNormal() throws {
        final class Options: NMFMapViewOptionDelegate {
            var modes: [NMFMyPositionMode] = []
            func mapViewOptionChanged(_ mapView: NMFMapView) { modes.append(mapView.positionMode) }
        }
        let mapView = NMFMapView()
        let options = Options()
        mapView.addOptionDelegate(delegate: options)
        try mapView.updateLocation(NMGLatLng(lat: 37.55, lng: 126.99))
        mapView.positionMode = .direction
        try mapView.advance(by: 1)
        #expect(abs(mapView.cameraPosition.target.lat - 37.55) < 1e-9)
        var script = TouchScript(startTime: mapView.core.now)
        try script.pan(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 100, y: 300), duration: 0.5)
        for frame in script.frames { try mapView.handle(frame) }
        #expect(options.modes == [.direction, .normal])
    }

    /// NAVER apps convert the locations its location manager reports with `NMGLatLng(from:)`; `CLLocation`
    /// comes with the adapter, as Core Location comes with NAVER's SDK.
    @Test func aCoreLocationCoordinateBecomesAPosition() {
        let location = CLLocation(latitude: 37.5666, longitude: 126.9784)
        let position = NMGLatLng(from: location.coordinate)
        #expect(position.lat == 37.5666)
        #expect(position.lng == 126.9784)
    }
}
