import Foundation
import MapCompatCore
import RMMapLayerStyle
import Testing

private func doubleTap(_ map: RMMapView, at point: CGPoint) throws {
    var script = TouchScript(startTime: map.core.now)
    try script.doubleTap(at: point)
    try map.handle(script.frames)
    try map.core.advanceUntilIdle(maximum: 5)
}

@Test func doubleTapZoomsAboutTheTapByDefault() throws {
    let map = testMap(zoom: 14)
    #expect(!map.zoomingInPivotsAroundCenter)
    let tapped = (map.pixel(toCoordinate: CGPoint(x: 100, y: 200)))
    try doubleTap(map, at: CGPoint(x: 100, y: 200))
    #expect(map.zoom == 15)
    let stays = (map.coordinate(toPixel: tapped))
    #expect(abs(stays.x - 100) < 1e-6 && abs(stays.y - 200) < 1e-6)
}

@Test func zoomingInPivotsAroundCenterKeepsTheCentre() throws {
    let map = testMap(zoom: 14)
    map.zoomingInPivotsAroundCenter = true
    #expect(map.core.gestureSettings.centeredKinds == [.doubleTap])
    let centre = map.centerCoordinate
    try doubleTap(map, at: CGPoint(x: 100, y: 200))
    #expect(map.zoom == 15)
    #expect(abs(map.centerCoordinate.latitude - centre.latitude) < 1e-9)
    #expect(abs(map.centerCoordinate.longitude - centre.longitude) < 1e-9)
    map.zoomingInPivotsAroundCenter = false
    #expect(map.core.gestureSettings.centeredKinds.isEmpty)
}

@Test func showsUserLocationIsOffUntilSet() throws {
    let map = testMap()
    #expect(!map.showsUserLocation)
    #expect(!map.core.showsLocationMarker)
    map.showsUserLocation = true
    #expect(map.core.showsLocationMarker)
}
