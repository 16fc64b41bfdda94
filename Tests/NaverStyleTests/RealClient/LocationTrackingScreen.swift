import Foundation
import MapCompatCore
import NaverStyle
import Testing

/// The tracking-mode picker and the shared location manager's delegate (modelled on navermaps/ios-map-sdk
/// NaverMapDemo/LocationTrackingViewController.swift; the optional chaining on `sharedInstance()` as there).
final class LocationTrackingScreen: DemoMapScreen, NMFLocationManagerDelegate, NMFMapViewOptionDelegate {
    private let locationManager = NMFLocationManager.sharedInstance()
    var title = ""
    var heardLocations = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        locationManager?.add(self)
        mapView.addOptionDelegate(delegate: self)
    }

    func viewDidDisappear() {
        locationManager?.remove(self)
    }

    func updateStateName() {
        switch mapView.positionMode {
        case .disabled: title = "None"
        case .normal: title = "NoFollow"
        case .direction: title = "Follow"
        case .compass: title = "Face"
        }
    }

    func respondToTypeSelect(_ mode: NMFMyPositionMode) {
        mapView.positionMode = mode
    }

    func respondToShowSwitch(_ isOn: Bool) {
        naverMapView.showLocationButton = isOn
    }

    func mapViewOptionChanged(_ mapView: NMFMapView) { updateStateName() }

    func locationManager(_ locationManager: NMFLocationManager!, didUpdateLocations locations: [Any]!) {
        heardLocations += locations.count
    }
}

@Suite struct LocationTrackingScreenTests {
    @Test func theModePickerAndTheLocationManagerReachTheScreen() throws {
        let screen = LocationTrackingScreen()
        screen.viewDidLoad()
        let mapView = screen.mapView
        try mapView.updateLocation(NMGLatLng(lat: 37.55, lng: 126.99), animated: false)
        screen.respondToTypeSelect(.direction)
        #expect(screen.title == "Follow")
        screen.respondToShowSwitch(true)
        #expect(mapView.core.visibility(of: .locationButton) == .visible)
        screen.respondToTypeSelect(.compass)
        #expect(screen.title == "Face")

        let manager = NMFLocationManager.sharedInstance()
        manager?.startUpdatingLocation()
        manager?.deliver(locations: ["fix"])
        #expect(screen.heardLocations == 1)
        screen.viewDidDisappear()
        manager?.deliver(locations: ["fix"])
        #expect(screen.heardLocations == 1)
    }
}
