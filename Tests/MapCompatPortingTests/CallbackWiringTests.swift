import Foundation
import MapCompatPorting
import Testing

/// Callbacks become the target's way to receive the same event, with the line that makes them called; the
/// enclosing type is never commented out.
@Suite struct CallbackWiringTests {
    static func code(_ text: String) -> [String] { Corpus.codeLines(text) }

    /// The issue's MapLibre screen: `mapView(_:regionDidChangeAnimated:)` must not stay under its MapLibre name.
    @Test func regionDidChangeBecomesTheTargetsCameraCallback() {
        let maplibre = """
            final class Screen: UIViewController, MLNMapViewDelegate {
                let mapView = MLNMapView(frame: .zero)
                var log: [String] = []

                override func viewDidLoad() {
                    super.viewDidLoad()
                    mapView.delegate = self
                }

                func mapView(_ mapView: MLNMapView, regionDidChangeAnimated animated: Bool) {
                    log.append("moved \\(animated)")
                }
            }
            """
        let naver = Self.code(Porter(from: .maplibre, to: .naver).port(maplibre).output)
        #expect(
            naver.contains("func mapView(_ mapView: NMFMapView, cameraDidChangeByReason reason: Int, animated: Bool) {")
        )
        #expect(naver.contains("mapView.addCameraDelegate(delegate: self)"))
        #expect(
            naver.contains {
                $0.hasPrefix("final class Screen: UIViewController") && $0.contains("NMFMapViewCameraDelegate")
            })
        #expect(!naver.contains { $0.contains("regionDidChangeAnimated") })

        let tomtom = Self.code(Porter(from: .maplibre, to: .tomtom).port(maplibre).output)
        #expect(tomtom.contains("func map(_ map: TomTomMap, onCameraEvent event: CameraEvent) {"))
        #expect(tomtom.contains("case .cameraSteady:"))
        #expect(tomtom.contains { $0.hasPrefix("let animated: Bool = false") || $0.hasPrefix("let animated = false") })
        #expect(!tomtom.contains { $0.contains("regionDidChangeAnimated") })

        let rm = Self.code(Porter(from: .maplibre, to: .rm).port(maplibre).output)
        #expect(rm.contains("func mapViewRegionDidChange(_ mapView: RMMapView!) {"))
        #expect(rm.contains("mapView.delegate = self"))
    }

    /// The issue's NAVER screen keeps its class and its gesture switches; the touch delegate's map tap becomes
    /// MapLibre's fallback recognizer that waits for the map's own tap recognizers.
    @Test func naverTouchDelegateBecomesAFallbackRecognizer() {
        let naver = """
            final class Screen: UIViewController, NMFMapViewTouchDelegate {
                let mapView = NMFMapView(frame: .zero)
                var log: [String] = []

                override func viewDidLoad() {
                    super.viewDidLoad()
                    mapView.isTiltGestureEnabled = false
                    mapView.touchDelegate = self
                }

                func mapView(_ mapView: NMFMapView, didTapMap latlng: NMGLatLng, point: CGPoint) {
                    log.append("\\(latlng.lat) \\(point.x)")
                }
            }
            """
        let result = Porter(from: .naver, to: .maplibre).port(naver)
        let code = Self.code(result.output)
        #expect(code.contains("final class Screen: UIViewController {"))
        #expect(code.contains("mapView.isPitchEnabled = false"))
        #expect(code.contains("let mapTap = UITapGestureRecognizer { [weak self] in self?.handleMapTap($0) }"))
        #expect(
            code.contains(
                "for recognizer in mapView.gestureRecognizers ?? [] where recognizer is UITapGestureRecognizer {"))
        #expect(code.contains("mapTap.require(toFail: recognizer)"))
        #expect(code.contains("mapView.addGestureRecognizer(mapTap)"))
        #expect(code.contains("let latlng = mapView.convert(point, toCoordinateFrom: mapView)"))
        #expect(code.contains(#"log.append("\(latlng.latitude) \(point.x)")"#))
        #expect(!code.contains { $0.contains("touchDelegate") || $0.contains("didTapMap") })
        #expect(!result.output.contains("// PORT(naver): final class"))
    }

    /// A NAVER marker's touch handler becomes the target's marker-tap callback, and back to NAVER it is the
    /// handler of the one marker the type makes.
    @Test func touchHandlerBecomesTheTargetsMarkerTapAndBack() {
        let naver = """
            final class Screen: UIViewController {
                let mapView = NMFMapView(frame: .zero)
                var log: [String] = []

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let marker = NMFMarker()
                    marker.position = NMGLatLng(lat: 37.5, lng: 127)
                    marker.touchHandler = { [weak self] (overlay: NMFOverlay) -> Bool in
                        self?.log.append("marker")
                        return true
                    }
                    marker.mapView = mapView
                }
            }
            """
        let rm = Porter(from: .naver, to: .rm).port(naver).output
        let rmCode = Self.code(rm)
        #expect(
            rmCode.contains(
                "let marker: RMAnnotation = RMAnnotation(mapView: mapView, coordinate: CLLocationCoordinate2D(latitude: 37.5, longitude: 127), andTitle: nil)"
            ))
        #expect(rmCode.contains("mapView.addAnnotation(marker)"))
        #expect(rmCode.contains("func tap(on overlay: RMAnnotation!, onMap mapView: RMMapView!) {"))
        #expect(rmCode.contains("mapView.delegate = self"))
        #expect(
            rmCode.contains { $0.hasPrefix("final class Screen: UIViewController") && $0.contains("RMMapViewDelegate") }
        )

        let tomtom = Self.code(Porter(from: .naver, to: .tomtom).port(naver).output)
        // The view is set up in `viewDidLoad`, so the marker waits for the map in `mapView(_:onMapReady:)`.
        #expect(tomtom.contains("func mapView(_ mapView: MapView, onMapReady map: TomTomMap) {"))
        #expect(tomtom.contains { $0.hasPrefix("let marker = try? map.addMarker(options: MarkerOptions(") })
        #expect(tomtom.contains("case .tappedOnAnnotation:"))

        let back = Self.code(Porter(from: .rm, to: .naver).port(rm).output)
        #expect(back.contains("let marker = NMFMarker(position: NMGLatLng(lat: 37.5, lng: 127))"))
        #expect(back.contains("marker.touchHandler = { [weak self] (overlay: NMFOverlay) -> Bool in"))
        #expect(back.contains("marker.mapView = mapView"))
        #expect(!back.contains { $0.contains("tap(on") })
    }

    /// TomTom's switch splits into the target's methods; its map-ready body runs where the view is made.
    @Test func tomTomSwitchSplitsAndMapReadyIsInlined() {
        let tomtom = """
            final class Screen: UIViewController, MapViewDelegate, MapDelegate {
                let mapView = MapView()
                var log: [String] = []

                override func viewDidLoad() {
                    super.viewDidLoad()
                    mapView.delegate = self
                }

                func mapView(_ mapView: MapView, onMapReady map: TomTomMap) {
                    map.delegate = self
                }

                func map(_ map: TomTomMap, onInteraction interaction: MapInteraction) {
                    switch interaction {
                    case let .tapped(coordinate):
                        log.append("tap \\(coordinate.latitude)")
                    case .longPressed:
                        log.append("press")
                    default:
                        break
                    }
                }
            }
            """
        let rm = Self.code(Porter(from: .tomtom, to: .rm).port(tomtom).output)
        #expect(rm.contains("let map = mapView"))
        #expect(rm.contains("map.delegate = self"))
        #expect(rm.contains("func singleTap(onMap map: RMMapView!, at point: CGPoint) {"))
        #expect(rm.contains("let coordinate = map.pixel(toCoordinate: point)"))
        #expect(rm.contains("func longPress(onMap map: RMMapView!, at point: CGPoint) {"))
        #expect(
            !rm.contains {
                $0.contains("onInteraction") || $0.contains("onMapReady") || $0.contains(" MapViewDelegate")
            }
        )
    }

    /// A type that sets itself as the map's delegate keeps a delegate protocol when none of its callbacks could
    /// move (each went to a note): the target's, where the source's callback protocol is dropped. Modelled on a
    /// hackathon screen written against a TomTom preview whose ready callback hands over a `Map`
    /// (f-ras/TomTom-Hackathon-2022, `ViewController.swift`).
    @Test func aSelfDelegateKeepsTheTargetsProtocolWhenEveryCallbackIsNoted() {
        let tomtom = """
            class EventsViewController: UIViewController, MapViewDelegate {
                var mapView = MapView(frame: .zero)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    mapView.delegate = self
                }

                func mapView(_ mapView: MapView, onMapReady map: Map) {
                    map.isMarkersFadingEnabled = true
                }
            }
            """
        for (target, header) in [
            (PortingStyle.maplibre, "class EventsViewController: UIViewController, MLNMapViewDelegate {"),
            (.rm, "class EventsViewController: UIViewController, RMMapViewDelegate {"),
        ] {
            let output = Porter(from: .tomtom, to: target).port(tomtom).output
            #expect(output.contains(header), "\(output)")
            #expect(output.contains("    mapView.delegate = self"), "\(output)")
        }
        // Without the assignment, nothing needs the protocol.
        let unset = Porter(from: .tomtom, to: .maplibre).port(
            tomtom.replacingOccurrences(of: "mapView.delegate = self", with: "view.addSubview(mapView)")
        ).output
        #expect(unset.contains("class EventsViewController: UIViewController {"), "\(unset)")
    }
}

/// The map-ready callback in an extension, the view's delegate set in the class: modelled on the TomTom
/// RealClient trip screen (a coordinator attached to a `MapView` it is given, its `MapViewDelegate` methods in an
/// extension, as TomTom's "Adding a map" guide splits them).
@Suite struct MapReadyInExtensionTests {
    @Test(arguments: [PortingStyle.naver, .rm])
    func theReadyBodyRunsWhereTheClassSetsTheDelegate(target: PortingStyle) {
        let tomTom = """
            final class TripScreen: NSObject {
                var calls: [String] = []

                func attach(mapView: MapView) {
                    mapView.delegate = self
                }
            }

            extension TripScreen: MapViewDelegate {
                func mapView(_: MapView, onMapReady map: TomTomMap) {
                    calls.append("onMapReady")
                }
            }
            """
        let lines = Porter(from: .tomtom, to: target).port(tomTom).output.split(separator: "\n")
            .map { String($0.drop { $0 == " " }) }
        let attach = lines.firstIndex { $0.hasPrefix("func attach(mapView:") }
        #expect(attach.map { lines[$0 + 1] } == "calls.append(\"onMapReady\")", "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("// PORT") }, "\(lines)")
    }
}
