/// What a token of the syntax tree is, as the lexer saw it.
///
/// A word is always ``identifier``, keywords included: many of Swift's keywords are contextual (`get`, `open`,
/// `async`), so whether a word acts as one depends on where it stands; ``Token/keyword`` says which keyword a
/// word spells. Operators are classified by the whitespace around them, as Swift's lexer does: `a + b` and
/// `a+b` are binary, `-x` is prefix, `x!` and `x?` are postfix.
public enum TokenKind: UInt8, Hashable, Sendable, CaseIterable {
    /// A name or keyword: `foo`, a name in backticks, `$0`, `func`, an editor placeholder `<#name#>`.
    case identifier
    /// An integer literal: `42`, `0xFF`, `1_000`.
    case integerLiteral
    /// A floating-point literal: `1.5`, `1e-3`, `0x1p4`.
    case floatLiteral
    /// The opening delimiter of a string literal: `"`, `"""`, `#"`.
    case openingQuote
    /// The closing delimiter of a string literal: `"`, `"""`, `"#`.
    case closingQuote
    /// Literal text inside a string literal, escapes included.
    case stringSegment
    /// `\(` (or `\#(` in a raw string): the start of an interpolation.
    case interpolationStart
    /// The `)` that ends an interpolation.
    case interpolationEnd
    /// `(`
    case leftParen
    /// `)`
    case rightParen
    /// `{`
    case leftBrace
    /// `}`
    case rightBrace
    /// `[`
    case leftSquare
    /// `]`
    case rightSquare
    /// `,`
    case comma
    /// `:`
    case colon
    /// `;`
    case semicolon
    /// `.` alone: a member access or an implicit member.
    case period
    /// `@`, starting an attribute.
    case atSign
    /// `#`, starting a macro expansion or a compiler directive (`#if`, `#selector`).
    case pound
    /// `\`, starting a key path.
    case backslash
    /// `=` alone.
    case equal
    /// `->`
    case arrow
    /// An operator with whitespace on both sides or on neither: `a + b`, `a+b`.
    case binaryOperator
    /// An operator bound to what follows only: `-x`, `!flag`, `...5`.
    case prefixOperator
    /// An operator bound to what precedes only: `x...`, `i++`.
    case postfixOperator
    /// `?` bound to what precedes: optional chaining, or an optional type.
    case postfixQuestionMark
    /// `?` of a ternary expression.
    case infixQuestionMark
    /// `!` bound to what precedes: a force unwrap, or an implicitly unwrapped optional type.
    case exclamationMark
    /// `&` bound to what follows: an in-out argument.
    case prefixAmpersand
    /// A character that starts no Swift token (a stray control character, an unmatched backtick).
    case unknown
    /// The end of the file; its leading trivia holds whatever follows the last token.
    case endOfFile

    /// Whether the token is an operator of any fixity (`=`, `->`, `?`, `!` and `&` included).
    public var isOperator: Bool {
        switch self {
        case .equal, .arrow, .binaryOperator, .prefixOperator, .postfixOperator, .postfixQuestionMark,
            .infixQuestionMark, .exclamationMark, .prefixAmpersand:
            true
        default: false
        }
    }
}
