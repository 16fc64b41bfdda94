import Foundation
import MapCompatPorting
import Testing

/// A statement the target already behaves as is "already so" only when it is alone: code sharing its line or
/// wrapping it goes with it into the comment, and someone must read that.
@Suite struct AlreadySoSharedLineTests {
    // Modelled on navermaps/ios-map-sdk's demo (GestureViewController.swift), where each switch is set on its own
    // line, and on apps that log or guard the same switch.
    static let source = """
        import NaverStyle

        final class Screen: UIViewController {
            let mapView = NMFMapView(frame: .zero)
            var log: [String] = []

            func lock(_ locked: Bool) {
                mapView.isTiltGestureEnabled = false
                mapView.isRotateGestureEnabled = false; log.append("rotate off")
                if locked { mapView.isTiltGestureEnabled = false }
            }
        }
        """

    @Test func codeBesideAnAlreadySoStatementCountsAsCommentedOut() {
        let result = Porter(from: .naver, to: .rm).port(Self.source)
        let lines = result.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let alone = lines.firstIndex { $0 == "// PORT(naver): mapView.isTiltGestureEnabled = false" }
        let shared = lines.firstIndex { $0.hasSuffix("; log.append(\"rotate off\")") }
        let wrapped = lines.firstIndex { $0.hasPrefix("// PORT(naver): if locked {") }
        guard let alone, let shared, let wrapped else {
            Issue.record("missing lines in \(result.output)")
            return
        }
        #expect(lines[alone - 1].hasPrefix("// PORT: already so — "))
        #expect(!lines[shared - 1].hasPrefix("// PORT: already so — "), "\(lines[shared - 1])")
        #expect(!lines[wrapped - 1].hasPrefix("// PORT: already so — "), "\(lines[wrapped - 1])")
        let counts = PortLineCounts(output: result.output)
        #expect(counts.commentedOut == 2, "\(counts)")
        // Ported back, every line comes back as it was.
        #expect(Porter(from: .rm, to: .naver).port(result.output).output == Self.source)
    }
}

/// NAVER's wrapper told not to show its location button (the wrapper's default, which apps still write) asks for
/// what a map without a button on it does anyway.
@Suite struct LocationButtonHideTests {
    // Modelled on navermaps/ios-map-sdk's demo (ControlsViewController.swift: the wrapper's control switches).
    static let source = """
        final class Screen: UIViewController {
            var naverMapView: NMFNaverMapView!

            override func viewDidLoad() {
                super.viewDidLoad()
                naverMapView = NMFNaverMapView(frame: view.frame)
                naverMapView.showLocationButton = false
            }
        }
        """

    @Test(arguments: [PortingStyle.maplibre, .rm])
    func hidingTheLocationButtonIsAlreadySo(target: PortingStyle) {
        let result = Porter(from: .naver, to: target).port(Self.source)
        #expect(
            result.output.contains("// PORT: already so — controls.locationButton.hide (NAVER)"), "\(result.output)")
        #expect(PortLineCounts(output: result.output).commentedOut == 0)
        #expect(
            Porter(from: target, to: .naver).port(result.output).output.contains(
                "naverMapView.showLocationButton = false"))
    }

    @Test func tomTomStillNeedsItsPolicy() {
        let result = Porter(from: .naver, to: .tomtom).port(Self.source)
        #expect(result.changes.contains { $0.concept == "controls.locationButton.hide" && $0.kind == .manual })
    }
}

/// TomTom's policy that never shows the location button (`currentLocationButtonVisibilityPolicy = .hidden`, as
/// TomTom's guide to UI controls sets it) is already so on a map view without a button; hiding it only while
/// centred is not.
@Suite struct LocationButtonPolicyTests {
    // Modelled on TomTom's iOS examples (a navigation screen that drops the button it draws its own of).
    static let source = """
        final class Screen: UIViewController {
            var mapView: MapView?

            func hideButton(whenCentered: Bool) {
                if whenCentered {
                    mapView?.currentLocationButtonVisibilityPolicy = .hiddenWhenCentered
                } else {
                    mapView?.currentLocationButtonVisibilityPolicy = .hidden
                }
            }
        }
        """

    @Test(arguments: [PortingStyle.naver, .maplibre, .rm])
    func neverShowingTheButtonIsAlreadySo(target: PortingStyle) {
        let output = Porter(from: .tomtom, to: target).port(Self.source).output
        let lines = indentlessLines(output)
        guard
            let hidden = lines.firstIndex(
                of: "// PORT(tomtom): mapView?.currentLocationButtonVisibilityPolicy = .hidden"),
            let centred = lines.firstIndex(
                of: "// PORT(tomtom): mapView?.currentLocationButtonVisibilityPolicy = .hiddenWhenCentered")
        else {
            Issue.record("missing lines in \(output)")
            return
        }
        #expect(lines[hidden - 1].hasPrefix("// PORT: already so — controls.locationButton.policy.hidden (TomTom)"))
        #expect(lines[centred - 1].hasPrefix("// PORT: controls.locationButton.policy (TomTom)"))
        #expect(PortLineCounts(output: output).commentedOut == 1, "\(output)")
    }
}
