import MapCompatPorting
import Testing

/// A camera value the app keeps and reads the centre of: NAVER's demo app (navermaps/ios-map-sdk,
/// `NaverMapDemo`) keeps its start camera as a constant `NMFCameraPosition` and places markers and moves the
/// camera to its `target`. Each target names the centre otherwise (MapLibre's `MLNMapCamera.centerCoordinate`,
/// TomTom's `CameraProperties.position`); route-me has no camera object.
@Suite struct CameraTargetTests {
    static let naver = """
        final class StartScreen: UIViewController {
            static let startCamera = NMFCameraPosition(NMGLatLng(lat: 37.5666102, lng: 126.9783881), zoom: 14)
            let mapView = NMFMapView(frame: .zero)
            let marker = NMFMarker()

            func place(by other: Target) {
                marker.position = Self.startCamera.target
                let current = mapView.cameraPosition
                print(current.target.lat, other.target)
            }
        }
        """

    static func code(_ text: String) -> [String] {
        text.split(separator: "\n").map { String($0.drop { $0 == " " }) }
    }

    @Test(arguments: [
        (PortingStyle.maplibre, "print(current.centerCoordinate.latitude, other.target)"),
        (.tomtom, "print(current.position.latitude, other.target)"),
    ])
    func theCentreOfAKnownCameraIsTheTargetsName(target: PortingStyle, read: String) {
        let lines = Self.code(Porter(from: .naver, to: target).port(Self.naver).output)
        #expect(lines.contains(read), "\(lines)")
    }

    /// The app's own `target` (a value of a type the file does not give a vendor's) is not a camera's.
    @Test func anotherValuesTargetStays() {
        let lines = Self.code(Porter(from: .naver, to: .maplibre).port(Self.naver).output)
        #expect(!lines.contains { $0.contains("other.centerCoordinate") }, "\(lines)")
    }

    @Test func routeMeHasNoCameraToReadTheCentreOf() {
        let output = Porter(from: .naver, to: .rm).port(Self.naver).output
        #expect(output.contains("// PORT: camera.position.target (NAVER): route-me has no camera object."), "\(output)")
        #expect(output.contains("// PORT(naver): marker.position = Self.startCamera.target"), "\(output)")
    }

    /// Ported to MapLibre and back, the read is NAVER's again.
    @Test func theReadComesBack() {
        let mapLibre = Porter(from: .naver, to: .maplibre).port(Self.naver).output
        let back = Self.code(Porter(from: .maplibre, to: .naver).port(mapLibre).output)
        #expect(back.contains("print(current.target.lat, other.target)"), "\(back)")
    }
}
