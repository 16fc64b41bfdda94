import Testing

@testable import MapCompatPorting

/// ``PortState``: a rule reads the last parse again when a text pass wrote back the same bytes, and parses anew
/// when the bytes differ, even where Swift's `==` equates the texts (canonically equivalent characters).
@Suite struct PortStateTests {
    @Test func theSameBytesAreReadFromTheLastParse() {
        var state = PortState(input: "let a = 1\n")
        let first = state.file()
        state.text = String("let a = 1\n".reversed().reversed())
        #expect(state.file() === first)
        state.text = "let a = 2\n"
        #expect(state.file() !== first)
    }

    @Test func canonicallyEquivalentTextsAreNotTheSameBytes() {
        let composed = "let name = \"\u{E9}\"\n"
        let decomposed = "let name = \"e\u{301}\"\n"
        #expect(composed == decomposed)
        #expect(!PortState.sameBytes(composed, decomposed))
        #expect(PortState.sameBytes("", ""))
        #expect(!PortState.sameBytes("a", "ab"))
    }
}
