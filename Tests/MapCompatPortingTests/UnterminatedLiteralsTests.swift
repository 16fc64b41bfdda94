import Testing

@testable import MapCompatPorting

/// ``UnterminatedLiterals``: a string that never closes holds the rest of its line (a `"` typed into a number), and
/// a `"""` that never closes the rest of the file. Swift reads that as text, so the port keeps it as it is (found by
/// the porting fuzz harness, which checks that no port loses a line of a string).
@Suite struct UnterminatedLiteralsTests {
    @Test func theLinesAnUnclosedLiteralHoldsAreFound() {
        #expect(UnterminatedLiterals.lines(in: "let a = \"b\"\nlet c = 5\"2, d\nlet e = 1\n") == [2])
        #expect(UnterminatedLiterals.lines(in: "let a = 1\nlet t = \"\"\"\nx\ny\n") == [2, 3, 4, 5])
        #expect(UnterminatedLiterals.lines(in: "let a = #\"b\"#\n/* c */\nlet s = \"\"\"\n  t\n  \"\"\"\n").isEmpty)
        #expect(UnterminatedLiterals.lines(in: "let a = 1 /* open\nb\n") == [1, 2, 3])
    }

    @Test func aPortKeepsAnUnclosedStringsLine() {
        let tomTom = """
            func show(on map: TomTomMap) {
                let marker = try? map.addMarker(
                    options: MarkerOptions(
                        coordinate: CLLocationCoordinate2D(latitude: 52.3"764, longitude: 4.9082),
                        pinImage: UIImage(named: "marker_pin") ?? UIImage()))
                _ = marker
            }
            """
        let output = Porter(from: .tomtom, to: .naver).port(tomTom).output
        #expect(output.contains("CLLocationCoordinate2D(latitude: 52.3\"764, longitude: 4.9082),"), "\(output)")
    }
}
