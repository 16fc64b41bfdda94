import Foundation
import MapLibreStyle
import Testing

// Ports of platform/ios/test/MLNMapViewContentInsetTests.m (maplibre/maplibre-native): a screen-sized map
// view at zoom 16 whose style has loaded (virtual time passes once, as the test waits for
// `mapView(_:didFinishLoading:)`).
@Suite("MLNMapViewContentInsetTests (platform/ios/test/MLNMapViewContentInsetTests.m)")
struct MLNMapViewContentInsetTests {
    let mapView: MLNMapView

    init() throws {
        mapView = MLNMapView(frame: screenBounds, styleURL: nil)
        mapView.zoomLevel = 16
        try mapView.advance(by: 0.1)
    }

    @Test("testContentInsetCenter")
    func contentInsetCenter() {
        let center = CLLocationCoordinate2D(latitude: 1, longitude: 5)
        mapView.centerCoordinate = center
        #expect(near(mapView.centerCoordinate.latitude, center.latitude, 0.01))
        #expect(near(mapView.centerCoordinate.longitude, center.longitude, 0.01))
        let point = mapView.convert(center, toPointTo: mapView)
        #expect(near(Double(point.x), Double(screenBounds.width) / 2, 0.01))
        #expect(near(Double(point.y), Double(screenBounds.height) / 2, 0.01))

        let inset = UIEdgeInsets(top: 50, left: 10, bottom: 10, right: 30)
        mapView.contentInset = inset
        #expect(mapView.contentInset == inset)
        #expect(near(mapView.centerCoordinate.latitude, center.latitude, 0.01))
        #expect(near(mapView.centerCoordinate.longitude, center.longitude, 0.01))
        let shifted = mapView.convert(center, toPointTo: mapView)
        #expect(near(Double(shifted.x), Double(screenBounds.width / 2 + (inset.left - inset.right) / 2), 0.01))
        #expect(near(Double(shifted.y), Double(screenBounds.height / 2 + (inset.top - inset.bottom) / 2), 0.01))
    }

    @Test("testContentInsetOrnaments")
    func contentInsetOrnaments() {
        let margin: CGFloat = 8
        let width = screenBounds.width
        let height = screenBounds.height
        mapView.contentInset = .zero
        let scaleBar = mapView.scaleBar
        let compass = mapView.compassView
        let logo = mapView.logoView
        let attribution = mapView.attributionButton
        func expectDefaults() {
            #expect(scaleBar.frame.origin == CGPoint(x: margin, y: margin))
            #expect(compass.frame.origin == CGPoint(x: width - compass.bounds.width - margin, y: margin))
            #expect(logo.frame.origin == CGPoint(x: margin, y: height - logo.bounds.height - margin))
            #expect(
                attribution.frame.origin
                    == CGPoint(
                        x: width - attribution.bounds.width - margin, y: height - attribution.bounds.height - margin))
        }
        expectDefaults()

        let insets = UIEdgeInsets(top: 15, left: 10, bottom: 20, right: 5)
        mapView.automaticallyAdjustsContentInset = false
        mapView.contentInset = insets
        mapView.setNeedsLayout()
        mapView.layoutIfNeeded()
        #expect(
            scaleBar.frame.origin
                == CGPoint(x: insets.left + mapView.scaleBarMargins.x, y: insets.top + mapView.scaleBarMargins.y))
        #expect(
            compass.frame.origin
                == CGPoint(
                    x: width - compass.bounds.width - insets.right - mapView.compassViewMargins.x,
                    y: insets.top + mapView.compassViewMargins.y))
        #expect(
            logo.frame.origin
                == CGPoint(
                    x: insets.left + mapView.logoViewMargins.x,
                    y: height - logo.bounds.height - insets.bottom - mapView.logoViewMargins.y))
        #expect(
            attribution.frame.origin
                == CGPoint(
                    x: width - attribution.bounds.width - insets.right - mapView.attributionButtonMargins.x,
                    y: height - attribution.bounds.height - insets.bottom - mapView.attributionButtonMargins.y))

        // Negative insets count as 0.
        mapView.contentInset = UIEdgeInsets(top: -100, left: -100, bottom: -100, right: -100)
        mapView.setNeedsLayout()
        mapView.layoutIfNeeded()
        expectDefaults()

        // With automaticallyAdjustsContentInset the insets are overwritten by the safe area at layout.
        mapView.automaticallyAdjustsContentInset = true
        let hundred = UIEdgeInsets(top: 100, left: 100, bottom: 100, right: 100)
        mapView.contentInset = hundred
        #expect(mapView.contentInset == hundred)
        mapView.setNeedsLayout()
        mapView.layoutIfNeeded()
        #expect(mapView.contentInset != hundred)
        expectDefaults()
    }
}
