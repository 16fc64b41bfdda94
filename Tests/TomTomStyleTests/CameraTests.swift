import Foundation
import MapCompatCore
import Testing
import TomTomStyle

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// `CameraUpdate`, the zoom scale and the coordinate conversions.
struct CameraTests {
    @Test func tomTomZoomIsOneLevelAboveTheNeutralScale() throws {
        let (map, _) = try makeMap()
        map.moveCamera(CameraUpdate(zoom: 10))
        #expect(map.core.camera.zoom == 9)
        #expect(map.cameraProperties.zoom == 10)
        #expect(TomTomZoomScale.neutral(fromTomTom: 1) == 0)
        #expect(TomTomZoomScale.tomTom(fromNeutral: 15) == 16)
    }

    @Test func theZoomRangeIsTomTomsZeroToTwentyTwo() throws {
        let (map, _) = try makeMap()
        map.moveCamera(CameraUpdate(zoom: 30))
        #expect(map.cameraProperties.zoom == 22)
        map.moveCamera(CameraUpdate(zoom: 1))
        #expect(map.cameraProperties.zoom == 1)
    }

    @Test func theDefaultCameraIsTomTomsZoomOneOverNullIsland() throws {
        let map = try TomTomMap()
        #expect(map.cameraProperties.zoom == 1)
        #expect(map.cameraProperties.position.latitude == 0)
        #expect(map.cameraProperties.position.longitude == 0)
    }

    @Test func absolutePartsSetAndOthersStay() throws {
        let (map, _) = try makeMap()
        map.moveCamera(CameraUpdate(tilt: 30, rotation: 90))
        let camera = map.cameraProperties
        #expect(camera.tilt == 30)
        #expect(camera.rotation == 90)
        #expect(camera.zoom == 16)
        #expect(abs(camera.position.latitude - 37.5666) < 1e-9)
    }

    @Test func relativePartsChangeTheCurrentCamera() throws {
        let (map, _) = try makeMap()
        map.moveCamera(CameraUpdate(zoomBy: 2, tiltBy: 10, rotateBy: 45))
        #expect(map.cameraProperties.zoom == 18)
        #expect(map.cameraProperties.tilt == 10)
        #expect(map.cameraProperties.rotation == 45)
        map.moveCamera(CameraUpdate(zoomOut: true))
        #expect(map.cameraProperties.zoom == 17)
        map.moveCamera(CameraUpdate(zoomIn: true))
        #expect(map.cameraProperties.zoom == 18)
    }

    @Test func moveByShowsWhatLayThatFarAway() throws {
        let (map, _) = try makeMap()
        let below = try #require(map.coordinateForPoint(point: point(200, 500)))
        map.moveCamera(CameraUpdate(moveBy: point(0, 100)))
        let center = map.cameraProperties.position
        #expect(abs(center.latitude - below.latitude) < 1e-9)
        #expect(abs(center.longitude - below.longitude) < 1e-9)
    }

    @Test(arguments: [
        (CameraUpdate(zoomBy: 1, zoomIn: true), "zoomBy"),
        (CameraUpdate(zoomBy: 1, zoomOut: true), "zoomBy"),
        (CameraUpdate(zoomIn: true, zoomOut: true), "zoomIn"),
        (CameraUpdate(tiltBy: 5, moveBy: CGPoint(x: 10, y: 0)), "moveBy"),
        (CameraUpdate(rotateBy: 5, moveBy: CGPoint(x: 10, y: 0)), "moveBy"),
    ])
    func exclusivePartsAreIgnoredAndReportedNamingTheField(update: CameraUpdate, field: String) throws {
        let (map, _) = try makeMap()
        let before = map.cameraProperties
        map.moveCamera(update)
        #expect(map.core.diagnostics.last?.field == field)
        #expect(map.core.diagnostics.last?.action == .ignored)
        var finished: [Bool] = []
        map.applyCamera(update, animationDuration: 1) { finished.append($0) }
        #expect(map.core.diagnostics.entries.count == 2)
        #expect(map.core.diagnostics.last?.field == field)
        #expect(finished == [false])
        #expect(map.cameraProperties == before)
    }

