import Foundation
import TomTomStyle

#if canImport(CoreLocation)
    import CoreLocation
#endif

// Shapes on the map as TomTom's iOS guide "Overlays" draws them: a circle from centre, radius in metres and
// fill colour, a line and a polygon from coordinates, each removable on its own or all at once, and taps on
// any of them reported as `.tappedOnAnnotation` in `map(_:onInteraction:)`.

final class OverlaysScreen: MapDelegate {
    let map: TomTomMap
    private(set) var tapped: [(tag: String?, coordinate: CLLocationCoordinate2D)] = []
    private(set) var mapTaps = 0
    private(set) var circle: Circle?
    private(set) var line: Line?
    private(set) var polygon: Polygon?

    init(map: TomTomMap) {
        self.map = map
        map.delegate = self
    }

    func drawShapes(around center: CLLocationCoordinate2D) {
        var circleOptions = CircleOptions(
            coordinate: center, radius: 300.0, fillColor: UIColor(red: 0.93, green: 0.62, blue: 0.0, alpha: 0.3))
        circleOptions.tag = "circle"
        circle = try? map.addCircle(options: circleOptions)

        var lineOptions = LineOptions(coordinates: [
            CLLocationCoordinate2D(latitude: center.latitude + 0.01, longitude: center.longitude - 0.01),
            CLLocationCoordinate2D(latitude: center.latitude + 0.01, longitude: center.longitude + 0.01),
        ])
        lineOptions.lineWidth = 8
        lineOptions.tag = "line"
        line = try? map.addLine(options: lineOptions)

        var polygonOptions = PolygonOptions(coordinates: [
            CLLocationCoordinate2D(latitude: center.latitude - 0.02, longitude: center.longitude - 0.02),
            CLLocationCoordinate2D(latitude: center.latitude - 0.02, longitude: center.longitude - 0.01),
            CLLocationCoordinate2D(latitude: center.latitude - 0.01, longitude: center.longitude - 0.015),
        ])
        polygonOptions.fillColor = UIColor(red: 0.0, green: 0.5, blue: 0.9, alpha: 0.4)
        polygonOptions.tag = "polygon"
        polygon = try? map.addPolygon(options: polygonOptions)
    }

    func removeCircle() {
        if let circle { map.remove(annotation: circle) }
    }

    func removeAll() {
        map.removeAnnotations()
    }

    func map(_ map: TomTomMap, onInteraction interaction: MapInteraction) {
        switch interaction {
        case let .tappedOnAnnotation(annotation, coordinate):
            tapped.append((annotation.tag, coordinate))
        case .tapped:
            mapTaps += 1
        default:
            break
        }
    }
}

@available(*, unavailable)
extension OverlaysScreen: Sendable {}
