import MapCompatPorting
import Testing

/// NAVER's camera update built over several statements (made, its animation and duration set, then moved to)
/// ports as one animated move, instead of a jump. Modelled on NAVER's demo (NaverMapDemo's camera screens:
/// `let cameraUpdate = NMFCameraUpdate(scrollTo:)`, `cameraUpdate.animation = .fly`,
/// `cameraUpdate.animationDuration = 3`, `mapView.moveCamera(cameraUpdate)`).
@Suite struct NaverCameraUpdateGroupTests {
    static let naver = """
        final class Screen {
            let view = UIView()
            let mapView = NMFMapView(frame: .zero)

            func viewDidLoad() {
                view.addSubview(mapView)
                mapView.isRotateGestureEnabled = false
            }

            func fly(to target: NMGLatLng) {
                let cameraUpdate = NMFCameraUpdate(scrollTo: target)
                cameraUpdate.animation = .fly
                cameraUpdate.animationDuration = 3
                mapView.moveCamera(cameraUpdate)
            }

            func ease(to target: NMGLatLng) {
                let cameraUpdate: NMFCameraUpdate = NMFCameraUpdate(scrollTo: target, zoomTo: 15)
                cameraUpdate.animation = .easeIn
                mapView.moveCamera(cameraUpdate)
            }

            func jump(to target: NMGLatLng) {
                let cameraUpdate = NMFCameraUpdate(scrollTo: target)
                mapView.moveCamera(cameraUpdate)
                print(cameraUpdate)
            }
        }
        """

    static func code(_ text: String) -> [String] {
        text.split(separator: "\n").map { String($0.drop { $0 == " " }) }
    }

