import MapCompatPorting
import Testing

/// NAVER's `NMFNaverMapView` wraps the map view the other styles use directly: `wrapper.mapView` is the wrapper
/// itself once ported, read plainly or through an optional.
@Suite struct NaverWrapperTests {
    static let source = """
        import NaverStyle

        final class Screen: UIViewController {
            var naverMapView: NMFNaverMapView?
            var events: [String] = []

            func configure() {
                naverMapView?.mapView.isRotateGestureEnabled = false
                naverMapView!.mapView.isScrollGestureEnabled = true
                let map = naverMapView?.mapView
                _ = map
            }
        }
        """

    @Test(arguments: [PortingStyle.maplibre, .rm])
    func theWrappedMapViewThroughAnOptionalIsTheWrapper(_ target: PortingStyle) {
        let output = Porter(from: .naver, to: target).port(Self.source).output
        for unwrapped in ["naverMapView?.mapView", "naverMapView!.mapView"] {
            #expect(!output.contains(unwrapped), "\(output)")
        }
        #expect(output.contains("let map = naverMapView\n"), "\(output)")
        #expect(output.contains("naverMapView!."), "\(output)")
    }

    @Test func theOptionalChainIsKept() {
        let output = Porter(from: .naver, to: .maplibre).port(Self.source).output
        #expect(output.contains("naverMapView?.isRotateEnabled = false"), "\(output)")
    }

    /// An overlay put on the map through an optional (`polylineOverlay?.mapView = mapView`, as NAVER's demo
    /// `PolylineOverlayViewController.swift` does) is not the wrapper's map view read.
    @Test func anOverlaysMapViewIsNotTheWrappers() {
        let naver = """
            final class Screen {
                let mapView = NMFMapView(frame: .zero)
                var polylineOverlay: NMFPolylineOverlay?

                func show() {
                    polylineOverlay?.mapView = mapView
                }
            }
            """
        let output = Porter(from: .naver, to: .rm).port(naver).output
        #expect(!output.contains("controls.wrapper.mapView"), "\(output)")
    }
}
