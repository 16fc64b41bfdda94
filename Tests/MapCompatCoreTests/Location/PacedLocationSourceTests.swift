import Foundation
import Testing

@testable import MapCompatCore

/// A provider paced in virtual time, shaped as TomTom's `SimulatedLocationProvider` is (its "Route simulation"
/// guide: a first location at start, then one every `delay`): it tells its listener, which hands each report
/// to the map, and may be stopped from that listener's callback.
private final class Drive: PacedLocationSource {
    var positions: [LatLng]
    let delay: Double
    var listener: ((LatLng) -> Void)?
    var timeUntilNextReport: Double?
    var pending: [MapDiagnostic] = []
    private var next = 0

    init(_ positions: [LatLng], every delay: Double) {
        self.positions = positions
        self.delay = delay
    }

    func start() { report() }
    func stop() { timeUntilNextReport = nil }
    func elapse(_ seconds: Double) { timeUntilNextReport = timeUntilNextReport.map { max(0, $0 - seconds) } }

    func report() {
        guard next < positions.count else { return }
        let position = positions[next]
        next += 1
        timeUntilNextReport = next < positions.count ? delay : nil
        if next == positions.count {
            pending.append(MapDiagnostic(field: "drive", value: "\(next)", action: .ignored, message: "arrived"))
        }
        listener?(position)
    }

    func takeDiagnostics() -> [MapDiagnostic] {
        defer { pending = [] }
        return pending
    }
}

struct PacedLocationSourceTests {
    private let route: [LatLng]

    init() throws {
        route = [
            try LatLng(latitude: 37.50, longitude: 127.00), try LatLng(latitude: 37.51, longitude: 127.01),
            try LatLng(latitude: 37.52, longitude: 127.02),
        ]
    }

    private func following(_ drive: Drive) throws -> Harness {
        let h = try Harness()
        h.map.setTrackingMode(.follow, animated: false)
        drive.listener = { position in
            if let fix = try? LocationFix(position: position) { h.map.updateLocation(fix, animated: false) }
        }
        h.log.clear()
        return h
    }

    @Test func eachReportComesAtItsTimeAcrossAdvances() throws {
        let drive = Drive(route, every: 1)
        let h = try following(drive)
        drive.start()
        #expect(h.map.camera.center == route[0])
        try h.map.advance(by: 0.6, pacing: drive)
        #expect(h.map.camera.center == route[0])
        try h.map.advance(by: 0.6, pacing: drive)
        #expect(h.map.camera.center == route[1])
        try h.map.advance(by: 5, pacing: drive)
        #expect(h.map.camera.center == route[2])
        #expect(h.events(of: "cameraWillChange").map(\.time) == [0, 1, 2])
        #expect(h.map.now == 6.2)
        #expect(h.map.diagnostics.entries.map(\.message) == ["arrived"])
    }

    @Test func aListenerThatStopsTheSourceEndsItsReports() throws {
        let drive = Drive(route, every: 1)
        let h = try following(drive)
        let follow = drive.listener
        drive.listener = { [unowned drive] position in  // the source keeps its listener
            follow?(position)
            if position == self.route[1] { drive.stop() }
        }
        drive.start()
        try h.map.advance(by: 10, pacing: drive)
        #expect(h.map.camera.center == route[1])
        #expect(h.map.now == 10)
    }

    @Test func timeThatCannotPassIsAnErrorNamingSeconds() throws {
        let drive = Drive(route, every: 1)
        let h = try following(drive)
        drive.start()
        for bad in [-1, Double.nan, .infinity] {
            #expect { try h.map.advance(by: bad, pacing: drive) } throws: {
                ($0 as? MapCompatError)?.field == "seconds"
            }
        }
        #expect(h.map.now == 0)
        #expect(drive.timeUntilNextReport == 1)
    }
}
