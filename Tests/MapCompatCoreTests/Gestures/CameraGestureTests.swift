import Foundation
import Testing

@testable import MapCompatCore

/// What each built-in gesture does to the camera, driven by touch scripts.
struct CameraGestureTests {
    @Test func aPanKeepsTheGrabbedPositionUnderTheLiftedFinger() throws {
        let h = try Harness { $0.deceleration = .immediate }
        let grabbed = try #require(h.map.transform.coordinate(at: point(200, 500)))
        try h.run { try $0.pan(from: point(200, 500), to: point(200, 300), duration: 0.5, release: .fling) }
        let shown = try #require(h.map.transform.point(for: grabbed))
        #expect(abs(shown.x - 200) < 1e-6)
        #expect(abs(shown.y - 300) < 1e-6)
    }

    @Test func aPanUnderBearingAndTiltKeepsTheGrabbedPositionUnderTheFinger() throws {
        let camera = Camera(center: LatLng.seoul, zoom: 15, bearing: 30, tilt: 45)
        let h = try Harness(camera: camera) { $0.deceleration = .immediate }
        let grabbed = try #require(h.map.transform.coordinate(at: point(120, 600)))
        try h.run { try $0.pan(from: point(120, 600), to: point(260, 480), duration: 0.4) }
        let shown = try #require(h.map.transform.point(for: grabbed))
        #expect(abs(shown.x - 260) < 1e-3)
        #expect(abs(shown.y - 480) < 1e-3)
    }

    @Test func aPanReportsItsPhasesAndCameraEventsWithReasonGesture() throws {
        let h = try Harness()
        try h.run { try $0.pan(from: point(200, 500), to: point(200, 300)) }
        let phases = h.gestureEvents.compactMap { if case .gesture(.pan, let phase) = $0 { phase } else { nil } }
        #expect(phases.first == .began)
        #expect(phases.last == .ended)
        #expect(phases.dropFirst().dropLast().allSatisfy { $0 == .changed })
        #expect(h.log.events.contains(.cameraWillChange(reason: .gesture, animated: false)))
        #expect(h.log.events.suffix(2) == [.cameraDidChange(reason: .gesture), .cameraIdle])
    }

    @Test func pinchingToTwiceTheSpreadZoomsInByExactlyOneLevel() throws {
        let h = try Harness { $0.deceleration = .immediate }
        try h.run { try $0.pinch(center: point(200, 400), scale: 2, duration: 0.5) }
        #expect(abs(h.map.camera.zoom - 16) < 1e-9)
    }

    @Test func aPinchKeepsThePositionUnderItsCentre() throws {
        let h = try Harness { $0.deceleration = .immediate }
        let under = try #require(h.map.transform.coordinate(at: point(150, 300)))
        try h.run { try $0.pinch(center: point(150, 300), scale: 0.5) }
        #expect(abs(h.map.camera.zoom - 14) < 1e-9)
        let shown = try #require(h.map.transform.point(for: under))
        #expect(abs(shown.x - 150) < 1e-6 && abs(shown.y - 300) < 1e-6)
    }

    @Test func turningTwoFingersClockwiseTurnsTheBearingBack() throws {
        let h = try Harness()
        try h.run { try $0.rotate(center: point(200, 400), degrees: 40) }
        #expect(abs(Angle.difference(from: 320, to: h.map.camera.bearing)) < 1e-6)
    }

    @Test func movingTwoFingersUpTiltsTheMap() throws {
        let h = try Harness()
        try h.run { try $0.tilt(center: point(200, 400), dy: -60) }
        #expect(abs(h.map.camera.tilt - 30) < 1e-9)
        try h.run { try $0.tilt(center: point(200, 400), dy: -200) }
        #expect(h.map.camera.tilt == 60)
    }

    @Test(arguments: [
        (InteractionProfile.neutral, 15.4, 16.4), (.mapLibre, 15.4, 16), (.mapLibre, 15.6, 17), (.routeMe, 15.4, 16),
        (.routeMe, 15.9, 17),
    ])
    func aDoubleTapZoomsInByTheProfilesRule(profile: InteractionProfile, from: Double, to: Double) throws {
        let h = try Harness(profile: profile, camera: Camera(center: LatLng.seoul, zoom: from))
        try h.run { try $0.doubleTap(at: point(100, 200)) }
        #expect(abs(h.map.camera.zoom - to) < 1e-9)
        #expect(h.events(of: "mapDoubleTap").count == 1)
        #expect(h.log.events.contains(.cameraWillChange(reason: .gesture, animated: true)))
    }

