import Foundation
import MapCompatPorting
import Testing

/// The gesture switches under the names NAVER and MapLibre also give them (`allowsRotating`…) port as the
/// switches they are. Modelled on the Flutter MapLibre plugin's iOS controller, which sets
/// `mapView.allowsRotating` and its kin from the Dart options (maplibre/flutter-maplibre-gl,
/// `ios/Classes/MapLibreMapController.swift`), and on NAVER screens that set `mapView.allowsZooming`.
@Suite struct GestureAliasTests {
    static let mapLibre = """
        final class Screen {
            let mapView = MLNMapView(frame: .zero)

            func apply(rotate: Bool) {
                mapView.allowsRotating = false
                mapView.allowsTilting = true
                let zooms = mapView.allowsZooming
            }
        }
        """

    static func code(_ text: String) -> [String] {
        text.split(separator: "\n").map { String($0.drop { $0 == " " }) }
    }

    @Test func mapLibresAliasesAreTheTargetsSwitches() {
        let naver = Self.code(Porter(from: .maplibre, to: .naver).port(Self.mapLibre).output)
        #expect(naver.contains("mapView.isRotateGestureEnabled = false"), "\(naver)")
        #expect(naver.contains("mapView.isTiltGestureEnabled = true"), "\(naver)")
        #expect(naver.contains("let zooms = mapView.isZoomGestureEnabled"), "\(naver)")
        let tomTom = Self.code(Porter(from: .maplibre, to: .tomtom).port(Self.mapLibre).output)
        #expect(tomTom.contains { $0.hasSuffix("disabledGestures.append(.rotate)") }, "\(tomTom)")
        #expect(tomTom.contains { $0.hasSuffix("disabledGestures.removeAll { $0 == .tilt }") }, "\(tomTom)")
    }

    @Test func naversAliasesReachRouteMesDragSwitch() {
        let naver = Self.mapLibre.replacingOccurrences(of: "MLNMapView", with: "NMFMapView")
            .replacingOccurrences(of: "allowsRotating", with: "allowsScrolling")
        let routeMe = Self.code(Porter(from: .naver, to: .rm).port(naver).output)
        #expect(routeMe.contains("mapView.draggingEnabled = false"), "\(routeMe)")
    }
}
