import MapCompatPorting
import Testing

/// A line the target cannot express is commented out under a note that says why, with the fact the coverage table
/// gives for the target (``PortingCoverage/documentedReasons``, the API map's gaps) rather than "port it by hand".
/// Modelled on NAVER's location tutorial (`NMFLocationManager.sharedInstance()?.add(self)`), on NAVER apps that
/// switch the basemap to night mode (`mapView.isNightModeEnabled = true`, NMFMapView.h), and on MapLibre apps that
/// configure the loaded style in a function of their own (`func configureStyle(_ style: MLNStyle)`), and on route-me
/// apps that keep their data on an annotation.
@Suite struct NoteReasonTests {
    static func notes(_ text: String, _ source: PortingStyle, _ target: PortingStyle) -> [String] {
        indentlessLines(Porter(from: source, to: target).port(text).output).filter { $0.hasPrefix("// PORT: ") }
    }

    @Test func aVendorTypeWithoutCounterpartNamesWhatTheTargetDoes() {
        let naver = """
            final class Tracker: NSObject {
                func start() {
                    NMFLocationManager.sharedInstance()?.add(self)
                }
            }
            """
        let notes = Self.notes(naver, .naver, .maplibre)
        #expect(
            notes.contains {
                $0.contains(
                    "MapLibre has no counterpart for `NMFLocationManager`: MapLibre's map view owns its location")
            }, "\(notes)")
    }

    @Test func aMapViewMemberTheTargetLacksNamesWhatTheTargetDoes() {
        let naver = """
            final class NightScreen {
                let mapView = NMFMapView(frame: .zero)

                func night() {
                    mapView.isNightModeEnabled = true
                }
            }
            """
        let notes = Self.notes(naver, .naver, .maplibre)
        #expect(
            notes.contains {
                $0.hasSuffix(
                    "`mapView.isNightModeEnabled`: MapLibre draws the style at the map view's styleURL (MLNMapView); map type, night mode and layer groups are the style's: load another style, or show and hide its layers (MLNStyleLayer.isVisible)."
                )
            }, "\(notes)")
    }

    /// route-me apps keep their own data on an annotation (`annotation.userInfo = …`, as ibikecph/ibikecph-ios's
    /// map view keys its layers): MapLibre's annotations carry none, and the note says what to do.
    @Test func aMarkerMemberTheTargetLacksNamesWhatTheTargetDoes() {
        let routeMe = """
            final class PinScreen {
                let mapView = RMMapView(frame: .zero)

                func add(_ coordinate: CLLocationCoordinate2D) {
                    let annotation = RMAnnotation(mapView: mapView, coordinate: coordinate, andTitle: "Pin")
                    annotation.userInfo = ["type": "pin"]
                    mapView.addAnnotation(annotation)
                }
            }
            """
        let notes = Self.notes(routeMe, .rm, .maplibre)
        #expect(
            notes.contains {
                $0.hasSuffix(
                    "`annotation.userInfo`: MapLibre annotations carry no user data. Subclass MLNPointAnnotation, or keep a dictionary."
                )
            },
            "\(notes)")
    }

    /// An app's own type with a member of the same name is not the map view: its note names no map fact.
    @Test func anAppsOwnMemberGetsNoMapViewReason() {
        let naver = """
            final class Settings {
                var isNightModeEnabled = false
            }
            """
        #expect(Self.notes(naver, .naver, .maplibre).isEmpty)
    }

    @Test func theLoadedStylesTypeNamesTheTargetsStyleGap() {
        let mapLibre = """
            final class CampusMap {
                func configureStyle(_ style: MLNStyle) {
                    print(style)
                }
            }
            """
        let notes = Self.notes(mapLibre, .maplibre, .naver)
        #expect(
            notes.contains { $0.contains("NAVER has no counterpart for `MLNStyle`: NAVER's map has no runtime style") },
            "\(notes)")
    }
}
