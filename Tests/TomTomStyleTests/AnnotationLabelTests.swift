import Foundation
import MapCompatCore
import Testing
import TomTomStyle

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// An app labels its markers after adding them and finds them again by `annotationID`, as a public
/// cafe-finder app on TomTom's SDK does: `tag` and `isSelectable` are settable on TomTom's `Annotation`.
struct AnnotationLabelTests {
    /// A screen written that way: markers added, then labelled; a tap is looked up by `annotationID`.
    final class CafeScreen: MapDelegate {
        var cafesByAnnotationID: [String: String] = [:]
        var tapped: [String] = []

        func addCafes(_ cafes: [(name: String, coordinate: CLLocationCoordinate2D)], to map: TomTomMap) {
            for cafe in cafes {
                guard let marker = try? map.addMarker(options: MarkerOptions(coordinate: cafe.coordinate)) else {
                    continue
                }
                marker.tag = cafe.name
                marker.isSelectable = true
                cafesByAnnotationID[marker.annotationID] = cafe.name
            }
        }

        func map(_ map: TomTomMap, onInteraction interaction: MapInteraction) {
            guard case let .tappedOnAnnotation(annotation, _) = interaction else { return }
            tapped.append(cafesByAnnotationID[annotation.annotationID] ?? "unknown")
            tapped.append(annotation.tag ?? "untagged")
        }

        func map(_ map: TomTomMap, onCameraEvent event: CameraEvent) {}
    }

    @Test func aLabelSetAfterAddingIsWhatTheTapReports() throws {
        let (map, _) = try makeMap()
        let screen = CafeScreen()
        map.delegate = screen
        screen.addCafes([(name: "Cinnamon", coordinate: map.cameraProperties.position)], to: map)
        try map.play { try $0.tap(at: point(200, 385)) }
        #expect(screen.tapped == ["Cinnamon", "Cinnamon"])
        #expect(Set(map.annotations.map(\.annotationID)).count == map.annotations.count)
    }

    @Test func turningSelectableOffSilencesTheTapAndTheMarkerStillTakesIt() throws {
        let (map, log) = try makeMap()
        let marker = try map.addMarker(options: MarkerOptions(coordinate: map.cameraProperties.position))
        marker.isSelectable = false
        try map.play { try $0.tap(at: point(200, 385)) }
        #expect(log.interactions == ["interactionStarted"])
        marker.isSelectable = true
        try map.play { try $0.tap(at: point(200, 385)) }
        #expect(log.interactions.last == "tappedOnAnnotation")
    }

    @Test func shapesCarryTheSameSettableLabels() throws {
        let (map, _) = try makeMap()
        let center = map.cameraProperties.position
        let circle = try map.addCircle(options: CircleOptions(coordinate: center, radius: 50))
        circle.tag = "zone"
        circle.isSelectable = false
        #expect(circle.tag == "zone")
        #expect(!circle.isSelectable)
        #expect(circle.annotationID != (try map.addMarker(options: MarkerOptions(coordinate: center))).annotationID)
    }
}
