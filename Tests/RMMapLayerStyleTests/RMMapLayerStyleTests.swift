import RMMapLayerStyle
import Testing

@Test func rMMapLayerStyleModuleLoads() {
    #expect(String(describing: RMMapLayerStyleModule.self) == "RMMapLayerStyleModule")
}
