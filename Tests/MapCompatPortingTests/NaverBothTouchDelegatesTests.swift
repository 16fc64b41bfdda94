import NaverStyle
import Testing

/// A screen that adopts NAVER's touch delegate and its older single delegate at once, as NAVER's React Native
/// bridge does (its map view is both `NMFMapViewDelegate` and `NMFMapViewTouchDelegate`), compiles without
/// implementing the symbol method both declare.
final class BothTouchDelegatesScreen: NMFMapViewDelegate, NMFMapViewTouchDelegate {
    var taps = 0
    func mapView(_ mapView: NMFMapView, didTapMap latlng: NMGLatLng, point: CGPoint) { taps += 1 }
}

@Test func aClassAdoptingBothNaverTouchDelegatesCompilesAndHasOneSymbolDefault() {
    let screen = BothTouchDelegatesScreen()
    let map = NMFMapView(frame: .zero)
    map.touchDelegate = screen
    map.delegate = screen
    #expect(map.touchDelegate === screen)
    #expect(map.delegate === screen)
    #expect(screen.taps == 0)
}
