import MapCompatPorting
import Testing

/// TomTom's camera update made into a constant and passed once is written where it is passed, so that the camera
/// shapes port it. Modelled on TomTom's camera guide (developer.tomtom.com, Maps SDK for iOS, "Camera and
/// animations": a `CameraUpdate` made, then `map.applyCamera(_:animationDuration:)` or `map.moveCamera(_:)`).
@Suite struct TomTomCameraUpdateLocalTests {
    static func code(_ text: String) -> [String] {
        text.split(separator: "\n").map { String($0.drop { $0 == " " }) }
    }

    @Test func anUpdatePassedOnceIsThePortedMove() {
        let tomTom = """
            func focus(map: TomTomMap, on spot: CLLocationCoordinate2D) {
                let cameraUpdate = CameraUpdate(position: spot, zoom: 12)
                map.moveCamera(cameraUpdate)
            }
            """
        let lines = Self.code(Porter(from: .tomtom, to: .maplibre).port(tomTom).output)
        #expect(lines.contains("map.setCenter(spot, zoomLevel: 11, animated: false)"), "\(lines)")
        #expect(!lines.contains { $0.contains("cameraUpdate") }, "\(lines)")
    }

    @Test(arguments: [
        """
        func focus(map: TomTomMap, on spot: CLLocationCoordinate2D) {
            let cameraUpdate = CameraUpdate(position: spot, zoom: 12)
            map.moveCamera(cameraUpdate)
            map.moveCamera(cameraUpdate)
        }
        """,
        """
        func focus(map: TomTomMap, on spot: CLLocationCoordinate2D) {
            var zoom = 12.0
            let cameraUpdate = CameraUpdate(position: spot, zoom: zoom)
            zoom = 3
            map.moveCamera(cameraUpdate)
        }
        """,
    ])
    func anUpdateUsedTwiceOrWhoseValuesChangeStaysAConstant(tomTom: String) {
        let output = Porter(from: .tomtom, to: .maplibre).port(tomTom).output
        #expect(output.contains("let cameraUpdate = CameraUpdate(position: spot"), "\(output)")
    }
}
