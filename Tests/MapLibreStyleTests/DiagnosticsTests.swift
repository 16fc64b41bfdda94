import Foundation
import MapCompatCore
import MapLibreStyle
import Testing

/// Bad input on the vendor surface: MapLibre ignores or clamps it, and the adapter reports what it did on
/// the core's diagnostics channel instead of throwing.
struct DiagnosticsTests {
    @Test func aNewMapViewStartsAtMapLibresCamera() {
        let view = MLNMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        #expect(view.centerCoordinate.latitude == 0 && view.centerCoordinate.longitude == 0)
        #expect(view.zoomLevel == 0)
        #expect(view.direction == 0 && view.camera.pitch == 0)
    }

    @Test func nonFiniteZoomIsIgnoredAndReported() {
        let view = makeMapView()
        view.zoomLevel = .nan
        #expect(view.zoomLevel == 15)
        #expect(view.core.diagnostics.last?.field == "zoomLevel")
        #expect(view.core.diagnostics.last?.action == .ignored)
    }

    @Test func nonFinitePitchKeepsThePreviousOneAndIsReported() {
        let view = makeMapView()
        let camera = view.camera
        camera.pitch = .infinity
        view.camera = camera
        #expect(view.camera.pitch == 0)
        #expect(view.core.diagnostics.entries.contains { $0.field == "camera.pitch" && $0.action == .keptPrevious })
    }

    @Test func aPitchAboveTheMaximumIsClampedLikeMapLibre() {
        let view = makeMapView()
        let camera = view.camera
        camera.pitch = 75
        camera.altitude = MLNAltitudeForZoomLevel(15, 75, camera.centerCoordinate.latitude, view.bounds.size)
        view.camera = camera
        #expect(view.camera.pitch == 60)
    }

    @Test func aTurnAtWorldScaleIsIgnoredAndReported() {
        let view = MLNMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        view.setDirection(90, animated: false)
        #expect(view.direction == 0)
        #expect(view.core.diagnostics.last?.field == "direction")
        view.zoomLevel = 3
        view.setDirection(90, animated: false)
        #expect(view.direction == 90)
    }

    @Test func negativeInsetsCountAsZeroAndAreReported() {
        let view = makeMapView()
        view.contentInset = UIEdgeInsets(top: -10, left: 20, bottom: 0, right: 0)
        #expect(view.contentInset.top == -10)
        #expect(view.core.viewport.insets == EdgeInsets(top: 0, left: 20, bottom: 0, right: 0))
        #expect(view.core.diagnostics.last?.field == "contentInset")
    }

    @Test func aViewWithoutAreaIsLaidOutOnceItGetsOne() {
        let view = MLNMapView()
        #expect(view.core.diagnostics.last?.field == "frame")
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        #expect(view.core.viewport.width == 320 && view.core.viewport.height == 480)
    }
}
