import MapCompatSyntax
import Testing

/// Trivia is attached as SwiftSyntax attaches it (swift-syntax's `Tests/SwiftParserTest/TriviaParserTests.swift`):
/// a token's trailing trivia runs to the end of its line, the rest up to the next token is that token's
/// leading trivia.
@Suite struct TriviaTests {
    @Test func leadingAndTrailing() throws {
        let tree = parse("let zoom = 4 // start\n\t/* map */ zoom += 1")
        let tokens = tree.root.syntax.tokens
        let four = try #require(tokens.first { $0.text == "4" })
        #expect(four.trailingTrivia.pieces == [.spaces(1), .lineComment("// start")])
        let second = try #require(tokens.first { $0.text == "zoom" && $0.line == 2 })
        #expect(second.leadingTrivia.pieces == [.newlines(1), .tabs(1), .blockComment("/* map */"), .spaces(1)])
        #expect(second.startsLine && second.column == 12)
        #expect(second.leadingTrivia.comments == ["/* map */"] && second.leadingTrivia.containsNewline)
    }

    @Test func docCommentsAndLineBreakKinds() throws {
        let tree = parse("/// Shows the map.\r\n/** More. */\rfunc show() {}\n\n")
        let function = try #require(tree.root.syntax.descendants(FunctionDecl.self).first)
        #expect(
            function.syntax.firstToken.leadingTrivia.pieces == [
                .docLineComment("/// Shows the map."), .carriageReturnLineFeeds(1), .docBlockComment("/** More. */"),
                .carriageReturns(1),
            ])
        #expect(function.line == 3)
        #expect(tree.root.endOfFile.leadingTrivia.pieces == [.newlines(2)])
    }

    @Test func rangesWithAndWithoutTrivia() throws {
        let source = "  foo(bar)  // call\nnext"
        let call = try #require(first(FunctionCallExpr.self, in: source))
        #expect(call.range == 0..<19 && call.text == "  foo(bar)  // call")
        #expect(call.trimmedRange == 2..<10 && call.trimmedText == "foo(bar)")
    }

    @Test func shebangAndByteOrderMark() throws {
        let tree = parse("#!/usr/bin/swift\nprint(1)")
        #expect(
            tree.root.statements.first?.firstToken.leadingTrivia.pieces == [.shebang("#!/usr/bin/swift"), .newlines(1)])
        let marked = parse("\u{FEFF}let a = 1")
        #expect(marked.root.statements.map(\.kind) == [.variableDecl])
        #expect(marked.root.syntax.printed == "\u{FEFF}let a = 1")
    }

    @Test func nestedAndUnterminatedBlockComments() {
        let source = "a /* outer /* inner */ still */ b\n/* open\nc"
        let tree = parse(source)
        #expect(tree.root.syntax.printed == source)
        #expect(tree.root.statements.map(\.trimmedText) == ["a", "b"])
        #expect(tree.root.statements.first?.lastToken.trailingTrivia.comments == ["/* outer /* inner */ still */"])
        #expect(tree.root.endOfFile.leadingTrivia.comments == ["/* open\nc"])
    }

    /// Each piece's text, joined, is the trivia's text.
    @Test func piecesGiveTheText() throws {
        let source = "\t \r\n\r\n// a\n/* b */\u{0C}x"
        let token = try #require(parse(source).root.syntax.tokens.first)
        #expect(token.leadingTrivia.description == "\t \r\n\r\n// a\n/* b */\u{0C}")
        #expect(token.leadingTrivia.pieces.last == .other("\u{0C}"))
    }
}
