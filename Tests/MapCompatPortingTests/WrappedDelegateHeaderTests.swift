import Foundation
import MapCompatPorting
import Testing

/// Delegate methods whose parameters swift-format wraps onto their own lines, as MapLibre's SwiftUI wrapper writes
/// them (maplibre/swiftui-dsl, MapViewCoordinator.swift: `public func mapView(` then
/// `_ mapView: MLNMapView, regionDidChangeWith reason: MLNCameraChangeReason, animated _: Bool` then `) {`): the
/// whole header goes with the method, and the body starts after the line that opens it.
@Suite struct WrappedDelegateHeaderTests {
    static let source = """
        final class Coordinator: NSObject, MLNMapViewDelegate {
            let mapView = MLNMapView(frame: .zero)
            var log: [String] = []

            func mapView(
                _ mapView: MLNMapView, regionWillChangeWith reason: MLNCameraChangeReason, animated: Bool
            ) {
                log.append("will \\(animated)")
            }

            func mapView(
                _ mapView: MLNMapView,
                regionDidChangeAnimated animated: Bool
            ) {
                log.append("did \\(animated)")
            }

            func mapView(
                _ mapView: MLNMapView, regionIsChangingWith reason: MLNCameraChangeReason
            ) { log.append("moving") }
        }
        """

    @Test(arguments: [PortingStyle.naver, .tomtom, .rm])
    func theHeaderGoesWithItsMethod(target: PortingStyle) {
        let output = Porter(from: .maplibre, to: target).port(Self.source).output
        let lines = indentlessLines(output)
        #expect(!lines.contains(") {"), "\(output)")
        #expect(!lines.contains { $0.hasPrefix("_ mapView:") || $0.hasPrefix("regionDidChangeAnimated") }, "\(output)")
        for body in ["log.append(\"did \\(animated)\")", "log.append(\"moving\")"] {
            #expect(lines.contains(body), "\(target): \(body) in \(output)")
        }
    }

    @Test func naversCallbacksTakeTheBodies() {
        let lines = indentlessLines(Porter(from: .maplibre, to: .naver).port(Self.source).output)
        guard
            let did = lines.firstIndex(
                of: "func mapView(_ mapView: NMFMapView, cameraDidChangeByReason reason: Int, animated: Bool) {")
        else {
            Issue.record("no camera callback in \(lines)")
            return
        }
        #expect(lines[did + 1] == "log.append(\"did \\(animated)\")", "\(lines)")
        #expect(lines[did + 2] == "}", "\(lines)")
    }
}
