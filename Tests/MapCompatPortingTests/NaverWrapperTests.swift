import MapCompatPorting
import Testing

/// NAVER's `NMFNaverMapView` wraps the map view the other styles use directly: `wrapper.mapView` is the wrapper
/// itself once ported, read plainly or through an optional.
@Suite struct NaverWrapperTests {
    static func code(_ text: String) -> [String] { text.split(separator: "\n").map { String($0.drop { $0 == " " }) } }

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
    /// An implicitly unwrapped wrapper (boostcamp-2020/Project17-A-Map's `MainViewController` declares `var
    /// naverMapView: NMFNaverMapView!`; storyboard screens make it an `@IBOutlet`) whose map view is bound to a
    /// local: bound alone, the
    /// ported wrapper would be an optional, so it is unwrapped as NAVER's implicit read was; a read through it
    /// stays implicit.
    @Test(arguments: [PortingStyle.maplibre, .rm])
    func anImplicitlyUnwrappedWrappersMapViewBoundToALocalIsUnwrapped(_ target: PortingStyle) {
        let naver = """
            final class Screen: UIViewController {
                @IBOutlet weak var naverMapView: NMFNaverMapView!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let mapView = naverMapView.mapView
                    naverMapView.mapView.isRotateGestureEnabled = false
                    print(mapView)
                }
            }
            """
        let lines = Self.code(Porter(from: .naver, to: target).port(naver).output)
        #expect(lines.contains("let mapView = naverMapView!"), "\(lines)")
        #expect(!lines.contains { $0.contains("naverMapView!.") }, "\(lines)")
    }

    /// A string's interpolation reads the wrapper as code does; its text, which only names the read, stays as
    /// written, and an escaped backslash opens no interpolation (the porter promises that no string's text
    /// changes).
    @Test(arguments: [PortingStyle.maplibre, .tomtom])
    func aStringsTextNamingTheWrappersMapViewStays(_ target: PortingStyle) {
        let naver = #"""
            final class Screen: UIViewController {
                let naverMapView = NMFNaverMapView(frame: .zero)
                var events: [String] = []

                func log() {
                    events.append("read naverMapView.mapView.zoomLevel")
                    events.append("escaped \\(naverMapView.mapView.zoomLevel)")
                    events.append("zoom \(naverMapView.mapView.zoomLevel)")
                }
            }
            """#
        let output = Porter(from: .naver, to: target).port(naver).output
        #expect(output.contains(#""read naverMapView.mapView.zoomLevel""#), "\(output)")
        #expect(output.contains(#""escaped \\(naverMapView.mapView.zoomLevel)""#), "\(output)")
        #expect(!output.contains(#""zoom \(naverMapView.mapView"#), "\(output)")
    }

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

    /// A wrapper made in a function and its map view passed on (`setMarker(…, mapview: nmapView.mapView)`, as
    /// apps built on NAVER's demo write it): on TomTom the view is a `MapView` and the map passed is its `map`.
    @Test func theWrappersMapViewPassedOnIsTomTomsMap() {
        let naver = """
            final class Screen: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let nmapView = NMFNaverMapView(frame: view.frame)
                    view.addSubview(nmapView)
                    nmapView.mapView.moveCamera(NMFCameraUpdate(zoomTo: 15))
                    show(on: nmapView.mapView)
                }

                func show(on mapView: NMFMapView) {}
            }
            """
        let lines = Self.code(Porter(from: .naver, to: .tomtom).port(naver).output)
        #expect(lines.contains("show(on: nmapView.map)"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("nmapView.map.moveCamera(") }, "\(lines)")
    }

    /// A view that subclasses the wrapper reads the wrapped map view as its own member (boostcamp-2020/
    /// Project17-A-Map's cluster map view is an `NMFNaverMapView` that adds its markers to `self.mapView`): ported,
    /// the wrapper is the map view, so that member is `self`. A function's own
    /// `mapView` parameter is left alone, and so is the app's `moveCamera(to:)`, which is not NAVER's.
    @Test func aSubclassOfTheWrapperReadsItselfAsTheMapView() {
        let naver = """
            final class ClusterMapView: NMFNaverMapView {
                var markers: [NMFMarker] = []

                func add(_ marker: NMFMarker) {
                    marker.mapView = self.mapView
                    mapView.addGestureRecognizer(UITapGestureRecognizer())
                    markers.append(marker)
                }

                func moveCamera(to spot: NMGLatLng) {}

                func show(_ spot: NMGLatLng, on mapView: NMFMapView) {
                    moveCamera(to: spot)
                    mapView.zoomLevel = 12
                }
            }
            """
        let mapLibre = Self.code(Porter(from: .naver, to: .maplibre).port(naver).output)
        for line in [
            "self.addAnnotation(marker)", "self.addGestureRecognizer(UITapGestureRecognizer())", "moveCamera(to: spot)",
        ] {
            #expect(mapLibre.contains(line), "\(line): \(mapLibre)")
        }
        #expect(mapLibre.contains { $0.hasPrefix("mapView.") && $0.contains("12") }, "\(mapLibre)")
        #expect(!mapLibre.contains { $0.contains("self.mapView") })
        // TomTom's map is final: the type loses its superclass, and the member check takes these reads.
        let tomTom = Self.code(Porter(from: .naver, to: .tomtom).port(naver).output)
        #expect(!tomTom.contains { !$0.hasPrefix("//") && $0.hasPrefix("self.") }, "\(tomTom)")
    }
}
