import Foundation
import Testing

@testable import MapCompatCore

/// The press-aware decision hooks are told whether they answer a tap or a long press; the tap-only hooks keep
/// answering both, unchanged, when the new ones are not set.
struct PressAwareHookTests {
    @Test func thePressAwareHooksAreToldWhichPressTheyAnswer() throws {
        let h = try Harness()
        try h.map.scene.add(marker("m", at: point(100, 300), h.map.transform, tap: .decide))
        try h.map.scene.add(symbol("s", caption: "Cafe", at: point(300, 500), h.map.transform))
        var asked: [String] = []
        h.map.overlayTapHandler = { _ in
            asked.append("old overlay")
            return true
        }
        h.map.overlayPressHandler = { id, press in
            asked.append("\(id.rawValue) \(press)")
            return press == .tap
        }
        h.map.symbolPressHandler = { symbol, press in
            asked.append("\(symbol.caption) \(press)")
            return false
        }
        try h.run { try $0.tap(at: point(100, 290)) }
        try h.run { try $0.longPress(at: point(100, 290)) }
        try h.run { try $0.longPress(at: point(300, 500)) }
        #expect(asked == ["m tap", "m longPress", "Cafe longPress"])
        // Answered `false` for the long presses: both reach the map.
        #expect(h.events(of: "mapLongPress").count == 2)
    }

    @Test func theTapOnlyHookStillAnswersBothPresses() throws {
        let h = try Harness()
        try h.map.scene.add(marker("m", at: point(100, 300), h.map.transform, tap: .decide))
        var asked = 0
        h.map.overlayTapHandler = { _ in
            asked += 1
            return true
        }
        try h.run { try $0.tap(at: point(100, 290)) }
        try h.run { try $0.longPress(at: point(100, 290)) }
        #expect(asked == 2)
        #expect(h.events(of: "mapLongPress").isEmpty)
    }

    /// The located hook is asked instead of both others, with where the press landed.
    @Test func theLocatedHookIsToldWhereThePressLanded() throws {
        let h = try Harness()
        try h.map.scene.add(marker("m", at: point(100, 300), h.map.transform, tap: .decide))
        var asked: [String] = []
        var locations: [TapLocation] = []
        h.map.overlayPressHandler = { _, _ in
            asked.append("press-aware")
            return true
        }
        // (The hook holds nothing of the harness: the map keeps its hooks.)
        h.map.locatedOverlayPressHandler = { id, press, location in
            asked.append("\(id.rawValue) \(press) at \(Int(location.point.x)),\(Int(location.point.y))")
            locations.append(location)
            return true
        }
        try h.run { try $0.tap(at: point(100, 290)) }
        try h.run { try $0.longPress(at: point(98, 292)) }
        #expect(asked == ["m tap at 100,290", "m longPress at 98,292"])
        #expect(locations.map(\.coordinate) == locations.map { h.map.transform.coordinate(at: $0.point) })
    }
}
