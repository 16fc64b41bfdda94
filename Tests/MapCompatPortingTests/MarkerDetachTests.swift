import Foundation
import MapCompatPorting
import Testing

/// NAVER takes an overlay off the map by clearing its `mapView` (Google its `map`); MapLibre, route-me and MapKit
/// remove an annotation through the map view it is on. Modelled on how NAVER apps reset their markers before showing new ones (a `markers` array
/// cleared with `forEach { $0.mapView = nil }`, a pick marker taken off with `pickMarker?.mapView = nil`, as in
/// apps built on NAVER's demo and its MarkerViewController).
@Suite struct MarkerDetachTests {
    static let naver = """
        final class StoreMapScreen: UIViewController {
            let mapView = NMFMapView(frame: .zero)
            var markers: [NMFMarker] = []
            var pickMarker: NMFMarker?

            func resetMarkers() {
                markers.forEach { $0.mapView = nil }
                markers.removeAll()
            }

            func showPick(at latLng: NMGLatLng) {
                pickMarker?.mapView = nil
                let marker = NMFMarker(position: latLng)
                marker.mapView = mapView
                pickMarker = marker
            }

            func hide(_ marker: NMFMarker) {
                marker.mapView = nil
            }
        }
        """

    @Test(arguments: [PortingStyle.maplibre, .rm])
    func overlaysComeOffThroughTheirMapView(target: PortingStyle) {
        let lines = indentlessLines(Porter(from: .naver, to: target).port(Self.naver).output)
        #expect(lines.contains("markers.forEach { mapView.removeAnnotation($0) }"), "\(lines)")
        #expect(lines.contains("if let pickMarker { mapView.removeAnnotation(pickMarker) }"), "\(lines)")
        #expect(lines.contains("mapView.removeAnnotation(marker)"), "\(lines)")
        #expect(!lines.contains { $0.contains("annotation.detach") }, "\(lines)")
    }

    /// Google clears a marker's `map` (GMSOverlay.h), as rideOS's Google map view does for a marker kept in a
    /// dictionary by key (`gmsMarkers[key]!.map = nil`, alexbelij/rideos-sdk-ios); the shapes come from the styles'
    /// spellings, so MapLibre's and MapKit's remove calls are written alike.
    @Test(arguments: [PortingStyle.maplibre, .mapKit])
    func googlesClearedMapIsTheTargetsRemoveCall(target: PortingStyle) {
        let google = """
            final class RouteMapView: UIView {
                private let mapView = GMSMapView()
                private var vehicles: [String: GMSMarker] = [:]
                private var pick: GMSMarker?

                func show(_ key: String, at coordinate: CLLocationCoordinate2D) {
                    let marker = GMSMarker(position: coordinate)
                    marker.map = mapView
                    vehicles[key] = marker
                }

                func hide(_ key: String) {
                    vehicles[key]!.map = nil
                    pick?.map = nil
                }
            }
            """
        let lines = indentlessLines(Porter(from: .googleMaps, to: target).port(google).output)
        #expect(lines.contains("mapView.removeAnnotation(vehicles[key]!)"), "\(lines)")
        #expect(lines.contains("if let pick { mapView.removeAnnotation(pick) }"), "\(lines)")
    }

    /// Overlays put on two map views: which one a detach means is the reader's call.
    @Test func twoMapViewsKeepTheNote() {
        let naver = Self.naver.replacingOccurrences(
            of: "    func hide(_ marker: NMFMarker) {",
            with:
                "    func mirror(_ marker: NMFMarker) {\n        marker.mapView = overviewMap\n    }\n\n    func hide(_ marker: NMFMarker) {"
        )
        let lines = indentlessLines(Porter(from: .naver, to: .maplibre).port(naver).output)
        #expect(!lines.contains { !$0.hasPrefix("//") && $0.contains("removeAnnotation") }, "\(lines)")
        #expect(lines.contains("// PORT(naver): marker.mapView = nil"), "\(lines)")
    }

    @Test func tomTomKeepsTheNote() {
        let output = Porter(from: .naver, to: .tomtom).port(Self.naver).output
        #expect(output.contains("// PORT(naver): pickMarker?.mapView = nil"), "\(output)")
    }

    /// The others' remove call on their map view is NAVER's cleared `mapView` (MapLibre's
    /// `mapView.removeAnnotation(annotation)`, as apps take off a pin they replace).
    @Test(arguments: [
        (PortingStyle.maplibre, "let mapView = MLNMapView(frame: .zero)", "mapView.removeAnnotation(pin)"),
        (.rm, "let mapView = RMMapView(frame: .zero)", "mapView.removeAnnotation(pin)"),
        (.tomtom, "var mapView: TomTomMap!", "mapView.remove(annotation: pin)"),
    ])
    func aRemoveCallIsNaversClearedMapView(source: PortingStyle, declaration: String, call: String) {
        let text =
            "final class PinScreen {\n    \(declaration)\n\n    func drop(_ pin: Pin) {\n        \(call)\n    }\n}\n"
        let output = Porter(from: source, to: .naver).port(text).output
        let lines = indentlessLines(output)
        #expect(lines.contains("pin.mapView = nil"), "\(output)")
        #expect(
            output.contains(
                "// PORT: review — annotation.remove.call: NAVER takes the overlay off whatever map it is on"))
    }

    /// An app's own `removeAnnotation`, on something that is not a map view, is not taken for the map's.
    @Test func anAppsOwnRemoveIsLeftAlone() {
        let text =
            "final class PinList {\n    let store = PinStore()\n\n    func drop(_ pin: Pin) {\n        store.removeAnnotation(pin)\n    }\n}\n"
        let lines = indentlessLines(Porter(from: .maplibre, to: .naver).port(text).output)
        #expect(!lines.contains("pin.mapView = nil"), "\(lines)")
    }
}
