import Foundation
import MapCompatPorting
import Testing

/// A marker made in one statement and put on the map later, inside an `if let`, a `guard`'s block or a closure,
/// keeps its construction (the target's way) and its later lines are ported where they stand.
@Suite struct MarkerLaterTests {
    /// Modelled on navermaps/ios-map-sdk's demo (MarkerViewController.swift: a marker made, its icon set, then
    /// `marker.mapView = mapView`), with the icon behind an `if let` and the marker shown from a closure.
    static let naver = """
        import NMapsMap
        import UIKit

        final class StoreMapViewController: UIViewController {
            var mapView: NMFMapView!

            func show(_ lat: Double, _ lng: Double, image: UIImage?) {
                let marker = NMFMarker()
                marker.position = NMGLatLng(lat: lat, lng: lng)
                if let image = image {
                    marker.iconImage = NMFOverlayImage(image: image)
                }
                DispatchQueue.main.async {
                    marker.mapView = self.mapView
                }
            }

            func hide(_ marker: NMFMarker) {
                marker.mapView = nil
            }
        }

        """

    @Test(arguments: [PortingStyle.maplibre, .rm])
    func aNaverMarkerShownFromAClosureKeepsItsConstruction(target: PortingStyle) {
        let result = Porter(from: .naver, to: target).port(Self.naver)
        let code = Self.code(result.output)
        let made =
            target == .maplibre
            ? "let marker = MLNPointAnnotation()" : "let marker: RMAnnotation = RMAnnotation(mapView: self.mapView,"
        #expect(code.contains { $0.hasPrefix(made) }, "\(result.output)")
        #expect(code.contains("self.mapView.addAnnotation(marker)"), "\(result.output)")
        // The icon has no counterpart on the marker: commented out alone, its `if let` kept.
        #expect(!code.contains { $0.contains("iconImage") || $0.contains("NMFOverlayImage") })
        #expect(code.contains("if let image = image {"))
        // Nothing reads a marker the port commented out, and the map view is never taken for NAVER's wrapper.
        #expect(!result.changes.contains { $0.concept == "annotation.make" && $0.kind == .manual })
        #expect(!result.changes.contains { $0.concept == "controls.wrapper.mapView" })
        // Taken off through the one map view the file puts markers on (MarkerDetach).
        #expect(code.contains("self.mapView.removeAnnotation(marker)"), "\(result.output)")
        let back = Porter(from: target, to: .naver).port(result.output).output
        #expect(Self.code(back).contains("marker.mapView = self.mapView"), "\(back)")
    }

