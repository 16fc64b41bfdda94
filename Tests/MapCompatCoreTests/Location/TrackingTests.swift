import Foundation
import Testing

@testable import MapCompatCore

private let home = InteractiveMap.defaultCamera.center

private func fix(_ latitude: Double, _ longitude: Double, heading: Double? = nil) throws -> LocationFix {
    try LocationFix(position: try LatLng(latitude: latitude, longitude: longitude), heading: heading)
}

struct LocationFollowTests {
    @Test func followingMovesTheCameraWithReasonLocation() throws {
        let h = try Harness()
        h.map.setTrackingMode(.follow)
        #expect(h.log.events == [.trackingMode(.follow, animated: true)])
        h.map.updateLocation(try fix(37.57, 126.98))
        #expect(h.log.events.contains(.cameraWillChange(reason: .location, animated: true)))
        try h.settle()
        #expect(h.map.camera.center == (try LatLng(latitude: 37.57, longitude: 126.98)))
        #expect(h.cameraReasons("cameraDidChange") == [.location])
        #expect(h.map.camera.zoom == 15)
    }

    @Test func enteringFollowBringsTheCameraToTheKnownLocation() throws {
        let h = try Harness()
        h.map.updateLocation(try fix(37.5, 127))
        #expect(h.map.camera.center == home)
        h.map.setTrackingMode(.follow, animated: false)
        #expect(h.map.camera.center == (try LatLng(latitude: 37.5, longitude: 127)))
        #expect(h.log.events.first == .trackingMode(.follow, animated: false))
        #expect(h.log.events.contains(.cameraWillChange(reason: .location, animated: false)))
    }

    @Test func headingTrackingTurnsTheMap() throws {
        let h = try Harness()
        h.map.setTrackingMode(.followWithHeading)
        h.map.updateLocation(try fix(37.56, 126.97, heading: -90))
        try h.settle()
        #expect(h.map.camera.bearing == 270)
        h.map.updateLocation(try fix(37.56, 126.97))
        try h.settle()
        #expect(h.map.camera.bearing == 270)
    }

    @Test func noFollowAndNoneLeaveTheCamera() throws {
        for mode in [TrackingMode.none, .noFollow] {
            let h = try Harness()
            h.map.setTrackingMode(mode)
            h.map.updateLocation(try fix(37.5, 127))
            try h.settle()
            #expect(h.map.camera == InteractiveMap.defaultCamera)
            #expect(h.map.location?.position == (try LatLng(latitude: 37.5, longitude: 127)))
        }
    }

    @Test func settingTheSameModeReportsNothing() throws {
        let h = try Harness()
        h.map.setTrackingMode(.none)
        #expect(h.log.events.isEmpty)
    }

    @Test func simulatedSourceDeliversEachFixAtItsTime() throws {
        let h = try Harness()
        h.map.setTrackingMode(.follow)
        h.log.clear()
        var source = try SimulatedLocationSource([
            try TimedLocationFix(time: 1, fix: try fix(37.5, 127)),
            try TimedLocationFix(time: 3, fix: try fix(37.4, 127.1)),
        ])
        try h.map.advance(to: 2, delivering: &source)
        #expect(source.pending.count == 1)
        #expect(h.map.camera.center == (try LatLng(latitude: 37.5, longitude: 127)))
        #expect(h.events(of: "cameraWillChange").map(\.time) == [1])
        try h.map.advance(to: 5, delivering: &source)
        #expect(source.pending.isEmpty)
        #expect(h.events(of: "cameraWillChange").map(\.time) == [1, 3])
        #expect(h.map.camera.center == (try LatLng(latitude: 37.4, longitude: 127.1)))
    }

    @Test func badInputIsAnErrorNamingTheField() throws {
        #expect { try fix(0, 0, heading: .nan) } throws: { ($0 as? MapCompatError)?.field == "heading" }
        let late = try TimedLocationFix(time: 2, fix: try fix(0, 0))
        let early = try TimedLocationFix(time: 1, fix: try fix(0, 0))
        #expect { try SimulatedLocationSource([late, early]) } throws: {
            ($0 as? MapCompatError)?.field == "fixes[1].time"
        }
        let map = try InteractiveMap()
        var source = try SimulatedLocationSource([early])
        try map.advance(by: 3)
        #expect { try map.advance(to: 2, delivering: &source) } throws: {
            ($0 as? MapCompatError)?.code == .timeWentBackwards
        }
        #expect(source.pending.count == 1)
    }
}

struct TrackingInterruptionTests {
    private func following(_ profile: InteractionProfile, _ mode: TrackingMode) throws -> Harness {
        let h = try Harness(profile: profile)
        h.map.updateLocation(try fix(home.latitude, home.longitude, heading: 0))
        h.map.setTrackingMode(mode, animated: false)
        h.log.clear()
        return h
    }

