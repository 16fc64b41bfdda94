/// Where each line of a text starts, to turn byte offsets into the 1-based lines the porter reports (lines end at
/// `\n`, as the porter splits a text).
struct LineStarts {
    private let starts: [Int]

    init(_ text: String) {
        var starts = [0]
        for (offset, byte) in text.utf8.enumerated() where byte == 0x0A { starts.append(offset + 1) }
        self.starts = starts
    }

    /// The number of lines.
    var count: Int { starts.count }

    /// The offset where `line` (1-based) starts.
    func offset(ofLine line: Int) -> Int { starts[max(0, min(line, starts.count) - 1)] }

    /// The 1-based line holding byte `offset`.
    func line(of offset: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }
}
