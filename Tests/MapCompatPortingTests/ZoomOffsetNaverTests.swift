import MapCompatPorting
import NaverStyle
import Testing

@Test func naverZoomOffsetMatchesTheAdapter() {
    #expect(PortingStyle.naver.zoomOffset == NaverZoomScale.offset)
}
