import Testing

@testable import MapCompatCore

/// A discrete gesture reports one `gesture` event, `ended`, when it is recognized (UIKit's discrete recognizers go
/// straight to `.recognized`), before what it does: adapters whose vendor's gesture delegate reports taps read it,
/// as Mapbox's `GestureManagerDelegate` is told `didBegin`/`didEnd` of `.singleTap` (mapbox/mapbox-maps-ios
/// `Sources/MapboxMaps/Gestures/GestureHandlers/SingleTapGestureHandler.swift`).
@Suite struct DiscreteGestureEventTests {
    @Test func aTapReportsItsGestureOnceBeforeTheMapTap() throws {
        let h = try Harness()
        try h.run { try $0.tap(at: point(120, 240)) }
        #expect(h.gestureEvents == [.gesture(.tap, .ended)])
        let kinds = h.log.events.map(\.kind.rawValue)
        let gesture = try #require(kinds.firstIndex(of: "gesture"))
        let tap = try #require(kinds.firstIndex(of: "mapTap"))
        #expect(gesture < tap)
    }

    @Test func aDoubleTapReportsItsGestureBeforeItsZoom() throws {
        let h = try Harness()
        try h.run { try $0.doubleTap(at: point(220, 420)) }
        #expect(h.gestureEvents.contains(.gesture(.doubleTap, .ended)))
        #expect(!h.gestureEvents.contains(.gesture(.tap, .ended)))
        let kinds = h.log.events.map(\.kind.rawValue)
        let gesture = try #require(h.log.events.firstIndex(of: .gesture(.doubleTap, .ended)))
        let zoom = try #require(kinds.firstIndex(of: "mapDoubleTap"))
        #expect(gesture < zoom)
    }

    @Test func aTwoFingerTapReportsItsGesture() throws {
        let h = try Harness()
        try h.run { try $0.twoFingerTap(at: point(200, 400)) }
        #expect(h.gestureEvents == [.gesture(.twoFingerTap, .ended)])
    }

    @Test func aTapSwitchedOffReportsNoGesture() throws {
        let h = try Harness(settings: { $0.disabled.insert(.tap) })
        try h.run { try $0.tap(at: point(120, 240)) }
        #expect(h.gestureEvents.isEmpty)
        #expect(h.events(of: "mapTap").isEmpty)
    }
}
