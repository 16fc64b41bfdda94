import Foundation
import MapCompatCore
import MapCompatTesting
import MapKitStyle
import Testing

/// A delegate that draws polylines five points wide, as route screens do.
final class RouteRenderer: NSObject, MKMapViewDelegate {
    var asked = 0
    func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer {
        asked += 1
        guard let line = overlay as? MKPolyline else { return MKOverlayRenderer(overlay: overlay) }
        let renderer = MKPolylineRenderer(polyline: line)
        renderer.lineWidth = 5
        return renderer
    }
}

/// A delegate that makes its renderers with the initialiser MapKit's renderers inherit, as route screens in
/// public apps write `mapView(_:rendererFor:)` (`MKPolylineRenderer(overlay: overlay)` after an `is MKPolyline`
/// check, or for any overlay).
final class InheritedInitRenderer: NSObject, MKMapViewDelegate {
    func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer {
        if overlay is MKCircle {
            let renderer = MKCircleRenderer(overlay: overlay)
            renderer.lineWidth = 2
            return renderer
        }
        let renderer = MKPolylineRenderer(overlay: overlay)
        renderer.lineWidth = 7
        return renderer
    }
}

/// Overlays on `MKMapView`: the core's scene items, drawn with the delegate's renderers; taps pass through them.
struct OverlayTests {
    @Test func renderersMadeWithTheInheritedInitialiserDrawTheirOverlay() throws {
        let view = try makeMapView()
        let delegate = InheritedInitRenderer()
        view.delegate = delegate
        let route = MKPolyline(coordinates: Self.line, count: Self.line.count)
        view.addOverlay(route)
        let renderer = try #require(view.renderer(for: route) as? MKPolylineRenderer)
        #expect(renderer.polyline === route)
        #expect(renderer.lineWidth == 7)
        let area = MKCircle(center: Self.line[0], radius: 100)
        view.addOverlay(area)
        #expect((view.renderer(for: area) as? MKCircleRenderer)?.circle === area)
        // Another kind of overlay: an empty line, as MapKit draws nothing for it; no trap.
        #expect(MKPolylineRenderer(overlay: area).polyline.pointCount == 0)
    }

    private static let line = [
        CLLocationCoordinate2D(latitude: 37.5666, longitude: 126.97),
        CLLocationCoordinate2D(latitude: 37.5666, longitude: 126.99),
    ]

    @Test func aPolylineIsDrawnWithItsRenderersWidthAndTakesNoTaps() throws {
        let view = try makeMapView()
        let delegate = RouteRenderer()
        view.delegate = delegate
        let route = MKPolyline(coordinates: Self.line, count: Self.line.count)
        view.addOverlay(route)
        #expect(delegate.asked == 1)
        let renderer = try #require(view.renderer(for: route) as? MKPolylineRenderer)
        #expect(renderer.lineWidth == 5)
        let item = try #require(view.core.scene.items.first)
        guard case .polyline(let shape) = item.shape else {
            throw MapCompatError(.conflict, field: "shape", "not a line")
        }
        #expect(shape.width == 5)
        #expect(item.tap == .none)
        renderer.lineWidth = 8
        guard case .polyline(let wider) = view.core.scene.items.first?.shape else { return }
        #expect(wider.width == 8)
    }

    @Test func polygonsWithHolesAndCirclesAreSceneItemsUntilRemoved() throws {
        let view = try makeMapView()
        let ring = [
            CLLocationCoordinate2D(latitude: 37.56, longitude: 126.97),
            CLLocationCoordinate2D(latitude: 37.57, longitude: 126.97),
            CLLocationCoordinate2D(latitude: 37.57, longitude: 126.99),
            CLLocationCoordinate2D(latitude: 37.56, longitude: 126.99),
        ]
        let hole = [
            CLLocationCoordinate2D(latitude: 37.564, longitude: 126.975),
            CLLocationCoordinate2D(latitude: 37.566, longitude: 126.975),
            CLLocationCoordinate2D(latitude: 37.566, longitude: 126.985),
        ]
        let polygon = MKPolygon(
            coordinates: ring, count: ring.count, interiorPolygons: [MKPolygon(coordinates: hole, count: hole.count)])
        let circle = MKCircle(center: ring[0], radius: 250)
        view.addOverlays([polygon, circle])
        #expect(view.overlays.count == 2)
        let kinds = view.core.scene.items.map(\.kind)
        #expect(kinds.contains(.polygon) && kinds.contains(.circle))
        view.removeOverlay(polygon)
        #expect(view.overlays.count == 1 && view.core.scene.items.map(\.kind) == [.circle])
        #expect(view.renderer(for: polygon) == nil)
        #expect(circle.boundingMapRect.contains(MKMapPoint(ring[0])))
    }
}
