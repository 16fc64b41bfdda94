import MapCompatPorting
import Testing

/// A camera move animated over a given duration (TomTom's `applyCamera(_:animationDuration:)`) keeps its
/// duration where the target takes one (NAVER's update, MapLibre's `setCamera(_:withDuration:…)`) and says so
/// where it does not. Modelled on TomTom's camera guide (zoom steps and a flat, north-up move to a position,
/// each with `animationDuration`) and on trip-tracking screens that centre on the first location fix.
@Suite struct TimedCameraMoveTests {
    static let tomTom = """
        final class Screen {
            var map: TomTomMap?

            func zoomIn() {
                map?.applyCamera(CameraUpdate(zoomIn: true), animationDuration: 0.25)
            }

            func center(on position: CLLocationCoordinate2D) {
                map?.applyCamera(
                    CameraUpdate(position: position, zoom: 12, tilt: 0, rotation: 0, positionMarkerVerticalOffset: 0),
                    animationDuration: 0.6)
                map?.applyCamera(CameraUpdate(position: position, zoom: 9), animationDuration: 1.5)
            }
        }
        """

    static func code(_ text: String) -> [String] {
        text.split(separator: "\n").map { String($0.drop { $0 == " " }) }
    }

    @Test func naverSetsTheDurationOnTheUpdate() {
        let lines = Self.code(Porter(from: .tomtom, to: .naver).port(Self.tomTom).output)
        #expect(
            lines.contains(
                "map?.moveCamera({ let update = NMFCameraUpdate.withZoomIn(); update.animation = .easeIn; update.animationDuration = 0.25; return update }())"
            ), "\(lines)")
        #expect(
            lines.contains { $0.contains("NMFCameraPosition(position, zoom: 11, tilt: 0, heading: 0)") }, "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("// PORT(tomtom):") }, "\(lines)")
    }

    @Test func mapLibreMovesItsCameraOverTheDuration() {
        let lines = Self.code(Porter(from: .tomtom, to: .maplibre).port(Self.tomTom).output)
        // TomTom's zoom is one level above MapLibre's.
        #expect(
            lines.contains {
                $0.contains("MLNAltitudeForZoomLevel(11, 0, position.latitude, map.bounds.size), pitch: 0, heading: 0)")
                    && $0.contains("withDuration: 0.6, animationTimingFunction: nil)")
            }, "\(lines)")
        // The map is optional and named twice: the move runs on the unwrapped map.
        #expect(lines.contains("if let map = map { map.setZoomLevel(map.zoomLevel + 1, animated: 0.25 > 0) }"))
        #expect(lines.contains { $0.hasPrefix("// PORT: review — camera.shape.timed.zoomIn: MapLibre animates") })
    }

    /// TomTom's flat, north-up update applied over its own duration, or moved to at once.
    static let northUp = """
        final class Screen {
            func reset(_ map: TomTomMap, home: CLLocationCoordinate2D) {
                map.applyCamera(
                    CameraUpdate(
                        position: CLLocationCoordinate2D(latitude: 51.3, longitude: 9.5), zoom: 5.0, tilt: 0, rotation: 0,
                        positionMarkerVerticalOffset: 0))
                map.moveCamera(CameraUpdate(position: home, zoom: 9, tilt: 0, rotation: 0, positionMarkerVerticalOffset: 0))
            }
        }
        """

    @Test(arguments: [
        (PortingStyle.naver, "NMFCameraPosition(NMGLatLng(lat: 51.3, lng: 9.5), zoom: 4.0, tilt: 0, heading: 0)"),
        (.maplibre, "pitch: 0, heading: 0), animated: true)"),
        (.maplibre, "pitch: 0, heading: 0), animated: false)"),
    ])
    func aNorthUpMoveIsFlatAndNorthUpInTheTarget(target: PortingStyle, expected: String) {
        let ported = Porter(from: .tomtom, to: target).port(Self.northUp).output
        #expect(Self.code(ported).contains { $0.contains(expected) }, "\(ported)")
        #expect(!ported.contains("// PORT(tomtom)"), "\(ported)")
        let back = Porter(from: target, to: .tomtom).port(ported).output
        #expect(back.contains("tilt: 0, rotation: 0, positionMarkerVerticalOffset: 0))"), "\(back)")
    }

    @Test(arguments: [PortingStyle.naver, .maplibre])
    func theDurationComesBack(through target: PortingStyle) {
        let ported = Porter(from: .tomtom, to: target).port(Self.tomTom).output
        let back = Self.code(Porter(from: target, to: .tomtom).port(ported).output)
        #expect(back.contains { $0.contains("applyCamera(CameraUpdate(zoomIn: true), animationDuration: 0.25)") })
        #expect(
            back.contains {
                $0.contains("applyCamera(CameraUpdate(position: position, zoom: 9), animationDuration: 1.5)")
            },
            "\(back)")
    }
}
