import Foundation
import MapCompatPorting
import Testing

/// A tap on a callout's accessory control moves between route-me's `tap(onCalloutAccessory:for:onMap:)` and
/// MapLibre's `mapView(_:annotation:calloutAccessoryControlTapped:)`, with the annotation and the control, both
/// ways. Public route-me apps implement it under Swift 2's name, `tapOnCalloutAccessoryControl(_:forAnnotation:
/// onMap:)`, to open a detail screen for the annotation (public code search finds it in several route-me and
/// Mapbox iOS SDK 1.x apps); issue 48's hand migration found it left unported. The styles whose callouts hold no
/// live controls keep the method under a note that says what to do.
@Suite struct CalloutAccessoryCallbackTests {
    static func routeMe(_ declaration: String) -> String {
        """
        final class Screen: NSObject, RMMapViewDelegate {
            var mapView: RMMapView!
            var log: [String] = []

            func attach() {
                mapView.delegate = self
            }

            \(declaration) {
                log.append("accessory \\(annotation.title ?? "") \\(control.tag)")
            }
        }
        """
    }

    static let mapLibreMethod =
        "func mapView(_ map: MLNMapView, annotation: MLNAnnotation, calloutAccessoryControlTapped control: UIControl)"

    @Test(arguments: [
        "func tap(onCalloutAccessory control: UIControl!, for annotation: RMAnnotation!, onMap map: RMMapView!)",
        "func tapOnCalloutAccessoryControl(control: UIControl!, forAnnotation annotation: RMAnnotation!, onMap map: RMMapView!)",
    ])
    func routeMesCallbackIsMapLibresDelegateMethod(declaration: String) {
        let result = Porter(from: .rm, to: .maplibre).port(Self.routeMe(declaration))
        #expect(result.output.contains(Self.mapLibreMethod + " {"), "\(result.output)")
        #expect(result.output.contains("log.append(\"accessory \\(annotation.title ?? \"\") \\(control.tag)\")"))
        #expect(result.output.contains("NSObject, MLNMapViewDelegate"), "\(result.output)")
        #expect(!result.changes.contains { $0.kind == .manual }, "\(result.changes)")
    }

    @Test func mapLibresDelegateMethodPortsBackToRouteMe() {
        let routeMe = Self.routeMe(
            "func tap(onCalloutAccessory control: UIControl!, for annotation: RMAnnotation!, onMap map: RMMapView!)")
        let mapLibre = Porter(from: .rm, to: .maplibre).port(routeMe).output
        let back = Porter(from: .maplibre, to: .rm).port(mapLibre).output
        #expect(back == routeMe, "\(back)")
    }

    @Test(arguments: [PortingStyle.naver, .tomtom, .mapKit, .googleMaps])
    func aTargetWithoutTheCallbackKeepsTheMethodUnderItsReason(target: PortingStyle) {
        let result = Porter(from: .rm, to: target).port(
            Self.routeMe(
                "func tap(onCalloutAccessory control: UIControl!, for annotation: RMAnnotation!, onMap map: RMMapView!)"
            ))
        let note = result.changes.first { $0.concept == "callout.accessoryTapped" }
        #expect(note?.kind == .manual, "\(result.changes)")
        #expect(note?.message.contains("cannot receive it") == false, "\(result.changes)")
        #expect(result.output.contains("// PORT(rm): func tap(onCalloutAccessory"), "\(result.output)")
    }
}
