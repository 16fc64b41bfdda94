import MapCompatPorting
import RMMapLayerStyle
import Testing

@Test func routeMeZoomOffsetMatchesTheAdapter() {
    #expect(PortingStyle.rm.zoomOffset == RMZoomScale.offset)
}
