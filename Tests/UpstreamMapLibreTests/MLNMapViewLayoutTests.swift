import Foundation
import MapLibreStyle
import Testing

// Ports of platform/ios/test/MLNMapViewLayoutTests.m (maplibre/maplibre-native): a screen-sized map view in a
// superview, style loaded, scale shown, zoom 10. The safe area is empty headless (bottomSafeAreaInset 0).
// Not ported: testCompassPlacementWithTransform (a CGAffineTransform on the compass, drawing only),
// testScalebarSubviewPlacement (the scale bar's bars and labels, drawing only), and the
// …PlacementInvalidPosition cases (they expect an Objective-C NSInternalInconsistencyException, which Swift
// code cannot catch).
@Suite("MLNMapViewLayoutTests (platform/ios/test/MLNMapViewLayoutTests.m)")
struct MLNMapViewLayoutTests {
    let superView = UIView(frame: screenBounds)
    let mapView = MLNMapView(frame: screenBounds, styleURL: nil)

    init() throws {
        superView.addSubview(mapView)
        try mapView.advance(by: 0.1)
        mapView.showsScale = true
        mapView.setZoomLevel(10, animated: false)
        mapView.camera.heading = 12
        superView.setNeedsLayout()
        superView.layoutIfNeeded()
    }

    /// Where an ornament of `view`'s size lands for each position with `margin` margins.
    func expectedOrigins(_ view: UIView, margin: CGFloat) -> [(MLNOrnamentPosition, CGPoint)] {
        let bounds = mapView.bounds
        return [
            (.topLeft, CGPoint(x: margin, y: margin)),
            (.topRight, CGPoint(x: bounds.maxX - margin - view.frame.width, y: margin)),
            (.bottomLeft, CGPoint(x: margin, y: bounds.maxY - margin - view.frame.height)),
            (
                .bottomRight,
                CGPoint(x: bounds.maxX - margin - view.frame.width, y: bounds.maxY - margin - view.frame.height)
            ),
        ]
    }

    @Test("testOrnamentPlacement")
    func ornamentPlacement() {
        let margin: CGFloat = 8
        let bounds = mapView.bounds
        let compass = mapView.compassView
        #expect(near(Double(compass.frame.minX), Double(bounds.maxX - margin - compass.frame.width), 0.01))
        #expect(near(Double(compass.frame.minY), Double(margin), 0.01))
        let scaleBar = mapView.scaleBar
        #expect(near(Double(scaleBar.frame.minX), Double(margin), 0.01))
        #expect(near(Double(scaleBar.frame.minY), Double(margin), 0.01))
        let attribution = mapView.attributionButton
        #expect(near(Double(attribution.frame.minX), Double(bounds.maxX - margin - attribution.frame.width), 0.01))
        #expect(near(Double(attribution.frame.minY), Double(bounds.maxY - margin - attribution.frame.height), 0.01))
        let logo = mapView.logoView
        #expect(near(Double(logo.frame.minX), Double(margin), 0.01))
        #expect(near(Double(logo.frame.minY), Double(bounds.maxY - margin - logo.frame.height), 0.01))
    }

    @Test("testCompassPlacement")
    func compassPlacement() {
        let view = mapView.compassView
        for (position, origin) in expectedOrigins(view, margin: 4) {
            mapView.compassViewPosition = position
            mapView.compassViewMargins = CGPoint(x: 4, y: 4)
            superView.setNeedsLayout()
            superView.layoutIfNeeded()
            #expect(view.frame.origin == origin, "\(position)")
        }
    }

    @Test("testScalebarPlacement")
    func scaleBarPlacement() {
        let view = mapView.scaleBar
        #expect(view.bounds.size != .zero)
        for (position, origin) in expectedOrigins(view, margin: 4) {
            mapView.scaleBarPosition = position
            mapView.scaleBarMargins = CGPoint(x: 4, y: 4)
            superView.setNeedsLayout()
            superView.layoutIfNeeded()
            #expect(view.frame.origin == origin, "\(position)")
        }
    }

    @Test("testAttributionButtonPlacement")
    func attributionButtonPlacement() {
        let view = mapView.attributionButton
        for (position, origin) in expectedOrigins(view, margin: 4) {
            mapView.attributionButtonPosition = position
            mapView.attributionButtonMargins = CGPoint(x: 4, y: 4)
            superView.setNeedsLayout()
            superView.layoutIfNeeded()
            #expect(view.frame.origin == origin, "\(position)")
        }
    }

    @Test("testLogoPlacement")
    func logoPlacement() {
        let view = mapView.logoView
        for (position, origin) in expectedOrigins(view, margin: 4) {
            mapView.logoViewPosition = position
            mapView.logoViewMargins = CGPoint(x: 4, y: 4)
            superView.setNeedsLayout()
            superView.layoutIfNeeded()
            #expect(view.frame.origin == origin, "\(position)")
        }
    }
}