    @Test func aTimedUpdateIsTomTomsTimedMove() {
        let lines = Self.code(Porter(from: .naver, to: .tomtom).port(Self.naver).output)
        #expect(lines.contains { $0.hasSuffix("applyCamera(CameraUpdate(position: target), animationDuration: 3)") })
        #expect(
            lines.contains("// PORT: review — camera.update.animation: NAVER's .fly became the target's one eased move")
        )
        // NAVER's zoom is one level below TomTom's; TomTom applies over its own second.
        #expect(lines.contains { $0.hasSuffix("applyCamera(CameraUpdate(position: target, zoom: 16))") }, "\(lines)")
    }

    @Test func anEasedUpdateIsMapLibresAnimatedMove() {
        let lines = Self.code(Porter(from: .naver, to: .maplibre).port(Self.naver).output)
        #expect(lines.contains("mapView.setCenter(target, zoomLevel: 15, animated: true)"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("mapView.setCamera(MLNMapCamera(lookingAtCenter: target,") })
    }

    /// An update whose arguments are written one per line (as apps format long calls) is one group too.
    @Test func anUpdateOverSeveralLinesIsOneGroup() {
        let naver = """
            func center(mapView: NMFMapView, lat: Double, lng: Double) {
                let cameraUpdate = NMFCameraUpdate(
                    scrollTo: NMGLatLng(lat: lat, lng: lng),
                    zoomTo: 12
                )
                cameraUpdate.animation = .easeIn
                mapView.moveCamera(cameraUpdate)
            }
            """
        let lines = Self.code(Porter(from: .naver, to: .maplibre).port(naver).output)
        #expect(
            lines.contains(
                "mapView.setCenter(CLLocationCoordinate2D(latitude: lat, longitude: lng), zoomLevel: 12, animated: true)"
            ),
            "\(lines)")
    }

    /// Many NAVER apps declare the update with `var` (Swift only warns): the group is the same.
    @Test func anUpdateDeclaredWithVarIsOneGroup() {
        let naver = """
            func flyBack(map: NMFMapView, latitude: Double, longitude: Double) {
                var cameraUpdate = NMFCameraUpdate(scrollTo: NMGLatLng(lat: latitude, lng: longitude))
                cameraUpdate.animation = .fly
                cameraUpdate.animationDuration = 1
                map.moveCamera(cameraUpdate)
            }
            """
        let lines = Self.code(Porter(from: .naver, to: .maplibre).port(naver).output)
        #expect(lines.contains { $0.hasPrefix("map.setCamera(") && $0.contains("withDuration: 1") }, "\(lines)")
        #expect(!lines.contains { $0.contains("cameraUpdate") }, "\(lines)")
    }

    /// An update read again after the move stays as it was written.
    @Test func anUpdateUsedAfterTheMoveIsLeftAsItIs() {
        let collapsed = Porter(from: .naver, to: .maplibre).port(Self.naver).output
        #expect(!collapsed.contains("mapView.setCenter(target, animated: false)"), "\(collapsed)")
        #expect(collapsed.contains("// PORT(naver): let cameraUpdate = NMFCameraUpdate(scrollTo: target)"))
    }

    @Test func theMovesComeBackToNaverAnimated() {
        let tomTom = Porter(from: .naver, to: .tomtom).port(Self.naver).output
        let back = Self.code(Porter(from: .tomtom, to: .naver).port(tomTom).output)
        #expect(
            back.contains {
                $0.hasSuffix(
                    "moveCamera({ let update = NMFCameraUpdate(scrollTo: target); update.animation = .easeIn; update.animationDuration = 3; return update }())"
                )
            }, "\(back)")
    }

    /// Apps end the group's lines with comments (a NAVER restaurant-map app writes `naverMap.moveCamera(cameraUpdate)
    /// // …` right after its `NMFCameraUpdate(scrollTo:)`) and leave blank lines or comments inside it: the group is
    /// still one move, and every comment and blank line stays, above it or after it.
    @Test func commentsAndBlankLinesStayWithTheGroup() {
        let naver = """
            final class Screen {
                let mapView = NMFMapView(frame: .zero)

                func follow(_ target: NMGLatLng) {
                    let cameraUpdate = NMFCameraUpdate(scrollTo: target, zoomTo: 15) // the user's spot

                    // ease, as the design asks
                    cameraUpdate.animation = .easeIn
                    mapView.moveCamera(cameraUpdate)// and keep following
                }
            }
            """
        let lines = Self.code(Porter(from: .naver, to: .maplibre).port(naver).output)
        #expect(
            lines.suffix(5).elementsEqual([
                "// the user's spot", "// ease, as the design asks",
                "mapView.setCenter(target, zoomLevel: 15, animated: true) // and keep following", "}", "}",
            ]), "\(lines)")
    }

    /// An app that sets up its location marker between making the update and moving to it (as
    /// AdultOfNineteen/WINEY-iOS's `NaverMapCoordinatorService` does): the app's statements stay, above the move,
    /// and the update is built at the move, when what it reads is constant. A `var` it reads could change in
    /// between, so that group is left as it is.
    @Test func appStatementsBetweenTheUpdateAndTheMoveStayAboveIt() {
        let naver = """
            final class Screen {
                let mapView = NMFMapView(frame: .zero)
                var shown = false
                var zoom = 15.0

                func show(lat: Double, lng: Double) {
                    let target = NMGLatLng(lat: lat, lng: lng)
                    let cameraUpdate = NMFCameraUpdate(scrollTo: target, zoomTo: 15)
                    cameraUpdate.animation = .easeIn
                    cameraUpdate.animationDuration = 1
                    shown = true
                    print(target)
                    mapView.moveCamera(cameraUpdate)
                }

                func zoomIn() {
                    let cameraUpdate = NMFCameraUpdate(zoomTo: zoom)
                    zoom += 1
                    mapView.moveCamera(cameraUpdate)
                }
            }
            """
        let lines = indentlessLines(Porter(from: .naver, to: .tomtom).port(naver).output)
        guard let shown = lines.firstIndex(of: "shown = true") else {
            Issue.record("the app's statement went: \(lines)")
            return
        }
        #expect(lines[shown + 1] == "print(target)", "\(lines)")
        #expect(
            lines[shown + 2] == "map?.applyCamera(CameraUpdate(position: target, zoom: 16), animationDuration: 1)",
            "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("let cameraUpdate = NMFCameraUpdate(scrollTo:") }, "\(lines)")
        // The update reads `zoom`, which changes before the move: not collapsed.
        #expect(lines.contains("map?.moveCamera(cameraUpdate)"), "\(lines)")
    }
}
