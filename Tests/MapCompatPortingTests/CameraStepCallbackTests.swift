import MapCompatPorting
import Testing

/// A camera step (the camera moved a little during a gesture or an animation) reaches each style's step callback,
/// and NAVER's `zoomLevel` read inside it is the camera's zoom. Modelled on the NAVER RealClient overlay screen
/// (NaverMapDemo's overlay demos show the zoom while the camera moves) and on MapLibre's
/// `mapView(_:regionIsChangingWith:)` in its iOS app examples.
@Suite struct CameraStepCallbackTests {
    static let naver = """
        final class Screen: NSObject, NMFMapViewCameraDelegate {
            let mapView = NMFMapView(frame: .zero)
            var shownZoom = 0.0

            func viewDidLoad() {
                mapView.addCameraDelegate(delegate: self)
            }

            func mapView(_ mapView: NMFMapView, cameraIsChangingByReason reason: Int) {
                shownZoom = mapView.zoomLevel
            }
        }
        """

    @Test(arguments: [
        (
            PortingStyle.maplibre,
            "func mapView(_ mapView: MLNMapView, regionIsChangingWith reason: MLNCameraChangeReason) {",
            "shownZoom = mapView.zoomLevel"
        ),
        (.tomtom, "case .cameraChanged:", "shownZoom = (map.cameraProperties.zoom - 1)"),
        (.rm, "func mapViewRegionDidChange(_ mapView: RMMapView!) {", "shownZoom = (Double(mapView.zoom) - 1)"),
    ])
    func aStepCallbackIsTheTargetsStepCallback(target: PortingStyle, receiver: String, body: String) {
        let lines = Porter(from: .naver, to: target).port(Self.naver).output.split(separator: "\n")
            .map { String($0.drop { $0 == " " }) }
        #expect(lines.contains(receiver), "\(lines)")
        #expect(lines.contains(body), "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("// PORT(naver):") }, "\(lines)")
    }

    @Test func mapLibresStepCallbackPortsBackToNavers() {
        let mapLibre = Porter(from: .naver, to: .maplibre).port(Self.naver).output
        let back = Porter(from: .maplibre, to: .naver).port(mapLibre).output
        #expect(back.contains("func mapView(_ mapView: NMFMapView, cameraIsChangingByReason reason: Int) {"))
        #expect(back.contains("shownZoom = mapView.cameraPosition.zoom"), "\(back)")
    }
}
