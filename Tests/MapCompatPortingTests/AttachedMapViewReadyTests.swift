import Foundation
import MapCompatPorting
import Testing

/// A SwiftUI coordinator is handed its TomTom map view (`attach(mapView:)` keeps it) while the representable sets
/// the view's delegate (`mapView.delegate = context.coordinator`); its `mapView(_:onMapReady:)` sets the map up.
/// NAVER's and route-me's maps are ready when made, so the set-up runs where the coordinator is handed the view.
/// Modelled on the coordinators of TomTom's SwiftUI examples (tomtom-international/tomtom-navigation-ios-examples,
/// `MapCoordinator` beside `TomTomMapView`), with the view kept by an `attach(mapView:)` method.
@Suite struct AttachedMapViewReadyTests {
    static let tomTom = """
        final class MapCoordinator: NSObject {
            private var mapView: TomTomSDKMapDisplay.MapView?
            private var map: TomTomMap?
            private var isReady = false

            func attach(mapView: TomTomSDKMapDisplay.MapView) {
                self.mapView = mapView
            }
        }

        extension MapCoordinator: TomTomSDKMapDisplay.MapViewDelegate {
            func mapView(_: MapView, onMapReady map: TomTomMap) {
                self.map = map
                map.delegate = self
                map.moveCamera(CameraUpdate(position: CLLocationCoordinate2D(latitude: 51.3, longitude: 9.5), zoom: 5))
                isReady = true
            }
        }

        extension MapCoordinator: MapDelegate {
            func map(_: TomTomMap, onInteraction interaction: MapInteraction) {}
        }
        """

    @Test(arguments: [PortingStyle.naver, .rm])
    func theReadyBodyRunsWhereTheViewIsHandedOver(target: PortingStyle) {
        let lines = indentlessLines(Porter(from: .tomtom, to: target).port(Self.tomTom).output)
        guard let attach = lines.firstIndex(where: { $0.hasPrefix("func attach(mapView: ") }) else {
            Issue.record("no attach method: \(lines)")
            return
        }
        #expect(lines[attach + 1] == "self.mapView = mapView", "\(lines)")
        #expect(lines[attach + 2] == "let map = mapView", "\(lines)")
        #expect(lines[attach + 3] == "self.map = map", "\(lines)")
        #expect(lines[(attach + 4)...].prefix(4).contains("isReady = true"), "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("// PORT(tomtom): func mapView(_: MapView, onMapReady") }, "\(lines)")
    }

    /// A line that only keeps a value the function was given, not a map view, is not where the map arrives.
    @Test func aKeptValueOfAnotherTypeIsNotTheView() {
        let text = Self.tomTom.replacingOccurrences(
            of: "func attach(mapView: TomTomSDKMapDisplay.MapView) {\n        self.mapView = mapView",
            with: "func attach(mapView: UIView) {\n        self.host = mapView")
        let output = Porter(from: .tomtom, to: .naver).port(text).output
        #expect(!output.contains("let map = mapView"), "\(output)")
        #expect(output.contains("func mapViewDidFinishLoadingMap(_ map: NMFMapView) {"), "\(output)")
    }

    /// A MapLibre SwiftUI coordinator keeps the app's own representable, named `MapView` (TomTom's map view's
    /// name), in its initialiser: that is not where the map arrives, so the style-loaded body is not run there
    /// on a view made of the representable. Modelled on the SwiftUI coordinators of public Mapbox-era and MapKit
    /// apps (`final class Coordinator: NSObject, MGLMapViewDelegate` that keeps `var control: MapView` from
    /// `init(_ control: MapView)`, a shape that public code search finds in many apps).
    @Test func anAppTypeNamedLikeAnotherStylesViewIsNotTheView() {
        let text = """
            extension MapView {
                final class Coordinator: NSObject, MLNMapViewDelegate {
                    var control: MapView

                    init(_ control: MapView) {
                        self.control = control
                    }

                    func mapView(_ mapView: MLNMapView, didFinishLoading style: MLNStyle) {
                        control.loaded(mapView: mapView)
                    }
                }
            }
            """
        let output = Porter(from: .maplibre, to: .naver).port(text).output
        #expect(!output.contains("let mapView = control"), "\(output)")
        #expect(output.contains("control.loaded(mapView: mapView)"), "\(output)")
    }

    /// Two ready callbacks of one type (in two extensions), each setting its map's delegate: neither body is a
    /// place to run the other's, since its own port removes it. Both stay, commented out under a note, with their
    /// text (found by the porting fuzz harness, which checks that no port loses a string).
    @Test(arguments: [PortingStyle.naver, .rm])
    func aReadyBodyIsNotWrittenInsideAnotherReadyCallback(target: PortingStyle) {
        let text = """
            final class Screen: MapViewDelegate {
                var calls: [String] = []
            }

            extension Screen {
                func mapView(_ mapView: MapView, onMapReady map: TomTomMap) {
                    calls.append("first")
                    map.delegate = self
                }
            }

            extension Screen {
                func mapView(_ mapView: MapView, onMapReady map: TomTomMap) {
                    calls.append("second")
                    map.delegate = self
                }
            }
            """
        let output = Porter(from: .tomtom, to: target).port(text).output
        #expect(output.contains("calls.append(\"first\")"), "\(output)")
        #expect(output.contains("calls.append(\"second\")"), "\(output)")
        // NAVER's load delegate method takes the first body; a second method of that name would not compile.
        let commented = target == .naver ? 1 : 2
        #expect(output.components(separatedBy: "// PORT: map.ready (TomTom):").count == commented + 1, "\(output)")
        #expect(output.components(separatedBy: "func mapViewDidFinishLoadingMap(").count == 3 - commented, "\(output)")
    }
}
