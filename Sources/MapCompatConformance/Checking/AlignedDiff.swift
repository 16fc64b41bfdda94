/// Two columns of lines side by side, the first differing row marked, so a reader sees at once where an
/// expected trace and an observed one part ways.
struct AlignedDiff {
    var leftTitle: String
    var rightTitle: String
    var left: [String]
    var right: [String]
    /// The index of the first row that differs.
    var firstDifference: Int

    private static let maximumWidth = 64
    private static let contextBefore = 3
    private static let rowsAfter = 6

    func render() -> String {
        let rows = max(left.count, right.count)
        let start = max(0, firstDifference - Self.contextBefore)
        let end = min(rows, firstDifference + Self.rowsAfter + 1)
        let shownLeft = (start..<end).map { $0 < left.count ? clip(left[$0]) : "(none)" }
        let width = min(Self.maximumWidth, ([leftTitle] + shownLeft).map(\.count).max() ?? 0)
        var lines = ["    " + pad(leftTitle, width) + " | " + rightTitle]
        if start > 0 { lines.append("    " + pad("… \(start) equal rows", width) + " |") }
        for (offset, row) in (start..<end).enumerated() {
            let marker = row == firstDifference ? "  > " : "    "
            let rightText = row < right.count ? right[row] : "(none)"
            lines.append(marker + pad(shownLeft[offset], width) + " | " + rightText)
        }
        if end < rows { lines.append("    " + pad("… \(rows - end) more rows", width) + " |") }
        return lines.joined(separator: "\n")
    }

    private func clip(_ text: String) -> String {
        text.count <= Self.maximumWidth ? text : String(text.prefix(Self.maximumWidth - 1)) + "…"
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
