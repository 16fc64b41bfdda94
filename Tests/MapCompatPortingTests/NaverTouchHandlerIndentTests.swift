import MapCompatPorting
import Testing

/// A NAVER touch handler written less indented than the type's members (found by the porting fuzz harness):
/// the port keeps its lines as they are instead of trapping on a negative outdent.
@Suite struct NaverTouchHandlerIndentTests {
    @Test(arguments: [PortingStyle.maplibre, .tomtom, .rm])
    func anOutdentedTouchHandlerIsPorted(_ target: PortingStyle) {
        let source = """
            import NaverStyle

            final class Screen: UIViewController {
                let mapView = NMFMapView(frame: .zero)
                var events: [String] = []

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let marker = NMFMarker(position: NMGLatLng(lat: 37.5, lng: 127))
            marker.touchHandler = { [weak self] (overlay: NMFOverlay) -> Bool in
                        self?.events.append("marker tap")
                        return true
            }
                    marker.mapView = mapView
                }
            }
            """
        let output = Porter(from: .naver, to: target).port(source).output
        #expect(output.contains("events.append(\"marker tap\")"), "\(output)")
    }
}
