import MapCompatPorting
import Testing

/// The start of a move (route-me's `beforeMapMove(_:byUser:)` and `beforeMapZoom(_:byUser:)`, NAVER's
/// `cameraWillChangeByReason`, MapLibre's `regionWillChangeWith`) reaches each style's start callback, and
/// route-me's `afterMapZoom(_:byUser:)` ends a move as `afterMapMove(_:byUser:)` does. Modelled on the zoom and
/// move callbacks of prkng/ios (`RMMapViewController.swift`) and on route-me's `RMMapViewDelegate.h`.
@Suite struct CameraStartCallbackTests {
    static let routeMe = """
        final class Screen: NSObject, RMMapViewDelegate {
            let mapView = RMMapView(frame: .zero)
            var log: [String] = []

            func viewDidLoad() {
                mapView.delegate = self
            }

            func beforeMapZoom(_ map: RMMapView!, byUser wasUserAction: Bool) {
                log.append("before zoom \\(wasUserAction)")
            }

            func afterMapZoom(_ map: RMMapView!, byUser wasUserAction: Bool) {
                log.append("after zoom \\(wasUserAction)")
            }

            func afterMapMove(_ map: RMMapView!, byUser wasUserAction: Bool) {
                log.append("after move \\(wasUserAction)")
            }
        }
        """

    static func code(_ text: String) -> [String] {
        text.split(separator: "\n").map { String($0.drop { $0 == " " }) }
    }

    @Test(arguments: [
        (
            PortingStyle.naver,
            "func mapView(_ map: NMFMapView, cameraWillChangeByReason reason: Int, animated: Bool) {",
            "let wasUserAction = reason == NMFMapChangedByGesture"
        ),
        (
            .maplibre,
            "func mapView(_ map: MLNMapView, regionWillChangeWith reason: MLNCameraChangeReason, animated: Bool) {",
            "let wasUserAction = !reason.isDisjoint(with: [.gesturePan, .gesturePinch, .gestureRotate, .gestureZoomIn, .gestureZoomOut, .gestureOneFingerZoom, .gestureTilt])"
        ),
    ])
    func theStartOfAMoveIsTheTargetsStartCallback(target: PortingStyle, receiver: String, byUser: String) {
        let lines = Self.code(Porter(from: .rm, to: target).port(Self.routeMe).output)
        #expect(lines.contains(receiver), "\(lines)")
        #expect(lines.contains(byUser), "\(lines)")
        #expect(lines.contains("log.append(\"before zoom \\(wasUserAction)\")"), "\(lines)")
        #expect(lines.contains("log.append(\"after zoom \\(wasUserAction)\")"), "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("// PORT(rm):") }, "\(lines)")
    }

    @Test func tomTomHasNoStartButBothEndsShareOneCaseInScopesOfTheirOwn() {
        let lines = Self.code(Porter(from: .rm, to: .tomtom).port(Self.routeMe).output)
        #expect(lines.contains("// PORT(rm): func beforeMapZoom(_ map: RMMapView!, byUser wasUserAction: Bool) {"))
        #expect(lines.filter { $0 == "case .cameraSteady:" }.count == 1, "\(lines)")
        // Each end declares `wasUserAction`; the second one in a `do` scope, so the case compiles.
        let declarations = lines.indices.filter { lines[$0].hasPrefix("let wasUserAction: Bool = true") }
        #expect(declarations.count == 2, "\(lines)")
        #expect(declarations.count == 2 && lines[declarations[1] - 1] == "do {", "\(lines)")
    }

    @Test func naversStartCallbackPortsBackToRouteMes() {
        let naver = Porter(from: .rm, to: .naver).port(Self.routeMe).output
        let back = Self.code(Porter(from: .naver, to: .rm).port(naver).output)
        // The flag the NAVER port computed from the reason is route-me's parameter again.
        let start = back.firstIndex(of: "func beforeMapMove(_ map: RMMapView!, byUser wasUserAction: Bool) {")
        #expect(start.map { back[$0 + 1] } == "log.append(\"before zoom \\(wasUserAction)\")", "\(back)")
    }
}
