/// A strict JSON parser over UTF-8 bytes that reports the line and column of the first syntax error.
///
/// It also accepts the tokens `NaN`, `Infinity` and `-Infinity` (which some JSON writers emit) as non-finite
/// numbers, so that the loader can name the field holding one instead of rejecting the whole file.
struct JSONParser {
    /// A syntax error: where it is and what was expected.
    struct SyntaxError: Error, Sendable {
        let line: Int
        let column: Int
        let message: String
    }

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0
    private static let maximumDepth = SpecLimits.nestingDepth

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Parses a whole document; anything but whitespace after the value is an error.
    static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
        var parser = JSONParser(bytes)
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw parser.error("unexpected text after the document") }
        return value
    }

    private mutating func parseValue() throws(SyntaxError) -> JSONValue {
        guard let byte = peek() else { throw error("unexpected end of the document") }
        switch byte {
        case UInt8(ascii: "{"): return try nested { (p: inout JSONParser) throws(SyntaxError) in try p.parseObject() }
        case UInt8(ascii: "["): return try nested { (p: inout JSONParser) throws(SyntaxError) in try p.parseArray() }
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "N"): return try literal("NaN", .number(.nan))
        case UInt8(ascii: "I"): return try literal("Infinity", .number(.infinity))
        case UInt8(ascii: "-") where bytes[index...].starts(with: Array("-Infinity".utf8)):
            return try literal("-Infinity", .number(-.infinity))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error("unexpected character '\(Character(Unicode.Scalar(byte)))'")
        }
    }

    private mutating func nested(
        _ body: (inout JSONParser) throws(SyntaxError) -> JSONValue
    ) throws(SyntaxError) -> JSONValue {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth) levels") }
        return try body(&self)
    }

    private mutating func parseObject() throws(SyntaxError) -> JSONValue {
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else { throw error("expected a member name in double quotes") }
            let key = try parseString()
            skipWhitespace()
            try expect(UInt8(ascii: ":"), "expected ':' after a member name")
            skipWhitespace()
            members.append((key, try parseValue()))
            skipWhitespace()
            if peek() == UInt8(ascii: ",") {
                index += 1
                continue
            }
            try expect(UInt8(ascii: "}"), "expected ',' or '}' in an object")
            return .object(members)
        }
    }

    private mutating func parseArray() throws(SyntaxError) -> JSONValue {
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            if peek() == UInt8(ascii: ",") {
                index += 1
                continue
            }
            try expect(UInt8(ascii: "]"), "expected ',' or ']' in an array")
            return .array(elements)
        }
    }

    private mutating func parseNumber() throws(SyntaxError) -> Double {
        let start = index
        if peek() == UInt8(ascii: "-") { index += 1 }
        guard let first = peek(), isDigit(first) else { throw error("expected a digit") }
        index += 1
        if first != UInt8(ascii: "0") { skipDigits() }
        if peek() == UInt8(ascii: ".") {
            index += 1
            guard let next = peek(), isDigit(next) else { throw error("expected a digit after '.'") }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            index += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
            guard let next = peek(), isDigit(next) else { throw error("expected a digit in the exponent") }
            skipDigits()
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text) else { throw error("'\(text)' is not a number") }
        return value
    }

    private mutating func parseString() throws(SyntaxError) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        func flush() {
            scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
            run.removeAll(keepingCapacity: true)
        }
        while let byte = peek() {
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                flush()
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush()
                scalars.append(try parseEscape())
            case 0..<0x20:
                throw error("control character in a string")
            default:
                run.append(byte)
            }
        }
        throw error("unterminated string")
    }

    private mutating func parseEscape() throws(SyntaxError) -> Unicode.Scalar {
        guard let byte = peek() else { throw error("unterminated escape") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHex4()
            guard (0xD800..<0xDC00).contains(high) else {
                guard let scalar = Unicode.Scalar(high) else { throw error("lone surrogate in \\u escape") }
                return scalar
            }
            guard bytes[index...].starts(with: Array("\\u".utf8)) else { throw error("lone surrogate in \\u escape") }
            index += 2
            let low = try parseHex4()
            guard (0xDC00..<0xE000).contains(low),
                let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
            else { throw error("invalid surrogate pair in \\u escape") }
            return scalar
        default:
            throw error("invalid escape '\\\(Character(Unicode.Scalar(byte)))'")
        }
    }

    private mutating func parseHex4() throws(SyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count,
            let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else { throw error("expected four hex digits after \\u") }
        index += 4
        return value
    }

    private mutating func literal(_ word: String, _ value: JSONValue) throws(SyntaxError) -> JSONValue {
        guard bytes[index...].starts(with: Array(word.utf8)) else { throw error("unknown literal") }
        index += word.utf8.count
        return value
    }

    private mutating func expect(_ byte: UInt8, _ message: String) throws(SyntaxError) {
        guard peek() == byte else { throw error(message) }
        index += 1
    }

    private func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    private func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private mutating func skipDigits() {
        while let byte = peek(), isDigit(byte) { index += 1 }
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), [0x20, 0x09, 0x0A, 0x0D].contains(byte) { index += 1 }
    }

    /// An error at the current position, counting lines and columns from 1.
    private func error(_ message: String) -> SyntaxError {
        let prefix = bytes[..<min(index, bytes.count)]
        let line = prefix.count(where: { $0 == 0x0A }) + 1
        let lineStart = prefix.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        return SyntaxError(line: line, column: index - lineStart + 1, message: message)
    }
}
