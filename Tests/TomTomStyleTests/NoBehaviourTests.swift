import Foundation
import MapCompatCore
import Testing
import TomTomStyle

/// The adapter adds no behaviour: configured alike, a `TomTomMap` and a bare core map given the same touches
/// end with the same camera and the same events.
struct NoBehaviourTests {
    static func script() throws -> [TouchFrame] {
        var script = TouchScript()
        try script.doubleTap(at: point(120, 300))
        try script.wait(0.5)
        try script.pan(from: point(200, 500), to: point(260, 380), release: .fling)
        try script.wait(1)
        try script.pinch(center: point(200, 400), scale: 0.6, release: .fling)
        try script.wait(1)
        try tiltThenTurn(&script)
        try script.wait(0.4)
        try script.twoFingerTap(at: point(220, 420))
        try script.longPress(at: point(100, 700))
        return script.frames
    }

    @Test(arguments: [InteractionProfile.tomTom, .neutral])
    func theAdapterAndTheCoreAgree(profile: InteractionProfile) throws {
        let frames = try Self.script()
        let start = try #require(try? InteractiveMap(profile: profile, camera: InteractiveMap.defaultCamera))
        var coreEvents: [ObservedEvent] = []
        start.addObserver { coreEvents.append($0) }
        try start.handle(frames)
        try start.advance(by: 5)

        let (map, _) = try makeMap(profile: profile)
        var adapterEvents: [ObservedEvent] = []
        map.core.addObserver { adapterEvents.append($0) }
        try map.handle(frames)
        try map.advance(by: 5)

        #expect(map.core.camera == start.camera)
        #expect(adapterEvents == coreEvents)
        #expect(adapterEvents.count > 20)
    }
}
