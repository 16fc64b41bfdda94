import MapLibreStyle
import Testing

@Test func mapLibreStyleModuleLoads() {
    #expect(String(describing: MapLibreStyleModule.self) == "MapLibreStyleModule")
}
