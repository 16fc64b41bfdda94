import MapCompatPorting
import Testing

/// Rules that hold on an expression whose vendor type the file declares, and camera and gesture shapes that
/// differ between styles.
@Suite struct TypeAwareTests {
    static let mapLibreCallback = """
        import MapLibreStyle

        final class Screen: NSObject, MLNMapViewDelegate {
            var events: [String] = []
            var settings = Settings()

            func mapView(_ mapView: MLNMapView, regionDidChangeAnimated animated: Bool) {
                events.append("zoom \\(mapView.zoomLevel)")
                let other = settings.zoomLevel
            }
        }
        """

    @Test func aZoomReadOnAKnownMapViewIsRewrittenInEveryDirection() {
        let naver = Porter(from: .maplibre, to: .naver).port(Self.mapLibreCallback).output
        #expect(naver.contains("mapView.cameraPosition.zoom"))
        let tomTom = Porter(from: .maplibre, to: .tomtom).port(Self.mapLibreCallback).output
        #expect(tomTom.contains("cameraProperties.zoom - 1)"), "TomTom's zoom is one level above MapLibre's")
        let routeMe = Porter(from: .maplibre, to: .rm).port(Self.mapLibreCallback).output
        #expect(routeMe.contains("(Double(mapView.zoom) - 1)"), "route-me's zoom is a Float")
        // A member of the same name on an app type is not the map's.
        for output in [naver, tomTom, routeMe] { #expect(output.contains("let other = settings.zoomLevel")) }
    }

    @Test func aShiftedZoomReadComesBackAsItWas() {
        let there = Porter(from: .maplibre, to: .tomtom).port(Self.mapLibreCallback).output
        let back = Porter(from: .tomtom, to: .maplibre).port(there).output
        #expect(back.contains("events.append(\"zoom \\(mapView.zoomLevel)\")"), "\(back)")
        let tomTom = """
            import TomTomStyle

            final class Screen: NSObject {
                var map: TomTomMap?
                func read() -> Double? { map?.cameraProperties.zoom }
            }
            """
        let maplibre = Porter(from: .tomtom, to: .maplibre).port(tomTom).output
        // On an optional receiver the shift applies to the value, so the read still compiles.
        #expect(maplibre.contains("(map?.zoomLevel).map { $0 + 1 }"))
        #expect(Porter(from: .maplibre, to: .tomtom).port(maplibre).output.contains("map?.cameraProperties.zoom }"))
    }

    /// TomTom's view hands over its map as an optional (`mapView.map?`, TomTomSDKMapDisplay `MapView.map`); in a
    /// style whose view is its map, the read is as optional as the view: a read on a view the app holds always is
    /// a plain number, one on an optional view an optional. Neither is wrapped in `if let`, which is a statement.
    @Test func aReadThroughTomTomsOptionalMapIsAsOptionalAsTheView() {
        let tomTom = """
            final class Screen {
                let mapView = MapView()
                var optionalView: MapView?

                func read() {
                    let zoom = mapView.map?.cameraProperties.zoom
                    let other = optionalView?.map?.cameraProperties.zoom
                    let camera = mapView.map?.cameraProperties
                    print(zoom, other, camera)
                }
            }
            """
        let lines = Porter(from: .tomtom, to: .maplibre).port(tomTom).output.split(separator: "\n").map {
            String($0.drop { $0 == " " })
        }
        #expect(lines.contains("let zoom = (mapView.zoomLevel + 1)"), "\(lines)")
        #expect(lines.contains("let other = (optionalView?.zoomLevel).map { $0 + 1 }"), "\(lines)")
        #expect(lines.contains("let camera = mapView.camera"), "\(lines)")
        #expect(!lines.contains { $0.contains("if let") }, "\(lines)")
    }

    @Test func selfInAnExtensionOfTheMapViewIsAMapView() {
        let source = """
            import MapLibreStyle

            extension MLNMapView {
                var roundedZoom: Int { Int(self.zoomLevel) }
            }
            """
        #expect(Porter(from: .maplibre, to: .naver).port(source).output.contains("Int(self.cameraPosition.zoom)"))
    }

    @Test func aCastBindingIsKnown() {
        let source = """
            import MapLibreStyle

            func currentZoom(in view: UIView) -> Double {
                guard let map = view as? MLNMapView else { return 0 }
                return map.zoomLevel
            }
            """
        #expect(Porter(from: .maplibre, to: .naver).port(source).output.contains("return map.cameraPosition.zoom"))
    }

    @Test func tomTomsAppliedCameraUpdateBecomesEachStylesMove() {
        let source = """
            import TomTomStyle

            final class Screen: NSObject {
                var map: TomTomMap?
                func show(_ place: CLLocationCoordinate2D) {
                    map?.applyCamera(CameraUpdate(position: place, zoom: 12))
                }
            }
            """
        #expect(
            Porter(from: .tomtom, to: .maplibre).port(source).output.contains(
                "map?.setCenter(place, zoomLevel: 11, animated: true)"))
        let naver = Porter(from: .tomtom, to: .naver).port(source).output
        // NAVER animates only when the update says so: the update is built eased where it is passed.
        #expect(
            naver.contains(
                "map?.moveCamera({ let update = NMFCameraUpdate(scrollTo: place, zoomTo: 11); update.animation = .easeIn; return update }())"
            ), "\(naver)")
        #expect(!naver.contains("// PORT: review — camera.shape.animate.centerZoom"))
        #expect(
            Porter(from: .tomtom, to: .rm).port(source).output.contains("map?.setZoom(12, at: place, animated: true)"))
    }

    @Test func tomTomsGestureListBecomesTheTargetsSwitches() {
        let source = """
            import TomTomStyle

            func configure(_ map: TomTomMap) {
                map.disabledGestures = [.rotate, .tilt]
                map.disabledGestures = [.pan, .pinch, .doubleTap, .twoFingerTap, .doubleTapAndPan]
                map.disabledGestures = [.doubleTap]
            }
            """
        let maplibre = Porter(from: .tomtom, to: .maplibre).port(source).output
        #expect(maplibre.contains("map.isRotateEnabled = false\n    map.isPitchEnabled = false"))
        #expect(maplibre.contains("map.isScrollEnabled = false\n    map.isZoomEnabled = false"))
        // One of TomTom's four zoom gestures is not MapLibre's zoom switch: left to a note.
        #expect(maplibre.contains("// PORT(tomtom): map.disabledGestures = [.doubleTap]"))
        let naver = Porter(from: .tomtom, to: .naver).port(source).output
        #expect(naver.contains("map.isRotateGestureEnabled = false\n    map.isTiltGestureEnabled = false"))
        let routeMe = Porter(from: .tomtom, to: .rm).port(source).output
        #expect(routeMe.contains("// PORT(tomtom): map.disabledGestures = [.rotate, .tilt]"))
    }

    /// A known marker's labels go to NAVER's nearest ones with a note: the title to its caption, the subtitle to its
    /// sub-caption, the second line under the marker (NMFMarker.h `captionText`, `subCaptionText`); an app's own
    /// `title` stays. Both come back as the label they were.
    @Test(arguments: [("title", "captionText"), ("subtitle", "subCaptionText")])
    func aMarkersLabelGoesToNaversNearestWithANote(label: String, naverLabel: String) {
        let source = """
            import MapLibreStyle

            func rename(_ pin: MLNPointAnnotation, _ other: Place) {
                pin.\(label) = "Home"
                other.\(label) = "Work"
            }
            """
        let naver = Porter(from: .maplibre, to: .naver).port(source).output
        #expect(naver.contains("pin.\(naverLabel) = \"Home\""), "\(naver)")
        #expect(naver.contains("// PORT: review — marker.\(label)"))
        #expect(naver.contains("other.\(label) = \"Work\""))
        let back = Porter(from: .naver, to: .rm).port(naver).output
        #expect(back.contains("pin.\(label) = \"Home\""), "\(back)")
    }

    /// TomTom's markers carry one label, which a title takes: a subtitle is left to the reader.
    @Test func tomTomHasNoPlaceForASubtitle() {
        let source = "func describe(_ pin: MLNPointAnnotation) {\n    pin.subtitle = \"Open until 10\"\n}\n"
        let tomTom = Porter(from: .maplibre, to: .tomtom).port(source).output
        #expect(tomTom.contains("// PORT(maplibre): pin.subtitle = \"Open until 10\""), "\(tomTom)")
    }

    @Test func callbacksInAnExtensionAreSetUpInTheTypeAndConformOnce() {
        let source = """
            import NaverStyle

            final class Screen: UIViewController {
                let mapView = NMFMapView(frame: .zero)
                var events: [String] = []
                override func viewDidLoad() {
                    super.viewDidLoad()
                    mapView.touchDelegate = self
                    mapView.isTiltGestureEnabled = false
                }
            }

            extension Screen: NMFMapViewTouchDelegate {
                func mapView(_ mapView: NMFMapView, didTapMap latlng: NMGLatLng, point: CGPoint) {
                    events.append("map tap")
                }
            }
            """
        let routeMe = Porter(from: .naver, to: .rm).port(source).output
        #expect(routeMe.contains("final class Screen: UIViewController, RMMapViewDelegate {"))
        #expect(routeMe.contains("extension Screen {"))
        #expect(routeMe.contains("        mapView.delegate = self"))
        let tomTom = Porter(from: .naver, to: .tomtom).port(source).output
        #expect(tomTom.contains("extension Screen {"))
        #expect(tomTom.contains("final class Screen: UIViewController, MapDelegate, MapViewDelegate {"))
    }
}
