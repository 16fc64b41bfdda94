import MapCompatCore
import MapCompatPorting
import Testing

/// A style described as data outside the API map's tables ports like a built-in one: the porter reads its
/// spellings, gaps and type roles from the ``PortingStyle`` value, never from a comparison with a style's name.
@Suite struct DescribedStyleTests {
    /// A made-up vendor, spelled the way MapKit-like SDKs spell map views and their switches.
    static let orbit: PortingStyle = {
        var style = PortingStyle(
            id: "orbit", displayName: "Orbit", moduleName: "OrbitStyle", profile: .neutral)
        style.vendorModules = ["OrbitMaps"]
        style.namePrefixes = ["ORB"]
        style.types.roles = ["ORBMapView": .mapView]
        style.spellings = [
            "type.mapView": "ORBMapView",
            "gestures.rotate.disable": "$map.isRotationAllowed = false",
            "gestures.rotate.enable": "$map.isRotationAllowed = true",
        ]
        style.gaps = [
            "gestures.tilt.disable": "Orbit never tilts. Drop the line.",
            "tap.map": "Orbit reports map taps through its gesture signal, onMapTap.",
        ]
        return style
    }()

    @Test func aBuiltInStyleIsPortedIntoADescribedOne() {
        let source = """
            let mapView = NMFMapView(frame: .zero)
            mapView.isRotateGestureEnabled = false
            """
        let output = Porter(from: .naver, to: Self.orbit).port(source).output
        #expect(output.contains("mapView.isRotationAllowed = false"))
        #expect(!output.contains("isRotateGestureEnabled = false\n"))
    }

    @Test func aDescribedStyleIsPortedIntoABuiltInOne() {
        let source = """
            func configure(_ mapView: ORBMapView) {
                mapView.isRotationAllowed = true
            }
            """
        let output = Porter(from: Self.orbit, to: .maplibre).port(source).output
        #expect(output.contains("_ mapView: MLNMapView"))
        #expect(output.contains("mapView.isRotateEnabled = true"))
    }

    @Test func theDescribedGapIsTheNote() {
        let source = "func configure(_ mapView: NMFMapView) {\n    mapView.isTiltGestureEnabled = false\n}"
        let output = Porter(from: .naver, to: Self.orbit).port(source).output
        #expect(output.contains("Orbit never tilts. Drop the line."))
        #expect(output.contains("// PORT(naver): "))
    }

    @Test func theDescribedGapOfACallbackIsTheNote() {
        let source = """
            final class Screen: NSObject, NMFMapViewTouchDelegate {
                func mapView(_ mapView: NMFMapView, didTapMap latlng: NMGLatLng, point: CGPoint) {
                    print(point)
                }
            }
            """
        let output = Porter(from: .naver, to: Self.orbit).port(source).output
        #expect(output.contains("Orbit reports map taps through its gesture signal, onMapTap."), "\(output)")
    }

    @Test func stylesAreTheSameStyleByIdAlone() {
        var renamed = PortingStyle.naver
        renamed.displayName = "NAVER Maps"
        #expect(renamed == .naver)
        #expect(PortingStyle(name: "NAVER") == .naver)
        #expect(PortingStyle.named("orbit", among: [Self.orbit])?.displayName == "Orbit")
        #expect(PortingStyle.naver < Self.orbit && PortingStyle.rm < Self.orbit)
    }
}
