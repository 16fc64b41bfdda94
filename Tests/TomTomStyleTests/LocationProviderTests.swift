import Foundation
import MapCompatCore
import Testing
import TomTomStyle

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// A provider the test drives by hand, as an app's own provider would report.
final class TestLocationProvider: LocationProvider {
    /// Held weakly, as a provider must not keep the map that observes it alive.
    private var boxes: [WeakObserver] = []
    private var observers: [any LocationUpdateObserver] { boxes.compactMap(\.observer) }
    private(set) var lastKnownLocation: GeoLocation?
    var observerCount: Int { observers.count }

    func enable() {}
    func disable() {}
    func addObserver(_ observer: any LocationUpdateObserver) { boxes.append(WeakObserver(observer: observer)) }
    func removeObserver(_ observer: any LocationUpdateObserver) { boxes.removeAll { $0.observer === observer } }

    func reportPermission(_ isGranted: Bool) {
        for observer in observers { observer.onAuthorizationStatusChanged(isGranted: isGranted) }
    }

    func report(latitude: Double, longitude: Double, heading: Double? = nil) {
        let location = GeoLocation(
            location: CLLocation(latitude: latitude, longitude: longitude),
            heading: heading.map { Measurement(value: $0, unit: UnitAngle.degrees) })
        lastKnownLocation = location
        for observer in observers { observer.didUpdateLocation(location: location) }
    }
}

/// The map's location comes only from the provider it listens to.
struct LocationProviderTests {
    @Test func withoutAProviderTheMapHasNoLocationMarker() throws {
        let (map, log) = try makeMap()
        #expect(map.locationMarkerPoint == nil)
        try map.play { try $0.tap(at: point(200, 400)) }
        #expect(log.interactions == ["interactionStarted", "tapped"])
    }

    @Test func activatingTakesTheLastKnownLocationAndFollowingUpdates() throws {
        let (map, _) = try makeMap()
        let provider = TestLocationProvider()
        provider.report(latitude: 37.5666, longitude: 126.9784)
        map.locationProvider = provider
        #expect(map.locationMarkerPoint == nil)
        map.activateLocationProvider()
        let first = try #require(map.locationMarkerPoint)
        #expect(abs(Double(first.x) - 200) < 1e-6 && abs(Double(first.y) - 400) < 1e-6)
        provider.report(latitude: 37.5666, longitude: 126.9794, heading: 90)
        let second = try #require(map.locationMarkerPoint)
        #expect(second.x > first.x)
        #expect(map.core.location?.heading == 90)
    }

    @Test func deactivatingOrReplacingTheProviderStopsListening() throws {
        let (map, _) = try makeMap()
        let provider = TestLocationProvider()
        map.locationProvider = provider
        map.activateLocationProvider()
        map.activateLocationProvider()
        #expect(provider.observerCount == 1)
        provider.report(latitude: 37.5666, longitude: 126.9784)
        map.deactivateLocationProvider()
        #expect(provider.observerCount == 0)
        provider.report(latitude: 37.5, longitude: 126.9)
        #expect(map.core.location?.position.latitude == 37.5666)
        map.activateLocationProvider()
        map.locationProvider = TestLocationProvider()
        #expect(provider.observerCount == 0)
    }

    @Test func anUpdateTheCoreCannotTakeIsIgnored() throws {
        let (map, _) = try makeMap()
        let provider = TestLocationProvider()
        map.locationProvider = provider
        map.activateLocationProvider()
        provider.report(latitude: 37.5666, longitude: 126.9784)
        provider.report(latitude: 91, longitude: 0)
        provider.report(latitude: 37.5, longitude: 126.9, heading: .nan)
        #expect(map.core.location?.position.latitude == 37.5666)
    }

    @Test func aTapBesideTheMarkerReachesTheMap() throws {
        let (map, log) = try makeMap()
        let provider = TestLocationProvider()
        map.locationProvider = provider
        map.activateLocationProvider()
        provider.report(latitude: 37.5666, longitude: 126.9784)
        try map.play { try $0.tap(at: point(200, 300)) }
        #expect(log.interactions == ["interactionStarted", "tapped"])
    }
}

/// An observer held weakly.
struct WeakObserver {
    weak var observer: (any LocationUpdateObserver)?
}
