import MapCompatPorting
import Testing

/// MapKit's overlays ported to MapLibre's shape annotations: the map view's overlay list (`addOverlay(_:)`,
/// `removeOverlays(_:)`, `overlays`), a line made from a buffer of positions (`MKPolyline(coordinates:count:)`, whose
/// count is an `Int` where MapLibre's is a `UInt`) and a route shown whole from its `boundingMapRect`.
@Suite struct MapKitOverlayPortTests {
    /// A route screen as MapKit apps draw one: the old route taken off, the new line made and added, and the map
    /// fitted to it with padding (after chollurichandu/MenuView,
    /// `MenuDemo.xcodeproj/UtilityToolbox/Helpers/MKMapView+Helpers.swift`, `plotPolyline(_:zoomOut:)`), with the
    /// fit spread over lines as formatters leave it (the port writes it on one line).
    static let routeScreen = """
        import MapKit
        import UIKit

        final class RouteViewController: UIViewController {
            let map = MKMapView(frame: .zero)

            func draw(_ stops: [CLLocationCoordinate2D]) {
                var coordinates = stops
                let line = MKPolyline(coordinates: &coordinates, count: coordinates.count)
                map.removeOverlays(map.overlays)
                map.addOverlay(line)
                map.setVisibleMapRect(
                    line.boundingMapRect,
                    edgePadding: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10),
                    animated: true)
            }

            func clear(_ line: MKPolyline, _ area: MKPolygon) {
                map.removeOverlay(line)
                map.removeOverlays([area])
                map.setVisibleMapRect(area.boundingMapRect, animated: false)
            }
        }

        """

    @Test func overlaysBecomeShapeAnnotationsInMapLibre() {
        let result = Porter(from: .mapKit, to: .maplibre).port(Self.routeScreen)
        let output = result.output
        #expect(output.contains("let line = MLNPolyline(coordinates: &coordinates, count: UInt(coordinates.count))"))
        #expect(output.contains("map.removeAnnotations((map.annotations ?? []).filter { $0 is MLNOverlay })"))
        #expect(output.contains("map.addAnnotation(line)"))
        #expect(
            output.contains(
                "map.setVisibleCoordinateBounds(line.overlayBounds, edgePadding: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10), animated: true)"
            ), "\(output)")
        #expect(output.contains("map.removeAnnotation(line)"))
        #expect(output.contains("map.removeAnnotations([area])"))
        #expect(output.contains("map.setVisibleCoordinateBounds(area.overlayBounds, animated: false)"))
        #expect(!output.contains("Overlay(") && !output.contains("MapRect"), "\(output)")
        #expect(!result.changes.contains { $0.kind == .manual }, "\(result.changes)")
    }

    /// A list the app keeps of its own is no map view: its `addOverlay` is left as written.
    @Test func anOverlayCallOnSomethingElseIsLeftAlone() {
        let source = """
            import MapKit

            final class RouteDrawer {
                var pending: [MKPolyline] = []
                func addOverlay(_ overlay: MKPolyline) { pending.append(overlay) }
                func queue(_ line: MKPolyline) {
                    addOverlay(line)
                }
            }

            """
        let output = Porter(from: .mapKit, to: .maplibre).port(source).output
        #expect(output.contains("        addOverlay(line)\n"), "\(output)")
        #expect(!output.contains("addAnnotation"))
    }

    /// NAVER keeps no overlay list: the calls stay under notes that say what NAVER writes.
    @Test func naverGetsNotes() {
        let output = Porter(from: .mapKit, to: .naver).port(Self.routeScreen).output
        #expect(output.contains("NAVER puts an overlay on the map by setting its mapView"), "\(output)")
        #expect(output.contains("// PORT(mapkit): map.addOverlay(line)"))
    }
}
