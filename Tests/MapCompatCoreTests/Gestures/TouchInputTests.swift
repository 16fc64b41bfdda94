import Foundation
import Testing

@testable import MapCompatCore

/// Touch frames that cannot happen are rejected whole with a typed error.
struct TouchInputTests {
    private func frame(_ time: Double, _ touches: (Int, Double, Double, Touch.Phase)...) -> TouchFrame {
        TouchFrame(time: time, touches: touches.map { Touch(id: $0.0, location: point($0.1, $0.2), phase: $0.3) })
    }

    private func code(_ body: () throws -> Void) -> MapCompatError.Code? {
        do {
            try body()
            return nil
        } catch let error as MapCompatError {
            return error.code
        } catch {
            return nil
        }
    }

    @Test func aNonFinitePositionIsRejected() throws {
        let map = try InteractiveMap()
        #expect(code { try map.handle(frame(0, (1, .nan, 10, .began))) } == .nonFinite)
        #expect(map.touches.isEmpty)
    }

    /// The position checks run as one comparison on the common path; the error still names what the rules
    /// check first: a position that is not finite before one out of range, x before y, and a time that is not
    /// finite before any touch.
    @Test func aRefusedPositionNamesTheFirstRuleItBreaks() throws {
        let map = try InteractiveMap()
        let far = TouchTracker.coordinateLimit * 2
        let cases: [(TouchFrame, MapCompatError.Code, String)] = [
            (frame(0, (1, far, .nan, .began)), .nonFinite, "touches[0].location.y"),
            (frame(0, (1, .infinity, far, .began)), .nonFinite, "touches[0].location.x"),
            (frame(0, (1, 10, 10, .began), (2, 10, -far, .began)), .outOfRange, "touches[1].location.y"),
            (frame(0, (1, -far, far, .began)), .outOfRange, "touches[0].location.x"),
            (frame(.nan, (1, .nan, 10, .began)), .nonFinite, "time"),
        ]
        for (refused, expectedCode, field) in cases {
            let error = #expect(throws: MapCompatError.self) { try map.handle(refused) }
            #expect(error?.code == expectedCode)
            #expect(error?.field == field)
        }
        #expect(map.touches.isEmpty)
    }

    @Test func timeRunningBackwardsIsRejected() throws {
        let map = try InteractiveMap()
        try map.handle(frame(1, (1, 10, 10, .began)))
        #expect(code { try map.handle(frame(0.5, (1, 10, 20, .moved))) } == .timeWentBackwards)
        #expect(map.touches.first?.location == point(10, 10))
    }

    @Test func aTouchThatEndsWithoutBeginningIsRejected() throws {
        let map = try InteractiveMap()
        #expect(code { try map.handle(frame(0, (7, 10, 10, .ended))) } == .invalidTouchSequence)
        #expect(code { try map.handle(frame(0, (7, 10, 10, .moved))) } == .invalidTouchSequence)
    }

    @Test func aTouchThatBeginsTwiceIsRejected() throws {
        let map = try InteractiveMap()
        try map.handle(frame(0, (1, 10, 10, .began)))
        #expect(code { try map.handle(frame(0.1, (1, 20, 20, .began))) } == .invalidTouchSequence)
        #expect(code { try map.handle(frame(0.1, (2, 20, 20, .began), (2, 30, 30, .moved))) } == .invalidTouchSequence)
    }

    @Test func moreThanTenTouchesAreRejected() throws {
        let map = try InteractiveMap()
        let ten = TouchFrame(
            time: 0, touches: (1...10).map { Touch(id: $0, location: point(Double($0) * 10, 10), phase: .began) })
        try map.handle(ten)
        #expect(code { try map.handle(frame(0.1, (11, 5, 5, .began))) } == .tooManyTouches)
        #expect(map.touches.count == 10)
    }

    @Test func aMissingTouchIsStationaryAndCancellingLiftsEverything() throws {
        let map = try InteractiveMap()
        try map.handle(frame(0, (1, 10, 10, .began), (2, 50, 10, .began)))
        try map.handle(frame(0.1, (1, 12, 10, .moved)))
        #expect(map.touches.map(\.location) == [point(12, 10), point(50, 10)])
        try map.handle(frame(0.2, (1, 12, 10, .cancelled), (2, 50, 10, .cancelled)))
        #expect(map.touches.isEmpty)
    }

    @Test func scriptsRejectBadNumbers() {
        var script = TouchScript()
        #expect(code { try script.pinch(center: point(1, 1), scale: 0) } == .outOfRange)
        #expect(code { try script.pan(from: point(.infinity, 1), to: point(1, 1)) } == .nonFinite)
        #expect(code { try script.wait(-1) } == .outOfRange)
        #expect(
            code {
                try script.touches([.init(time: 1, points: [1: point(1, 1)]), .init(time: 0.5, points: [:])])
            } == .timeWentBackwards)
        #expect(script.frames.isEmpty)
    }

    @Test func scriptsSampleMovementAt120Hertz() throws {
        var script = TouchScript()
        try script.pan(from: point(0, 0), to: point(0, 120), duration: 0.5)
        let moves = script.frames.filter { $0.touches.first?.phase == .moved }
        #expect(moves.count == 60)
        #expect(abs(script.time - 0.6) < 1e-12)
        #expect(script.frames.last?.touches.first?.phase == .ended)
    }

    @Test func rawSamplesBecomePhases() throws {
        var script = TouchScript()
        try script.touches([
            .init(time: 0, points: [1: point(0, 0)]), .init(time: 0.1, points: [1: point(0, 5), 2: point(9, 9)]),
            .init(time: 0.2, points: [2: point(9, 9)]), .init(time: 0.3, points: [2: point(9, 9)], cancel: true),
        ])
        let phases = script.frames.map { $0.touches.map(\.phase) }
        #expect(phases == [[.began], [.moved, .began], [.stationary, .ended], [.cancelled]])
    }
}
