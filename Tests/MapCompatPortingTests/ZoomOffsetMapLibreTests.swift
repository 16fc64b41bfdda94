import MapCompatCore
import MapCompatPorting
import MapLibreStyle
import Testing

@Test func mapLibreUsesTheNeutralZoom() throws {
    let view = MLNMapView()
    #expect(PortingStyle.maplibre.zoomOffset == 0)
    #expect(view.zoomLevel == view.core.camera.zoom)
}
