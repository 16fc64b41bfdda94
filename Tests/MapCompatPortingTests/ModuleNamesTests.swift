import MapCompatPorting
import Testing

/// A module's files are ported knowing one another's declarations, and the statements a port comments out take
/// their names along. Modelled on NaverMapDemo's screens, which subclass a base controller holding the map view
/// (navermaps/ios-map-sdk NaverMapDemo/MapViewController.swift), and on TomTom's "Overlays" guide.
@Suite struct ModuleNamesTests {
    static let base = """
        class DemoMapScreen {
            let naverMapView = NMFNaverMapView(frame: .zero)
            var mapView: NMFMapView { naverMapView.mapView }
        }
        """

    static let screen = """
        final class ZoomScreen: DemoMapScreen {
            var shown = 0.0

            func record() {
                shown = mapView.zoomLevel
            }
        }
        """

    @Test func aNameDeclaredInAnotherFileOfTheModuleIsKnown() {
        let porter = Porter(from: .naver, to: .rm)
        let code = { (text: String) in text.split(separator: "\n").map { String($0.drop { $0 == " " }) } }
        // Alone, the screen's `mapView` is unknown, so NAVER's `zoomLevel` stays on it.
        #expect(code(porter.port(Self.screen).output).contains("shown = mapView.zoomLevel"))
        // With the base's files, it is the map view, whose zoom route-me reads as a Float one level higher.
        let module = ModuleNames([Self.base, Self.screen], porter: porter)
        let together = code(porter.port(Self.screen, module: module).output)
        #expect(together.contains("shown = (Double(mapView.zoom) - 1)"), "\(together)")
    }

    /// The demo's base screen keeps its start camera as a static constant that MapLibre cannot make (its camera
    /// holds an altitude, not a zoom): the port of the base comments it out, and a screen's read of it goes too.
    @Test func aStaticTheBasesPortCommentsOutTakesTheScreensUsesAlong() {
        let base = """
            class DemoMapScreen {
                static let startCamera = NMFCameraPosition(NMGLatLng(lat: 37.5666102, lng: 126.9783881), zoom: 14)
                let mapView = NMFMapView(frame: .zero)
            }
            """
        let screen = """
            final class CentreScreen: DemoMapScreen {
                let marker = NMFMarker()

                func place() {
                    marker.position = Self.startCamera.target
                    marker.mapView = mapView
                }
            }
            """
        let porter = Porter(from: .naver, to: .maplibre)
        #expect(porter.port(base).output.contains("// PORT(naver): static let startCamera = MLNMapCamera("))
        let output = porter.port(screen, module: ModuleNames([base, screen], porter: porter)).output
        #expect(output.contains("// PORT(naver): marker.coordinate = Self.startCamera.centerCoordinate"), "\(output)")
        #expect(output.contains("whose declaration the port of another file of the module comments out"))
        #expect(output.contains("mapView.addAnnotation(marker)"), "\(output)")
    }

    @Test func naversWrapperMapViewIsTomTomsMap() {
        let output = Porter(from: .naver, to: .tomtom).port(Self.base).output
        #expect(output.contains("var mapView: TomTomMap { naverMapView.map }"))
    }

    @Test func aStatementAwaitingItsBodyIsCommentedOutWhole() {
        let mapLibre = """
            final class Screen {
                let mapView = MLNMapView(frame: .zero)
                let tap = UITapGestureRecognizer()

                func setUp() {
                    for recognizer in mapView.gestureRecognizers ?? []
                    where recognizer is UITapGestureRecognizer {
                        tap.require(toFail: recognizer)
                    }
                }
            }
            """
        let lines = Porter(from: .maplibre, to: .tomtom).port(mapLibre).output.split(separator: "\n").map {
            String($0.drop { $0 == " " })
        }
        #expect(lines.contains("// PORT(maplibre): where recognizer is UITapGestureRecognizer {"))
        #expect(lines.contains("// PORT(maplibre):     tap.require(toFail: recognizer)"))
    }

    @Test func shorthandUnwrapsAndEveryConditionNameGoWithTheirDeclarations() {
        let tomTom = """
            final class Screen {
                let map: TomTomMap
                private(set) var circle: Circle?

                init(map: TomTomMap) { self.map = map }

                func removeCircle() {
                    if let circle { map.removeAnnotation(circle) }
                }
            }
            """
        let lines = Porter(from: .tomtom, to: .maplibre).port(tomTom).output.split(separator: "\n").map {
            String($0.drop { $0 == " " })
        }
        #expect(lines.contains("// PORT(tomtom): private(set) var circle: Circle?"))
        #expect(lines.contains("// PORT(tomtom): if let circle { map.removeAnnotation(circle) }"))
    }
}
