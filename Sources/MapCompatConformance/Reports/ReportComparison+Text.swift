/// The comparison as text, for a terminal or a CI log.
extension ReportComparison {
    /// Per adapter, its counts then one line per moved cell (`regressed  gestures/pan  pass → FAIL`, with the
    /// new message's first line under a regression); last, the totals.
    public func renderText(oldName: String, newName: String) -> String {
        var lines = ["compare \(oldName) → \(newName)"]
        let width = max(10, entries.map(\.key.spec.count).max() ?? 0)
        for adapter in adapters {
            let moved = Change.allCases.flatMap { entries(adapter, $0) }
            let same = unchanged[adapter] ?? 0
            guard !moved.isEmpty else {
                lines.append("\(adapter): no change (\(same) unchanged)")
                continue
            }
            lines.append("\(adapter): " + counts(adapter: adapter) + ", \(same) unchanged")
            for entry in moved {
                let name = entry.change.rawValue
                let spec = entry.key.spec
                lines.append(
                    "  " + name + String(repeating: " ", count: max(1, 12 - name.count)) + spec
                        + String(repeating: " ", count: max(2, width + 2 - spec.count)) + Self.label(entry.old)
                        + " → " + Self.label(entry.new))
                if entry.change == .regressed, let message = entry.new?.message.split(separator: "\n").first {
                    lines.append("      " + message)
                }
            }
        }
        let same = unchanged.values.reduce(0, +)
        lines.append("")
        lines.append("total: " + counts(adapter: nil) + ", \(same) unchanged")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `1 now pass, 2 regressed, 0 changed, 0 added, 0 removed`.
    func counts(adapter: String?) -> String {
        Change.allCases.map { "\(count($0, adapter: adapter)) \($0 == .nowPasses ? "now pass" : $0.rawValue)" }
            .joined(separator: ", ")
    }

    /// A result as the matrices show it, or `–` for none.
    static func label(_ result: ConformanceResult?) -> String { result?.cellLabel ?? "–" }
}
