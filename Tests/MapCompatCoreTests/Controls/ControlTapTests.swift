import Foundation
import Testing

@testable import MapCompatCore

struct CompassTests {
    @Test func showsOnlyWhileTurnedOrTilted() throws {
        let h = try Harness(controls: allControls)
        #expect(h.map.visibility(of: .compass) == .hidden)
        try h.map.moveCamera(to: Camera(center: h.map.camera.center, zoom: 15, bearing: 10))
        #expect(h.map.visibility(of: .compass) == .visible)
        try h.map.moveCamera(to: Camera(center: h.map.camera.center, zoom: 15, tilt: 20))
        #expect(h.map.visibility(of: .compass) == .visible)
        try h.map.setControlSettings(MapControlSettings())
        #expect(h.map.visibility(of: .compass) == .hidden)
    }

    @Test func tapLevelsTheMapWithReasonControl() throws {
        let camera = Camera(center: InteractiveMap.defaultCamera.center, zoom: 15, bearing: 40, tilt: 30)
        let h = try Harness(camera: camera, controls: allControls)
        try h.tap(.compass)
        #expect(h.map.camera.bearing == 0)
        #expect(h.map.camera.tilt == 0)
        #expect(h.log.events.contains(.controlTap(.compass)))
        #expect(h.log.events.contains(.cameraWillChange(reason: .control, animated: true)))
        #expect(h.cameraReasons("cameraDidChange") == [.control])
        #expect(h.map.visibility(of: .compass) == .hidden)
        #expect(h.events(of: "mapTap").isEmpty)
    }

    @Test func mapLibreCompassIgnoresTilt() throws {
        let tilted = Camera(center: InteractiveMap.defaultCamera.center, zoom: 15, tilt: 30)
        let h = try Harness(profile: .mapLibre, camera: tilted, controls: allControls)
        #expect(h.map.visibility(of: .compass) == .hidden)
        try h.map.moveCamera(to: Camera(center: tilted.center, zoom: 15, bearing: 90, tilt: 30))
        try h.tap(.compass)
        #expect(h.map.camera.bearing == 0)
        #expect(h.map.camera.tilt == 30)
    }

    @Test func tapWhereTheHiddenCompassWouldBeReachesTheMap() throws {
        let h = try Harness(controls: allControls)
        try h.tap(.compass)
        #expect(h.log.events.contains { if case .mapTap = $0 { true } else { false } })
        #expect(!h.log.events.contains(.controlTap(.compass)))
    }

    @Test func controlAnimationKeepsTheMapBusy() throws {
        let camera = Camera(center: InteractiveMap.defaultCamera.center, zoom: 15, bearing: 90)
        let h = try Harness(camera: camera, controls: allControls)
        try h.tap(.compass, settle: false)
        #expect(!h.map.isIdle)
        try h.settle()
        #expect(h.map.isIdle)
        #expect(h.log.events.last == .cameraIdle)
    }
}

struct ZoomButtonTests {
    @Test func eachTapZoomsOneLevelAnimatedWithReasonControl() throws {
        let h = try Harness(controls: allControls)
        let center = h.map.camera.center
        try h.tap(.zoomIn)
        #expect(h.map.camera.zoom == 16)
        #expect(h.map.camera.center == center)
        #expect(h.log.events.contains(.controlTap(.zoomIn)))
        #expect(h.log.events.contains(.cameraWillChange(reason: .control, animated: true)))
        try h.tap(.zoomOut)
        try h.tap(.zoomOut)
        #expect(h.map.camera.zoom == 14)
    }

    @Test func quickTapsAddUp() throws {
        let h = try Harness(controls: allControls)
        try h.tap(.zoomIn, settle: false)
        try h.tap(.zoomIn)
        #expect(h.map.camera.zoom == 17)
    }

    @Test func tapActsAtOnceWithoutWaitingForADoubleTap() throws {
        let h = try Harness(controls: allControls)
        try h.tap(.zoomIn, settle: false)
        let tap = try #require(h.events(of: "controlTap").first)
        #expect(tap.time < 0.1)
        #expect(h.events(of: "gesture").isEmpty)
    }

