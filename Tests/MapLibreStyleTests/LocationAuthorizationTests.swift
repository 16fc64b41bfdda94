import Foundation
import MapCompatCore
import MapLibreStyle
import Testing

/// A location manager whose user has not chosen yet, recording what the map asks of it.
private final class UndecidedLocationManager: MLNLocationManager {
    weak var delegate: (any MLNLocationManagerDelegate)?
    var authorizationStatus: CLAuthorizationStatus = .notDetermined
    var calls: [String] = []

    func requestWhenInUseAuthorization() { calls.append("ask") }
    func startUpdatingLocation() { calls.append("start") }
    func stopUpdatingLocation() { calls.append("stop") }
    func startUpdatingHeading() {}
    func stopUpdatingHeading() {}
}

/// `shouldRequestAuthorizationToUseLocationServices` (MLNMapView.h): the map asks its location manager for
/// permission when it starts showing the user's location, unless the app asks itself. Written as the naxalibre
/// Flutter plugin's iOS map view (itheamc/naxalibre) sets it: the custom manager first, then the switch.
struct LocationAuthorizationTests {
    @Test func theMapAsksForPermissionByDefaultBeforeStarting() {
        let mapView = MLNMapView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let manager = UndecidedLocationManager()
        mapView.locationManager = manager
        #expect(mapView.shouldRequestAuthorizationToUseLocationServices)
        mapView.showsUserLocation = true
        #expect(manager.calls == ["ask", "start"])
    }

    @Test func anAppThatAsksItselfSwitchesTheRequestOff() {
        let mapView = MLNMapView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let manager = UndecidedLocationManager()
        mapView.locationManager = manager
        mapView.shouldRequestAuthorizationToUseLocationServices = false
        mapView.setUserTrackingMode(.follow, animated: false, completionHandler: nil)
        #expect(manager.calls == ["start"])
    }

    @Test func aChoiceAlreadyMadeIsNotAskedAgain() {
        let mapView = MLNMapView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let manager = UndecidedLocationManager()
        manager.authorizationStatus = .denied
        mapView.locationManager = manager
        mapView.showsUserLocation = true
        #expect(manager.calls == ["start"])
    }
}
