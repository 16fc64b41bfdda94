extension Lexer {
    /// Scans the opening delimiter at `position` (a `"` or `"""`, after `hashes` `#`s already read) and enters
    /// the string's text.
    mutating func scanOpeningQuote(hashes: Int) -> TokenKind {
        let multiLine = quotes(at: position, count: 3)
        position += multiLine ? 3 : 1
        modes.append(.string(hashes: hashes, multiLine: multiLine))
        return .openingQuote
    }

    /// Lexes the next piece of a string's text: its closing delimiter, an interpolation's `\(`, or a run of
    /// text. Returns `false`, having lexed nothing, where the string ends unclosed (a line break in a
    /// single-line string, or the end of the file).
    mutating func lexStringPiece(hashes: Int, multiLine: Bool) -> Bool {
        let start = position
        guard position < bytes.count else { return false }
        if let end = closingDelimiterEnd(at: position, hashes: hashes, multiLine: multiLine) {
            position = end
            modes.removeLast()
            emit(.closingQuote, start: start, textStart: start, startsLine: false)
            return true
        }
        if let end = interpolationStartEnd(at: position, hashes: hashes) {
            position = end
            modes.append(.interpolation(depth: 0, inSingleLineString: !multiLine))
            emit(.interpolationStart, start: start, textStart: start, startsLine: false)
            return true
        }
        if !multiLine, bytes[position] == 0x0A || bytes[position] == 0x0D { return false }
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x22, closingDelimiterEnd(at: position, hashes: hashes, multiLine: multiLine) != nil { break }
            if !multiLine, byte == 0x0A || byte == 0x0D { break }
            if byte == 0x5C, hashesFollow(position + 1, count: hashes) {
                if interpolationStartEnd(at: position, hashes: hashes) != nil { break }
                position += 1 + hashes
                if position < bytes.count, multiLine || (bytes[position] != 0x0A && bytes[position] != 0x0D) {
                    position += 1
                }
                continue
            }
            position += 1
        }
        emit(.stringSegment, start: start, textStart: start, startsLine: false)
        return true
    }

    private func quotes(at index: Int, count: Int) -> Bool {
        guard index + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[index + offset] != 0x22 { return false }
        return true
    }

    private func hashesFollow(_ index: Int, count: Int) -> Bool {
        guard index + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[index + offset] != 0x23 { return false }
        return true
    }

    private func closingDelimiterEnd(at index: Int, hashes: Int, multiLine: Bool) -> Int? {
        let quoteCount = multiLine ? 3 : 1
        guard quotes(at: index, count: quoteCount), hashesFollow(index + quoteCount, count: hashes) else { return nil }
        return index + quoteCount + hashes
    }

    private func interpolationStartEnd(at index: Int, hashes: Int) -> Int? {
        guard bytes[index] == 0x5C, hashesFollow(index + 1, count: hashes), index + 1 + hashes < bytes.count,
            bytes[index + 1 + hashes] == 0x28
        else { return nil }
        return index + 2 + hashes
    }
}