    @Test func workWithZoomGesturesOff() throws {
        let h = try Harness(controls: allControls) { $0.isZoomEnabled = false }
        try h.tap(.zoomIn)
        #expect(h.map.camera.zoom == 16)
    }

    @Test func disabledAtTheLimitsAndThenDoNothing() throws {
        let h = try Harness(
            camera: Camera(center: InteractiveMap.defaultCamera.center, zoom: 22), controls: allControls)
        #expect(h.map.visibility(of: .zoomIn) == .disabled)
        #expect(h.map.visibility(of: .zoomOut) == .visible)
        try h.tap(.zoomIn)
        #expect(h.map.camera.zoom == 22)
        #expect(h.log.events.isEmpty)
        try h.map.moveCamera(to: Camera(center: h.map.camera.center, zoom: 0))
        #expect(h.map.visibility(of: .zoomOut) == .disabled)
    }

    @Test func buttonTakesTheTapBeforeAMarkerUnderIt() throws {
        for shown in [true, false] {
            let h = try Harness(controls: MapControlSettings(showsZoomButtons: shown))
            let frame = h.map.frame(of: .zoomIn)
            let under = try #require(h.map.transform.coordinate(at: CGPoint(x: frame.midX, y: frame.maxY)))
            try h.map.scene.add(
                try SceneItem(id: "m", shape: .marker(try MarkerShape(position: under)), tap: .consume))
            try h.tap(.zoomIn)
            let markerTapped = h.log.events.contains(fieldsOf: .overlayTap(id: "m", consumed: true))
            #expect(markerTapped == !shown)
            #expect(h.log.events.contains(.controlTap(.zoomIn)) == shown)
        }
    }

    @Test func aDragStartingOnAButtonDoesNotPanTheMap() throws {
        let h = try Harness(controls: allControls)
        let frame = h.map.frame(of: .zoomIn)
        let start = CGPoint(x: frame.midX, y: frame.midY)
        try h.run { try $0.pan(from: start, to: CGPoint(x: start.x - 200, y: start.y - 300)) }
        #expect(h.map.camera == InteractiveMap.defaultCamera)
        #expect(h.log.events.isEmpty)
    }

    @Test func touchOnAButtonDoesNotStopAnAnimation() throws {
        let h = try Harness(controls: allControls)
        let target = Camera(center: try LatLng(latitude: 37.6, longitude: 127), zoom: 15)
        try h.map.moveCamera(to: target, transition: try CameraTransition(duration: 1))
        let frame = h.map.frame(of: .zoomOut)
        try h.run { try $0.pan(from: CGPoint(x: frame.midX, y: frame.midY), to: CGPoint(x: 100, y: 100)) }
        #expect(!h.log.events.contains(.animationStop))
        #expect(h.map.camera.center == target.center)
    }
}

struct LogoTests {
    @Test func alignmentAndMarginPlaceTheLogo() throws {
        let viewport = try Viewport(width: 400, height: 800, insets: EdgeInsets(top: 20, left: 0, bottom: 30, right: 0))
        let layout = ControlLayout(viewport: viewport)
        let margin = EdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
        let size = ControlLayout.logoSize
        let expected: [LogoAlignment: CGPoint] = [
            .leftBottom: CGPoint(x: 6, y: 800 - 30 - 7 - size.height),
            .rightBottom: CGPoint(x: 400 - 8 - size.width, y: 800 - 30 - 7 - size.height),
            .leftTop: CGPoint(x: 6, y: 20 + 5),
            .rightTop: CGPoint(x: 400 - 8 - size.width, y: 20 + 5),
            .centerBottom: CGPoint(x: (6 + 400 - 8 - size.width) / 2, y: 800 - 30 - 7 - size.height),
        ]
        for (alignment, origin) in expected {
            #expect(layout.logo(LogoPlacement(alignment: alignment, margin: margin)).origin == origin)
        }
    }

    @Test func neverLeavesTheView() throws {
        let layout = ControlLayout(viewport: .neutral)
        let frame = layout.logo(LogoPlacement(alignment: .rightTop, margin: EdgeInsets(top: 5000, right: 5000)))
        #expect(CGRect(x: 0, y: 0, width: 400, height: 800).contains(frame))
    }

