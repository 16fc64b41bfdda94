import MapCompatPorting
import Testing

/// A declaration commented out for want of a counterpart takes along the statements that use its name, so that
/// the port compiles; and a map that is ready when it is made never loses the ready callback's body.
@Suite struct DependentLinesTests {
    static let routeMe = """
        final class RouteLayer {
            let mapView = RMMapView(frame: .zero)
            var widths: [Double] = []

            func draw(_ width: Double) {
                let shape = RMShape(view: mapView)
                shape?.lineWidth = 4
                let copy = shape
                widths.append(width)
                record(
                    copy)
            }

            func record(_ shape: Int) {
                widths.append(Double(shape))
            }
        }

        """

    @Test func usesOfACommentedOutNameAreCommentedOutWithItInItsScopeOnly() {
        let result = Porter(from: .rm, to: .naver).port(Self.routeMe)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The shape's uses, the name declared from it, and that name's multi-line use.
        for code in ["shape?.lineWidth = 4", "let copy = shape", "record(", "    copy)"] {
            #expect(lines.contains("        // PORT(rm): " + code), "\(code)")
        }
        // What does not use them stays code, as does a function whose parameter has the same name.
        #expect(lines.contains("        widths.append(width)"))
        #expect(lines.contains("        widths.append(Double(shape))"))
        #expect(lines.filter { $0.contains("// PORT: port.dependent (") }.count == 2)
        #expect(result.changes.filter { $0.concept == "port.dependent" }.map(\.kind) == [.manual, .manual])
        // Each change points at its note.
        for change in result.changes where change.concept == "port.dependent" {
            #expect(lines[change.line - 1].contains("// PORT: port.dependent ("))
        }
        #expect(Porter(from: .naver, to: .rm).port(result.output).output == Self.routeMe)
    }

    @Test func linesCommentedOutAlongArePortedBackNotKept() {
        // The dependent line was written in NAVER's spelling (`lat`); porting back gives route-me's again.
        let naver = """
            func show(_ map: NMFMapView, _ point: NMGLatLng) {
                let pick = map.pickAll(CGPoint(x: 1, y: 2), withTolerance: 4)
                print(pick.count, point.lat)
            }

            """
        let rm = Porter(from: .naver, to: .rm).port(naver)
        #expect(rm.output.contains("// PORT(naver): print(pick.count, point.latitude)"))
        let back = Porter(from: .rm, to: .naver).port(rm.output).output
        #expect(back.contains("\n    print(pick.count, point.lat)\n"))
        #expect(back.contains("\n    let pick = map.pickAll(CGPoint(x: 1, y: 2), withTolerance: 4)\n"))
    }

    /// A stored property whose declaration went stays gone in the type's extensions further down the file, past
    /// another type's extension and the doc comments between them (a TomTom navigation coordinator keeps the route
    /// it drew and reads it in a later extension, horusdavnefer/YapePrueba's `MapCoordinator.swift`).
    @Test func aGonePropertyStaysGoneInALaterExtensionOfItsType() {
        let tomTom = """
            final class RouteCoordinator: NSObject {
                private var routeOnMap: Route?
                var shown = false
            }

            /// The planner's extension.
            extension Planner {
                func plan() {
                    shown = true
                }
            }

            /// Shows the route's progress.
            extension RouteCoordinator {
                func clear() {
                    self.routeOnMap = nil
                    shown = false
                }
            }
            """
        let output = Porter(from: .tomtom, to: .maplibre).port(tomTom).output
        #expect(output.contains("// PORT(tomtom): self.routeOnMap = nil"), "\(output)")
        #expect(output.contains("\n        shown = false"), "\(output)")
        #expect(output.contains("\n        shown = true"), "\(output)")
    }

    @Test func aReadyCallbackWithNowhereToGoIsKeptCommentedOut() {
        let tomTom = """
            final class Screen: NSObject {
                var calls: [String] = []
                func mapView(_: MapView, onMapReady map: TomTomMap) {
                    calls.append("ready")
                    redraw()
                }
                func redraw() {}
            }

            """
        // route-me's map is ready when made, and it tells no delegate: the body stays, commented out.
        let result = Porter(from: .tomtom, to: .rm).port(tomTom)
        #expect(result.output.contains("    // PORT(tomtom):     calls.append(\"ready\")"))
        #expect(result.output.contains("    // PORT(tomtom):     redraw()"))
        #expect(result.changes.contains { $0.concept == "map.ready" && $0.kind == .manual })
        #expect(Porter(from: .rm, to: .tomtom).port(result.output).output == tomTom)
        // NAVER also tells its load delegate: the body stays code there, under a review of the set-up.
        let naver = Porter(from: .tomtom, to: .naver).port(tomTom)
        #expect(
            naver.output.contains("    func mapViewDidFinishLoadingMap(_ map: NMFMapView) {\n        calls.append("))
        #expect(naver.changes.contains { $0.concept == "map.ready" && $0.kind == .review })
    }
}

