import TomTomStyle
import Testing

@Test func tomTomStyleModuleLoads() {
    #expect(String(describing: TomTomStyleModule.self) == "TomTomStyleModule")
}
