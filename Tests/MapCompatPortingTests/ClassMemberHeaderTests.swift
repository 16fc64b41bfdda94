import MapCompatPorting
import Testing

/// A class's type method (`class func`, The Swift Programming Language, "Methods: Type Methods") is a member,
/// not a class: its parameter list is never read as an inheritance clause. Core Location's number types are
/// NAVER's `Double`.
@Suite struct ClassMemberHeaderTests {
    static let routeMe = """
        final class Units {
            class func total(metres: CLLocationDistance = 0.0, extra: Double = 0.0) -> CLLocationDistance {
                return metres + extra
            }

            class func halves(_ distance: CLLocationDistance = 0.0) -> (whole: Double, part : Double){
                return (distance.rounded(), distance - distance.rounded())
            }

            class func split(_ distance: CLLocationDistance) -> (kilometres : Double, metres: Double, rest: Double) {
                let (whole, part) = halves(distance)
                return (whole / 1000, whole, part)
            }

            class var north: CLLocationDirection { 0 }
        }
        """

    @Test(arguments: [PortingStyle.naver, .maplibre, .tomtom])
    func aTypeMethodKeepsItsHeader(target: PortingStyle) {
        let output = Porter(from: .rm, to: target).port(Self.routeMe).output
        let distance = target == .naver ? "Double" : "CLLocationDistance"
        #expect(
            output.contains(
                "class func split(_ distance: \(distance)) -> (kilometres : Double, metres: Double, rest: Double) {"),
            "\(output)")
    }

    @Test func coreLocationNumbersAreNaversDoubles() {
        let output = Porter(from: .rm, to: .naver).port(Self.routeMe).output
        #expect(output.contains("class var north: Double { 0 }"), "\(output)")
        #expect(!output.contains("// PORT(rm)"), "\(output)")
    }
}
