import MapCompatPorting
import Testing

/// The tokenizer reads bytes but splits where Swift's `Character`s split: a combining mark stays with the
/// character before it, `\r\n` is one line break, joined emoji are one character.
@Suite struct TokenizerCharacterTests {
    static func split(_ source: String) -> [String] {
        SwiftTokenizer(source).tokenize().map { "\($0.kind):\($0.text)" }
    }

    @Test func charactersAreSwiftsCharacters() {
        #expect(
            Self.split("cafe\u{301} = 1") == [
                "identifier:cafe\u{301}", "whitespace: ", "punctuation:=", "whitespace: ", "number:1",
            ])
        #expect(Self.split("a\r\nb") == ["identifier:a", "newline:\r\n", "identifier:b"])
        #expect(Self.split("$\u{301}x") == ["punctuation:$\u{301}", "identifier:x"])
        #expect(Self.split("x_\u{301}") == ["identifier:x", "punctuation:_\u{301}"])
        #expect(Self.split("\u{1F468}\u{200D}\u{1F469}") == ["punctuation:\u{1F468}\u{200D}\u{1F469}"])
        #expect(Self.split("a\u{2028}\u{301}") == ["identifier:a", "newline:\u{2028}", "punctuation:\u{301}"])
        #expect(Self.split("// 서울\nx") == ["comment:// 서울", "newline:\n", "identifier:x"])
    }

    /// Lines are the porter's (the text split at `"\n"` characters), inside comments and strings too: a form
    /// feed or `\r\n` ends a token but starts no line, so a token's line always indexes the porter's lines.
    @Test func lineNumbersAreThePortersLines() {
        let source = "a\r\nb\u{2028}c\u{0C}x\n/* \n */d\"\"\"\n\"\"\"e"
        let tokens = SwiftTokenizer(source).tokenize()
        let lines = tokens.filter { $0.kind == .identifier }.map { "\($0.text)\($0.line)" }
        #expect(lines == ["a1", "b1", "c1", "x1", "d3", "e4"])
        #expect(tokens.filter { $0.kind == .newline }.count == 4)
        #expect(tokens.map(\.line).max() == source.split(separator: "\n", omittingEmptySubsequences: false).count)
    }
}
