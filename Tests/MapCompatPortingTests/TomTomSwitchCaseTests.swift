import Foundation
import MapCompatPorting
import Testing

/// The cases of TomTom's `map(_:onInteraction:)` switch as apps write them: a case that only breaks (listed to
/// make the switch exhaustive, as TomTom's guide to map interactions lists every case), and a case that ends in
/// `break`. Neither `break` may reach a callback method of its own, where it does not compile.
@Suite struct TomTomSwitchCaseTests {
    static let tomTom = """
        final class CafeMapScreen: UIViewController, MapDelegate {
            var tapped: [CLLocationCoordinate2D] = []

            func map(_ map: TomTomMap, onInteraction interaction: MapInteraction) {
                switch interaction {
                case let .tapped(coordinate):
                    tapped.append(coordinate)
                    break
                case let .tappedOnAnnotation(annotation, _):
                    print(annotation)
                case .longPressed(_):
                    break
                case .doubleTapped(_):
                    // Nothing to do.
                    break
                default:
                    break
                }
            }
        }
        """

    @Test(arguments: [PortingStyle.maplibre, .naver, .rm])
    func breaksStayInTheSwitch(target: PortingStyle) {
        let output = Porter(from: .tomtom, to: target).port(Self.tomTom).output
        let lines = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(!lines.contains("break"), "\(output)")
        #expect(lines.contains("tapped.append(coordinate)"), "\(output)")
        // Every case that does something became a callback; the case that only says why it does nothing keeps the
        // rest of the switch, commented out, for its comment.
        #expect(!lines.contains { $0.contains("onInteraction") && !$0.hasPrefix("//") }, "\(output)")
        #expect(lines.contains("// PORT(tomtom):         // Nothing to do."), "\(output)")
    }

    /// A screen whose interaction method logs a long press, with `extra` lines beside its switch and `rest` after
    /// its long-press case.
    static func logging(before extra: String = "", longPress: String = "", rest: String = "break") -> String {
        """
        final class Screen: MapDelegate {
            var log: [String] = []

            func map(_: TomTomMap, onInteraction interaction: MapInteraction) {
                \(extra)
                switch interaction {
                case let .longPressed(coordinate):
                    log.append("long \\(coordinate.latitude)")
                    \(longPress)
                default:
                    \(rest)
                }
            }
        }
        """
    }

    /// A statement beside the switch, and a comment after a case's last statement, go with the method and the
    /// case: the switch went whole only when nothing else would go with it.
    @Test(arguments: [PortingStyle.maplibre, .naver, .rm])
    func whatStandsBesideTheCasesIsKept(target: PortingStyle) {
        let tomTom = Self.logging(before: #"log.append("interaction")"#, longPress: "// the press is logged")
        let output = Porter(from: .tomtom, to: target).port(tomTom).output
        #expect(output.contains("log.append(\"interaction\")"), "\(output)")
        guard let call = output.range(of: "log.append(\"long "),
            let comment = output.range(of: "// the press is logged")
        else {
            Issue.record("the case's call or its comment went: \(output)")
            return
        }
        #expect(call.upperBound < comment.lowerBound, "\(output)")
    }

    /// A `default` that does something answers every interaction the other cases do not name: no target has such
    /// a catch-all, so its lines are kept, in the switch, under a note (the cases the target receives still leave
    /// it). Found by the porting fuzz harness, which checks that no port loses a comment or a string.
    @Test(arguments: [PortingStyle.maplibre, .naver, .rm])
    func aDefaultThatDoesSomethingKeepsItsLines(target: PortingStyle) {
        let tomTom = Self.logging(rest: "// every other interaction is counted\n            log.append(\"other\")")
        let output = Porter(from: .tomtom, to: target).port(tomTom).output
        #expect(output.contains("// every other interaction is counted"), "\(output)")
        #expect(output.contains("log.append(\"other\")"), "\(output)")
        #expect(output.contains("// PORT: tap.interactions (TomTom):"), "\(output)")
    }
}
