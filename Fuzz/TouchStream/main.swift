import Foundation
import MapCompatCore

// libFuzzer entry point for the touch-stream path: bytes become a short script of touch frames and time steps
// fed to an `InteractiveMap` with one of the vendor profiles. Bad frames must be refused with a
// `MapCompatError` (the only error `handle` can throw); nothing may trap, and after every step the camera must be
// finite and inside the map's limits. At the end every finger is lifted and 31 s pass: the map must be idle
// with every gesture it began ended.
//
// Input layout (see `Script`): byte 0 picks the profile, byte 1 bit 0 starts a camera animation first; then
// records until the bytes or 64 records run out. A record is an op byte: `op & 7 == 7` advances time by
// `next / 16` s; otherwise it is a frame of `(op >> 3) & 15` touches at `now + Int8(next) / 256` s, each touch
// being id (`& 15`), phase (`% 5`) and x, y as big-endian UInt16 (0xFFF0 and above: NaN, ±infinity, huge...).

private let profiles: [InteractionProfile] = [.neutral, .naver, .mapLibre, .tomTom, .routeMe]
private let phases: [Touch.Phase] = [.began, .moved, .stationary, .ended, .cancelled]
private let specials: [Double] = [
    .nan, .infinity, -.infinity, 1e12, -1e12, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
    .leastNonzeroMagnitude, -0.0, 1e-300, 0x1p53, -0x1p53, 200, 400, 0, 1e308,
]

/// Reads the input from the front; every read past the end gives 0.
private struct Script {
    let bytes: [UInt8]
    var offset = 0

    var isAtEnd: Bool { offset >= bytes.count }

    mutating func byte() -> UInt8 {
        defer { offset += 1 }
        return offset < bytes.count ? bytes[offset] : 0
    }

    mutating func coordinate(span: Double) -> Double {
        let value = UInt16(byte()) << 8 | UInt16(byte())
        guard value < 0xFFF0 else { return specials[Int(value - 0xFFF0)] }
        return Double(value) / Double(0xFFF0) * span - 100
    }
}

/// libFuzzer entry point: runs one input as described at the top of the file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTouchStream(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    var script = Script(bytes: bytes.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? [])
    let profile = profiles[Int(script.byte()) % profiles.count]
    let animate = script.byte() & 1 == 1
    let map: InteractiveMap
    do {
        map = try InteractiveMap(profile: profile)
        if animate {
            try map.moveCamera(
                to: Camera(center: LatLng(latitude: 35.1796, longitude: 129.0756), zoom: 9),
                transition: CameraTransition(duration: 0.4))
        }
    } catch {
        fail("setting up the map failed: \(error)")
    }
    var open: [GestureKind: Int] = [:]
    map.addObserver { observed in
        guard case .gesture(let kind, let phase) = observed.event else { return }
        // A discrete gesture (a tap, double tap or two-finger tap) reports only its end, once recognized.
        if [.tap, .doubleTap, .twoFingerTap].contains(kind) {
            if phase != .ended { fail("a discrete gesture reported \(phase): \(kind)") }
            return
        }
        open[kind, default: 0] += phase == .began ? 1 : (phase == .changed ? 0 : -1)
    }
    var records = 0
    while !script.isAtEnd && records < 64 {
        records += 1
        let op = script.byte()
        do {
            if op & 7 == 7 {
                try map.advance(by: Double(script.byte()) / 16)
            } else {
                let time = map.now + Double(Int8(bitPattern: script.byte())) / 256
                var touches: [Touch] = []
                for _ in 0..<(op >> 3) & 15 {
                    let id = Int(script.byte() & 15)
                    let phase = phases[Int(script.byte()) % phases.count]
                    let x = script.coordinate(span: 600)
                    let y = script.coordinate(span: 1000)
                    touches.append(Touch(id: id, location: CGPoint(x: x, y: y), phase: phase))
                }
                try map.handle(TouchFrame(time: time, touches: touches))
            }
        } catch {
            // A refused frame or step: a `MapCompatError` by the signatures; the map must still be sound.
        }
        check(map, "after record \(records)")
    }
    let lift = map.touches.map { Touch(id: $0.id, location: $0.location, phase: .ended) }
    do {
        try map.handle(TouchFrame(time: map.now + 0.01, touches: lift))
        try map.advance(by: 31)
    } catch {
        fail("lifting every finger and waiting failed: \(error)")
    }
    check(map, "at the end")
    if !map.isIdle { fail("the map is not idle 31 s after the last finger was lifted") }
    if !open.values.allSatisfy({ $0 == 0 }) { fail("gestures left open: \(open)") }
    if !map.gestureRecognizers.allSatisfy({ $0.state == .possible }) { fail("a recognizer did not reset") }
    return 0
}

/// The camera is finite and inside the map's limits.
private func check(_ map: InteractiveMap, _ when: String) {
    let camera = map.camera
    let limits = map.limits
    guard camera.center.latitude.isFinite, camera.center.longitude.isFinite, camera.zoom.isFinite,
        camera.bearing.isFinite, camera.tilt.isFinite
    else { fail("\(when): the camera is not finite: \(camera)") }
    guard camera.zoom >= limits.minZoom, camera.zoom <= limits.maxZoom else {
        fail("\(when): zoom \(camera.zoom) is outside \(limits.minZoom)...\(limits.maxZoom)")
    }
    guard camera.tilt >= 0, camera.tilt <= limits.maxTilt else {
        fail("\(when): tilt \(camera.tilt) is outside 0...\(limits.maxTilt)")
    }
    guard camera.bearing >= 0, camera.bearing < 360 else { fail("\(when): bearing \(camera.bearing)") }
    guard abs(camera.center.latitude) <= 90, abs(camera.center.longitude) <= 180 else {
        fail("\(when): center \(camera.center) is off the globe")
    }
}

/// Reports a broken invariant the way libFuzzer records a crash.
private func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("fuzz-touch-stream: \(message)\n".utf8))
    abort()
}
