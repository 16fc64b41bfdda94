import Foundation
import MapCompatCore
import Testing

/// `Scene.addSymbol`: the basemap label every symbol-aware adapter places (NAVER's `addBasemapSymbol`,
/// MapLibre's style labels, TomTom's `addStyleLabel`).
struct SceneSymbolTests {
    private let seoul = InteractiveMap.defaultCamera.center

    @Test func aSymbolIsAPlacedLabelWithTheStylesDrawing() throws {
        var scene = Scene()
        try scene.addSymbol(id: "poi", caption: "City Hall", at: seoul, z: 2, globalZ: 1, isVisible: false)
        let item = try #require(scene["poi"])
        #expect(item.shape == .symbol(try SymbolShape(position: seoul, caption: "City Hall")))
        #expect(item.z == 2 && item.globalZ == 1 && !item.isVisible)
        #expect(item.tap == TapHandling.none)
    }

    @Test func badInputIsAnErrorNamingTheField() throws {
        var scene = Scene()
        #expect { try scene.addSymbol(id: "a", caption: "", at: seoul, size: CGSize(width: -1, height: 8)) } throws: {
            ($0 as? MapCompatError)?.field == "size.width"
        }
        #expect { try scene.addSymbol(id: "", caption: "", at: seoul) } throws: {
            ($0 as? MapCompatError)?.field == "id"
        }
        try scene.addSymbol(id: "a", caption: "", at: seoul)
        #expect { try scene.addSymbol(id: "a", caption: "", at: seoul) } throws: {
            ($0 as? MapCompatError)?.field == "id"
        }
        #expect(scene.count == 1)
    }
}