/// A function or computed property whose value the port commented out is commented out whole, with its uses.
@Suite struct DependentDeclarationsTests {
    @Test func aComputedPropertyLeftWithoutItsExpressionGoesWithItsUses() {
        let naver = """
            class BaseScreen {
                let mapView = NMFMapView(frame: .zero)

                func load() {
                    print(title, Self.startCamera.zoom)
                }

                static var startCamera: NMFCameraPosition {
                    NMFCameraPosition(NMGLatLng(lat: 37.5, lng: 127.0), zoom: 14, tilt: 0, heading: 0)
                }

                var title: String { "Base" }
            }

            """
        let result = Porter(from: .naver, to: .maplibre).port(naver)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.contains("    // PORT(naver): static var startCamera: MLNMapCamera {"))
        #expect(lines.contains("    // PORT(naver): }"))
        // Its use comes before it in the file; the property with a value left stays.
        #expect(lines.contains("        // PORT(naver): print(title, Self.startCamera.zoom)"))
        #expect(lines.contains("    var title: String { \"Base\" }"))
        #expect(Porter(from: .maplibre, to: .naver).port(result.output).output == naver)
    }

    @Test func aFunctionCommentedOutGoesWithItsCallers() {
        let rm = """
            final class Pins {
                let mapView = RMMapView(frame: .zero)

                func makePath() -> RMShape? {
                    let shape = RMShape(view: mapView)
                    return shape
                }

                func show() {
                    _ = makePath()
                    print("shown")
                }
            }

            """
        let result = Porter(from: .rm, to: .naver).port(rm)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.contains { $0.hasPrefix("    // PORT(rm): func makePath() -> ") })
        #expect(lines.contains("        // PORT(rm): _ = makePath()"))
        #expect(lines.contains("        print(\"shown\")"))
        #expect(Porter(from: .naver, to: .rm).port(result.output).output == rm)
    }
}

extension DependentDeclarationsTests {
    @Test func aFunctionThatLosesItsReturnGoesWithItsCallers() {
        let rm = """
            final class Pins {
                let mapView = RMMapView(frame: .zero)

                func show() {
                    print(pathWidth(), "shown")
                }

                func pathWidth() -> Double {
                    let shape = RMShape(view: mapView)
                    return shape?.lineWidth ?? 0
                }
            }

            """
        let result = Porter(from: .rm, to: .naver).port(rm)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.contains("    // PORT(rm): func pathWidth() -> Double {"))
        #expect(lines.contains("        // PORT(rm): print(pathWidth(), \"shown\")"))
        #expect(Porter(from: .naver, to: .rm).port(result.output).output == rm)
    }

    /// A name bound inside a statement that goes (`if let point` in a filter over MapLibre's annotation list,
    /// which NAVER does not keep) is gone only in that statement's closure: a later closure's own `point` stays, as
    /// vanboompow/efb-212's map service removes its old airports and then makes the new ones.
    @Test func aNameBoundInsideAGoneStatementStaysThere() {
        let mapLibre = """
            final class AirportMap {
                weak var mapView: MLNMapView?

                func show(_ names: [String]) {
                    guard let mapView = mapView else { return }
                    let old = mapView.annotations?.filter { annotation in
                        if let point = annotation as? MLNPointAnnotation {
                            return point.title?.hasPrefix("APT:") == true
                        }
                        return false
                    } ?? []
                    print(old.count)
                    let annotations = names.map { name -> MLNPointAnnotation in
                        let point = MLNPointAnnotation()
                        point.title = name
                        return point
                    }
                    mapView.addAnnotations(annotations)
                }
            }
            """
        let lines = indentlessLines(Porter(from: .maplibre, to: .naver).port(mapLibre).output)
        #expect(lines.contains("// PORT(maplibre): print(old.count)"), "\(lines)")
        #expect(lines.contains("let annotations = names.map { name -> NMFMarker in"), "\(lines)")
        #expect(lines.contains("point.captionText = name"), "\(lines)")
        #expect(lines.contains("return point"), "\(lines)")
    }

    /// Annotations made by a closure over the app's data (`let annotations = names.map { name -> MLNPointAnnotation
    /// in …; return point }`, as vanboompow/efb-212's map service makes its airports): on TomTom, whose markers are
    /// made by adding them, the closure loses its `return` and goes whole, with the list's uses.
    @Test func aClosureThatLosesItsReturnGoesWithItsUses() {
        let mapLibre = """
            final class AirportMap {
                let mapView = MLNMapView(frame: .zero)

                func show(_ names: [String]) {
                    let annotations = names.map { name -> MLNPointAnnotation in
                        let point = MLNPointAnnotation()
                        point.title = name
                        return point
                    }
                    print(annotations.count)
                }
            }
            """
        let lines = indentlessLines(Porter(from: .maplibre, to: .tomtom).port(mapLibre).output)
        #expect(
            lines.contains { $0.hasPrefix("// PORT(maplibre): let annotations = names.map { name -> ") }, "\(lines)")
        #expect(lines.contains("// PORT(maplibre): }"), "\(lines)")
        #expect(lines.contains("// PORT(maplibre): print(annotations.count)"), "\(lines)")
    }
}

