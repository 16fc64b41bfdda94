import MapCompatPorting
import Testing

/// A member whose name an SDK shares with another type is the SDK's only on the SDK's values: NAVER screens drive
/// Core Location's manager beside the map to ask for permission and read its last fix
/// (Team-Moyeo/Moyeo-iOS, `Coordinator.swift`: `locationManager.location?.coordinate.latitude` on a
/// `CLLocationManager`), and that `location` is Core Location's, not the location overlay's.
@Suite struct OtherTypesReceiverTests {
    static let screen = """
        import NMapsMap

        final class MapCoordinator: NSObject, CLLocationManagerDelegate {
            var locationManager: CLLocationManager?
            let naverMapView = NMFNaverMapView()

            func fetchUserLocation() {
                if let locationManager = locationManager {
                    let lat = locationManager.location?.coordinate.latitude
                    print(lat ?? 0)
                }
                let overlay = naverMapView.mapView.locationOverlay.location
                print(overlay)
            }
        }
        """

    @Test(arguments: [PortingStyle.maplibre, .tomtom, .rm])
    func coreLocationsManagerKeepsItsLocation(target: PortingStyle) {
        let output = Porter(from: .naver, to: target).port(Self.screen).output
        #expect(output.contains("\n            let lat = locationManager.location?.coordinate.latitude"), "\(output)")
        #expect(output.contains("// PORT(naver): let overlay = "), "the overlay's location is NAVER's: \(output)")
    }
}
