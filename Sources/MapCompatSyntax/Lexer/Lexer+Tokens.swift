extension Lexer {
    /// Scans the token at `position` (not trivia, not inside a string's text) and says what it is.
    mutating func scanToken() -> (TokenKind, Keyword?) {
        let byte = bytes[position]
        if CharacterClasses.isIdentifierHead(byte) { return scanIdentifier() }
        if CharacterClasses.isDigit(byte) { return (scanNumber(), nil) }
        if byte >= 0x80 { return scanNonASCII() }
        if CharacterClasses.isOperatorCharacter(byte) { return (scanOperator(), nil) }
        position += 1
        switch byte {
        case 0x22:
            position -= 1
            return (scanOpeningQuote(hashes: 0), nil)
        case 0x23:
            var hashes = 1
            while position < bytes.count, bytes[position] == 0x23 {
                hashes += 1
                position += 1
            }
            if position < bytes.count, bytes[position] == 0x22 { return (scanOpeningQuote(hashes: hashes), nil) }
            position -= hashes - 1
            return (.pound, nil)
        case 0x24:
            while position < bytes.count, CharacterClasses.isIdentifierBody(bytes[position]) { position += 1 }
            scanNonASCIIIdentifierBody()
            return (.identifier, nil)
        case 0x60: return (scanBacktickedName(), nil)
        case 0x28:
            if case .interpolation(let depth, let single)? = modes.last {
                modes[modes.count - 1] = .interpolation(depth: depth + 1, inSingleLineString: single)
            }
            return (.leftParen, nil)
        case 0x29:
            if case .interpolation(let depth, let single)? = modes.last {
                if depth == 0 {
                    modes.removeLast()
                    return (.interpolationEnd, nil)
                }
                modes[modes.count - 1] = .interpolation(depth: depth - 1, inSingleLineString: single)
            }
            return (.rightParen, nil)
        case 0x7B: return (.leftBrace, nil)
        case 0x7D: return (.rightBrace, nil)
        case 0x5B: return (.leftSquare, nil)
        case 0x5D: return (.rightSquare, nil)
        case 0x2C: return (.comma, nil)
        case 0x3A: return (.colon, nil)
        case 0x3B: return (.semicolon, nil)
        case 0x40: return (.atSign, nil)
        case 0x5C: return (.backslash, nil)
        case 0x2E:
            if position < bytes.count, bytes[position] == 0x2E || CharacterClasses.isOperatorCharacter(bytes[position])
            {
                position -= 1
                return (scanOperator(), nil)
            }
            return (.period, nil)
        default: return (.unknown, nil)
        }
    }

    private mutating func scanIdentifier() -> (TokenKind, Keyword?) {
        let start = position
        position += 1
        while position < bytes.count, CharacterClasses.isIdentifierBody(bytes[position]) { position += 1 }
        if position < bytes.count, bytes[position] >= 0x80 {
            scanNonASCIIIdentifierBody()
            return (.identifier, nil)
        }
        let word = UnsafeBufferPointer(rebasing: bytes[start..<position])
        return (.identifier, Keyword.lookUp(word))
    }

    /// Extends an identifier over letters, digits and non-ASCII characters that are neither operators nor
    /// spaces (Swift's identifier characters cover most of Unicode, emoji included).
    private mutating func scanNonASCIIIdentifierBody() {
        while position < bytes.count {
            let byte = bytes[position]
            if byte < 0x80 {
                guard CharacterClasses.isIdentifierBody(byte) else { return }
                position += 1
                continue
            }
            let (value, length) = CharacterClasses.decode(bytes, at: position)
            guard !CharacterClasses.isOperatorHead(value), !CharacterClasses.isForeignSpace(value) else { return }
            position += length
        }
    }

    private mutating func scanNonASCII() -> (TokenKind, Keyword?) {
        let (value, length) = CharacterClasses.decode(bytes, at: position)
        if CharacterClasses.isOperatorHead(value) { return (scanOperator(), nil) }
        position += length
        if CharacterClasses.isForeignSpace(value) { return (.unknown, nil) }
        scanNonASCIIIdentifierBody()
        return (.identifier, nil)
    }

    /// `` `name` `` on one line; a lone backtick is unknown.
    private mutating func scanBacktickedName() -> TokenKind {
        var end = position
        while end < bytes.count, bytes[end] != 0x60, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
        guard end < bytes.count, bytes[end] == 0x60, end > position else { return .unknown }
        position = end + 1
        return .identifier
    }

    /// A number: decimal, `0x`, `0o` or `0b`, with `_` separators, a fraction and an exponent; letters that
    /// follow stay in the token. Right after a `.` (`tuple.0.1`) only digits are read.
    private mutating func scanNumber() -> TokenKind {
        let start = position
        var isFloat = false
        let afterPeriod = tokens.last.map { $0.kind == .period && $0.end == start } ?? false
        if bytes[position] == 0x30, position + 1 < bytes.count,
            bytes[position + 1] == 0x78 || bytes[position + 1] == 0x6F || bytes[position + 1] == 0x62
        {
            let hex = bytes[position + 1] == 0x78
            position += 2
            skipDigits(hex: hex)
            if hex, !afterPeriod, at(0x2E), position + 1 < bytes.count,
                CharacterClasses.isHexDigit(bytes[position + 1])
            {
                position += 1
                skipDigits(hex: true)
                isFloat = true
            }
            if hex, at(0x70) || at(0x50) { isFloat = skipExponent() || isFloat }
        } else {
            skipDigits(hex: false)
            if !afterPeriod, at(0x2E), position + 1 < bytes.count, CharacterClasses.isDigit(bytes[position + 1]) {
                position += 1
                skipDigits(hex: false)
                isFloat = true
            }
            if !afterPeriod, at(0x65) || at(0x45) { isFloat = skipExponent() || isFloat }
        }
        while position < bytes.count, CharacterClasses.isIdentifierBody(bytes[position]) { position += 1 }
        return isFloat ? .floatLiteral : .integerLiteral
    }

    private func at(_ byte: UInt8) -> Bool { position < bytes.count && bytes[position] == byte }

    private mutating func skipDigits(hex: Bool) {
        while position < bytes.count {
            let byte = bytes[position]
            guard byte == 0x5F || (hex ? CharacterClasses.isHexDigit(byte) : CharacterClasses.isDigit(byte)) else {
                return
            }
            position += 1
        }
    }

    /// Skips `e`/`p`, a sign and digits, when digits follow; tells whether it did.
    private mutating func skipExponent() -> Bool {
        var end = position + 1
        if end < bytes.count, bytes[end] == 0x2B || bytes[end] == 0x2D { end += 1 }
        guard end < bytes.count, CharacterClasses.isDigit(bytes[end]) else { return false }
        position = end
        skipDigits(hex: false)
        return true
    }
}
