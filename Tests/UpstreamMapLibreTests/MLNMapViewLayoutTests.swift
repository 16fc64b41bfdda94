import Foundation
import MapCompatCore
import MapLibreStyle
import Testing

// Ports of platform/ios/test/MLNMapViewLayoutTests.m (maplibre/maplibre-native): a screen-sized map view in a
// superview, style loaded, scale shown, zoom 10. The safe area is empty headless (bottomSafeAreaInset 0).
// Upstream's …PlacementInvalidPosition cases expect MapLibre's assertion (an Objective-C
// NSInternalInconsistencyException at layout) for margins that push an ornament out of the view; the adapter
// reports such margins on the core's diagnostics channel and keeps the ornament where it was, which the ports
// check. Left out: testScalebarSubviewPlacement (the scale bar's bars and labels: rendering).
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

    @Test("testCompassPlacementWithTransform")
    func compassPlacementWithTransform() {
        let view = mapView.compassView
        for (position, origin) in expectedOrigins(view, margin: 4) {
            mapView.compassViewPosition = position
            mapView.compassViewMargins = CGPoint(x: 4, y: 4)
            // A transform that would take the compass's frame outside the map view's bounds.
            mapView.compassView.transform = CGAffineTransform(a: 0.7, b: -0.8, c: 0.6, d: 0.7, tx: 0, ty: 0)
            superView.setNeedsLayout()
            superView.layoutIfNeeded()
            #expect(frameForIdentityTransform(view).origin == origin, "\(position)")
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

    /// Margins of minus the view's width for each corner: MapLibre asserts at layout; the adapter reports the
    /// margin and the ornament stays inside the view.
    func expectInvalidMarginsReported(_ view: UIView, field: String, place: (MLNOrnamentPosition, CGPoint) -> Void) {
        let margin = -superView.bounds.width
        for (position, _) in expectedOrigins(view, margin: margin) {
            let reportsBefore = mapView.core.diagnostics.entries.filter {
                $0.field.lowercased().contains(field.lowercased())
            }.count
            place(position, CGPoint(x: margin, y: margin))
            superView.setNeedsLayout()
            superView.layoutIfNeeded()
            let reports = mapView.core.diagnostics.entries.filter { $0.field.lowercased().contains(field.lowercased()) }
                .count
            #expect(reports > reportsBefore, "should report the margin as MapLibre asserts (\(position))")
            #expect(mapView.bounds.contains(view.frame), "\(position)")
        }
    }

    @Test("testScalebarPlacementInvalidPosition")
    func scaleBarPlacementInvalidPosition() {
        expectInvalidMarginsReported(mapView.scaleBar, field: "scaleBar") { position, margins in
            mapView.scaleBarPosition = position
            mapView.scaleBarMargins = margins
        }
    }

    @Test("testAttributionButtonPlacementInvalidPosition")
    func attributionButtonPlacementInvalidPosition() {
        expectInvalidMarginsReported(mapView.attributionButton, field: "attribution") { position, margins in
            mapView.attributionButtonPosition = position
            mapView.attributionButtonMargins = margins
        }
    }

    @Test("testLogoPlacementInvalidPosition")
    func logoPlacementInvalidPosition() {
        expectInvalidMarginsReported(mapView.logoView, field: "logo") { position, margins in
            mapView.logoViewPosition = position
            mapView.logoViewMargins = margins
        }
    }

    /// The frame the view would have without its transform: MapLibre's `mgl_frameForIdentifyTransform`
    /// (UIView+MLNAdditions), from the centre and bounds.
    func frameForIdentityTransform(_ view: UIView) -> CGRect {
        CGRect(
            x: view.center.x - view.bounds.width / 2, y: view.center.y - view.bounds.height / 2,
            width: view.bounds.width, height: view.bounds.height)
    }
}
