import Foundation

extension String {
    /// Whether every byte of the text is ASCII.
    var isASCIIText: Bool { utf8.allSatisfy { $0 < 0x80 } }

    /// Foundation's `contains(_:)`, comparing bytes when both texts are ASCII (where Foundation's comparison
    /// and the bytes' agree) instead of going through `NSString` for every line of a large file.
    func containsText(_ needle: String) -> Bool {
        guard needle.isASCIIText, isASCIIText else { return contains(needle) }
        return utf8.withContiguousStorageIfAvailable { haystack in
            needle.utf8.withContiguousStorageIfAvailable { needle in Self.find(needle, in: haystack) }
        }.flatMap { $0 } ?? contains(needle)
    }

    /// Foundation's `trimmingCharacters(in: .whitespaces)`: on ASCII text, spaces and tabs.
    func trimmingWhitespace() -> String {
        isASCIIText ? trimming(" \t") : trimmingCharacters(in: .whitespaces)
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
