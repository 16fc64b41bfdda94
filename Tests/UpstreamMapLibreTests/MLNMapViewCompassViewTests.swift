import Foundation
import MapLibreStyle
import Testing

// Ports of platform/ios/test/MLNMapViewCompassViewTests.mm (maplibre/maplibre-native) on a screen-sized map
// view. The compass's `alpha` is read as MapLibre sets it (0 hidden, 1 shown).
// Not ported: testCompassButton's accessibility traits, label and hint (no accessibility headless; the class,
// interaction and recognizer checks are kept) and testCompassRotation (the compass image's affine
// transform, drawing only).
@Suite("MLNMapViewCompassViewTests (platform/ios/test/MLNMapViewCompassViewTests.mm)")
struct MLNMapViewCompassViewTests {
    let mapView = MLNMapView(frame: screenBounds, styleURL: nil)

    /// `resetNorthAnimated:NO` is private; the public `resetNorth()` animates, so time is let pass.
    func resetNorth() throws {
        mapView.resetNorth()
        try mapView.advance(by: 1)
    }

    @Test("testCompassButton")
    func compassButton() {
        let compass: MLNCompassButton = mapView.compassView
        #expect(compass.isUserInteractionEnabled)
        #expect(compass.gestureRecognizers?.count == 1)
    }

    @Test("testVisibilityAdaptive")
    func visibilityAdaptive() throws {
        #expect(mapView.compassView.compassVisibility == .adaptive)
        #expect(mapView.compassView.alpha == 0)
        mapView.zoomLevel = 15
        mapView.setDirection(45, animated: false)
        #expect(near(mapView.direction, 45, 0.001))
        #expect(mapView.compassView.alpha == 1)
        try resetNorth()
        #expect(mapView.direction == 0)
        #expect(mapView.compassView.alpha == 0)
    }

    @Test("testVisibilityHidden")
    func visibilityHidden() {
        mapView.compassView.compassVisibility = .hidden
        #expect(mapView.compassView.compassVisibility == .hidden)
        #expect(mapView.compassView.alpha == 0)
        mapView.zoomLevel = 15
        mapView.setDirection(45, animated: false)
        #expect(near(mapView.direction, 45, 0.001))
        #expect(mapView.compassView.alpha == 0)
    }

    @Test("testVisibilityVisible")
    func visibilityVisible() throws {
        mapView.compassView.compassVisibility = .visible
        #expect(mapView.compassView.compassVisibility == .visible)
        #expect(mapView.compassView.alpha == 1)
        mapView.zoomLevel = 15
        mapView.setDirection(45, animated: false)
        #expect(near(mapView.direction, 45, 0.001))
        #expect(mapView.compassView.alpha == 1)
        try resetNorth()
        #expect(mapView.direction == 0)
        #expect(mapView.compassView.alpha == 1)
    }
}
