import Foundation
import MapCompatCore
import MapLibreStyle
import Testing

/// A delegate written as MapLibre's Swift demo app writes its own (maplibre/maplibre-native
/// `platform/ios/app-swift/Sources/SimpleMapView.swift`, which hands each frame's `encodingTime`,
/// `numDrawCalls` and `memBuffers` to a metric tracker), that also hears its sources change.
final class FrameMetricsDelegate: MLNMapViewDelegate {
    var frames: [(fullyRendered: Bool, encodingTime: Double, numDrawCalls: Int32, memBuffers: Int32)] = []
    var changedSources: [String] = []

    func mapViewDidFinishRenderingFrame(
        _ mapView: MLNMapView, fullyRendered: Bool, renderingStats: MLNRenderingStats
    ) {
        frames.append(
            (fullyRendered, renderingStats.encodingTime, renderingStats.numDrawCalls, renderingStats.memBuffers))
    }

    func mapView(_ mapView: MLNMapView, sourceDidChange source: MLNSource) {
        changedSources.append(source.identifier)
    }
}

/// A delegate that implements only the older frame callback with its two times.
final class OlderFrameDelegate: MLNMapViewDelegate {
    var frames = 0

    func mapViewDidFinishRenderingFrame(
        _ mapView: MLNMapView, fullyRendered: Bool, frameEncodingTime: Double, frameRenderingTime: Double
    ) {
        frames += 1
    }
}

@Suite("The rendering and resource callbacks of MLNMapViewDelegate")
struct RenderingCallbacksTests {
    @Test("each frame comes with the renderer's statistics, all zero headless; the older callback still hears it")
    func framesComeWithStatistics() throws {
        let mapView = makeMapView()
        let delegate = FrameMetricsDelegate()
        mapView.delegate = delegate
        try mapView.advance(by: 0)
        mapView.setCenter(mapView.centerCoordinate, zoomLevel: mapView.zoomLevel + 1, animated: true)
        try mapView.advance(by: 2)
        #expect(delegate.frames.count >= 3, "The style's first frame, frames of the move, and the frame at idle.")
        #expect(delegate.frames.last?.fullyRendered == true)
        #expect(delegate.frames.allSatisfy { $0.encodingTime == 0 && $0.numDrawCalls == 0 && $0.memBuffers == 0 })

        let older = OlderFrameDelegate()
        mapView.delegate = older
        mapView.setCenter(mapView.centerCoordinate, zoomLevel: mapView.zoomLevel - 1, animated: true)
        try mapView.advance(by: 2)
        #expect(older.frames >= 2, "MapLibre falls back to the callback with the two times.")
    }

    @Test("setting a shape source's shape or URL tells the delegate the source changed")
    func sourceChanges() throws {
        let mapView = makeMapView()
        let delegate = FrameMetricsDelegate()
        mapView.delegate = delegate
        try mapView.advance(by: 0)
        let style = try #require(mapView.style)
        let source = MLNShapeSource(identifier: "route", shape: nil)
        style.addSource(source)
        source.shape = MLNPointFeature()
        source.url = URL(string: "https://example.com/route.geojson")
        #expect(delegate.changedSources == ["route", "route"])
    }
}
