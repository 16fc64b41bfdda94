/// A look at a file's text, before it is parsed, for a type that extends or inherits one of some types: rules that
/// only act inside such a type (an app's extension of the map view, its subclass of a marker) skip the parse of a
/// file that has none.
///
/// The look errs towards yes: a header whose inheritance clause goes on past its line, or a line that only looks
/// like a header (in a comment), counts. It reads bytes, as the parser does, not characters.
enum InheritanceHint {
    /// Whether some `class` or `extension` header of `text` may name one of `types`.
    static func mayExtendOrInherit(_ types: Set<String>, in text: String) -> Bool {
        guard !types.isEmpty else { return false }
        let wanted = Set(types.map { Array($0.utf8) })
        var text = text
        return text.withUTF8 { bytes in
            var start = 0
            while start < bytes.count {
                let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
                if mayName(wanted, UnsafeBufferPointer(rebasing: bytes[start..<end])) { return true }
                start = end + 1
            }
            return false
        }
    }

    /// Whether a line is a `class` or `extension` header that may name one of `wanted` before its `{`.
    private static func mayName(_ wanted: Set<[UInt8]>, _ line: UnsafeBufferPointer<UInt8>) -> Bool {
        guard contains(line, Array("class ".utf8)) || contains(line, Array("extension ".utf8)) else { return false }
        // A header wrapped over lines: its clause is not on this line.
        guard let brace = line.firstIndex(of: UInt8(ascii: "{")) else { return true }
        var word: [UInt8] = []
        for byte in line[..<brace] {
            if isIdentifierByte(byte) {
                word.append(byte)
            } else {
                if wanted.contains(word) { return true }
                word.removeAll(keepingCapacity: true)
            }
        }
        return wanted.contains(word)
    }

    private static func contains(_ line: UnsafeBufferPointer<UInt8>, _ pattern: [UInt8]) -> Bool {
        guard let first = pattern.first, line.count >= pattern.count else { return false }
        var index = line.startIndex
        while let found = line[index...].firstIndex(of: first) {
            if line[found...].starts(with: pattern) { return true }
            index = found + 1
        }
        return false
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }
}
