extension Lexer {
    /// Scans an operator from `position` and classifies it by what binds it on each side, as Swift's lexer
    /// does ("Lexical Structure", Operators): a `.` continues only an operator that starts with `.`, `//` and
    /// `/*` start comments, `<#…#>` is an editor placeholder. A run of postfix `?` and `!` (`Int??`) is split
    /// into single marks, so that each wraps a type or an optional chain of its own.
    mutating func scanOperator() -> TokenKind {
        let start = position
        if let placeholderEnd = editorPlaceholderEnd() {
            position = placeholderEnd
            return .identifier
        }
        let startsWithDot = bytes[start] == 0x2E
        var onlyMarks = true
        while position < bytes.count {
            let byte = bytes[position]
            if byte < 0x80 {
                guard CharacterClasses.isOperatorCharacter(byte) || (byte == 0x2E && startsWithDot) else { break }
                if position > start, byte == 0x2F, position + 1 < bytes.count,
                    bytes[position + 1] == 0x2F || bytes[position + 1] == 0x2A
                {
                    break
                }
                onlyMarks = onlyMarks && (byte == 0x3F || byte == 0x21)
                position += 1
            } else {
                let (value, length) = CharacterClasses.decode(bytes, at: position)
                guard
                    position == start ? CharacterClasses.isOperatorHead(value) : CharacterClasses.isOperatorBody(value)
                else { break }
                onlyMarks = false
                position += length
            }
        }
        let leftBound = isLeftBound(start)
        let rightBound = isRightBound(position, leftBound: leftBound)
        if onlyMarks, leftBound, !rightBound, position - start > 1 { position = start + 1 }
        return classify(start: start, leftBound: leftBound, rightBound: rightBound)
    }

    private func classify(start: Int, leftBound: Bool, rightBound: Bool) -> TokenKind {
        if position - start == 1 {
            switch bytes[start] {
            case 0x3D: return .equal
            case 0x26 where !leftBound && rightBound: return .prefixAmpersand
            case 0x3F: return leftBound ? .postfixQuestionMark : .infixQuestionMark
            case 0x21 where leftBound: return .exclamationMark
            default: break
            }
        } else if position - start == 2, bytes[start] == 0x2D, bytes[start + 1] == 0x3E {
            return .arrow
        }
        if leftBound == rightBound { return .binaryOperator }
        return leftBound ? .postfixOperator : .prefixOperator
    }

    /// The end of `<#…#>` starting at `position`, on one line, if there is one.
    private func editorPlaceholderEnd() -> Int? {
        guard bytes[position] == 0x3C, position + 1 < bytes.count, bytes[position + 1] == 0x23 else { return nil }
        var index = position + 2
        while index + 1 < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D {
            if bytes[index] == 0x23, bytes[index + 1] == 0x3E { return index + 2 }
            index += 1
        }
        return nil
    }

    /// Whether the character before `index` binds an operator starting there (not whitespace, an opening
    /// bracket, a separator or the end of a block comment).
    private func isLeftBound(_ index: Int) -> Bool {
        guard index > 0 else { return false }
        switch bytes[index - 1] {
        case 0x20, 0x0D, 0x0A, 0x09, 0x0B, 0x0C, 0x00, 0x28, 0x5B, 0x7B, 0x2C, 0x3B, 0x3A: return false
        case 0x2F: return !(index > 1 && bytes[index - 2] == 0x2A)
        default: return true
        }
    }

    /// Whether the character at `index` binds an operator ending there; a `.` binds it only when nothing
    /// binds it on the left (`x!.y` is postfix, `^.y` prefix).
    private func isRightBound(_ index: Int, leftBound: Bool) -> Bool {
        guard index < bytes.count else { return false }
        switch bytes[index] {
        case 0x20, 0x0D, 0x0A, 0x09, 0x0B, 0x0C, 0x00, 0x29, 0x5D, 0x7D, 0x2C, 0x3B, 0x3A: return false
        case 0x2E: return !leftBound
        case 0x2F:
            return !(index + 1 < bytes.count && (bytes[index + 1] == 0x2F || bytes[index + 1] == 0x2A))
        default: return true
        }
    }
}
