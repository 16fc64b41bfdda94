extension String {
    /// The text split at each `"\n"` character, empty lines kept: what `split(separator: "\n",
    /// omittingEmptySubsequences: false)` gives, without making a `Character` of every byte.
    ///
    /// Without a carriage return every line feed is a character of its own (Unicode's grapheme rules break
    /// before and after it), so the UTF-8 bytes are split; a text with `\r\n`, where the pair is one character
    /// and no split, is split by characters.
    func lines() -> [Substring] {
        guard !containsByte(0x0D) else { return split(separator: "\n", omittingEmptySubsequences: false) }
        let bytes = utf8
        let breaks =
            bytes.withContiguousStorageIfAvailable { buffer in
                buffer.indices.filter { buffer[$0] == 0x0A }
            } ?? bytes.indices.filter { bytes[$0] == 0x0A }.map { bytes.distance(from: bytes.startIndex, to: $0) }
        var result: [Substring] = []
        result.reserveCapacity(breaks.count + 1)
        var start = bytes.startIndex
        for offset in breaks {
            let end = bytes.index(bytes.startIndex, offsetBy: offset)
            result.append(self[start..<end])
            start = bytes.index(after: end)
        }
        result.append(self[start..<bytes.endIndex])
        return result
    }

    /// Whether the UTF-8 bytes hold `byte`, read from contiguous storage when the string has it.
    func containsByte(_ byte: UInt8) -> Bool {
        utf8.withContiguousStorageIfAvailable { $0.contains(byte) } ?? utf8.contains(byte)
    }
}

extension String {
    /// The braces a line of code opens less those it closes; braces in its strings and comments do not count
    /// (`if style.starts(with: "{") {` opens one). A line with neither is counted by its bytes.
    var braceBalance: Int {
        let open = UInt8(ascii: "{")
        let close = UInt8(ascii: "}")
        guard containsByte(UInt8(ascii: "\"")) || containsByte(UInt8(ascii: "/")) else {
            return utf8.reduce(0) { $0 + ($1 == open ? 1 : $1 == close ? -1 : 0) }
        }
        return SwiftTokenizer(self).tokenize().reduce(0) { balance, token in
            guard token.kind == .punctuation else { return balance }
            return balance + (token.text == "{" ? 1 : token.text == "}" ? -1 : 0)
        }
    }
}

extension String {
    /// The round and square brackets the text opens less those it closes, and its braces too when `braces`,
    /// counted by bytes, strings and comments included: what a reader counts on a line that holds neither, or
    /// when it counts brackets as written.
    func bracketBalanceOfBytes(braces: Bool) -> Int {
        utf8.reduce(0) { balance, byte in
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["): balance + 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): balance - 1
            case UInt8(ascii: "{") where braces: balance + 1
            case UInt8(ascii: "}") where braces: balance - 1
            default: balance
            }
        }
    }
}

extension Array where Element == String {
    /// The line that closes the braces opened on line `start` (counted in code, not in strings or comments), or
    /// `nil` when they stay open.
    func closingLine(of start: Int) -> Int? {
        var depth = 0
        for index in start..<count {
            depth += self[index].braceBalance
            if depth <= 0 { return index }
        }
        return nil
    }
}
