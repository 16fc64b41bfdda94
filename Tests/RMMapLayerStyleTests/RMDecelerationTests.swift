import Foundation
import MapCompatCore
import RMMapLayerStyle
import Testing

/// How far a fling carries the map after the finger lifts, by deceleration mode.
private func flingDrift(_ mode: RMMapDecelerationMode) throws -> Double {
    let map = testMap(zoom: 14)
    map.decelerationMode = mode
    var script = TouchScript(startTime: map.core.now)
    try script.pan(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.2, release: .fling)
    try map.handle(script.frames)
    let atLift = map.core.camera.center.longitude
    try map.core.advanceUntilIdle(maximum: 5)
    return abs(map.core.camera.center.longitude - atLift)
}

@Test func fastDecelerationIsRouteMesDefault() throws {
    #expect(testMap(zoom: 14).decelerationMode == RMMapDecelerationFast)
}

@Test func normalDriftsFurtherThanFastAndOffStopsDead() throws {
    let normal = try flingDrift(RMMapDecelerationNormal)
    let fast = try flingDrift(RMMapDecelerationFast)
    #expect(normal > fast)
    #expect(fast > 0)
    #expect(try flingDrift(RMMapDecelerationOff) == 0)
}
