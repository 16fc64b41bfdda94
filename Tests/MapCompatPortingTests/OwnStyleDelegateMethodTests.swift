import Foundation
import MapCompatPorting
import Testing

/// Delegate methods only their own style calls. MapLibre asks its delegate how to paint each shape annotation (MLNMapViewDelegate.h:
/// `mapView(_:lineWidthForPolylineAnnotation:)`, `strokeColorForShapeAnnotation`, `alphaForShapeAnnotation`); the
/// other styles paint a shape where it is made. Modelled on the map delegates of public route-drawing apps, which
/// return the route line's width, colour and alpha from these methods: a port must not keep them as methods no
/// one calls.
@Suite struct OwnStyleDelegateMethodTests {
    static let mapLibre = """
        final class RouteMapDelegate: NSObject, MLNMapViewDelegate {
            func mapView(_ mapView: MLNMapView, lineWidthForPolylineAnnotation annotation: MLNPolyline) -> CGFloat {
                return 4.0
            }

            func mapView(_ mapView: MLNMapView, strokeColorForShapeAnnotation annotation: MLNShape) -> UIColor {
                return mapView.tintColor
            }

            func mapView(_ mapView: MLNMapView, alphaForShapeAnnotation annotation: MLNShape) -> CGFloat {
                return 1.0
            }
        }
        """

    @Test(arguments: [PortingStyle.naver, .tomtom, .rm])
    func paintMethodsAreNotedNotKept(target: PortingStyle) {
        let output = Porter(from: .maplibre, to: target).port(Self.mapLibre).output
        let lines = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        // Each method goes whole, under the note that says where the target paints a shape.
        #expect(lines.filter { $0.hasPrefix("// PORT: maplibre.shapePaint (MapLibre):") }.count == 3, "\(output)")
        #expect(!lines.contains { $0.hasPrefix("func mapView(") }, "\(output)")
        #expect(!lines.contains { $0 == "return 4.0" || $0 == "return 1.0" }, "\(output)")
    }

    /// route-me asks its delegate for the comparator that stacks its annotations (RMMapViewDelegate.h
    /// `annotationSortingComparatorForMapView:`, as prkng-ios's map controller puts its buttons above its lines); the
    /// others ask no delegate, so the method goes under the note that says how the target stacks them.
    @Test(arguments: [PortingStyle.naver, .maplibre, .tomtom])
    func routeMesStackingComparatorIsNotedNotKept(target: PortingStyle) {
        let routeMe = """
            final class StackScreen: NSObject, RMMapViewDelegate {
                func annotationSortingComparator(for mapView: RMMapView!) -> Comparator! {
                    return { first, second in .orderedSame }
                }
            }
            """
        let output = Porter(from: .rm, to: target).port(routeMe).output
        let lines = indentlessLines(output)
        #expect(lines.contains { $0.hasPrefix("// PORT: rm.annotationSorting (route-me (RMMapLayer)):") }, "\(output)")
        #expect(
            lines.contains("// PORT(rm): func annotationSortingComparator(for mapView: RMMapView!) -> Comparator! {"))
        #expect(!lines.contains { $0.hasPrefix("func annotationSortingComparator") }, "\(output)")
    }
}
