import MapCompatPorting
import Testing

/// The test a delegate method makes before it draws the app's annotation: route-me's
/// `annotation.isUserLocationAnnotation` (route-me's MarkerMurder sample returns `nil` for the user's dot from
/// `mapView:layerForAnnotation:`), MapLibre's `annotation is MLNUserLocation` (maplibre-native's user-location
/// example), MapKit's `annotation is MKUserLocation`.
@Suite struct UserLocationAnnotationTestTests {
    static let routeMe = """
        final class PinScreen: NSObject, RMMapViewDelegate {
            func mapView(_ mapView: RMMapView!, layerFor annotation: RMAnnotation!) -> RMMapLayer! {
                if annotation.isUserLocationAnnotation { return nil }
                guard !annotation.isUserLocationAnnotation else { return nil }
                return RMMarker(uiImage: UIImage(named: "pin") ?? UIImage())
            }
        }
        """

    @Test func routeMesTestIsAClassTestOnMapLibre() {
        let output = Porter(from: .rm, to: .maplibre).port(Self.routeMe).output
        #expect(output.contains("if (annotation is MLNUserLocation) { return nil }"), "\(output)")
        #expect(output.contains("guard !(annotation is MLNUserLocation) else { return nil }"), "\(output)")
        let back = Porter(from: .maplibre, to: .rm).port(output).output
        #expect(back.contains("if annotation.isUserLocationAnnotation { return nil }"), "\(back)")
    }

    @Test func mapKitsClassTestIsRouteMesFlag() {
        let output = Porter(from: .mapKit, to: .rm).port(
            """
            final class PinScreen: NSObject, MKMapViewDelegate {
                var mapView: MKMapView!
                func isMine(_ annotation: MKAnnotation) -> Bool {
                    if annotation is MKUserLocation { return false }
                    return true
                }
            }
            """
        ).output
        #expect(output.contains("if annotation.isUserLocationAnnotation { return false }"), "\(output)")
    }

    /// NAVER and TomTom draw the user's location with their own marker: no annotation is it, and the note says so.
    @Test func aStyleWithoutSuchAnAnnotationSaysTheTestIsFalse() {
        let output = Porter(from: .rm, to: .naver).port(Self.routeMe).output
        #expect(output.contains("the test is always false"), "\(output)")
    }
}
