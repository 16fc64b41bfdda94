import Foundation
import MapLibreStyle
import Testing

// Ports of platform/ios/test/MLNMapViewPitchTests.m (maplibre/maplibre-native), on a 400 × 400 map view.
// `handleTwoFingerDragGesture:` pokes with a mock translation become two fingers 100 points apart moving
// vertically by that translation (MapLibre's slowdown: 2 points per degree).
@Suite("MLNMapViewPitchTests (platform/ios/test/MLNMapViewPitchTests.m)")
struct MLNMapViewPitchTests {
    let mapView = MLNMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 400), styleURL: nil)

    /// The mock's two fingers, (100, y) and (200, y), moved up by twice `degrees`.
    func tiltFingers(degrees: Double) -> [CGPoint] {
        [CGPoint(x: 100, y: 300 - 2 * degrees), CGPoint(x: 200, y: 300 - 2 * degrees)]
    }

    @Test("testPitchEnabled")
    func pitchEnabled() {
        mapView.isPitchEnabled = false
        mapView.camera = camera(of: mapView, tiltedTo: 30)
        #expect(near(Double(mapView.camera.pitch), 30, 0.001))
        mapView.isPitchEnabled = true
        mapView.camera = camera(of: mapView, tiltedTo: 30)
        #expect(near(Double(mapView.camera.pitch), 30, 0.001))
    }

    @Test("testPitchInValidRange")
    func pitchInValidRange() {
        for degrees in [0.0, 5, 20, 40, 60] {
            mapView.camera = camera(of: mapView, tiltedTo: CGFloat(degrees))
            #expect(near(Double(mapView.camera.pitch), degrees, 0.001))
        }
    }

    @Test("testNegativePitchClamping")
    func negativePitchClamping() {
        for degrees in [CGFloat.leastNormalMagnitude, -999, -60, -30, -0] {
            mapView.camera = camera(of: mapView, tiltedTo: degrees)
            #expect(near(Double(mapView.camera.pitch), 0, 0.001), "Minimum tilt should be clamped to 0° (\(degrees)).")
        }
    }

    @Test("testPositivePitchClamping")
    func positivePitchClamping() {
        for degrees in [61, 90, 999, CGFloat(Float.greatestFiniteMagnitude)] {
            mapView.camera = camera(of: mapView, tiltedTo: degrees)
            #expect(
                near(Double(mapView.camera.pitch), 60, 0.001), "Maximum tilt should be clamped to 60° (\(degrees)).")
        }
    }

    @Test("testPitchAtVariousZoomLevels")
    func pitchAtVariousZoomLevels() {
        for zoom in [0.0, 5, 10, 15, 18, 21, Double(Float.greatestFiniteMagnitude)] {
            mapView.camera = camera(of: mapView, tiltedTo: 0)
            mapView.zoomLevel = 0
            mapView.zoomLevel = zoom
            mapView.camera = camera(of: mapView, tiltedTo: 30)
            #expect(near(Double(mapView.camera.pitch), 30, 0.001), "Tilting should be allowed at z\(zoom).")
        }
    }

    @Test("testTiltGesture")
    func tiltGesture() throws {
        let targets = [0.0, 5, 20, 40, 60]
        let positions = [tiltFingers(degrees: 0)] + targets.map { tiltFingers(degrees: $0) }
        try playFingers(mapView, positions, lift: false) { index in
            if index == 0 {
                #expect(mapView.camera.pitch == 0, "Pitch should initially be set to 0°.")
                return
            }
            #expect(
                near(Double(mapView.camera.pitch), targets[index - 1], 0.001), "Pitch should be \(targets[index - 1])°."
            )
        }
    }

    @Test("testHorizontalTiltGesture")
    func horizontalTiltGesture() throws {
        var positions = [[CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 50)]]
        for deltaX in 0..<5 {
            positions.append([CGPoint(x: 100 - Double(deltaX), y: 100), CGPoint(x: 100 - Double(deltaX), y: 50)])
        }
        try playFingers(mapView, positions) { _ in
            #expect(mapView.camera.pitch == 0, "Horizontal dragging should not tilt the map.")
        }
    }

    @Test("testTiltGestureFromInitialTilt")
    func tiltGestureFromInitialTilt() throws {
        mapView.camera = camera(of: mapView, tiltedTo: 20)
        #expect(mapView.camera.pitch == 20)
        let positions = [tiltFingers(degrees: 0), tiltFingers(degrees: 30)]
        try playFingers(mapView, positions, lift: false) { index in
            if index == 1 { #expect(near(Double(mapView.camera.pitch), 50, 0.001), "Tilt should be 50°.") }
        }
    }

    @Test("testTiltGestureNumberOfFingersRequired")
    func tiltGestureNumberOfFingersRequired() throws {
        // Two fingers tilt to 30°; then one finger lifts and the other moves back: the gesture has ended.
        let positions = [tiltFingers(degrees: 0), tiltFingers(degrees: 30), [tiltFingers(degrees: 0)[0]]]
        try playFingers(mapView, positions) { index in
            if index == 1 { #expect(near(Double(mapView.camera.pitch), 30, 0.001)) }
        }
        #expect(near(Double(mapView.camera.pitch), 30, 0.001), "Pitch should remain unchanged once the gesture ended.")
    }
}
