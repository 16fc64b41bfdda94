import MapCompatPorting
import Testing

/// An app's subclass of the vendor's map view, which sets its own camera and gestures and receives its own camera
/// callbacks: modelled on sseungmn/SeSACFriends, `SeSACFriends/Sources/Modules/Home/SesacMapView.swift` (a
/// `class …: NMFMapView` that sets `zoomLevel` in `init(frame:)`, attaches a marker to `self` and moves its camera
/// without a receiver). Inside it, `self` is the map view: the typed reads and writes (the zoom, the tracking mode,
/// the camera's centre) and the line that makes its callbacks called port as they do on a map view held by name.
@Suite struct MapViewSubclassTests {
    static let naver = """
        final class FriendsMapView: NMFMapView, NMFMapViewCameraDelegate {
            override init(frame: CGRect) {
                super.init(frame: frame)
                zoomLevel = 12
                positionMode = .direction
                addCameraDelegate(delegate: self)
            }

            required init?(coder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }

            func report() {
                print(cameraPosition.zoom, self.cameraPosition.target.lat)
            }

            func mapView(_ mapView: NMFMapView, cameraIsChangingByReason reason: Int) {
                report()
            }
        }
        """

    static func code(_ text: String) -> [String] {
        text.split(separator: "\n").map { String($0.drop { $0 == " " }) }
    }

    @Test func selfIsTheMapViewInItsSubclass() {
        let lines = Self.code(Porter(from: .naver, to: .maplibre).port(Self.naver).output)
        #expect(lines.contains("self.zoomLevel = 12"), "\(lines)")
        #expect(lines.contains("self.userTrackingMode = .follow"), "\(lines)")
        #expect(lines.contains("print(self.zoomLevel, self.centerCoordinate.latitude)"), "\(lines)")
    }

    /// NAVER's camera delegate is added without a receiver; MapLibre's one delegate is set on `self`.
    @Test func theCallbacksAreWiredOnSelf() {
        let lines = Self.code(Porter(from: .naver, to: .maplibre).port(Self.naver).output)
        #expect(lines.contains("self.delegate = self"), "\(lines)")
        #expect(!lines.contains { $0.contains("addCameraDelegate") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("func mapView(_ mapView: MLNMapView, regionIsChangingWith") }, "\(lines)")
    }

    /// route-me's zoom is a Float one level higher, read on `self` as on any map view.
    @Test func routeMeReadsItsOwnZoom() {
        let lines = Self.code(Porter(from: .naver, to: .rm).port(Self.naver).output)
        #expect(lines.contains("print((Double(self.zoom) - 1), self.centerCoordinate.latitude)"), "\(lines)")
    }
}
