import Foundation
import MapCompatPorting
import Testing

/// route-me's `afterMapMove(_:byUser:)` goes to each target's end-of-move callback, with `byUser` computed from
/// the reason the target passes (NAVER's `NMFMapChangedByGesture`, MapLibre's gesture reasons), and assumed
/// only where the target passes none (TomTom's camera events).
@Suite struct MoveEndByUserTests {
    static let screen = """
        final class Screen: UIViewController, RMMapViewDelegate {
            let mapView = RMMapView(frame: .zero)
            var log: [String] = []

            override func viewDidLoad() {
                super.viewDidLoad()
                mapView.delegate = self
            }

            func mapViewRegionDidChange(_ mapView: RMMapView!) {
                log.append("region")
            }

            func afterMapMove(_ map: RMMapView!, byUser wasUserAction: Bool) {
                if wasUserAction { log.append("moved by the user") }
            }
        }
        """

    @Test func naverComputesItFromTheReason() {
        let naver = Corpus.codeLines(Porter(from: .rm, to: .naver).port(Self.screen).output)
        // Both callbacks are NAVER's did-change: one method holds both bodies.
        #expect(
            naver.filter { $0.hasPrefix("func mapView(_ mapView: NMFMapView, cameraDidChangeByReason reason: Int") }
                .count == 1)
        #expect(naver.contains("let wasUserAction = reason == NMFMapChangedByGesture"))
        #expect(naver.contains("log.append(\"region\")"))
        #expect(naver.contains("mapView.addCameraDelegate(delegate: self)"))
        #expect(!naver.contains { $0.contains("wasUserAction: Bool = true") })
    }

    @Test func mapLibreComputesItFromTheReasonInTheOneMethodItCalls() {
        let maplibre = Corpus.codeLines(Porter(from: .rm, to: .maplibre).port(Self.screen).output)
        // MapLibre calls regionDidChangeWith in place of regionDidChangeAnimated: only the first is written.
        #expect(!maplibre.contains { $0.contains("regionDidChangeAnimated") })
        #expect(maplibre.filter { $0.contains("regionDidChangeWith reason: MLNCameraChangeReason") }.count == 1)
        #expect(maplibre.contains { $0.hasPrefix("let wasUserAction = !reason.isDisjoint(with: [.gesturePan") })
        #expect(maplibre.contains("log.append(\"region\")"))
    }

    @Test func tomTomAssumesItAndSaysSo() {
        let tomtom = Corpus.codeLines(Porter(from: .rm, to: .tomtom).port(Self.screen).output)
        #expect(tomtom.contains { $0.hasPrefix("let wasUserAction: Bool = true  // TomTom does not pass it") })
    }

    /// A body that may return early does not skip the bodies merged after it.
    @Test func anEarlyReturnStaysInItsOwnBody() {
        let early = Self.screen.replacingOccurrences(
            of: "log.append(\"region\")", with: "guard log.isEmpty else { return }\n        log.append(\"region\")")
        let naver = Corpus.codeLines(Porter(from: .rm, to: .naver).port(early).output)
        #expect(naver.contains("{ () in"))
        #expect(naver.contains("}()"))
    }
}
