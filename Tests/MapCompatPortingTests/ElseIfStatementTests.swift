import MapCompatPorting
import Testing

/// A statement commented out inside an `if`/`else if` chain must leave code that parses: an `else if` clause
/// goes from its `else` (the brace before it closes the branch above and stays), and a condition list continued
/// with a comma goes whole. The shapes follow the grammar of an if statement in The Swift Programming Language
/// ("Statements": `if condition-list code-block else-clause?`); porting back joins the brace and the `else`
/// again.
@Suite struct ElseIfStatementTests {
    /// A route-me screen whose `else if` binds a tile source (which NAVER lacks), and whose later statements use
    /// a source commented out above, once in an `else if` and once in a condition list over two lines.
    static let screen = """
        final class Screen {
            let mapView = RMMapView(frame: .zero)
            var count = 0

            func show(flag: Bool, points: [CLLocationCoordinate2D]) {
                if flag {
                    count += 1
                } else if let source = RMMapboxSource(mapID: "streets") {
                    count += 2
                } else {
                    count += 3
                }
                let offline = RMMapboxSource(mapID: "offline")
                if flag {
                    count += 4
                } else if offline != nil {
                    count += 5
                }
                if let first = points.first,
                    offline != nil
                {
                    count += Int(first.latitude)
                }
            }
        }
        """

    static func code(_ text: String) -> [String] {
        text.split(separator: "\n").map { String($0.drop { $0 == " " }) }
    }

    @Test func theElseClauseGoesAndTheBraceBeforeItStays() {
        let lines = Self.code(Porter(from: .rm, to: .naver).port(Self.screen).output)
        #expect(lines.contains("// PORT(rm): else if let source = RMMapboxSource(mapID: \"streets\") {"), "\(lines)")
        #expect(lines.contains("// PORT(rm): else if offline != nil {"), "\(lines)")
        // Every branch the clauses held goes with them; the `if` branches stay code.
        #expect(lines.contains("// PORT(rm):     count += 3"), "\(lines)")
        #expect(lines.contains("// PORT(rm):     count += 5"), "\(lines)")
        #expect(lines.contains("count += 1") && lines.contains("count += 4"), "\(lines)")
        // Each `if` keeps its closing brace: the braces balance.
        let code = lines.filter { !$0.hasPrefix("//") }.joined()
        #expect(code.filter { $0 == "{" }.count == code.filter { $0 == "}" }.count, "\(lines)")
    }

    @Test func aConditionListContinuedWithACommaGoesWhole() {
        let lines = Self.code(Porter(from: .rm, to: .naver).port(Self.screen).output)
        #expect(lines.contains("// PORT(rm): if let first = points.first,"), "\(lines)")
        #expect(!lines.contains("if let first = points.first,"), "\(lines)")
    }

    @Test func portingBackGivesTheSourceAgain() {
        let naver = Porter(from: .rm, to: .naver).port(Self.screen).output
        let back = Porter(from: .naver, to: .rm).port(naver).output
        #expect(back == Self.screen)
    }
}