    @Test func tapAsksForTheLegalNotice() throws {
        let h = try Harness(controls: MapControlSettings())
        #expect(h.map.visibility(of: .logo) == .visible)
        try h.tap(.logo)
        #expect(h.log.events == [.controlTap(.logo), .legalNotice])
    }

    @Test func logoWithTappingOffLetsTheTapReachTheMap() throws {
        let h = try Harness(controls: MapControlSettings(logo: LogoPlacement(isTappable: false)))
        #expect(h.map.visibility(of: .logo) == .disabled)
        try h.tap(.logo)
        #expect(!h.log.events.contains(.legalNotice))
        #expect(h.events(of: "mapTap").count == 1)
    }

    @Test func noSettingHidesTheLogo() throws {
        let h = try Harness(controls: MapControlSettings())
        for alignment in LogoAlignment.allCases {
            for tappable in [true, false] {
                try h.map.setControlSettings(
                    MapControlSettings(logo: LogoPlacement(alignment: alignment, isTappable: tappable)))
                #expect(h.map.visibility(of: .logo) != .hidden)
            }
        }
    }

    @Test func logoLiesAboveOtherControls() throws {
        let logo = LogoPlacement(alignment: .rightBottom, margin: EdgeInsets(bottom: 10, right: 10))
        let h = try Harness(controls: MapControlSettings(showsZoomButtons: true, logo: logo))
        try h.tap(.logo)
        #expect(h.log.events == [.controlTap(.logo), .legalNotice])
        #expect(h.map.camera.zoom == 15)
    }

    @Test func negativeMarginIsAnErrorNamingTheSide() throws {
        let map = try InteractiveMap()
        let bad = MapControlSettings(logo: LogoPlacement(margin: EdgeInsets(left: -1)))
        #expect(throws: MapCompatError(.outOfRange, field: "logo.margin.left", "-1.0 is negative")) {
            try map.setControlSettings(bad)
        }
        let nan = MapControlSettings(logo: LogoPlacement(margin: EdgeInsets(top: .nan)))
        #expect { try map.setControlSettings(nan) } throws: { ($0 as? MapCompatError)?.field == "logo.margin.top" }
    }
}

struct ControlLayoutTests {
    @Test func framesFollowTheInsets() throws {
        let plain = ControlLayout(viewport: .neutral)
        let inset = ControlLayout(
            viewport: try Viewport(
                width: 400, height: 800, insets: EdgeInsets(top: 40, left: 20, bottom: 60, right: 30)))
        #expect(inset.compass.origin == CGPoint(x: plain.compass.minX + 20, y: plain.compass.minY + 40))
        #expect(inset.zoomOut.origin == CGPoint(x: plain.zoomOut.minX - 30, y: plain.zoomOut.minY - 60))
        #expect(inset.zoomIn.maxY == inset.zoomOut.minY)
    }

    @Test func defaultFramesDoNotOverlap() {
        let layout = ControlLayout(viewport: .neutral)
        let frames = [
            layout.compass, layout.locationButton, layout.zoomIn, layout.zoomOut, layout.indoorLevelPicker(rows: 5),
            layout.logo(LogoPlacement()), layout.scaleBar(length: ScaleBar.maximumLength),
        ]
        for (i, a) in frames.enumerated() {
            for b in frames[(i + 1)...] {
                let shared = a.intersection(b)
                #expect(shared.isNull || shared.width * shared.height == 0, "\(a) and \(b)")
            }
        }
    }

    @Test func vendorsShowTheirDefaultControls() throws {
        let naver = try InteractiveMap(profile: .naver)
        #expect(naver.visibility(of: .zoomIn) == .visible)
        #expect(naver.visibility(of: .scaleBar) == .visible)
        #expect(naver.visibility(of: .locationButton) == .hidden)
        let neutral = try InteractiveMap()
        for control in MapControl.allCases where control != .logo {
            #expect(neutral.visibility(of: control) == .hidden)
        }
    }
}
