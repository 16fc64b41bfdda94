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

    /// A value a ported callback hands over in the target's type (route-me's long press, whose coordinate the app
    /// worked out, becomes NAVER's `didLongTapMap` with an `NMGLatLng`) is the SDK's: its members are ported.
    @Test func aCallbackParameterOfTheTargetsTypeIsTheSDKs() {
        let output = Porter(from: .rm, to: .naver).port(
            """
            final class LongPressScreen: UIViewController, RMMapViewDelegate {
                var mapView: RMMapView!
                var events: [String] = []
                func longPress(onMap map: RMMapView!, at point: CGPoint) {
                    let coordinate = map.pixel(toCoordinate: point)
                    events.append("long press \\(Int(coordinate.latitude))")
                }
            }
            """
        ).output
        #expect(output.contains("(Int(coordinate.lat))"), "\(output)")
    }
}
