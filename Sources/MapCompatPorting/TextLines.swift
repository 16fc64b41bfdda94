extension String {
    /// The text split at each `"\n"` character, empty lines kept: what `split(separator: "\n",
    /// omittingEmptySubsequences: false)` gives, without making a `Character` of every byte.
    ///
    /// Without a carriage return every line feed is a character of its own (Unicode's grapheme rules break
    /// before and after it), so the UTF-8 bytes are split; a text with `\r\n`, where the pair is one character
    /// and no split, is split by characters.
    func lines() -> [Substring] {
        let bytes = utf8
        guard !bytes.contains(0x0D) else { return split(separator: "\n", omittingEmptySubsequences: false) }
        var result: [Substring] = []
        var start = bytes.startIndex
        var index = start
        while index < bytes.endIndex {
            if bytes[index] == 0x0A {
                result.append(self[start..<index])
                start = bytes.index(after: index)
            }
            index = bytes.index(after: index)
        }
        result.append(self[start..<bytes.endIndex])
        return result
    }
}