    @Test func nonFiniteValuesAreIgnoredAndReportedNamingTheField() throws {
        let (map, _) = try makeMap()
        let before = map.cameraProperties
        map.moveCamera(CameraUpdate(zoom: .nan))
        #expect(map.core.diagnostics.last?.field == "zoom")
        map.moveCamera(CameraUpdate(position: CLLocationCoordinate2D(latitude: 95, longitude: 0)))
        #expect(map.core.diagnostics.last?.field == "position")
        map.applyCamera(CameraUpdate(zoom: 3), animationDuration: -1)
        #expect(map.core.diagnostics.last?.field == "duration")
        #expect(map.core.diagnostics.entries.count == 3)
        #expect(map.cameraProperties == before)
    }

    @Test func applyCameraAnimatesInVirtualTime() throws {
        let (map, log) = try makeMap()
        var finished: [Bool] = []
        map.applyCamera(CameraUpdate(zoom: 18), animationDuration: 1) { finished.append($0) }
        #expect(map.cameraProperties.zoom == 16)
        for _ in 0..<30 { try map.advance(by: 1.0 / 60) }
        #expect(map.cameraProperties.zoom > 16 && map.cameraProperties.zoom < 18)
        #expect(finished.isEmpty)
        for _ in 0..<31 { try map.advance(by: 1.0 / 60) }
        #expect(map.cameraProperties.zoom == 18)
        #expect(finished == [true])
        #expect(log.cameraEvents.filter { $0 == "cameraChanged" }.count > 5)
        #expect(log.cameraEvents.last == "cameraSteady")
    }

    @Test func anotherMoveStopsTheAnimation() throws {
        let (map, _) = try makeMap()
        var finished: [Bool] = []
        map.applyCamera(CameraUpdate(zoom: 18), animationDuration: 1) { finished.append($0) }
        try map.advance(by: 0.5)
        map.moveCamera(CameraUpdate(rotation: 10))
        #expect(finished == [false])
    }

    @Test func pointsAndCoordinatesRoundTrip() throws {
        let (map, _) = try makeMap()
        map.moveCamera(CameraUpdate(tilt: 40, rotation: 30))
        let coordinate = try #require(map.coordinateForPoint(point: point(120, 650)))
        let back = try #require(map.pointForCoordinate(coordinate: coordinate))
        #expect(abs(Double(back.x) - 120) < 1e-6)
        #expect(abs(Double(back.y) - 650) < 1e-6)
        #expect(map.pointForCoordinate(coordinate: CLLocationCoordinate2D(latitude: 100, longitude: 0)) == nil)
    }

    @Test func camerasCompareByValue() {
        let a = CameraUpdate(position: CLLocationCoordinate2D(latitude: 1, longitude: 2), zoom: 3)
        #expect(a == CameraUpdate(position: CLLocationCoordinate2D(latitude: 1, longitude: 2), zoom: 3))
        #expect(a != CameraUpdate(position: CLLocationCoordinate2D(latitude: 1, longitude: 2.5), zoom: 3))
        #expect(a != CameraUpdate(zoom: 3))
    }

    @Test func applyCameraWithoutADurationTakesTomTomsOneSecond() throws {
        let (map, _) = try makeMap()
        var finished: [Bool] = []
        map.applyCamera(CameraUpdate(zoom: 18)) { finished.append($0) }
        try map.advance(by: 0.9)
        #expect(map.cameraProperties.zoom < 18)
        #expect(finished.isEmpty)
        try map.advance(by: 0.1)
        #expect(abs(map.cameraProperties.zoom - 18) < 1e-9)
        #expect(finished == [true])
    }

    @Test func zoomLimitsAreOnTomTomsScaleAndRefuseValuesBeyondIt() throws {
        let (map, _) = try makeMap()
        map.maxZoom = 18
        #expect(map.core.limits.maxZoom == 17)
        map.moveCamera(CameraUpdate(zoom: 20))
        #expect(map.cameraProperties.zoom == 18)
        map.minZoom = 25
        #expect(map.core.diagnostics.last?.field == "minZoom")
        #expect(map.minZoom == 1)
        let region = map.visibleRegion
        #expect(region.farLeft.latitude > region.nearLeft.latitude)
        #expect(region.farRight.longitude > region.farLeft.longitude)
    }
}
