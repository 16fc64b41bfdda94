import MapCompatPorting
import Testing
import TomTomStyle

@Test func tomTomZoomOffsetMatchesTheAdapter() {
    #expect(PortingStyle.tomtom.zoomOffset == TomTomZoomScale.offset)
}
