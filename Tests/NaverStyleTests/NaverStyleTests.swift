import NaverStyle
import Testing

@Test func naverStyleModuleLoads() {
    #expect(String(describing: NaverStyleModule.self) == "NaverStyleModule")
}
