import MapCompatConformance
import Testing

@Test func moduleLoads() {
    #expect(String(describing: MapCompatConformance.self) == "MapCompatConformance")
}
