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
    /// The text's bytes are read for ASCII once, not once per needle.
    func containsAnyText(_ needles: some Sequence<String>) -> Bool {
        let found = utf8.withContiguousStorageIfAvailable { haystack -> Bool? in
            guard Self.isASCII(haystack) else { return nil }
            for needle in needles {
                let hit = needle.utf8.withContiguousStorageIfAvailable { needle -> Bool? in
                    Self.isASCII(needle) ? Self.find(needle, in: haystack) : nil
                }
                guard let hit, let hit else { return nil }
                if hit { return true }
            }
            return false
        }
        if let found, let found { return found }
        return needles.contains { containsText($0) }
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

    /// `memchr` to each place the needle's rarest-looking byte stands (its first capital, which code writes less
    /// often than small letters), then `memcmp` there: the C library reads a large text many bytes at a time.
    private static func find(_ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let needleStart = needle.baseAddress, !needle.isEmpty else { return true }
        guard let haystackStart = haystack.baseAddress, needle.count <= haystack.count else { return false }
        let pivot = needle.firstIndex { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") } ?? 0
        // The pivot byte can stand from `pivot` up to the last place the needle still fits.
        var from = haystackStart + pivot
        let end = haystackStart + (haystack.count - needle.count + pivot + 1)
        while from < end {
            guard let hit = memchr(from, Int32(needle[pivot]), end - from) else { return false }
            let found = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self))
            if memcmp(found - pivot, needleStart, needle.count) == 0 { return true }
            from = found + 1
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