    /// Modelled on maplibre-native's iOS examples (platform/ios/app-swift: an `MLNPointAnnotation` made, then added
    /// once the view is ready) and route-me's samples (an `RMAnnotation` added behind `if let`).
    @Test func annotationsAddedLaterComeOutOnNaversMap() {
        let mapLibre = """
            final class Pins: UIViewController {
                var mapView: MLNMapView!

                func add(_ coordinate: CLLocationCoordinate2D) {
                    let annotation = MLNPointAnnotation()
                    annotation.coordinate = coordinate
                    DispatchQueue.main.async { [weak self] in
                        guard let self else { return }
                        self.mapView.addAnnotation(annotation)
                    }
                }
            }
            """
        let fromMapLibre = Self.code(Porter(from: .maplibre, to: .naver).port(mapLibre).output)
        #expect(fromMapLibre.contains("let annotation = NMFMarker(position: coordinate)"), "\(fromMapLibre)")
        #expect(fromMapLibre.contains("annotation.mapView = self.mapView"))
        #expect(fromMapLibre.filter { $0.contains(".mapView = ") }.count == 1)

        let routeMe = """
            final class Pins: UIViewController {
                var mapView: RMMapView?

                func add(_ coordinate: CLLocationCoordinate2D) {
                    let annotation = RMAnnotation(mapView: mapView, coordinate: coordinate, andTitle: "Pin")
                    if let mapView = mapView {
                        mapView.addAnnotation(annotation)
                    }
                }
            }
            """
        let fromRouteMe = Self.code(Porter(from: .rm, to: .maplibre).port(routeMe).output)
        #expect(fromRouteMe.contains("let annotation = MLNPointAnnotation()"), "\(fromRouteMe)")
        #expect(
            fromRouteMe.filter { $0.contains("addAnnotation(annotation)") } == ["mapView.addAnnotation(annotation)"])
        #expect(
            fromRouteMe.firstIndex(of: "if let mapView = mapView {").map { fromRouteMe[$0 + 1] }
                == "mapView.addAnnotation(annotation)")
    }

    /// Modelled on TomTom's "Markers" guide (MarkerOptions made, then `try? map.addMarker(options:)`), with the
    /// add in a closure once the map is there.
    @Test(arguments: [
        (PortingStyle.naver, "let marker = NMFMarker(position: coordinate)", "marker.mapView = map"),
        (.maplibre, "let marker = MLNPointAnnotation()", "map.addAnnotation(marker)"),
        (
            .rm, "let marker: RMAnnotation = RMAnnotation(mapView: map, coordinate: coordinate, andTitle: nil)",
            "map.addAnnotation(marker)"
        ),
    ])
    func tomTomOptionsAddedLaterBecomeTheTargetsMarker(target: PortingStyle, made: String, added: String) {
        let tomTom = """
            final class Pins: UIViewController {
                var map: TomTomMap?

                func add(_ coordinate: CLLocationCoordinate2D, image: UIImage) {
                    let options = MarkerOptions(coordinate: coordinate, pinImage: image)
                    DispatchQueue.main.async { [weak self] in
                        guard let map = self?.map else { return }
                        let marker = try? map.addMarker(options: options)
                        print(marker as Any)
                    }
                }
            }
            """
        let code = Self.code(Porter(from: .tomtom, to: target).port(tomTom).output)
        #expect(code.contains(made), "\(code)")
        #expect(code.firstIndex(of: "guard let map = self?.map else { return }").map { code[$0 + 1] } == added)
        #expect(!code.contains { $0.contains("MarkerOptions") || $0.contains("addMarker") })
    }

    /// A marker kept as a stored property (navermaps/ios-map-sdk's InfoWindowViewController.swift) and put on
    /// the map in `viewDidLoad()`: the target's annotation takes no position when made, so the property is made by
    /// a closure that sets it (``StoredMarkers``); nothing else is written at the type's level.
    @Test(arguments: [PortingStyle.maplibre, .rm])
    func aStoredMarkerIsMadeByAClosure(target: PortingStyle) {
        let naver = """
            final class Screen: UIViewController {
                let mapView = NMFMapView(frame: .zero)
                let marker = NMFMarker(position: NMGLatLng(lat: 37.57, lng: 126.97))

                override func viewDidLoad() {
                    super.viewDidLoad()
                    marker.mapView = mapView
                }
            }
            """
        let code = Self.code(Porter(from: .naver, to: target).port(naver).output)
        let type = target == .maplibre ? "MLNPointAnnotation" : "RMAnnotation"
        guard let made = code.firstIndex(of: "let marker: \(type) = {") else {
            Issue.record("no closure: \(code)")
            return
        }
        #expect(code[made + 1] == "let annotation = \(type)()", "\(code)")
        #expect(
            code[made + 2] == "annotation.coordinate = CLLocationCoordinate2D(latitude: 37.57, longitude: 126.97)")
        #expect(code.contains("}()"))
        #expect(code.contains("mapView.addAnnotation(marker)"), "\(code)")
        #expect(!code.contains { $0.hasPrefix("// PORT") }, "\(code)")
    }

    /// A stored marker made empty (NAVER's ProjectionViewController demo) is MapLibre's empty annotation as it is;
    /// route-me's gets the pin layer it draws with, or it would not show.
    @Test func anEmptyStoredMarkerGetsRouteMesLayer() {
        let naver = """
            final class Screen: UIViewController {
                let mapView = NMFMapView(frame: .zero)
                let marker = NMFMarker()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    marker.position = NMGLatLng(lat: 37.57, lng: 126.97)
                    marker.mapView = mapView
                }
            }
            """
        let rm = Self.code(Porter(from: .naver, to: .rm).port(naver).output)
        #expect(rm.contains("let marker: RMAnnotation = {"), "\(rm)")
        #expect(rm.contains("annotation.layer = RMMarker(uiImage: UIImage(named: \"marker_pin\"))"), "\(rm)")
        let mapLibre = Self.code(Porter(from: .naver, to: .maplibre).port(naver).output)
        #expect(mapLibre.contains("let marker = MLNPointAnnotation()"), "\(mapLibre)")
    }

    /// TomTom adds a marker as it makes it: the source's later statement that put the marker on the map is done
    /// already, and says so (it counts as ported).
    @Test func aLaterAttachIsAlreadySoOnTomTom() {
        let result = Porter(from: .naver, to: .tomtom).port(Self.naver)
        let code = result.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let note = code.firstIndex { $0.hasPrefix("// PORT: already so — marker.attach (NAVER): TomTom adds a marker") }
        #expect(note.map { code[$0 + 1] } == "// PORT(naver): marker.mapView = self.mapView", "\(code)")
        #expect(!result.changes.contains { $0.concept == "marker.attach" && $0.kind == .manual })
    }

    /// A marker made at a position inside a function is a construction, not a stored property.
    @Test func aLocalMarkerIsNotAStoredOne() {
        let naver = """
            final class Screen: UIViewController {
                let mapView = NMFMapView(frame: .zero)

                func show() {
                    let marker = NMFMarker(position: NMGLatLng(lat: 37.57, lng: 126.97))
                    marker.mapView = mapView
                }
            }
            """
        let code = Self.code(Porter(from: .naver, to: .maplibre).port(naver).output)
        #expect(code.contains("let marker = MLNPointAnnotation()"), "\(code)")
        #expect(!code.contains { $0.hasSuffix("= {") }, "\(code)")
    }

    /// A declaration that names the marker's type (`let marker: NMFMarker = NMFMarker()`, as NAVER's demo writes
    /// it in OverlayMinMaxZoomViewController.swift; `let pin: RMAnnotation = RMAnnotation(…)` in route-me apps)
    /// is a marker construction like the untyped one.
    @Test(arguments: [
        (
            PortingStyle.naver, "let marker: NMFMarker = NMFMarker()\n        marker.position = coordinate",
            "marker.mapView = mapView", PortingStyle.maplibre, "let marker = MLNPointAnnotation()"
        ),
        (
            .rm, "let marker: RMAnnotation = RMAnnotation(mapView: mapView, coordinate: coordinate, andTitle: nil)",
            "mapView.addAnnotation(marker)", .naver, "let marker = NMFMarker(position: coordinate)"
        ),
    ])
    func aTypedDeclarationIsAConstruction(
        source: PortingStyle, made: String, added: String, target: PortingStyle, expected: String
    ) {
        let mapView = ["naver": "NMFMapView", "rm": "RMMapView"][source.id] ?? ""
        let text = """
            final class Screen {
                let mapView = \(mapView)(frame: .zero)

                func show(_ coordinate: CLLocationCoordinate2D) {
                    \(made)
                    \(added)
                }
            }
            """
        let code = Self.code(Porter(from: source, to: target).port(text).output)
        #expect(code.contains(expected), "\(code)")
    }

    /// A pin dropped at the map's centre (route-me's DraggablePin-style screens): TomTom's map is handed over
    /// later, so the centre read off it is optional, and the marker is left to the member-level port's note rather
    /// than made from an optional coordinate.
    @Test func aTomTomMarkerIsNotMadeFromAPositionReadOffTheMap() {
        let routeMe = """
            final class Screen {
                let mapView = RMMapView(frame: .zero)

                func dropPin() {
                    let pin = RMAnnotation(mapView: mapView, coordinate: mapView.centerCoordinate, andTitle: "Pin")
                    mapView.addAnnotation(pin)
                }
            }
            """
        let code = Self.code(Porter(from: .rm, to: .tomtom).port(routeMe).output)
        #expect(!code.contains { $0.contains("addMarker") }, "\(code)")
    }

    static func code(_ text: String) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.hasPrefix("//") }
    }
}
