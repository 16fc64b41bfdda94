import MapCompatPorting
import Testing

/// A source member that no rule rewrote is commented out when the target's type of the same kind lacks it, and
/// what goes with it (its dependents, a superclass's calls) goes too, so that the port compiles. Each case is
/// modelled on the adapters' `RealClient` screens (maplibre-compose's camera padding, Mapbox's marker views,
/// route-me's parking map) and ported the way `mapcompat port` ports a module.
@Suite struct MissingMembersTests {
    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.drop { $0 == " " })
        }
    }

    @Test func aSourceMemberTheTargetTypeLacksIsCommentedOutAndComesBack() {
        let mapLibre = """
            final class Screen {
                let mapView = MLNMapView(frame: .zero)
                var padding = UIEdgeInsets()

                func read() {
                    padding = mapView.cameraEdgeInsets
                    mapView.myOwnHelper()
                }
            }
            """
        let naver = Porter(from: .maplibre, to: .naver).port(mapLibre)
        let lines = Self.lines(naver.output)
        #expect(lines.contains("// PORT(maplibre): padding = mapView.cameraEdgeInsets"))
        #expect(lines.contains { $0.contains("port.dependent") && $0.contains("`mapView.cameraEdgeInsets`") })
        // A member neither vendor declares (the app's own extension) is left alone.
        #expect(lines.contains("mapView.myOwnHelper()"))
        #expect(naver.changes.contains { $0.kind == .manual && $0.message.contains("`mapView.cameraEdgeInsets`") })
        let back = Porter(from: .naver, to: .maplibre).port(naver.output).output
        #expect(Self.lines(back).contains("padding = mapView.cameraEdgeInsets"))
    }

    /// Modelled on the MapLibre RealClient camera-padding screen (maplibre-compose's camera position: an empty
    /// `MLNMapCamera()` set member by member).
    @Test func aCameraMadeEmptyWhereTheTargetsNeedsArgumentsGoesWithItsUses() {
        let mapLibre = """
            final class Screen {
                let mapView = MLNMapView(frame: .zero)

                func show(_ target: CLLocationCoordinate2D) {
                    let camera = MLNMapCamera()
                    camera.centerCoordinate = target
                    mapView.setCamera(camera, animated: false)
                }
            }
            """
        let tomTom = Self.lines(Porter(from: .maplibre, to: .tomtom).port(mapLibre).output)
        #expect(tomTom.contains("// PORT(maplibre): let camera = CameraProperties()"), "\(tomTom)")
        #expect(tomTom.contains { $0.contains("port.dependent") && $0.contains("`CameraProperties(…)`") })
        #expect(!tomTom.contains { !$0.hasPrefix("//") && $0.contains("camera.") })
        // NAVER's camera position is made empty too (`NMFCameraPosition()`, an NSObject): nothing to comment out.
        let naver = Self.lines(Porter(from: .maplibre, to: .naver).port(mapLibre).output)
        #expect(naver.contains("let camera = NMFCameraPosition()"), "\(naver)")
    }

    @Test func aParameterHidesTheFilesNameOfTheSameSpelling() {
        // The view property is TomTom's `MapView` (a UIView); the delegate's parameter is its `TomTomMap`, which is
        // not a view.
        let mapLibre = """
            final class Screen: NSObject, MLNMapViewDelegate {
                let mapView = MLNMapView(frame: .zero)

                func mapViewUserLocationAnchorPoint(_ mapView: MLNMapView) -> CGPoint {
                    let x = mapView.bounds.midX
                    return CGPoint(x: x, y: 0)
                }

                func width() -> CGFloat { mapView.bounds.width }
            }
            """
        let lines = Self.lines(Porter(from: .maplibre, to: .tomtom).port(mapLibre).output)
        #expect(lines.contains("// PORT(maplibre): let x = mapView.bounds.midX"))
        #expect(lines.contains("func width() -> CGFloat { mapView.bounds.width }"))
    }

    @Test func aCastReadAtOnceIsCheckedAsTheCastType() {
        let routeMe = """
            final class Screen {
                func type(of annotation: Any) -> String? {
                    let info = (annotation as? RMAnnotation)?.userInfo
                    return info as? String
                }
            }
            """
        let lines = Self.lines(Porter(from: .rm, to: .maplibre).port(routeMe).output)
        #expect(lines.contains("// PORT(rm): let info = (annotation as? MLNPointAnnotation)?.userInfo"))
    }

    @Test func settingAMemberOfNaversImmutableCameraIsCommentedOut() {
        let mapLibre = """
            final class Screen {
                func camera() -> MLNMapCamera {
                    let camera = MLNMapCamera()
                    camera.heading = 0
                    return camera
                }
            }
            """
        let lines = Self.lines(Porter(from: .maplibre, to: .naver).port(mapLibre).output)
        #expect(lines.contains("// PORT(maplibre): camera.heading = 0"))
        #expect(lines.contains("let camera = NMFCameraPosition()"))
    }

    @Test func aMapPlaceholderBoundToACameraIsNotTheMap() {
        // `camera.centerCoordinate = …` sets a camera object's centre, not the map's: no `moveCamera` on it.
        let mapLibre = """
            final class Screen {
                func camera(_ target: CLLocationCoordinate2D) -> MLNMapCamera {
                    let camera = MLNMapCamera()
                    camera.centerCoordinate = target
                    return camera
                }
            }
            """
        let output = Porter(from: .maplibre, to: .naver).port(mapLibre).output
        #expect(!output.contains("camera.moveCamera"))
        #expect(Self.lines(output).contains("// PORT(maplibre): camera.centerCoordinate = target"))
    }

    @Test func aConformanceTheTargetLacksLeavesTheHeaderAndComesBack() {
        let naver = """
            final class Screen: NSObject, NMFLocationManagerDelegate {
                func locationManager(_ locationManager: NMFLocationManager!, didFailWithError error: (any Error)!) {}
            }
            """
        let mapLibre = Porter(from: .naver, to: .maplibre).port(naver).output
        let lines = Self.lines(mapLibre)
        #expect(lines.contains("final class Screen: NSObject {"))
        #expect(lines.contains("// PORT(naver)^: final class Screen: NSObject, NMFLocationManagerDelegate {"))
        let back = Porter(from: .maplibre, to: .naver).port(mapLibre).output
        #expect(Self.lines(back).contains("final class Screen: NSObject, NMFLocationManagerDelegate {"))
    }

    @Test func aLocationSourceWrittenForOneStyleNoLongerAdoptsAnothers() {
        // An app's MLNLocationManager (a delegate and start/stop calls) cannot be TomTom's LocationProvider (enable,
        // disable and observers): the conformance goes, the members stay, and porting back restores it.
        let mapLibre = """
            final class AppLocationManager: NSObject, MLNLocationManager {
                weak var delegate: (any MLNLocationManagerDelegate)?
                func startUpdatingLocation() {}
            }
            """
        let tomTom = Porter(from: .maplibre, to: .tomtom).port(mapLibre).output
        #expect(Self.lines(tomTom).contains("final class AppLocationManager: NSObject {"))
        let back = Porter(from: .tomtom, to: .maplibre).port(tomTom).output
        #expect(Self.lines(back).contains("final class AppLocationManager: NSObject, MLNLocationManager {"))
    }

    @Test func aClassThatLosesItsSuperclassLosesItsOverridesAndSuperCalls() {
        let mapLibre = """
            final class PinView: MLNAnnotationView {
                var selections: [Bool] = []

                override func setSelected(_ selected: Bool, animated: Bool) {
                    super.setSelected(selected, animated: animated)
                    selections.append(selected)
                }
            }

            final class Other: NSObject {
                override init() {
                    super.init()
                }
            }
            """
        let lines = Self.lines(Porter(from: .maplibre, to: .naver).port(mapLibre).output)
        #expect(lines.contains("final class PinView {"))
        #expect(lines.contains("func setSelected(_ selected: Bool, animated: Bool) {"))
        #expect(lines.contains("// PORT(maplibre): super.setSelected(selected, animated: animated)"))
        #expect(lines.contains("selections.append(selected)"))
        // Another class keeps its superclass, overrides and `super` calls.
        #expect(lines.contains("override init() {"))
        #expect(lines.contains("super.init()"))
    }

    @Test func aCaseLeftWithCommentsOnlyGetsABreak() {
        let tomTom = """
            final class Screen: MapDelegate {
                var taps = 0
                func map(_ map: TomTomMap, onInteraction interaction: MapInteraction) {
                    switch interaction {
                    case .tappedOnAnnotation:
                        taps += 1
                    case .tappedOnLocationMarker:
                        map.removeAnnotations()
                    default:
                        break
                    }
                }
            }
            """
        let output = Porter(from: .tomtom, to: .maplibre).port(tomTom).output
        let lines = Self.lines(output)
        if let label = lines.firstIndex(where: { $0.hasPrefix("case ") && $0.contains("LocationMarker") }) {
            let body = lines[(label + 1)...].prefix { !$0.hasPrefix("case ") && !$0.hasPrefix("default") }
            #expect(body.contains("break"), "\(output)")
        }
        #expect(!lines.contains("map.removeAnnotations()"))
    }

    @Test func routeMesFloatZoomIsConvertedWhereItIsAVariable() {
        let routeMe = """
            final class Screen {
                let mapView = RMMapView(frame: .zero)
                let zoomDefault: Float = 16

                func reset() {
                    mapView.zoom = zoomDefault
                    mapView.zoom = 12
                }
            }
            """
        let naver = Porter(from: .rm, to: .naver).port(routeMe).output
        #expect(naver.contains("NMFCameraUpdate(zoomTo: Double(zoomDefault - 1))"))
        #expect(naver.contains("NMFCameraUpdate(zoomTo: 11)"))
        let back = Porter(from: .naver, to: .rm).port(naver).output
        #expect(Self.lines(back).contains("mapView.zoom = zoomDefault"))
        #expect(Self.lines(back).contains("mapView.zoom = 12"))
    }

    @Test func naversReasonIsZeroWhereTheTargetPassesNone() {
        let naver = """
            final class Screen: NSObject, NMFMapViewCameraDelegate {
                var reasons: [Int] = []
                func mapView(_ mapView: NMFMapView, cameraDidChangeByReason reason: Int, animated: Bool) {
                    reasons.append(reason)
                }
            }
            """
        let lines = Self.lines(Porter(from: .naver, to: .maplibre).port(naver).output)
        #expect(lines.contains("let reason = 0  // MapLibre does not pass the reason"))
        #expect(lines.contains("reasons.append(reason)"))
    }

    @Test func aTappedAnnotationsCoordinateIsTheAnnotations() {
        let tomTom = """
            final class Screen: MapDelegate {
                var tapped: [CLLocationCoordinate2D] = []
                func map(_ map: TomTomMap, onInteraction interaction: MapInteraction) {
                    switch interaction {
                    case let .tappedOnAnnotation(annotation, coordinate):
                        tapped.append(coordinate)
                    default:
                        break
                    }
                }
            }
            """
        let lines = Self.lines(Porter(from: .tomtom, to: .maplibre).port(tomTom).output)
        #expect(lines.contains("let coordinate = annotation.coordinate"))
        #expect(lines.contains("tapped.append(coordinate)"))
    }

    @Test func anyIsDroppedBeforeATargetClass() {
        let mapLibre = """
            final class Screen {
                var selected: (any MLNAnnotation)?
            }
            """
        let naver = Porter(from: .maplibre, to: .naver).port(mapLibre)
        #expect(Self.lines(naver.output).contains("var selected: (NMFOverlay)?"))
        #expect(naver.changes.contains { $0.concept == "type.existential" })
    }

    /// NAVER apps make their start camera with `NMFCameraPosition(_:zoom:tilt:heading:)`, often leaving tilt and
    /// heading to their defaults (`NMFCameraPosition(latLng, zoom: 18)`, as boostcamp-2020/Project17-A-Map's
    /// cluster map view does; the NAVER Map SDK guide's "Camera" page). The renamed type takes neither form in MapLibre
    /// (`MLNMapCamera(lookingAtCenter:altitude:pitch:heading:)`) or TomTom (`CameraProperties(position:zoom:tilt:
    /// rotation:)`): the call is noted and commented out instead of failing to compile.
    @Test func aCameraMadeWithTheSourcesLabelsIsNotedWhereTheTargetHasNoSuchInitialiser() {
        let naver = """
            final class Screen {
                let start = NMFCameraPosition(NMGLatLng(lat: 37.5656471, lng: 126.9908467), zoom: 18)
                let empty = NMFCameraPosition()
            }
            """
        for target in [PortingStyle.maplibre, .tomtom] {
            let port = Porter(from: .naver, to: target).port(naver)
            let lines = Self.lines(port.output)
            #expect(lines.contains { $0.hasPrefix("// PORT(naver): let start = ") }, "\(target)")
            #expect(
                port.changes.contains { $0.kind == .manual && $0.message.contains("(_:zoom:)`") },
                "\(target)")
            // A call without arguments fits any initialiser: it is left to the other checks.
            #expect(!port.changes.contains { $0.message.contains("(empty") || $0.message.contains("()`") })
        }
        let back = Porter(from: .maplibre, to: .naver).port(Porter(from: .naver, to: .maplibre).port(naver).output)
        #expect(
            Self.lines(back.output).contains { $0.hasPrefix("let start = NMFCameraPosition(NMGLatLng(lat: 37.5656471") }
        )
    }
}

/// The data the member check relies on agrees with the API map, which the coverage tests keep equal to the
/// adapters' public declarations.
@Suite struct MissingMembersDataTests {
    @Test func typesTheAppCannotMakeHaveNoInitialiserInTheMap() {
        let made = Set(
            APIMap.concepts.flatMap { concept in
                concept.members.values.joined().filter { $0.use == .initializer }.map(\.owner)
            })
        #expect(made.contains("MarkerOptions"))
        #expect(!made.contains("Marker"))
    }

    /// The port comments out `CameraProperties()` because its only initialiser takes arguments.
    @Test func tomTomsCameraPropertiesHasOnlyLabelledInitialisersInTheMap() {
        let initialisers = APIMap.concepts.flatMap { $0.members[.tomtom] ?? [] }
            .filter { $0.use == .initializer && $0.owner == "CameraProperties" }
        #expect(!initialisers.isEmpty)
        #expect(initialisers.allSatisfy { !($0.labels ?? []).isEmpty })
    }
}
