import Foundation
import MapCompatPorting
import Testing

/// MapLibre's style and location switches, set up the way a plugin's iOS map view does it (modelled on
/// itheamc/naxalibre, a Flutter plugin for MapLibre: style URL, custom location manager, permission switch), come
/// out of a port commented out alone with the target's way, so that the port compiles; ported back, they return.
@Suite struct MapLibreSwitchesPortTests {
    static let source = """
        import MapLibre
        import UIKit

        final class PluginMapView: NSObject, MLNMapViewDelegate {
            let libreView: MLNMapView

            init(frame: CGRect, styleURL: URL?, tracksUser: Bool) {
                libreView = MLNMapView(frame: frame, styleURL: styleURL)
                super.init()
                libreView.styleURL = styleURL
                libreView.shouldRequestAuthorizationToUseLocationServices = false
                libreView.showsUserLocation = tracksUser
                libreView.delegate = self
            }

            func mapView(_ mapView: MLNMapView, regionDidChangeAnimated animated: Bool) {
                if let style = mapView.style {
                    print(style)
                }
                print(mapView.zoomLevel)
            }

            func dispose() {
                libreView.disableLocationManager()
            }
        }

        """

    @Test(arguments: [PortingStyle.naver, .tomtom, .rm])
    func eachSwitchIsCommentedOutAloneAndComesBack(target: PortingStyle) {
        let result = Porter(from: .maplibre, to: target).port(Self.source)
        let code = result.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.hasPrefix("//") }
        for kept in [".styleURL", ".shouldRequestAuthorization", "mapView.style", ".disableLocationManager"] {
            #expect(!code.contains { $0.contains(kept) }, "\(target) keeps \(kept): \(result.output)")
        }
        for concept in [
            "maplibre.styleURL", "maplibre.style", "location.requestsAuthorization", "maplibre.disableLocationManager",
        ] {
            #expect(result.changes.contains { $0.concept == concept && $0.kind == .manual }, "\(target): \(concept)")
        }
        // The view is made without the style URL, under a review note.
        #expect(code.contains { $0.hasPrefix("libreView = ") && $0.hasSuffix("(frame: frame)") }, "\(result.output)")
        #expect(result.changes.contains { $0.concept == "maplibre.init.styleURL" && $0.kind == .review })
        // The statements around them are kept, and the zoom read on the delegate's parameter is the target's.
        #expect(code.contains { $0.contains("delegate = self") || $0.contains("Delegate(delegate: self)") })
        #expect(!code.contains { $0.contains(".zoomLevel") } || target == .maplibre)
        #expect(
            Porter(from: target, to: .maplibre).port(result.output).output.contains("libreView.styleURL = styleURL"))
    }

    /// An app's own subclass of the map view, made with a style URL (a Mapbox-era camera app's map factory makes
    /// its `class AppMapView: MGLMapView` so): the subclass inherits the initialiser, so it is made from its frame as
    /// the SDK's view is, and the statements that use it stay. Its location switch turned on is NAVER's normal
    /// position mode (NMFMapView.h `positionMode`).
    @Test func anAppSubclassMadeWithAStyleIsMadeFromItsFrame() {
        let mapLibre = """
            class AppMapView: MLNMapView {}

            enum Factory {
                static func make() -> AppMapView {
                    let map = AppMapView(frame: .zero, styleURL: MLNStyle.lightStyleURL)
                    map.showsUserLocation = true
                    map.isRotateEnabled = false
                    return map
                }
            }
            """
        let lines = Porter(from: .maplibre, to: .naver).port(mapLibre).output.split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("let map = AppMapView(frame: .zero)"), "\(lines)")
        #expect(lines.contains("map.positionMode = .normal"), "\(lines)")
        #expect(lines.contains("map.isRotateGestureEnabled = false"), "\(lines)")
        #expect(lines.contains("return map"), "\(lines)")
    }

    /// The subclass's own initialiser makes it with a style (`super.init(frame:styleURL:)`, its arguments on two
    /// lines, as a public app's vector-tile view written for MapLibre does), and so does a view made elsewhere
    /// with its arguments on two lines: each is made from its frame, on one line, under the note.
    @Test(arguments: [PortingStyle.naver, .tomtom, .rm])
    func aStyleGivenOnTheNextLineOrToSuperGoesToo(target: PortingStyle) {
        let mapLibre = """
            class TilesView: MLNMapView {
                init(server: String) {
                    super.init(frame: .zero,
                               styleURL: URL(string: server)!)
                }
            }

            final class Other {
                let map = MLNMapView(frame: .zero,
                                     styleURL: nil)
            }
            """
        let result = Porter(from: .maplibre, to: target).port(mapLibre)
        let lines = result.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("super.init(frame: .zero)"), "\(lines)")
        #expect(!result.output.contains("styleURL: URL(string: server)!)"), "\(result.output)")
        #expect(!result.output.contains("styleURL: nil)"), "\(result.output)")
        #expect(result.changes.filter { $0.concept == "maplibre.init.styleURL" }.count == 1, "\(result.changes)")
    }
}
