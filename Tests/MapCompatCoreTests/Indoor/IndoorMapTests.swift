import Foundation
import Testing

@testable import MapCompatCore

private func mall(minZoom: Double? = 16) throws -> IndoorRegion {
    try IndoorRegion(
        id: "mall", bounds: try LatLngBounds(south: 37.566, west: 126.977, north: 37.567, east: 126.979),
        levels: ["3F", "2F", "1F", "B1"], defaultLevel: "1F", minZoom: minZoom)
}

struct IndoorFocusTests {
    @Test func focusedInsideAtOrAboveTheMinimumZoom() throws {
        let map = try InteractiveMap()
        try map.addIndoorRegion(try mall())
        #expect(map.focusedIndoorRegion == nil)
        try map.moveCamera(to: Camera(center: map.camera.center, zoom: 16))
        #expect(map.focusedIndoorRegion?.id == "mall")
        try map.moveCamera(to: Camera(center: try LatLng(latitude: 37.5, longitude: 126.97), zoom: 18))
        #expect(map.focusedIndoorRegion == nil)
    }

    @Test func pickerShowsOnlyWhileFocusedAndEnabled() throws {
        let h = try Harness(controls: MapControlSettings(showsIndoorLevelPicker: true))
        try h.map.addIndoorRegion(try mall(minZoom: nil))
        #expect(h.map.visibility(of: .indoorLevelPicker) == .visible)
        try h.map.setControlSettings(MapControlSettings())
        #expect(h.map.visibility(of: .indoorLevelPicker) == .hidden)
        try h.map.setControlSettings(MapControlSettings(showsIndoorLevelPicker: true))
        try h.map.moveCamera(to: Camera(center: try LatLng(latitude: 37, longitude: 127), zoom: 15))
        #expect(h.map.visibility(of: .indoorLevelPicker) == .hidden)
    }

    @Test func tappingARowShowsThatLevelAndReportsIt() throws {
        let h = try Harness(controls: MapControlSettings(showsIndoorLevelPicker: true))
        try h.map.addIndoorRegion(try mall(minZoom: nil))
        #expect(h.map.indoorLevel(of: "mall") == "1F")
        let row = try #require(h.map.indoorLevelFrame("B1"))
        #expect(h.map.frame(of: .indoorLevelPicker).contains(row))
        try h.run { try $0.tap(at: CGPoint(x: row.midX, y: row.midY)) }
        #expect(h.log.events == [.controlTap(.indoorLevelPicker), .indoorLevel(id: "mall", level: "B1")])
        #expect(h.map.indoorLevel(of: "mall") == "B1")
        h.log.clear()
        try h.run { try $0.tap(at: CGPoint(x: row.midX, y: row.midY)) }
        #expect(h.log.events == [.controlTap(.indoorLevelPicker)])
    }

    @Test func rowsShrinkToFitTheView() throws {
        let levels = (1...40).map { "\($0)F" }
        let region = try IndoorRegion(
            id: "tower", bounds: try LatLngBounds(south: 37, west: 126, north: 38, east: 127), levels: levels)
        let map = try InteractiveMap()
        try map.addIndoorRegion(region)
        let picker = map.frame(of: .indoorLevelPicker)
        #expect(picker.minY >= 0 && picker.maxY <= 800)
        let last = try #require(map.indoorLevelFrame("40F"))
        #expect(abs(last.maxY - picker.maxY) < 1e-9)
    }

    @Test func badRegionsAndLevelsAreErrorsNamingTheField() throws {
        let bounds = try LatLngBounds(south: 0, west: 0, north: 1, east: 1)
        #expect { try IndoorRegion(id: "", bounds: bounds, levels: ["1F"]) } throws: {
            ($0 as? MapCompatError)?.field == "id"
        }
        #expect { try IndoorRegion(id: "a", bounds: bounds, levels: []) } throws: {
            ($0 as? MapCompatError)?.field == "levels"
        }
        #expect { try IndoorRegion(id: "a", bounds: bounds, levels: ["1F", "1F"]) } throws: {
            ($0 as? MapCompatError)?.field == "levels"
        }
        #expect { try IndoorRegion(id: "a", bounds: bounds, levels: ["1F"], defaultLevel: "2F") } throws: {
            ($0 as? MapCompatError)?.field == "defaultLevel"
        }
        #expect { try IndoorRegion(id: "a", bounds: bounds, levels: ["1F"], minZoom: .infinity) } throws: {
            ($0 as? MapCompatError)?.field == "minZoom"
        }
        let map = try InteractiveMap()
        try map.addIndoorRegion(try mall())
        #expect { try map.addIndoorRegion(try mall()) } throws: { ($0 as? MapCompatError)?.field == "id" }
        #expect { try map.selectIndoorLevel("9F", in: "mall") } throws: { ($0 as? MapCompatError)?.field == "level" }
        #expect { try map.selectIndoorLevel("1F", in: "zoo") } throws: { ($0 as? MapCompatError)?.field == "id" }
        #expect(map.removeIndoorRegion(id: "mall"))
        #expect(!map.removeIndoorRegion(id: "mall"))
    }
}
