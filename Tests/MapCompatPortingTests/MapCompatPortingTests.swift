import MapCompatPorting
import Testing

@Test func portingModuleLoads() {
    #expect(String(describing: MapCompatPorting.self) == "MapCompatPorting")
}
