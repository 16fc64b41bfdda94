import Foundation
import MapLibreStyle
import Testing

// Ports of platform/ios/test/MLNMapViewScaleBarTests.m (maplibre/maplibre-native) on a screen-sized map view.
// MapLibre's scale bar hides itself (alpha 0, no intrinsic size) at world-scale zoom levels, where its longest
// distance is exceeded: the core's scale-bar range of MapLibre's profile (MLNScaleBar.mm updateVisibility).
@Suite("MLNMapViewScaleBarTests (platform/ios/test/MLNMapViewScaleBarTests.m)")
struct MLNMapViewScaleBarTests {
    let mapView = MLNMapView(frame: screenBounds, styleURL: nil)

    @Test("testShowsScale")
    func showsScale() {
        let scaleBar = mapView.scaleBar
        #expect(!mapView.showsScale, "Scale bar should not be enabled by default.")
        #expect(scaleBar.isHidden)
        mapView.showsScale = true
        #expect(!scaleBar.isHidden)
        // Not visible at the default zoom (~z0), but ready.
        #expect(scaleBar.intrinsicContentSize == .zero)
        #expect(scaleBar.alpha == 0)
        mapView.zoomLevel = 15
        mapView.layoutIfNeeded()
        #expect(scaleBar.alpha > 0)
        #expect(scaleBar.intrinsicContentSize != .zero)
    }

    @Test("testDirectlySettingScaleBarViewHiddenProperty")
    func directlySettingHidden() {
        let scaleBar = mapView.scaleBar
        scaleBar.isHidden = false
        #expect(!scaleBar.isHidden)
        #expect(scaleBar.intrinsicContentSize == .zero)
        mapView.zoomLevel = 1
        mapView.layoutIfNeeded()
        #expect(scaleBar.intrinsicContentSize == .zero)
        #expect(scaleBar.alpha == 0)
        mapView.zoomLevel = 15
        mapView.layoutIfNeeded()
        #expect(scaleBar.alpha > 0)
        #expect(scaleBar.intrinsicContentSize != .zero)
    }
}
