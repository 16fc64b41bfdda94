import MapCompatPorting
import Testing

/// A camera step (the camera moved a little during a gesture or an animation) reaches each style's step callback,
/// and NAVER's `zoomLevel` read inside it is the camera's zoom. Modelled on the NAVER RealClient overlay screen
/// (NaverMapDemo's overlay demos show the zoom while the camera moves) and on MapLibre's
/// `mapView(_:regionIsChangingWith:)` in its iOS app examples, and `mapViewRegionIsChanging(_:)`, the step callback
/// MLNMapViewDelegate.h documents and apps implement (maplibre/maplibre-react-native's `RCTMLNMapViewManager.m`
/// reports the region from it).
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

    static let mapLibre = """
        final class Screen: NSObject, MLNMapViewDelegate {
            let mapView = MLNMapView(frame: .zero)
            var shownZoom = 0.0
            var log: [String] = []

            func viewDidLoad() {
                mapView.delegate = self
            }

            func mapViewRegionIsChanging(_ mapView: MLNMapView) {
                shownZoom = mapView.zoomLevel
            }

            func mapViewRegionIsChanging(_ mapView: MLNMapView, reason: MLNCameraChangeReason) {
                log.append("changing")
            }

            func mapView(_ mapView: MLNMapView, regionDidChangeAnimated animated: Bool) {
                log.append("moved")
            }
        }
        """

    /// MapLibre calls one of its two step callbacks; the target's one step callback runs both bodies, and the
    /// method that went leaves no double blank line.
    @Test(arguments: [
        (PortingStyle.naver, "func mapView(_ mapView: NMFMapView, cameraIsChangingByReason reason: Int) {"),
        (.tomtom, "case .cameraChanged:"), (.rm, "func mapViewRegionDidChange(_ mapView: RMMapView!) {"),
    ])
    func mapLibresPlainStepCallbackIsTheTargetsStepCallback(target: PortingStyle, receiver: String) {
        let output = Porter(from: .maplibre, to: target).port(Self.mapLibre).output
        let lines = output.split(separator: "\n").map { String($0.drop { $0 == " " }) }
        #expect(lines.contains(receiver), "\(lines)")
        #expect(lines.contains("log.append(\"changing\")"), "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("// PORT(maplibre):") || $0.contains("mapViewRegionIsChanging") })
        #expect(!output.contains("\n\n\n"), "\(output)")
    }

    /// A body that reads MapLibre's reason (an option set) cannot read NAVER's (an `Int` code) or TomTom's (none):
    /// the callback is commented out whole, with the reason's note, rather than left not to compile.
    @Test(arguments: [PortingStyle.naver, .tomtom])
    func aBodyReadingTheReasonWaitsForAHand(target: PortingStyle) {
        let mapLibre = """
            final class Screen: NSObject, MLNMapViewDelegate {
                var userMoves = 0

                func mapView(_ mapView: MLNMapView, regionIsChangingWith reason: MLNCameraChangeReason) {
                    if reason.contains(.gesturePan) { userMoves += 1 }
                }
            }
            """
        let output = Porter(from: .maplibre, to: target).port(mapLibre).output
        #expect(output.contains("// PORT: camera.reason.type (MapLibre): the body reads the reason"), "\(output)")
        #expect(output.contains("// PORT(maplibre):     if reason.contains(.gesturePan) { userMoves += 1 }"))
    }

    /// NAVER's older single delegate (`NMFMapViewDelegate`, which NAVER's guide examples still set) reports the
    /// same steps and ends as its camera delegate: both reach the target's callbacks.
    @Test func naversOlderDelegateReachesTheTargetsCallbacks() {
        let naver = """
            final class Screen: NSObject, NMFMapViewDelegate {
                let mapView = NMFMapView(frame: .zero)
                var log: [String] = []

                func viewDidLoad() {
                    mapView.delegate = self
                }

                func mapViewRegionIsChanging(_ mapView: NMFMapView, byReason reason: Int) {
                    log.append("step")
                }

                func mapView(_ mapView: NMFMapView, regionDidChangeAnimated animated: Bool, byReason reason: Int) {
                    log.append("moved")
                }
            }
            """
        let lines = indentlessLines(Porter(from: .naver, to: .maplibre).port(naver).output)
        #expect(
            lines.contains("func mapView(_ mapView: MLNMapView, regionIsChangingWith reason: MLNCameraChangeReason) {"))
        #expect(lines.contains("func mapView(_ mapView: MLNMapView, regionDidChangeAnimated animated: Bool) {"))
        #expect(!lines.contains { $0.hasPrefix("// PORT(naver):") }, "\(lines)")
    }
}
