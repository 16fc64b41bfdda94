import Foundation
import MapLibreStyle
import Testing

/// A location manager the test reports through, as Core Location would.
private final class ReportingLocationManager: MLNLocationManager {
    weak var delegate: (any MLNLocationManagerDelegate)?
    func startUpdatingLocation() {}
    func stopUpdatingLocation() {}
    func startUpdatingHeading() {}
    func stopUpdatingHeading() {}
}

/// An app's own user dot, modelled on MapLibre's demo app (maplibre/maplibre-native
/// `platform/ios/app/MBXUserLocationAnnotationView.m`): it sizes itself on its first `update()` and redraws from
/// `userLocation` and `mapView` on each one. The drawing is left out; the updates are counted.
private final class UserDotView: MLNUserLocationAnnotationView {
    var updates = 0
    var lastLatitude: Double?

    override func update() {
        if frame.size.width == 0 { frame = CGRect(x: 0, y: 0, width: 44, height: 44) }
        updates += 1
        lastLatitude = userLocation?.coordinate.latitude
    }
}

/// Returns the app's user dot for the user location, as `MBXViewController.mm`'s `mapView:viewForAnnotation:`
/// does when its custom user location setting is on.
private final class UserDotDelegate: MLNMapViewDelegate {
    var custom = true

    func mapView(_ mapView: MLNMapView, viewFor annotation: any MLNAnnotation) -> MLNAnnotationView? {
        guard annotation is MLNUserLocation, custom else { return nil }
        return UserDotView(reuseIdentifier: nil)
    }
}

/// `MLNUserLocationAnnotationView`: the app's view for the user location, updated as the location and camera
/// change, and returned by `view(for:)`.
struct UserLocationViewTests {
    private let cityHall = CLLocation(latitude: 37.5666, longitude: 126.9784)

    private func mapView(custom: Bool) -> (MLNMapView, ReportingLocationManager, UserDotDelegate) {
        let view = makeMapView()
        let manager = ReportingLocationManager()
        view.locationManager = manager
        let delegate = UserDotDelegate()
        delegate.custom = custom
        view.delegate = delegate
        return (view, manager, delegate)
    }

    @Test func theAppsViewIsTheUserLocationsViewAndIsUpdated() throws {
        let (view, manager, delegate) = mapView(custom: true)
        view.showsUserLocation = true
        manager.delegate?.locationManager(manager, didUpdate: [cityHall])
        let user = try #require(view.userLocation)
        let dot = try #require(view.view(for: user) as? UserDotView)
        #expect(dot.userLocation === user)
        #expect(dot.mapView === view)
        #expect(dot.lastLatitude == 37.5666)
        let before = dot.updates
        view.setCenter(CLLocationCoordinate2D(latitude: 37.57, longitude: 126.98), animated: false)
        #expect(dot.updates > before)
        _ = delegate
    }

    @Test func withoutTheAppsViewThereIsAPlainOne() throws {
        let (view, _, _) = mapView(custom: false)
        view.showsUserLocation = true
        let user = try #require(view.userLocation)
        let plain = try #require(view.view(for: user))
        #expect(type(of: plain) == MLNUserLocationAnnotationView.self)
    }

    @Test func noViewWhileTheLocationIsHidden() throws {
        let (view, _, _) = mapView(custom: true)
        view.showsUserLocation = true
        let user = try #require(view.userLocation)
        view.showsUserLocation = false
        #expect(view.view(for: user) == nil)
    }
}
