import Foundation
import MapCompatPorting
import Testing

/// Files whose lines end in `\r\n`, or that hold form feeds or U+2028, port to every style without trapping
/// (the porting fuzz harness found a form feed in a type header that made a callback's line pass the file's end).
@Suite struct UnusualLineBreakTests {
    static let screen = """
        import NaverStyle

        final class Screen: UIViewController, NMFMapViewTouchDelegate {
            let mapView = NMFMapView(frame: .zero)
            var events: [String] = []

            override func viewDidLoad() {
                super.viewDidLoad()
                mapView.touchDelegate = self
            }

            func mapView(_ mapView: NMFMapView, didTapMap latlng: NMGLatLng, point: CGPoint) {
                events.append("map tap")
            }
        }
        """

    @Test(arguments: ["\r\n", "\u{0C}\n", "\u{2028}\n"])
    func aFileWithUnusualLineBreaksPorts(_ lineBreak: String) {
        let source = Self.screen.replacingOccurrences(of: "\n", with: lineBreak)
        for target in PortingStyle.allCases where target != .naver {
            let output = Porter(from: .naver, to: target).port(source).output
            #expect(output.contains("events.append(\"map tap\")"), "\(target)")
        }
    }
}
