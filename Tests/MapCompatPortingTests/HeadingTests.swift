import MapCompatPorting
import Testing

/// Turning the map and reading where it faces, on a known map view: MapLibre's `direction` and
/// `setDirection(_:animated:)` (MLNMapView.h), as apps write a reset-north button (`if map.direction != 0 {
/// map.setDirection(0, animated: true) }`); NAVER's camera update with a heading and its camera position's heading
/// (NMFCameraUpdate.h, NMFCameraPosition.h), as Lieutenant-K/KoreaTourist's `HeadTrackableMap.swift` turns with the
/// device; TomTom's update with a rotation and `cameraProperties.rotation`. route-me does not turn the map.
@Suite struct HeadingTests {
    static let mapLibre = """
        final class CompassScreen {
            let mapView = MLNMapView(frame: .zero)

            func resetNorth() {
                if mapView.direction != 0 { mapView.setDirection(0, animated: true) }
            }

            func face(_ heading: Double) {
                mapView.setDirection(heading, animated: false)
            }

            func follow(_ heading: Double) {
                mapView.direction = heading
            }
        }
        """

    @Test func naverReadsItsCameraPositionAndTurnsWithAnUpdate() {
        let lines = indentlessLines(Porter(from: .maplibre, to: .naver).port(Self.mapLibre).output)
        #expect(
            lines.contains(
                "if mapView.cameraPosition.heading != 0 { mapView.moveCamera({ let update = NMFCameraUpdate(heading: 0); update.animation = .easeIn; return update }()) }"
            ), "\(lines)")
        #expect(lines.filter { $0 == "mapView.moveCamera(NMFCameraUpdate(heading: heading))" }.count == 2, "\(lines)")
    }

    @Test func tomTomReadsItsCameraPropertiesAndTurnsWithARotation() {
        let lines = indentlessLines(Porter(from: .maplibre, to: .tomtom).port(Self.mapLibre).output)
        #expect(
            lines.contains(
                "if map?.cameraProperties.rotation != 0 { map?.applyCamera(CameraUpdate(rotation: 0)) }"),
            "\(lines)")
        #expect(lines.filter { $0 == "map?.moveCamera(CameraUpdate(rotation: heading))" }.count == 2, "\(lines)")
    }

    @Test func routeMeSaysItDoesNotTurn() {
        let output = Porter(from: .maplibre, to: .rm).port(Self.mapLibre).output
        #expect(output.contains("// PORT(maplibre): mapView.setDirection(heading, animated: false)"), "\(output)")
        #expect(output.contains("route-me does not turn the map by gesture"), "\(output)")
    }

    /// NAVER's update made, eased or timed, then moved (the group the porter collapses), back to MapLibre's turn.
    @Test func naversHeadingUpdatesBecomeMapLibresTurns() {
        let naver = """
            final class HeadingScreen {
                let mapView = NMFMapView(frame: .zero)

                func changeHead(to heading: Double) {
                    let update = NMFCameraUpdate(heading: heading)
                    mapView.moveCamera(update)
                }

                func rotateNorth() {
                    let update = NMFCameraUpdate(heading: 0)
                    update.animation = .easeIn
                    mapView.moveCamera(update)
                }

                func rotateNorthSlowly() {
                    let update = NMFCameraUpdate(heading: 0)
                    update.animation = .easeIn
                    update.animationDuration = 0.5
                    mapView.moveCamera(update)
                }
            }
            """
        let mapLibre = indentlessLines(Porter(from: .naver, to: .maplibre).port(naver).output)
        #expect(mapLibre.contains("mapView.direction = heading"), "\(mapLibre)")
        #expect(mapLibre.contains("mapView.setDirection(0, animated: true)"), "\(mapLibre)")
        #expect(
            mapLibre.contains(
                "mapView.setCamera(MLNMapCamera(lookingAtCenter: mapView.centerCoordinate, altitude: mapView.camera.altitude, pitch: mapView.camera.pitch, heading: 0), withDuration: 0.5, animationTimingFunction: nil)"
            ), "\(mapLibre)")
        let tomTom = indentlessLines(Porter(from: .naver, to: .tomtom).port(naver).output)
        #expect(tomTom.contains("map?.applyCamera(CameraUpdate(rotation: 0), animationDuration: 0.5)"), "\(tomTom)")
    }

    /// The app's own `direction` (a view model's, a compass's) is not the map's.
    @Test func anAppsOwnDirectionStays() {
        let text = """
            final class Arrow {
                var direction = 0.0
                let mapView = MLNMapView(frame: .zero)

                func point(_ heading: Double) {
                    direction = heading
                    self.direction = mapView.direction
                }
            }
            """
        let lines = indentlessLines(Porter(from: .maplibre, to: .naver).port(text).output)
        #expect(lines.contains("direction = heading"), "\(lines)")
        #expect(lines.contains("self.direction = mapView.cameraPosition.heading"), "\(lines)")
    }
}