    @Test func panEndsFollowingAsTheProfileSays() throws {
        let expected: [(InteractionProfile, TrackingMode)] = [
            (.neutral, .noFollow), (.naver, .noFollow), (.mapLibre, .noFollow), (.routeMe, .noFollow),
        ]
        for (profile, after) in expected {
            let h = try following(profile, .follow)
            try h.run { try $0.pan(from: point(200, 400), to: point(200, 200)) }
            #expect(h.map.trackingMode == after, "\(profile.name)")
            let modeEvent = h.log.events.firstIndex(of: .trackingMode(after, animated: false))
            let panBegan = h.log.events.firstIndex(of: .gesture(.pan, .began))
            #expect(modeEvent != nil && panBegan != nil && modeEvent! < panBegan!)
            // No fix pulls the camera back once following ended.
            let moved = h.map.camera.center
            h.map.updateLocation(try fix(home.latitude, home.longitude))
            try h.settle()
            #expect(h.map.camera.center == moved)
        }
    }

    @Test func rotationDropsOnlyTheHeadingOnMapLibre() throws {
        let h = try following(.mapLibre, .followWithHeading)
        try h.run { try $0.rotate(center: point(200, 400), degrees: 40) }
        #expect(h.map.trackingMode == .follow)
        let follow = try following(.mapLibre, .follow)
        try follow.run { try $0.rotate(center: point(200, 400), degrees: 40) }
        #expect(follow.map.trackingMode == .follow)
        let naver = try following(.naver, .followWithHeading)
        try naver.run { try $0.rotate(center: point(200, 400), degrees: 40) }
        #expect(naver.map.trackingMode == .noFollow)
    }

    @Test func zoomGesturesKeepFollowingOnMapLibre() throws {
        let h = try following(.mapLibre, .follow)
        try h.run { try $0.doubleTap(at: point(200, 400)) }
        try h.run { try $0.pinch(center: point(200, 400), scale: 2) }
        #expect(h.map.trackingMode == .follow)
        #expect(h.map.camera.zoom > 15)
    }

    @Test func tapsAndLongPressesKeepFollowing() throws {
        let h = try following(.neutral, .follow)
        try h.run { try $0.tap(at: point(200, 400)) }
        try h.run { try $0.longPress(at: point(200, 400)) }
        #expect(h.map.trackingMode == .follow)
    }

    @Test func gesturesLeaveModesThatDoNotFollow() {
        for table in [TrackingInterruption.naver, .mapLibre, .routeMe] {
            for kind in GestureKind.allCases {
                #expect(table.mode(after: kind, from: .none) == .none)
                #expect(table.mode(after: kind, from: .noFollow) == .noFollow)
            }
        }
    }
}

struct LocationButtonTests {
    @Test func eachTapMovesAlongTheCycle() throws {
        let h = try Harness(controls: MapControlSettings(showsLocationButton: true))
        h.map.updateLocation(try fix(37.55, 126.99, heading: 45))
        var modes: [TrackingMode] = []
        for _ in 0..<4 {
            try h.tap(.locationButton)
            modes.append(h.map.trackingMode)
        }
        #expect(modes == [.follow, .followWithHeading, .none, .follow])
        #expect(h.events(of: "controlTap").count == 4)
        #expect(h.map.camera.center == (try LatLng(latitude: 37.55, longitude: 126.99)))
        #expect(h.cameraReasons("cameraWillChange").allSatisfy { $0 == .location })
    }

    @Test func noFollowGoesToFollow() {
        #expect(TrackingCycle.neutral.next(after: .noFollow) == .follow)
    }

    @Test func hiddenButtonLetsTheTapReachTheMap() throws {
        let h = try Harness(controls: MapControlSettings())
        try h.tap(.locationButton)
        #expect(h.map.trackingMode == .none)
        #expect(h.events(of: "mapTap").count == 1)
    }

    @Test func compassTapEndsHeadingTrackingButKeepsFollowing() throws {
        let h = try Harness(controls: MapControlSettings(showsCompass: true))
        h.map.updateLocation(try fix(37.55, 126.99, heading: 120))
        h.map.setTrackingMode(.followWithHeading, animated: false)
        #expect(h.map.camera.bearing == 120)
        try h.tap(.compass)
        #expect(h.map.trackingMode == .follow)
        #expect(h.map.camera.bearing == 0)
        h.map.updateLocation(try fix(37.54, 126.98, heading: 200))
        try h.settle()
        #expect(h.map.camera.bearing == 0)
        #expect(h.map.camera.center == (try LatLng(latitude: 37.54, longitude: 126.98)))
    }
}