    @Test func aDoubleTapZoomsAboutTheTap() throws {
        let h = try Harness()
        let under = try #require(h.map.transform.coordinate(at: point(100, 200)))
        try h.run { try $0.doubleTap(at: point(100, 200)) }
        let shown = try #require(h.map.transform.point(for: under))
        #expect(abs(shown.x - 100) < 1e-6 && abs(shown.y - 200) < 1e-6)
    }

    @Test func aTwoFingerTapZoomsOut() throws {
        let h = try Harness()
        try h.run { try $0.twoFingerTap(at: point(200, 400)) }
        #expect(abs(h.map.camera.zoom - 14) < 1e-9)
        #expect(h.events(of: "mapTwoFingerTap").count == 1)
        #expect(h.events(of: "mapTap").isEmpty)
    }

    @Test func aQuickZoomChangesZoomByTheDragOverPointsPerLevel() throws {
        let h = try Harness()
        try h.run { try $0.quickZoom(at: point(200, 400), dy: 150) }
        #expect(abs(h.map.camera.zoom - 17) < 1e-9)
        #expect(h.events(of: "mapTap").isEmpty)
        #expect(h.events(of: "mapDoubleTap").isEmpty)
    }

    @Test func aTouchHalfWayThroughAnAnimationStopsItWhereItIs() throws {
        let reference = try InteractiveMap()
        let target = Camera(center: LatLng.busan, zoom: 10)
        try reference.moveCamera(to: target, transition: try CameraTransition(duration: 1))
        try reference.advance(to: 0.5)

        let h = try Harness()
        try h.map.moveCamera(to: target, transition: try CameraTransition(duration: 1))
        try h.map.advance(to: 0.5)
        try h.run { try $0.tap(at: point(200, 400)) }
        #expect(h.map.camera == reference.camera)
        #expect(h.log.events.contains(.animationStop))
    }

    @Test func withTheStopGestureOffATouchLetsTheAnimationFinish() throws {
        let h = try Harness { $0.isStopEnabled = false }
        let target = Camera(center: LatLng.busan, zoom: 10)
        try h.map.moveCamera(to: target, transition: try CameraTransition(duration: 1))
        try h.map.advance(to: 0.5)
        try h.run { try $0.tap(at: point(200, 400)) }
        #expect(h.map.camera == target)
        #expect(!h.log.events.contains(.animationStop))
    }

    @Test func aFlingDriftsFurtherWithNormalThanFastAndNotAtAllWithImmediate() throws {
        func travel(_ rate: DecelerationRate) throws -> Double {
            let h = try Harness { $0.deceleration = rate }
            try h.run { try $0.pan(from: point(200, 600), to: point(200, 300), duration: 0.3, release: .fling) }
            let start = try #require(h.map.transform.point(for: InteractiveMap.defaultCamera.center))
            return Double(400 - start.y)  // how far the original centre moved up, beyond the pan itself
        }
        let normal = try travel(.normal)
        let fast = try travel(.fast)
        let immediate = try travel(.immediate)
        #expect(abs(immediate - 300) < 1e-6)
        #expect(fast > immediate + 100)
        #expect(normal > fast)
    }

    @Test func zoomAndTiltStayWithinLimitsDuringGestures() throws {
        let h = try Harness { $0.deceleration = .immediate }
        try h.run { try $0.pinch(center: point(200, 400), scale: 200) }
        #expect(h.map.camera.zoom == 22)
        try h.run { try $0.pinch(center: point(200, 400), scale: 0.0001) }
        #expect(h.map.camera.zoom >= 0)
    }

    @Test func bearingWithinTheSnapToleranceSnapsToNorth() throws {
        let h = try Harness(profile: .mapLibre)
        try h.run { try $0.rotate(center: point(200, 400), degrees: -6, duration: 1) }
        #expect(h.map.camera.bearing == 0)
        try h.run { try $0.rotate(center: point(200, 400), degrees: -20, duration: 1) }
        #expect(abs(h.map.camera.bearing - 20) < 1e-6)
    }
}
