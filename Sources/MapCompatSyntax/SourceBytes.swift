/// The UTF-8 bytes of a Swift source, read a character at a time without making a `Character` or `String` until
/// a token's text is wanted.
///
/// A character here is what Swift's `Character` would be in source code: a scalar with the combining marks that
/// follow it (Unicode's extend and spacing-mark classes and the zero-width joiner), and `\r\n` as one; a control
/// character stands alone. Its classes (letter, number, line break) are those of its first scalar, as
/// `Character.isLetter`, `isNumber` and `isNewline` define them.
struct SourceBytes: Sendable {
    private let bytes: [UInt8]

    init(_ source: String) {
        bytes = Array(source.utf8)
    }

    /// The number of bytes.
    var count: Int { bytes.count }

    subscript(index: Int) -> UInt8 { bytes[index] }

    /// The text of the bytes in `range`, which starts and ends on scalar boundaries.
    func text(_ range: Range<Int>) -> String {
        bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }

    /// The scalar that starts at byte `index`.
    func scalar(_ index: Int) -> Unicode.Scalar {
        decode(index).scalar
    }

    /// The byte after the character that starts at `index`.
    func characterEnd(_ index: Int) -> Int {
        let first = bytes[index]
        let next = index + 1
        if first < 0x80, next == bytes.count || bytes[next] < 0x80 {
            return first == 0x0D && next < bytes.count && bytes[next] == 0x0A ? next + 1 : next
        }
        let (scalar, length) = decode(index)
        var end = index + length
        if first < 0x20 || first == 0x7F || Self.standsAlone(scalar) { return end }
        if Self.isRegionalIndicator(scalar), end < bytes.count, bytes[end] >= 0x80,
            Self.isRegionalIndicator(decode(end).scalar)
        {
            end += decode(end).length
        }
        var joined = false
        var joiners = 0
        let pictographic = !scalar.isASCII && scalar.properties.isEmoji
        while end < bytes.count, bytes[end] >= 0x80 {
            let (mark, markLength) = decode(end)
            // An emoji joined to an emoji before it by one zero-width joiner is part of the same character.
            let joinsEmoji = joined && joiners == 1 && pictographic && mark.properties.isEmoji
            guard Self.extendsCharacter(mark) || joinsEmoji else { break }
            joined = mark == "\u{200D}"
            joiners = joinsEmoji ? 0 : joiners + (joined ? 1 : 0)
            end += markLength
        }
        return end
    }

    /// Whether nothing joins a character that starts with `scalar`: Unicode's grapheme rules break after a
    /// control, a line or paragraph separator and a format character other than the joiners.
    private static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: true
        case .format: scalar != "\u{200C}" && scalar != "\u{200D}"
        default: false
        }
    }

    private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    /// The end of the run of ASCII bytes from `index` that `test` accepts, each a character of its own: the
    /// run stops before its last byte when a non-ASCII byte follows (a combining mark would join that byte),
    /// so that the character-by-character path reads it.
    func asciiRun(from index: Int, _ test: (UInt8) -> Bool) -> Int {
        var end = index
        while end < bytes.count, bytes[end] < 0x80, test(bytes[end]) { end += 1 }
        if end > index, end < bytes.count, bytes[end] >= 0x80 { end -= 1 }
        return end
    }

    /// The number of line feeds in `range` that are characters of their own: where the porter splits a text
    /// into lines (`split(separator: "\n")`), so that a token's line is the porter's line. A `\r\n` pair is one
    /// character, and no split; the other line breaks (`\r`, form feed, U+2028…) end a statement but no line.
    func lineFeeds(_ range: Range<Int>) -> Int {
        var count = 0
        for index in range where bytes[index] == 0x0A && (index == 0 || bytes[index - 1] != 0x0D) { count += 1 }
        return count
    }

    private func decode(_ index: Int) -> (scalar: Unicode.Scalar, length: Int) {
        let first = bytes[index]
        if first < 0x80 { return (Unicode.Scalar(first), 1) }
        let length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : 2
        var value = UInt32(first) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length where index + offset < bytes.count {
            value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", min(length, bytes.count - index))
    }

    private static func extendsCharacter(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        return properties.isGraphemeExtend || properties.generalCategory == .spacingMark || scalar == "\u{200D}"
            || properties.isEmojiModifier
    }

    /// `Character.isLetter` of a character starting with `scalar`.
    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII
            ? (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") : scalar.properties.isAlphabetic
    }

    /// `Character.isNumber` of a character starting with `scalar`.
    static func isNumber(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? scalar >= "0" && scalar <= "9" : scalar.properties.numericType != nil
    }

    /// `Character.isNewline` of a character starting with `scalar`.
    static func isNewline(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }
}
