import Foundation
import MapCompatCore

/// `mapcompat-bench gestures [--frames N]`: replays N touch frames of mixed gestures (pans, flings,
/// pinches, rotations, tilts, taps, double taps, long presses) through one map and prints
/// `frames=… seconds=… frames_per_s=…`. Building the frames is not timed; handling them is phase `handle`
/// (`--count handle`).
func runGestureBenchmark(_ arguments: [String]) {
    let options = BenchmarkOptions(arguments)
    let target = options.int("frames", default: 1_000_000)
    do {
        let frames = try mixedGestureFrames(count: target)
        let map = try InteractiveMap()
        // The app's observer, as cheap as an observer gets: a captured `var` would add an exclusivity check per
        // event (`swift_beginAccess`, about 75 instructions) that is the benchmark's, not the map's.
        let events = EventCount()
        map.addObserver { _ in events.count += 1 }
        let seconds = try measure("handle") {
            for frame in frames { try map.handle(frame) }
        }
        print("frames=\(frames.count)")
        print("events=\(events.count)")
        print("seconds=\(String(format: "%.4f", seconds))")
        print("frames_per_s=\(Int(Double(frames.count) / seconds))")
        print("final_zoom=\(String(format: "%.6f", map.camera.zoom))")
    } catch {
        FileHandle.standardError.write(Data("mapcompat-bench: \(error)\n".utf8))
        exit(1)
    }
}

/// A repeating cycle of gestures, each starting after the map has come to rest, until `count` frames.
private func mixedGestureFrames(count: Int) throws -> [TouchFrame] {
    var script = TouchScript()
    var frames: [TouchFrame] = []
    frames.reserveCapacity(count + 200)
    var cycle = 0
    while frames.count < count {
        let y = 300 + Double(cycle % 7) * 20
        try script.pan(from: CGPoint(x: 200, y: y + 150), to: CGPoint(x: 180, y: y - 50), duration: 0.5)
        try script.pan(from: CGPoint(x: 100, y: y), to: CGPoint(x: 300, y: y), duration: 0.2, release: .fling)
        try script.wait(1.2)
        try script.pinch(center: CGPoint(x: 200, y: 400), scale: cycle % 2 == 0 ? 1.6 : 0.625, duration: 0.5)
        try script.rotate(center: CGPoint(x: 200, y: 400), degrees: cycle % 2 == 0 ? 25 : -25, duration: 0.5)
        try script.tilt(center: CGPoint(x: 200, y: 400), dy: cycle % 2 == 0 ? -40 : 40, duration: 0.4)
        try script.tap(at: CGPoint(x: 120, y: 240))
        try script.wait(0.5)
        try script.doubleTap(at: CGPoint(x: 220, y: 420))
        try script.wait(0.5)
        try script.twoFingerTap(at: CGPoint(x: 200, y: 400))
        try script.wait(0.5)
        try script.longPress(at: CGPoint(x: 200, y: 400), duration: 0.7)
        try script.wait(0.5)
        frames.append(contentsOf: script.frames)
        script = TouchScript(startTime: script.time)
        cycle += 1
    }
    return frames
}

/// The number of events the benchmark's observer saw.
private final class EventCount {
    @exclusivity(unchecked) var count = 0
}
