import Foundation
import Testing
import TomTomStyle

/// A screen that sets its first camera from the map handed to `onMapReadyCallback`, as public TomTom clients
/// write it in `viewDidLoad` (`mapView.onMapReadyCallback = { [weak self] map in
/// self?.setInitialCameraPosition(map: map) }`, then `map.moveCamera(CameraUpdate(position:zoom:))`).
final class ReadyCallbackScreen {
    let mapView = MapView(mapOptions: MapOptions(apiKey: "key"))
    private(set) var readyMaps = 0

    func viewDidLoad() {
        mapView.onMapReadyCallback = { [weak self] map in
            self?.setInitialCameraPosition(map: map)
        }
    }

    private func setInitialCameraPosition(map: TomTomMap) {
        readyMaps += 1
        let centerCoordinate = CLLocationCoordinate2D(latitude: -9.66599, longitude: -35.73528)
        map.moveCamera(CameraUpdate(position: centerCoordinate, zoom: 12))
    }
}

struct ReadyCallbackScreenTests {
    @Test func theCallbackGetsTheMapOnceWhenItIsReady() throws {
        let screen = ReadyCallbackScreen()
        screen.viewDidLoad()
        #expect(screen.readyMaps == 0)
        try screen.mapView.advance(by: 1)
        try screen.mapView.advance(by: 1)
        #expect(screen.readyMaps == 1)
        let camera = try #require(screen.mapView.map?.cameraProperties)
        #expect(abs(camera.position.latitude - -9.66599) < 1e-9)
        #expect(camera.zoom == 12)
    }

    @Test func aMapThatFailsNeverCallsIt() throws {
        let mapView = MapView(mapOptions: MapOptions(apiKey: ""))
        var called = false
        mapView.onMapReadyCallback = { _ in called = true }
        try mapView.advance(by: 1)
        #expect(!called)
    }
}
