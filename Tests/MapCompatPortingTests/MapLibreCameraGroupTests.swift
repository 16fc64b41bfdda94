import MapCompatPorting
import Testing

/// MapLibre's camera read, changed and set again (MLNMapCamera's settable `pitch`, `heading` and
/// `centerCoordinate`; `setCamera(_:animated:)`), as maplibre/flutter-maplibre-gl's iOS controller sets its initial
/// tilt once the style has loaded (`MapLibreMapController.swift`) and apps flatten the map before a selection:
/// ported, only what changed moves, the target's way.
@Suite struct MapLibreCameraGroupTests {
    static let mapLibre = """
        final class TiltScreen {
            let mapView = MLNMapView(frame: .zero)

            func tilt(_ initialTilt: Double) {
                let camera = mapView.camera
                camera.pitch = initialTilt
                mapView.setCamera(camera, animated: false)
            }

            func flatten() {
                let camera = mapView.camera
                camera.pitch = 0
                camera.heading = 0
                mapView.setCamera(camera, animated: true)
            }

            func recenter(on coordinate: CLLocationCoordinate2D) {
                let camera = mapView.camera
                camera.centerCoordinate = coordinate
                mapView.setCamera(camera, animated: true)
            }
        }
        """

    @Test func naverMovesWithUpdateParameters() {
        let lines = indentlessLines(Porter(from: .maplibre, to: .naver).port(Self.mapLibre).output)
        #expect(lines.contains("camera.tilt(to: initialTilt)"), "\(lines)")
        #expect(lines.contains("mapView.moveCamera(NMFCameraUpdate(params: camera))"), "\(lines)")
        #expect(lines.contains("camera.rotate(to: 0)"), "\(lines)")
        #expect(lines.contains("camera.scroll(to: coordinate)"), "\(lines)")
        #expect(
            lines.contains(
                "mapView.moveCamera({ let update = NMFCameraUpdate(params: camera); update.animation = .easeIn; return update }())"
            ), "\(lines)")
        #expect(lines.filter { $0 == "let camera = NMFCameraUpdateParams()" }.count == 3, "\(lines)")
    }

    @Test func tomTomUpdatesOnlyWhatChanged() {
        let lines = indentlessLines(Porter(from: .maplibre, to: .tomtom).port(Self.mapLibre).output)
        #expect(lines.contains("map?.moveCamera(CameraUpdate(tilt: initialTilt))"), "\(lines)")
        #expect(lines.contains("map?.applyCamera(CameraUpdate(tilt: 0, rotation: 0))"), "\(lines)")
        #expect(lines.contains("map?.applyCamera(CameraUpdate(position: coordinate))"), "\(lines)")
    }

    /// route-me moves its centre but neither tilts nor turns: only the recentring ports.
    @Test func routeMeMovesTheCentreAlone() {
        let lines = indentlessLines(Porter(from: .maplibre, to: .rm).port(Self.mapLibre).output)
        #expect(lines.contains("mapView.setCenter(coordinate, animated: true)"), "\(lines)")
        #expect(lines.contains("// PORT(maplibre): camera.pitch = initialTilt"), "\(lines)")
    }

    /// A change that reads the camera itself (`camera.heading + 90`), or a camera used after the move, is left as
    /// it is: the target has no camera object to read.
    @Test func aCameraReadAgainIsLeftAsItIs() {
        let mapLibre = """
            final class TurnScreen {
                let mapView = MLNMapView(frame: .zero)

                func turn() {
                    let camera = mapView.camera
                    camera.heading = camera.heading + 90
                    mapView.setCamera(camera, animated: false)
                }
            }
            """
        let lines = indentlessLines(Porter(from: .maplibre, to: .tomtom).port(mapLibre).output)
        #expect(!lines.contains { $0.contains("CameraUpdate(rotation:") }, "\(lines)")
    }

    /// A camera object's own centre is not a map view's: setting it alone moves nothing.
    @Test func aCameraCentreSetIsNotAMove() {
        let mapLibre = """
            final class Planner {
                let mapView = MLNMapView(frame: .zero)

                func plan(_ camera: MLNMapCamera, _ coordinate: CLLocationCoordinate2D) {
                    camera.centerCoordinate = coordinate
                }

                func glide(to coordinate: CLLocationCoordinate2D) {
                    let camera = mapView.camera
                    camera.centerCoordinate = coordinate
                    mapView.setCamera(camera, withDuration: 1, animationTimingFunction: nil)
                }
            }
            """
        let output = Porter(from: .maplibre, to: .naver).port(mapLibre).output
        #expect(!output.contains("moveCamera"), "\(output)")
    }
}
