import Foundation
import MapCompatCore
import MapCompatTesting
import NaverStyle
import Testing

/// The code examples of NAVER's "User Interface" guide (seed 000), re-typed in Swift and run headless.
@Suite struct SeedExampleTests {
    /// Collects what the examples print.
    final class Log {
        var lines: [String] = []
    }

    @Test func compassOffLocationButtonOn() throws {
        let naverMapView = NMFNaverMapView()
        #expect(naverMapView.showCompass && !naverMapView.showLocationButton)
        naverMapView.showCompass = false
        naverMapView.showLocationButton = true
        let core = naverMapView.core
        naverMapView.mapView.moveCamera(NMFCameraUpdate(heading: 90))
        #expect(core.visibility(of: .compass) == .hidden)
        #expect(core.visibility(of: .locationButton) == .visible)
    }

    @Test func tiltAndRotateOff() throws {
        let mapView = NMFMapView()
        mapView.isTiltGestureEnabled = false
        mapView.isRotateGestureEnabled = false
        var script = TouchScript()
        try script.rotate(center: CGPoint(x: 200, y: 400), degrees: 40, duration: 0.5)
        try script.tilt(center: CGPoint(x: 200, y: 400), dy: -120, duration: 0.5)
        for frame in script.frames { try mapView.handle(frame) }
        try mapView.advance(by: 1)
        #expect(mapView.cameraPosition.heading == 0)
        #expect(mapView.cameraPosition.tilt == 0)
        // The same gestures turn and tilt a map that keeps them on.
        let other = NMFMapView()
        for frame in script.frames { try other.handle(frame) }
        try other.advance(by: 1)
        #expect(other.cameraPosition.heading != 0 || other.cameraPosition.tilt != 0)
    }

    /// The map-tap example, with the older delegate the guide uses.
    final class TapLogger: NMFMapViewDelegate {
        let log: Log
        init(_ log: Log) { self.log = log }
        func didTapMapView(_ point: CGPoint, latLng latlng: NMGLatLng) {
            log.lines.append("\(latlng.lat), \(latlng.lng)")
        }
    }

    @Test func tapLogPrintsTheTappedPosition() throws {
        let mapView = NMFMapView()
        let log = Log()
        let logger = TapLogger(log)
        mapView.delegate = logger
        try MapTester(mapView).tap(at: CGPoint(x: 200, y: 400))
        let printed = try #require(log.lines.first).split(separator: ",").compactMap {
            Double($0.trimmingCharacters(in: .whitespaces))
        }
        #expect(log.lines.count == 1 && printed.count == 2)
        #expect(abs(printed[0] - 37.5666) < 1e-9 && abs(printed[1] - 126.9784) < 1e-9)
    }

    /// The symbol example: consume the City Hall label, propagate the others.
    final class SymbolLogger: NMFMapViewDelegate {
        let log: Log
        init(_ log: Log) { self.log = log }
        func didTapMapView(_ point: CGPoint, latLng latlng: NMGLatLng) {
            log.lines.append("Map is tapped")
        }
        func mapView(_ mapView: NMFMapView, didTap symbol: NMFSymbol) -> Bool {
            if symbol.caption == "Seoul Metropolitan Government" {
                log.lines.append("Seoul Metropolitan Government is tapped")
                return true
            } else {
                log.lines.append("Symbol is tapped")
                return false
            }
        }
    }

    @Test func symbolExampleConsumesCityHallAndPropagatesTheRest() throws {
        let mapView = NMFMapView()
        try mapView.addBasemapSymbol(
            id: "city-hall", caption: "Seoul Metropolitan Government", position: NMGLatLng(lat: 37.5666, lng: 126.9784))
        let elsewhere = try #require(mapView.core.transform.coordinate(at: CGPoint(x: 200, y: 600)))
        try mapView.addBasemapSymbol(id: "plaza", caption: "Seoul Plaza", position: NMGLatLng(elsewhere))
        let log = Log()
        let logger = SymbolLogger(log)
        mapView.delegate = logger
        try MapTester(mapView).tap(at: CGPoint(x: 200, y: 400))
        #expect(log.lines == ["Seoul Metropolitan Government is tapped"])
        log.lines = []
        try MapTester(mapView).tap(at: CGPoint(x: 200, y: 600))
        #expect(log.lines == ["Symbol is tapped", "Map is tapped"])
        log.lines = []
        try MapTester(mapView).tap(at: CGPoint(x: 50, y: 100))
        #expect(log.lines == ["Map is tapped"])
    }

    @Test func touchDelegateTakesTapsFromTheOlderDelegate() throws {
        final class Touches: NMFMapViewTouchDelegate {
            var taps = 0
            func mapView(_ mapView: NMFMapView, didTapMap latlng: NMGLatLng, point: CGPoint) { taps += 1 }
        }
        let mapView = NMFMapView()
        let log = Log()
        let logger = TapLogger(log)
        let touches = Touches()
        mapView.delegate = logger
        mapView.touchDelegate = touches
        try MapTester(mapView).tap(at: CGPoint(x: 200, y: 400))
        #expect(touches.taps == 1)
        #expect(log.lines.isEmpty)
    }

    @Test func markerTouchHandlerConsumesTheTap() throws {
        let mapView = NMFMapView()
        let log = Log()
        let logger = TapLogger(log)
        mapView.delegate = logger
        let marker = NMFMarker(position: NMGLatLng(lat: 37.5666, lng: 126.9784))
        marker.touchHandler = { (overlay: NMFOverlay) -> Bool in
            log.lines.append("Marker is touched")
            return true  // Consumed: didTapMapView is not called.
        }
        marker.mapView = mapView
        try MapTester(mapView).tap(at: CGPoint(x: 200, y: 390))
        #expect(log.lines == ["Marker is touched"])
        // Answering false lets the tap reach the map as well.
        marker.touchHandler = { _ in
            log.lines.append("Marker is touched")
            return false
        }
        log.lines = []
        try MapTester(mapView).tap(at: CGPoint(x: 200, y: 390))
        #expect(log.lines.first == "Marker is touched")
        #expect(log.lines.count == 2)
        // Without a handler the marker is transparent.
        marker.touchHandler = nil
        log.lines = []
        try MapTester(mapView).tap(at: CGPoint(x: 200, y: 390))
        #expect(log.lines.count == 1 && log.lines.first != "Marker is touched")
    }
}
