import Foundation
import MapCompatCore
import Testing
import TomTomStyle

/// `disabledGestures` and `setExclusiveGestures`, as seed 002 shows them.
struct GestureSettingTests {
    @Test func theSeedsDisabledGesturesSwitchOffTapAndDoubleTap() throws {
        let (map, log) = try makeMap()
        map.disabledGestures = [.doubleTap, .tap]
        #expect(map.disabledGestures == [.tap, .doubleTap])
        #expect(map.core.gestureSettings.disabled == [.tap, .doubleTap])
        try map.play { try $0.tap(at: point(200, 400)) }
        try map.play { try $0.doubleTap(at: point(200, 400)) }
        #expect(!log.interactions.contains("tapped"))
        #expect(!log.interactions.contains("doubleTapped"))
        #expect(map.cameraProperties.zoom == 16)
    }

    @Test func gesturesComeBackWhenTheListIsEmptiedOrHoldsOnlyNone() throws {
        let (map, log) = try makeMap()
        map.disabledGestures = [.doubleTap, .tap]
        map.disabledGestures = [.none]
        #expect(map.disabledGestures.isEmpty)
        try map.play { try $0.doubleTap(at: point(200, 400)) }
        #expect(log.interactions.contains("doubleTapped"))
    }

    @Test func everyDisableOptionNamesOneCoreKind() {
        let kinds = MapGestureDisableOption.allCases.compactMap(\.gestureKind)
        #expect(Set(kinds) == Set(GestureKind.allCases))
        for kind in GestureKind.allCases { #expect(MapGestureDisableOption(kind).gestureKind == kind) }
    }

    @Test func doubleTapAndPanIsTheQuickZoom() throws {
        let (map, _) = try makeMap()
        map.disabledGestures = [.doubleTapAndPan]
        try map.play { try $0.quickZoom(at: point(200, 400), dy: 150) }
        #expect(map.cameraProperties.zoom < 17.5)
        map.disabledGestures = []
        try map.play { try $0.quickZoom(at: point(200, 400), dy: 150) }
        #expect(map.cameraProperties.zoom > 17.5)
    }

    @Test func theDefaultExclusionTableIsTheSeeds() throws {
        let (map, _) = try makeMap()
        // Read as "X excludes Y": Y is blocked while X is in progress.
        #expect(map.blockedGestures(of: .rotate) == [.tilt, .longPress])
        #expect(map.blockedGestures(of: .pinch) == [.tilt, .rotate, .longPress, .doubleTap])
        #expect(map.blockedGestures(of: .tilt) == [.rotate, .pinch, .pan, .longPress])
        #expect(map.blockedGestures(of: .doubleTap) == [.longPress])
        for free: GestureType in [.pan, .longPress, .tap, .twoFingerTap, .doubleTapAndPan] {
            #expect(map.blockedGestures(of: free) == [])
        }
    }

    @Test func theSeedsPanExampleBlocksPanningWhileScaling() throws {
        let (map, _) = try makeMap()
        map.setExclusiveGestures(gesture: .pan, blockedGestures: [.pinch])
        #expect(map.blockedGestures(of: .pan) == .pinch)
        #expect(map.core.gestureSettings.exclusions[.pan] == [.pinch])
        // Scale, lift one finger and drag the other: the map does not pan.
        let before = try #require(map.coordinateForPoint(point: point(200, 400)))
        try map.play { script in
            var samples: [TouchScript.RawSample] = []
            for step in 0...30 {
                let u = Double(step) / 30
                samples.append(
                    .init(time: 0.25 * u, points: [1: point(150 - 50 * u, 400), 2: point(250 + 50 * u, 400)]))
            }
            // The fingers rest, so the pinch does not drift, then the first one lifts.
            samples.append(.init(time: 0.4, points: [1: point(100, 400), 2: point(300, 400)]))
            for step in 1...30 {
                let u = Double(step) / 30
                samples.append(.init(time: 0.4 + 0.25 * u, points: [2: point(300, 400 + 150 * u)]))
            }
            samples.append(.init(time: 0.8, points: [2: point(300, 550)]))
            samples.append(.init(time: 0.81, points: [:]))
            try script.touches(samples)
        }
        let after = map.cameraProperties.position
        #expect(abs(after.latitude - before.latitude) < 1e-6)
        #expect(abs(map.cameraProperties.zoom - 17) < 1e-6)
    }

    @Test func theSeedsEmptyListLiftsEveryRestrictionOnRotation() throws {
        let (held, _) = try makeMap()
        try held.play { try tiltThenTurn(&$0) }
        #expect(held.cameraProperties.rotation == 0)

        let (lifted, _) = try makeMap()
        lifted.setExclusiveGestures(gesture: .rotate, blockedGestures: [])
        #expect(lifted.blockedGestures(of: .rotate) == [])
        try lifted.play { try tiltThenTurn(&$0) }
        #expect(abs(Angle.difference(from: 330, to: lifted.cameraProperties.rotation)) < 1e-6)
        #expect(lifted.cameraProperties.tilt > 25)
    }

    @Test func settingExclusionsAgainReplacesThem() throws {
        let (map, _) = try makeMap()
        map.setExclusiveGestures(gesture: .tilt, blockedGestures: [.pan])
        #expect(map.blockedGestures(of: .tilt) == .pan)
        map.setExclusiveGestures(gesture: [.tap, .longPress], blockedGestures: [.pan, [.pinch, .rotate]])
        #expect(map.core.gestureSettings.exclusions[.tap] == [.pan, .pinch, .rotate])
        #expect(map.core.gestureSettings.exclusions[.longPress] == [.pan, .pinch, .rotate])
    }

    @Test func bitsWithoutAMemberAreIgnored() throws {
        let (map, _) = try makeMap()
        map.setExclusiveGestures(gesture: GestureType(rawValue: 1 << 20), blockedGestures: [.pan])
        #expect(map.core.gestureSettings.exclusions == InteractionProfile.tomTom.gestures.exclusions)
    }
}
