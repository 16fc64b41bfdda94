import Foundation
import Testing

@testable import MapCompatCore

/// Programmatic camera moves, animations in virtual time and the camera events they report.
struct CameraMovementTests {
    private let seoul = Camera(center: LatLng.seoul, zoom: 15)
    private let busan = Camera(center: LatLng.busan, zoom: 12, bearing: 90, tilt: 30)

    @Test func anImmediateMoveReportsWillChangingDidAndIdle() throws {
        let map = try InteractiveMap()
        let log = EventLog(map)
        try map.moveCamera(to: busan)
        #expect(map.camera == busan)
        #expect(
            log.events == [
                .cameraWillChange(reason: .developer, animated: false), .cameraChanging(reason: .developer),
                .cameraDidChange(reason: .developer), .cameraIdle,
            ])
    }

    @Test func anAnimatedMoveArrivesAtItsEndTimeAndCompletes() throws {
        let map = try InteractiveMap(camera: seoul)
        let log = EventLog(map)
        var finished: Bool?
        try map.moveCamera(to: busan, transition: try CameraTransition(duration: 1), reason: .control) {
            finished = $0
        }
        try map.advance(by: 0.5)
        #expect(map.camera != busan && map.camera != seoul)
        try map.advance(by: 2)
        #expect(map.camera == busan)
        #expect(finished == true)
        #expect(log.events.first == .cameraWillChange(reason: .control, animated: true))
        #expect(log.events.suffix(2) == [.cameraDidChange(reason: .control), .cameraIdle])
        #expect(log.observed.last?.time == 1)
    }

    @Test func stoppingHalfWayLeavesTheCameraWhereTheAnimationWas() throws {
        let reference = try InteractiveMap(camera: seoul)
        try reference.moveCamera(to: busan, transition: try CameraTransition(duration: 1))
        try reference.advance(to: 0.5)

        let map = try InteractiveMap(camera: seoul)
        let log = EventLog(map)
        var finished: Bool?
        try map.moveCamera(to: busan, transition: try CameraTransition(duration: 1)) { finished = $0 }
        try map.advance(to: 0.5)
        map.cancelTransitions()
        #expect(map.camera == reference.camera)
        #expect(finished == false)
        #expect(log.events.suffix(3) == [.animationStop, .cameraDidChange(reason: .developer), .cameraIdle])
        try map.advance(by: 5)
        #expect(map.camera == reference.camera)
    }

    @Test func aNewMoveStopsTheOneUnderWay() throws {
        let map = try InteractiveMap(camera: seoul)
        var results: [Bool] = []
        try map.moveCamera(to: busan, transition: try CameraTransition(duration: 1)) { results.append($0) }
        try map.advance(to: 0.25)
        try map.moveCamera(to: seoul, transition: try CameraTransition(duration: 1)) { results.append($0) }
        try map.advance(to: 2)
        #expect(results == [false, true])
        #expect(map.camera == seoul)
    }

    @Test func theSameClockStepsGiveBitIdenticalCameras() throws {
        func run() throws -> [Camera] {
            let map = try InteractiveMap(camera: seoul)
            var cameras: [Camera] = []
            try map.moveCamera(to: busan, transition: try CameraTransition(duration: 2, path: .fly))
            for step in 1...300 {
                try map.advance(by: Double(step % 7) / 97)
                cameras.append(map.camera)
            }
            return cameras
        }
        #expect(try run() == run())
    }

    @Test func aFlyZoomsOutOnTheWayAndArrivesExactly() throws {
        let map = try InteractiveMap(camera: seoul)
        try map.moveCamera(
            to: Camera(center: LatLng.busan, zoom: 15), transition: try CameraTransition(duration: 2, path: .fly))
        try map.advance(to: 1)
        #expect(map.camera.zoom < 12)
        try map.advance(to: 2)
        #expect(map.camera == Camera(center: LatLng.busan, zoom: 15))
    }

    @Test func zoomAndTiltStayWithinLimitsAndBearingWraps() throws {
        let map = try InteractiveMap(limits: try CameraLimits(minZoom: 2, maxZoom: 18, maxTilt: 45))
        try map.moveCamera(to: Camera(center: LatLng.seoul, zoom: 40, bearing: 725, tilt: 80))
        #expect(map.camera.zoom == 18)
        #expect(map.camera.tilt == 45)
        #expect(map.camera.bearing == 5)
        try map.moveCamera(to: Camera(center: LatLng.seoul, zoom: -3, bearing: -30, tilt: -10))
        #expect(map.camera.zoom == 2)
        #expect(map.camera.tilt == 0)
        #expect(map.camera.bearing == 330)
    }

    @Test func boundsKeepTheCentreInside() throws {
        let bounds = try LatLngBounds(south: 37, west: 126, north: 38, east: 127.5)
        let map = try InteractiveMap(limits: try CameraLimits(bounds: bounds))
        try map.moveCamera(to: Camera(center: LatLng.busan, zoom: 10))
        #expect(map.camera.center == (try LatLng(latitude: 37, longitude: 127.5)))
    }

    @Test func bearingAnimatesTheShortWayRound() throws {
        let map = try InteractiveMap(camera: Camera(center: LatLng.seoul, zoom: 10, bearing: 350))
        try map.moveCamera(
            to: Camera(center: LatLng.seoul, zoom: 10, bearing: 10),
            transition: try CameraTransition(duration: 1, curve: .linear))
        try map.advance(to: 0.5)
        #expect(abs(map.camera.bearing) < 1e-9 || abs(map.camera.bearing - 360) < 1e-9)
    }
}

extension LatLng {
    static let seoul = LatLng(uncheckedLatitude: 37.5666, longitude: 126.9784)
    static let busan = LatLng(uncheckedLatitude: 35.1796, longitude: 129.0756)
}

/// Records what a map reports.
extension [MapEvent] {
    /// Whether an event of `event`'s kind with its version-1 fields is here (the facts added since, such as
    /// a tap's point, are not compared).
    func contains(fieldsOf event: MapEvent) -> Bool {
        contains { $0.kind == event.kind && $0.fields == event.fields }
    }
}

final class EventLog {
    private(set) var observed: [ObservedEvent] = []
    var events: [MapEvent] { observed.map(\.event) }

    init(_ map: InteractiveMap) {
        map.addObserver { [unowned self] in self.observed.append($0) }
    }

    func clear() { observed.removeAll() }
}

extension CameraMovementTests {
    @Test func advancingUntilIdleStopsAtRestOrAtTheBound() throws {
        let map = try InteractiveMap(camera: Camera(center: LatLng.seoul, zoom: 15))
        try map.moveCamera(to: Camera(center: LatLng.busan, zoom: 12), transition: try CameraTransition(duration: 2))
        #expect(try map.advanceUntilIdle(maximum: 0.5) == false)
        #expect(abs(map.now - 0.5) < 1e-9)
        #expect(try map.advanceUntilIdle(maximum: 30))
        #expect(map.now < 2.1)
        #expect { try map.advanceUntilIdle(maximum: .nan) } throws: { ($0 as? MapCompatError)?.field == "maximum" }
    }
}