/// A statement that still names a type or constant of the source vendor after porting (no rule rewrote it) has no
/// counterpart: it is commented out, a function whose signature names one with its body and its attributes.
@Suite struct SourceVendorNamesTests {
    static let routeMe = """
        final class PinScreen {
            let mapView = RMMapView(frame: .zero)
            var item: RMUserTrackingBarButtonItem?
            var count = 0

            init() {
                item = RMUserTrackingBarButtonItem(mapView: mapView)
                count += 1
            }

            @discardableResult
            func addItem(_ title: String) -> RMUserTrackingBarButtonItem {
                let button = RMUserTrackingBarButtonItem(mapView: mapView)
                button.title = title
                return button
            }

            func reset() {
                addItem("home")
                count = 0
            }
        }

        """

    @Test func statementsNamingASourceTypeWithoutCounterpartAreCommentedOut() {
        let result = Porter(from: .rm, to: .maplibre).port(Self.routeMe)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for code in [
            "    // PORT(rm): var item: RMUserTrackingBarButtonItem?",
            "        // PORT(rm): item = RMUserTrackingBarButtonItem(mapView: mapView)",
            "    // PORT(rm): @discardableResult",
            "    // PORT(rm): func addItem(_ title: String) -> RMUserTrackingBarButtonItem {",
            "    // PORT(rm): }", "        // PORT(rm): addItem(\"home\")",
        ] {
            #expect(lines.contains(code), "\(code)")
        }
        #expect(lines.contains("final class PinScreen {") && lines.contains("        count = 0"))
        #expect(!lines.contains { !$0.contains("//") && $0.contains("RM") })
        #expect(Porter(from: .maplibre, to: .rm).port(result.output).output == Self.routeMe)
    }

    @Test func namesInStringsAndMembersAreNotTheVendors() {
        let rm = """
            func label(_ map: RMMapView) -> String {
                let name = "RMShape"
                return name + map.description
            }

            """
        let result = Porter(from: .rm, to: .naver).port(rm)
        #expect(!result.output.contains("// PORT"))
        #expect(result.output.contains("    let name = \"RMShape\"\n"))
    }

    /// A member the target lacks inside a closure passed as an argument takes the closure's statement, not the call:
    /// the rest of the call and of the closure stay code (modelled on erikmartens/NearbyWeather's map screen, whose
    /// annotation view is configured with a tap handler that keeps a map setting before it navigates).
    @Test func aMissingMemberInAnArgumentClosureTakesOnlyItsOwnStatement() {
        let mapKit = """
            final class WeatherMapScreen: NSObject, MKMapViewDelegate {
                var lastType: Int?
                var opened: [String] = []

                func show(_ view: WeatherPinView, in mapView: MKMapView, for name: String) {
                    view.configure(
                        title: name,
                        tapHandler: { [weak self] _ in
                            self?.lastType = Int(mapView.mapType.rawValue)
                            self?.opened.append(name)
                        }
                    )
                }
            }

            """
        let result = Porter(from: .mapKit, to: .maplibre).port(mapKit)
        let lines = result.output.split(separator: "\n").map { String($0.drop { $0 == " " }) }
        #expect(lines.contains("// PORT(mapkit): self?.lastType = Int(mapView.mapType.rawValue)"), "\(lines)")
        for code in [
            "view.configure(", "title: name,", "tapHandler: { [weak self] _ in", "self?.opened.append(name)", ")",
        ] {
            #expect(lines.contains(code), "\(code)")
        }
        let back = Porter(from: .maplibre, to: .mapKit).port(result.output).output
        #expect(back.contains("            self?.lastType = Int(mapView.mapType.rawValue)\n"))
    }

    /// A statement commented out for a name it uses drops the review notes about it, but not one that holds the
    /// source's own text no line kept: TomTom's markers have no title, so the title lives only in its note.
    @Test func aReviewNoteHoldingTheSourcesTextStaysWithItsStatement() {
        let source = """
            final class Screen: UIViewController, MLNMapViewDelegate {
                let mapView = MLNMapView(frame: .zero)

                func show(_ style: MLNStyle) {
                    let annotation = MLNPointAnnotation()
                    annotation.coordinate = CLLocationCoordinate2D(latitude: 45.5, longitude: -122.7)
                    annotation.title = "Portland"
                    mapView.addAnnotation(annotation)
                }
            }
            """
        let output = Porter(from: .maplibre, to: .tomtom).port(source).output
        #expect(output.contains("// PORT(maplibre): func show(_ style: MLNStyle) {"), "\(output)")
        #expect(output.contains("TomTom markers have no title (was \"Portland\")"), "\(output)")
    }
}
