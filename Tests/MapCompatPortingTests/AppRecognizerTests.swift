import Foundation
import MapCompatPorting
import Testing

/// An app's own tap or long-press recognizer on a MapLibre map view becomes the target's map-tap or long-press
/// callback, with the line that makes it called; the recognizer's own lines go.
@Suite struct AppRecognizerTests {
    static let longPress = """
        final class Screen: UIViewController {
            let mapView = MLNMapView(frame: .zero)
            var log: [String] = []

            override func viewDidLoad() {
                super.viewDidLoad()
                let press = UILongPressGestureRecognizer { [weak self] in self?.pressed(sender: $0) }
                mapView.addGestureRecognizer(press)
            }

            func pressed(sender: UIGestureRecognizer) {
                guard sender.state == .began else { return }
                let coordinate = mapView.convert(sender.location(in: mapView), toCoordinateFrom: mapView)
                log.append("press \\(coordinate.latitude)")
            }
        }
        """

    @Test func longPressRecognizerBecomesTheLongPressCallback() {
        let naver = Corpus.codeLines(Porter(from: .maplibre, to: .naver).port(Self.longPress).output)
        #expect(
            naver.contains("func mapView(_ mapView: NMFMapView, didLongTapMap coordinate: NMGLatLng, point: CGPoint) {")
        )
        // No delegate was set: the touch delegate is set where the recognizer was added.
        #expect(naver.contains("mapView.touchDelegate = self"))
        #expect(
            naver.contains {
                $0.hasPrefix("final class Screen: UIViewController") && $0.contains("NMFMapViewTouchDelegate")
            })
        #expect(!naver.contains { $0.contains("GestureRecognizer") || $0.contains("sender") })

        let rm = Corpus.codeLines(Porter(from: .maplibre, to: .rm).port(Self.longPress).output)
        #expect(rm.contains("func longPress(onMap mapView: RMMapView!, at point: CGPoint) {"))
        #expect(rm.contains("let coordinate = mapView.pixel(toCoordinate: point)"))
        #expect(rm.contains("mapView.delegate = self"))
        #expect(!rm.contains { $0.contains("state == .began") })

        let tomtom = Corpus.codeLines(Porter(from: .maplibre, to: .tomtom).port(Self.longPress).output)
        #expect(tomtom.contains("case let .longPressed(coordinate):"))
        #expect(tomtom.contains { $0.hasSuffix(".delegate = self") })
    }

    @Test func tapRecognizerThatWaitsForTheMapBecomesTheMapTapCallback() {
        let tap = """
            final class Screen: UIViewController, MLNMapViewDelegate {
                let mapView = MLNMapView(frame: .zero)
                var last: CLLocationCoordinate2D?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    mapView.delegate = self
                    let singleTap = UITapGestureRecognizer { [weak self] in self?.tapped(sender: $0) }
                    for recognizer in mapView.gestureRecognizers ?? [] where recognizer is UITapGestureRecognizer {
                        singleTap.require(toFail: recognizer)
                    }
                    mapView.addGestureRecognizer(singleTap)
                }

                func tapped(sender: UIGestureRecognizer) {
                    let point = sender.location(in: mapView)
                    last = mapView.convert(point, toCoordinateFrom: mapView)
                }
            }
            """
        let rm = Corpus.codeLines(Porter(from: .maplibre, to: .rm).port(tap).output)
        #expect(rm.contains("func singleTap(onMap mapView: RMMapView!, at point: CGPoint) {"))
        #expect(rm.contains("last = coordinate"))
        #expect(!rm.contains { $0.contains("require(toFail") || $0.contains("addGestureRecognizer") })
        let tomtom = Corpus.codeLines(Porter(from: .maplibre, to: .tomtom).port(tap).output)
        #expect(tomtom.contains("case let .tapped(coordinate):"))
        #expect(tomtom.contains("last = coordinate"))
    }

    /// A tap recognizer that does not wait for the map's own recognizers also saw taps on annotations: the
    /// target's map-tap callback does not, which the port says.
    @Test func tapRecognizerThatDoesNotWaitIsReviewed() {
        let tap = """
            final class Screen: UIViewController {
                let mapView = MLNMapView(frame: .zero)
                var taps = 0

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let tap = UITapGestureRecognizer { [weak self] in self?.tapped(sender: $0) }
                    mapView.addGestureRecognizer(tap)
                }

                func tapped(sender: UIGestureRecognizer) {
                    taps += 1
                }
            }
            """
        let result = Porter(from: .maplibre, to: .rm).port(tap)
        #expect(result.output.contains("// PORT: review — tap.map: the recognizer did not wait for the map's own"))
        #expect(
            Corpus.codeLines(result.output).contains("func singleTap(onMap mapView: RMMapView!, at point: CGPoint) {"))
        #expect(Corpus.codeLines(result.output).contains("mapView.delegate = self"))
    }

    /// A handler that uses its recognizer in another way (its view) is left to a person: the recognizer's lines
    /// are noted as before.
    @Test func handlerThatReadsTheRecognizerOtherwiseIsLeftAlone() {
        let other = Self.longPress.replacingOccurrences(
            of: "log.append(\"press \\(coordinate.latitude)\")", with: "log.append(\"\\(sender.view == nil)\")")
        let rm = Porter(from: .maplibre, to: .rm).port(other).output
        #expect(rm.contains("func pressed(sender: UIGestureRecognizer) {"))
        #expect(rm.contains("// PORT(maplibre): mapView.addGestureRecognizer(press)"))
    }
}
