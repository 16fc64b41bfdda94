/// A token as the lexer makes it and the tree stores it: its kind and four offsets into the source's UTF-8
/// bytes. Leading trivia is `start..<textStart`, the text `textStart..<textEnd`, trailing trivia
/// `textEnd..<end`; a token's `end` is the next token's `start`, so the tokens tile the source.
struct RawToken: Sendable {
    var kind: TokenKind
    /// The keyword the word spells (identifiers only, never backticked ones).
    var keyword: Keyword?
    /// Whether a line break comes before the text (in the leading trivia), or the token is the file's first.
    var startsLine: Bool
    /// Whether trivia separates the text from the previous token's text (in either token's trivia).
    var followsTrivia: Bool
    var start: Int
    var textStart: Int
    var textEnd: Int
    var end: Int
}

/// The lexer's output: the tokens, and for each bracket or `\(` that opens a group the index of the token
/// that closes it (`-1` when none does). An interpolation cut short by the end of its line or file is
/// closed by the first token after it.
struct LexedSource: Sendable {
    var tokens: [RawToken]
    var closers: [Int]
}
