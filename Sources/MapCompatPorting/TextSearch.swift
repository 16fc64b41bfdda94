import Foundation

extension String {
    /// Whether every byte of the text is ASCII.
    var isASCIIText: Bool {
        utf8.withContiguousStorageIfAvailable(Self.isASCII) ?? utf8.allSatisfy { $0 < 0x80 }
    }

    /// Foundation's `contains(_:)`, comparing bytes instead of going through `NSString` for every line of a
    /// large file, wherever the two agree.
    ///
    /// For an ASCII needle they agree on an ASCII text. On any text, a needle without `K`, `;` or `` ` `` (the
    /// only ASCII characters another character is canonically equivalent to: the Kelvin sign, the Greek
    /// question mark and varia) that is not among the bytes is not there for Foundation either; found among
    /// the bytes of a text with other characters (a combining mark could follow it), Foundation decides.
    func containsText(_ needle: String) -> Bool {
        let found = utf8.withContiguousStorageIfAvailable { haystack -> Bool? in
            needle.utf8.withContiguousStorageIfAvailable { needle -> Bool? in
                guard Self.isASCII(needle) else { return nil }
                if Self.isASCII(haystack) { return Self.find(needle, in: haystack) }
                let exact = !needle.contains { $0 == UInt8(ascii: "K") || $0 == UInt8(ascii: ";") || $0 == 0x60 }
                return exact && !Self.find(needle, in: haystack) ? false : nil
            } ?? nil
        }
        return found.flatMap { $0 } ?? contains(needle)
    }

    /// Whether the text holds any of `needles` (``containsText(_:)``): a reader that tokenizes a line only when
    /// one of its keywords is there asks this first.
    func containsAnyText(_ needles: some Sequence<String>) -> Bool {
        needles.contains { containsText($0) }
    }

    /// Foundation's `trimmingCharacters(in: .whitespaces)`: on ASCII text, spaces and tabs.
    func trimmingWhitespace() -> String {
        isASCIIText ? trimming(" \t") : trimmingCharacters(in: .whitespaces)
    }

    /// Whether every byte is below 0x80, eight at a time.
    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        if let base = UnsafeRawPointer(bytes.baseAddress) {
            while index + 8 <= bytes.count {
                if base.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 {
                    return false
                }
                index += 8
            }
        }
        while index < bytes.count {
            if bytes[index] >= 0x80 { return false }
            index += 1
        }
        return true
    }

    private static func find(_ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = needle.first else { return true }
        guard needle.count <= haystack.count else { return false }
        var start = 0
        while start <= haystack.count - needle.count {
            if haystack[start] == first {
                var offset = 1
                while offset < needle.count, haystack[start + offset] == needle[offset] { offset += 1 }
                if offset == needle.count { return true }
            }
            start += 1
        }
        return false
    }
}

extension String {
    /// Whether the string is a name `prefix` starts as a vendor's prefix does: the prefix, then an upper-case
    /// letter (`MGLMapView` and `RMMarker` are; `MGLittle` and `RMS` are not).
    func isName(prefixedBy prefix: String) -> Bool {
        guard hasPrefix(prefix) else { return false }
        guard let next = utf8.dropFirst(prefix.utf8.count).first else { return false }
        return next >= 0x41 && next <= 0x5A
    }
}
