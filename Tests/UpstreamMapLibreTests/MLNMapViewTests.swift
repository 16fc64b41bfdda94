import Foundation
import MapLibreStyle
import Testing

// Ports of platform/darwin/test/MLNMapViewTests.m (maplibre/maplibre-native) on a 64 × 64 map view. Upstream
// waits on XCTest expectations for the completion handlers that are not synchronous; the port advances the
// virtual clock instead, and checks the synchronous ones right after the call, as upstream does.
@Suite("MLNMapViewTests (platform/darwin/test/MLNMapViewTests.m)")
struct MLNMapViewTests {
    let mapView = MLNMapView(frame: CGRect(x: 0, y: 0, width: 64, height: 64))
    /// Core Location's `kCLLocationCoordinate2DInvalid`, which the Linux stand-ins do not declare.
    let invalidCoordinate = CLLocationCoordinate2D(latitude: -180, longitude: -180)

    @Test("testCoordinateBoundsConversion")
    func coordinateBoundsConversion() {
        mapView.centerCoordinate = CLLocationCoordinate2D(latitude: 33, longitude: 179)
        func rect(_ sw: (Double, Double), _ ne: (Double, Double)) -> CGRect {
            mapView.convert(
                MLNCoordinateBoundsMake(
                    CLLocationCoordinate2D(latitude: sw.0, longitude: sw.1),
                    CLLocationCoordinate2D(latitude: ne.0, longitude: ne.1)),
                toRectTo: mapView)
        }
        let left = rect((-75, 175), (75, 180))
        let right = rect((-75, -180), (75, -175))
        let spanning = rect((24, 140), (44, 240))
        // Bounds reaching past 180° east cover both sides of the antimeridian.
        #expect(spanning.intersects(left))
        #expect(spanning.intersects(right))
    }

    @Test("testUserTrackingModeCompletion")
    func userTrackingModeCompletion() {
        var completed = false
        mapView.setUserTrackingMode(.none, animated: false) { completed = true }
        #expect(completed, "Completion block should get called synchronously when the mode is unchanged.")

        completed = false
        mapView.setUserTrackingMode(.none, animated: true) { completed = true }
        #expect(completed, "Completion block should get called synchronously when the mode is unchanged.")

        completed = false
        mapView.setUserTrackingMode(.follow, animated: false) { completed = true }
        #expect(completed, "Completion block should get called synchronously when there's no location.")

        completed = false
        mapView.setUserTrackingMode(.followWithHeading, animated: true) { completed = true }
        #expect(completed, "Completion block should get called synchronously when there's no location.")
    }

    @Test("testTargetCoordinateCompletion")
    func targetCoordinateCompletion() {
        var completed = false
        mapView.setTargetCoordinate(invalidCoordinate, animated: false) { completed = true }
        #expect(completed, "Completion block should get called synchronously when the target coordinate is unchanged.")

        completed = false
        mapView.setTargetCoordinate(invalidCoordinate, animated: true) { completed = true }
        #expect(completed, "Completion block should get called synchronously when the target coordinate is unchanged.")

        completed = false
        mapView.setUserTrackingMode(.follow, animated: false, completionHandler: nil)
        mapView.setTargetCoordinate(CLLocationCoordinate2D(latitude: 39.128106, longitude: -84.516293), animated: true)
        {
            completed = true
        }
        #expect(completed, "Completion block should get called synchronously when not tracking user course.")

        completed = false
        mapView.setUserTrackingMode(.followWithCourse, animated: false, completionHandler: nil)
        mapView.setTargetCoordinate(CLLocationCoordinate2D(latitude: 39.224407, longitude: -84.394957), animated: true)
        {
            completed = true
        }
        #expect(completed, "Completion block should get called synchronously when there's no location.")
    }

    @Test("testVisibleCoordinatesCompletion")
    func visibleCoordinatesCompletion() throws {
        var completions = 0
        let unitBounds = MLNCoordinateBoundsMake(
            CLLocationCoordinate2D(latitude: 0, longitude: 0), CLLocationCoordinate2D(latitude: 1, longitude: 1))
        mapView.setVisibleCoordinateBounds(unitBounds, edgePadding: .zero, animated: false) { completions += 1 }
        try mapView.advance(by: 1)
        #expect(completions == 1, "Completion block should get called when not animated")

        let antiunitCoordinates = [
            CLLocationCoordinate2D(latitude: 0, longitude: 0), CLLocationCoordinate2D(latitude: -1, longitude: -1),
        ]
        antiunitCoordinates.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            mapView.setVisibleCoordinates(
                base, count: UInt(buffer.count), edgePadding: .zero, direction: 0, duration: 0,
                animationTimingFunction: nil
            ) { completions += 1 }
        }
        try mapView.advance(by: 1)
        #expect(completions == 2, "Completion block should get called when animated")
    }

    @Test("testShowAnnotationsCompletion")
    func showAnnotationsCompletion() throws {
        var completed = false
        mapView.showAnnotations([], edgePadding: .zero, animated: false) { completed = true }
        #expect(completed, "Completion block should get called synchronously when there are no annotations to show.")

        var completions = 0
        let annotation = MLNPointAnnotation()
        mapView.showAnnotations([annotation], edgePadding: .zero, animated: false) { completions += 1 }
        try mapView.advance(by: 1)
        #expect(completions == 1, "Completion block should get called when not animated")

        mapView.showAnnotations([annotation], edgePadding: .zero, animated: true) { completions += 1 }
        try mapView.advance(by: 1)
        #expect(completions == 2, "Completion block should get called when animated.")
    }

    @Test("testTileCache")
    func tileCache() {
        mapView.tileCacheEnabled = false
        #expect(mapView.tileCacheEnabled == false)

        mapView.tileCacheEnabled = true
        #expect(mapView.tileCacheEnabled == true)
    }
}
