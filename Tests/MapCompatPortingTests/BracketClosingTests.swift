import MapCompatSyntax
import Testing

@testable import MapCompatPorting

/// ``TemplateMatcher/closing(_:)``: a bracket is closed by one of its own kind. Code the porter is given need not
/// be valid (the porting fuzz harness mutates corpus screens): an unterminated string swallows a `(`, and the `)`
/// it leaves on the next line must not end the function around it, whose last statements would go with it.
@Suite struct BracketClosingTests {
    static func closing(_ text: String, from opener: String) -> String? {
        let tokens = SwiftTokenizer(text).tokenize()
        guard let open = tokens.firstIndex(where: { $0.text == opener }),
            let close = TemplateMatcher(tokens: tokens).closing(open)
        else { return nil }
        // The closing bracket and its line, from 1.
        return "\(tokens[close].text)@\(tokens[close].line)"
    }

    @Test func aStrayBracketOfAnotherKindClosesNothing() {
        let text = "func f() {\n    a = \"b(c\n)    d()\n} // end\n"
        #expect(Self.closing(text, from: "{") == "}@4")
    }

    @Test func anOuterBracketClosesTheInnerOnesLeftOpen() {
        #expect(Self.closing("{ f(\n}\n}", from: "{") == "}@2")
    }

    @Test func nestedBracketsCloseInTurn() {
        #expect(Self.closing("f(a[(1)],\n{ b }\n) + c", from: "(") == ")@3")
    }
}
