/// The classes of characters the lexer tells apart, read from bytes and Unicode scalars.
enum CharacterClasses {
    /// Whether `byte` may start an identifier (ASCII letters and `_`).
    static func isIdentifierHead(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F
    }

    /// Whether `byte` may continue an identifier (ASCII letters, digits and `_`).
    static func isIdentifierBody(_ byte: UInt8) -> Bool {
        isIdentifierHead(byte) || isDigit(byte)
    }

    /// Whether `byte` is an ASCII digit.
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// Whether `byte` is an ASCII hexadecimal digit.
    static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= 0x61 && byte <= 0x66) || (byte >= 0x41 && byte <= 0x46)
    }

    /// Whether `byte` is one of Swift's ASCII operator characters: `/ = - + ! * % < > & | ^ ~ ?`.
    static func isOperatorCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F: true
        default: false
        }
    }

    /// Whether a non-ASCII scalar may start an operator (The Swift Programming Language, "Lexical
    /// Structure", operator-head).
    static func isOperatorHead(_ value: UInt32) -> Bool {
        switch value {
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7, 0x2016...0x2017,
            0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E, 0x2190...0x23FF, 0x2500...0x2775,
            0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003, 0x3008...0x3020, 0x3030:
            true
        default: false
        }
    }

    /// Whether a non-ASCII scalar may continue an operator (operator-character: the heads and combining
    /// marks).
    static func isOperatorBody(_ value: UInt32) -> Bool {
        switch value {
        case 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF:
            true
        default: isOperatorHead(value)
        }
    }

    /// Whether a non-ASCII scalar is whitespace or a line break that Swift does not accept between tokens
    /// (a no-break space, U+2028): the lexer makes it an unknown token rather than part of a name.
    static func isForeignSpace(_ value: UInt32) -> Bool {
        switch value {
        case 0x85, 0xA0, 0x1680, 0x2000...0x200B, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF: true
        default: false
        }
    }

    /// The scalar value starting at `index` and its length in bytes (a truncated sequence decodes to its
    /// available bytes).
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (value: UInt32, length: Int) {
        let first = bytes[index]
        if first < 0x80 { return (UInt32(first), 1) }
        let length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 1
        var value = UInt32(first) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        var offset = 1
        while offset < length, index + offset < bytes.count, bytes[index + offset] & 0xC0 == 0x80 {
            value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
            offset += 1
        }
        return (value, offset)
    }
}
