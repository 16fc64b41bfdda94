import Foundation
import MapCompatCore
import MapLibreStyle
import Testing

/// A location manager a test drives by hand.
private final class ManualLocationManager: MLNLocationManager {
    weak var delegate: (any MLNLocationManagerDelegate)?
    var updating = false

    func startUpdatingLocation() { updating = true }
    func stopUpdatingLocation() { updating = false }
    func startUpdatingHeading() {}
    func stopUpdatingHeading() {}
}

/// `locationManager`, `showsUserLocation` and `userTrackingMode` (research §1.15).
struct LocationManagerTests {
    private let busan = CLLocation(latitude: 35.1796, longitude: 129.0756)

    @Test func theMapBecomesTheDelegateAndShowingStartsUpdates() throws {
        let view = makeMapView()
        let manager = ManualLocationManager()
        view.locationManager = manager
        #expect(manager.delegate === view)
        view.showsUserLocation = true
        #expect(manager.updating)
        view.showsUserLocation = false
        #expect(!manager.updating)
    }

    @Test func followingMovesTheCameraToEachReport() throws {
        let view = makeMapView()
        let manager = ManualLocationManager()
        view.locationManager = manager
        view.setUserTrackingMode(.follow, animated: false)
        manager.delegate?.locationManager(manager, didUpdate: [busan])
        try view.advance(by: 2)
        #expect(abs(view.centerCoordinate.latitude - 35.1796) < 1e-6)
        #expect(abs(view.centerCoordinate.longitude - 129.0756) < 1e-6)
    }

    @Test func showingWithoutFollowingKeepsTheCamera() throws {
        let view = makeMapView()
        let manager = ManualLocationManager()
        view.locationManager = manager
        view.showsUserLocation = true
        let start = view.centerCoordinate
        manager.delegate?.locationManager(manager, didUpdate: [busan])
        try view.advance(by: 2)
        #expect(same(view.centerCoordinate, start))
        #expect(view.userTrackingMode == .none)
    }

    @Test func followingWithHeadingTurnsTheMap() throws {
        let view = makeMapView()
        let manager = ManualLocationManager()
        view.locationManager = manager
        manager.delegate?.locationManager(manager, didUpdate: [busan])
        view.setUserTrackingMode(.followWithHeading, animated: false)
        manager.delegate?.locationManager(manager, didUpdate: CLHeading(trueHeading: 90))
        try view.advance(by: 2)
        #expect(abs(view.direction - 90) < 0.01)
    }

    @Test func aPanDropsFollowingToNone() throws {
        let view = makeMapView()
        let manager = ManualLocationManager()
        view.locationManager = manager
        manager.delegate?.locationManager(manager, didUpdate: [busan])
        view.setUserTrackingMode(.follow, animated: false)
        try view.play { try $0.pan(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.5) }
        #expect(view.userTrackingMode == .none)
    }
}
