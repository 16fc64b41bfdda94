import Foundation
import Testing

@testable import MapCompatCore

/// A map with an event log, driven by touch scripts.
struct Harness {
    let map: InteractiveMap
    let log: EventLog

    init(
        profile: InteractionProfile = .neutral, camera: Camera? = nil,
        settings: ((inout GestureSettings) -> Void)? = nil
    )
        throws
    {
        map = try InteractiveMap(profile: profile, camera: camera ?? InteractiveMap.defaultCamera)
        if let settings { settings(&map.gestureSettings) }
        log = EventLog(map)
    }

    /// Builds frames starting now and feeds them; then lets time run until idle (at most 30 s).
    func run(settle: Bool = true, _ build: (inout TouchScript) throws -> Void) throws {
        var script = TouchScript(startTime: map.now)
        try build(&script)
        for frame in script.frames {
            try map.handle(frame)
            #expect(map._checkInvariants() == [], "after the frame at \(frame.time)")
        }
        try map.advance(to: max(map.now, script.time))
        if settle { try self.settle() }
    }

    func settle() throws {
        try map.advanceUntilIdle(maximum: 30)
    }

    var gestureEvents: [MapEvent] { log.events.filter { if case .gesture = $0 { true } else { false } } }

    func events(of kind: String) -> [ObservedEvent] { log.observed.filter { $0.event.kind.rawValue == kind } }
}

func point(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x, y: y) }
