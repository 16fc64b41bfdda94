import MapCompatSyntax
import Testing

/// String literals: delimiters and segments, and interpolations parsed as code (interpolated code is code;
/// the text between is not). The cases follow swift-syntax's `Tests/SwiftParserTest/StringInterpolation.swift`
/// and its lexer tests for raw and multi-line strings.
@Suite struct StringTests {
    @Test func interpolationsAreExpressions() throws {
        let literal = try #require(
            first(StringLiteralExpr.self, in: #"print("zoom \(map.zoom + 1), at \(format(center, digits: 2))")"#))
        #expect(
            literal.segments.map(\.kind) == [.stringSegment, .expressionSegment, .stringSegment, .expressionSegment])
        let sum = try #require(literal.interpolations.first?.expressions.first?.expression)
        #expect(sum.is(InfixOperatorExpr.self))
        let second = try #require(literal.interpolations.last?.expressions.first?.expression?.as(FunctionCallExpr.self))
        #expect(second.calledName == "format(_:digits:)")
        #expect(literal.literalText == nil)
        #expect(literal.closingQuote?.text == "\"")
    }

    /// Calls named in a string's text are text, not code: no node but the string's own.
    @Test func textThatLooksLikeCodeIsText() throws {
        let source = #"let note = "mapView.setCenter(x) { } // not a call""#
        #expect(all(FunctionCallExpr.self, in: source).isEmpty)
        #expect(first(StringLiteralExpr.self, in: source)?.literalText == "mapView.setCenter(x) { } // not a call")
    }

    @Test func multiLineAndRawStrings() throws {
        let source = """
            let help = \"\"\"
                Tap the map at \\(point) to drop a "pin"
                \"\"\"
            let raw = #"a \\(not) \\#(code) "quoted""#
            """
        let literals = all(StringLiteralExpr.self, in: source)
        #expect(literals.count == 2)
        #expect(literals[0].isMultiline && literals[0].interpolations.count == 1)
        #expect(literals[1].openingQuote.text == "#\"" && literals[1].closingQuote?.text == "\"#")
        #expect(literals[1].interpolations.map { $0.expressions.first?.expression?.trimmedText } == ["code"])
    }

    @Test func stringsInsideInterpolations() throws {
        let source = #"let s = "a \(names.joined(separator: ", ")) b \(flag ? "yes" : "no")""#
        let literal = try #require(first(StringLiteralExpr.self, in: source))
        #expect(literal.interpolations.count == 2)
        #expect(all(StringLiteralExpr.self, in: source).count == 4)
        #expect(first(TernaryExpr.self, in: source)?.thenExpression?.trimmedText == "\"yes\"")
    }

    /// A string left open at the end of its line ends there, and the next line is code again.
    @Test func unterminatedString() throws {
        let source = "let a = \"open\nlet b = 1"
        let tree = parse(source)
        #expect(tree.root.syntax.printed == source)
        #expect(tree.root.statements.map(\.kind) == [.variableDecl, .variableDecl])
        #expect(first(StringLiteralExpr.self, in: source)?.closingQuote == nil)
    }

    /// An interpolation cut by the end of a single-line string's line ends with it.
    @Test func unterminatedInterpolation() throws {
        let source = "let a = \"x \\(value\nlet b = 1"
        let tree = parse(source)
        #expect(tree.root.syntax.printed == source)
        #expect(tree.root.statements.map(\.kind) == [.variableDecl, .variableDecl])
    }

    @Test func escapesStayInSegments() throws {
        let literal = try #require(first(StringLiteralExpr.self, in: #"let s = "a\"b\\c\n""#))
        #expect(literal.interpolations.isEmpty && literal.literalText == #"a\"b\\c\n"#)
    }
}
