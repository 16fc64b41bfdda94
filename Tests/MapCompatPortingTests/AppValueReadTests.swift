import Foundation
import MapCompatPorting
import Testing

/// What a port reads off values whose type the file does not write at the read: an element of an array the file
/// declares of a vendor type (`markers[currentIndex].position`, as NAVER screens that page through their markers
/// with a carousel read them), and an app coordinate read with `.lon`, which no SDK's coordinate has (an app's
/// `LonLat` of a places API, whose `lat` stays the app's).
@Suite struct AppValueReadTests {
    @Test func anElementOfAVendorArrayIsReadAsTheVendorType() {
        let naver = """
            final class Coordinator: NSObject {
                static let shared = Coordinator()
                var markers: [NMFMarker] = []
                var currentIndex = 0

                func scrolled() {
                    let a = markers[currentIndex].position.lat
                    let b = Coordinator.shared.markers[currentIndex].position.lng
                    let c = markers.first?.position.lat
                    print(a, b, c as Any)
                }
            }
            """
        let output = Porter(from: .naver, to: .maplibre).port(naver).output
        #expect(output.contains("let a = markers[currentIndex].coordinate.latitude"), "\(output)")
        #expect(output.contains("let b = Coordinator.shared.markers[currentIndex].coordinate.longitude"), "\(output)")
        #expect(output.contains("let c = markers.first?.coordinate.latitude"), "\(output)")
    }

    @Test func aValueReadWithLonIsTheAppsCoordinate() {
        let naver = """
            final class Screen {
                let mapView = NMFMapView(frame: .zero)

                func show(_ info: PlaceInfo) {
                    let position = info.lonlat
                    let marker = NMFMarker()
                    marker.position = NMGLatLng(lat: position.lat, lng: position.lon)
                    let here = marker.position
                    print(here.lat)
                }
            }
            """
        let output = Porter(from: .naver, to: .maplibre).port(naver).output
        #expect(
            output.contains("CLLocationCoordinate2D(latitude: position.lat, longitude: position.lon)"), "\(output)")
        #expect(output.contains("print(here.latitude)"), "\(output)")
    }
}
