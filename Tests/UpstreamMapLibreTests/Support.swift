import Foundation
import MapCompatCore
import MapLibreStyle
import Testing

// Helpers for the ports of MapLibre Native's own tests (maplibre/maplibre-native platform/ios/test and
// platform/darwin/test). Where an upstream test pokes a private handler with a mock recognizer
// (`handlePinchGesture:` with a scale, `handleRotateGesture:` with a rotation, `handleTwoFingerDragGesture:`
// with a translation), the port plays real fingers whose positions give the same cumulative value, one
// sample per upstream state, and checks after each sample.

/// The screen the upstream tests size their map to (`UIScreen.mainScreen.bounds`, an iPhone's 375 × 667).
let screenBounds = CGRect(x: 0, y: 0, width: 375, height: 667)

/// Plays fingers sample by sample: `positions[i]` is where each finger is at the i-th sample (1/60 s apart);
/// after each sample `check(i)` runs while the fingers are still down; the fingers lift at the end unless
/// `lift` is false.
func playFingers(
    _ mapView: MLNMapView, _ positions: [[CGPoint]], lift: Bool = true, check: (Int) throws -> Void = { _ in }
) throws {
    let start = mapView.core.now
    var samples: [TouchScript.RawSample] = []
    for (index, fingers) in positions.enumerated() {
        var points: [Int: CGPoint] = [:]
        for (finger, point) in fingers.enumerated() { points[finger + 1] = point }
        samples.append(TouchScript.RawSample(time: Double(index) / 60, points: points))
    }
    if lift { samples.append(TouchScript.RawSample(time: Double(positions.count) / 60, points: [:])) }
    var script = TouchScript(startTime: start)
    try script.touches(samples)
    var next = 0
    for frame in script.frames {
        try mapView.handle(frame)
        while next < positions.count, start + Double(next) / 60 <= frame.time + 1e-9 {
            if start + Double(next) / 60 >= frame.time - 1e-9 { try check(next) }
            next += 1
        }
    }
}

/// Two fingers on a horizontal line through `center`, `start · scale` points apart (a pinch of `scale` from
/// fingers `start` points apart, 100 by default).
func pinchFingers(_ center: CGPoint, scale: Double, start: Double = 100) -> [CGPoint] {
    [
        CGPoint(x: center.x - start / 2 * scale, y: center.y), CGPoint(x: center.x + start / 2 * scale, y: center.y),
    ]
}

/// Two fingers 160 points apart, turned `radians` clockwise on screen about `center` (a rotation).
func rotationFingers(_ center: CGPoint, radians: Double) -> [CGPoint] {
    let dx = 80 * cos(radians)
    let dy = 80 * sin(radians)
    return [CGPoint(x: center.x - dx, y: center.y - dy), CGPoint(x: center.x + dx, y: center.y + dy)]
}

/// Rotation samples from `from` to `to` radians in steps of at most 10°, so the fingers' angle never jumps.
func rotationPath(_ center: CGPoint, from: Double, to: Double) -> [[CGPoint]] {
    let steps = max(1, Int((abs(to - from) / (10 * .pi / 180)).rounded(.up)))
    return (1...steps).map { rotationFingers(center, radians: from + (to - from) * Double($0) / Double(steps)) }
}

/// MapLibre's `mbgl::util::wrap(value, 0, 360)`.
func wrap360(_ value: Double) -> Double {
    let wrapped = value.truncatingRemainder(dividingBy: 360)
    return wrapped < 0 ? wrapped + 360 : wrapped
}

/// Whether two numbers agree within `accuracy` (XCTAssertEqualWithAccuracy).
func near(_ a: Double, _ b: Double, _ accuracy: Double) -> Bool { abs(a - b) <= accuracy }

/// The camera with its pitch changed: MLNMapViewPitchTests' private `cameraByTiltingToPitch:` (a copy of
/// the current camera with a new pitch).
func camera(of mapView: MLNMapView, tiltedTo pitch: CGFloat) -> MLNMapCamera {
    let camera = mapView.camera
    camera.pitch = pitch
    return camera
}
