/// The `mapcompat-fuzz/1` JSON rendering, written by hand so that member order stays fixed.
enum FuzzJSONReport {
    static func render(_ report: FuzzReport) -> String {
        let divergences = report.divergences.map { divergence in
            "    {\"adapter\": \(JSONReport.quote(divergence.adapter)), "
                + "\"spec\": \(divergence.path.map(JSONReport.quote) ?? "null"), "
                + "\"message\": \(JSONReport.quote(divergence.message)), \"check\": \(JSONReport.quote(divergence.check)), "
                + "\"run\": \(divergence.run)}"
        }
        let ran = report.adapters.map { "\(JSONReport.quote($0)): \(report.ran[$0] ?? 0)" }.joined(separator: ", ")
        let list = divergences.isEmpty ? "" : "\n" + divergences.joined(separator: ",\n") + "\n  "
        return """
            {
              "format": \(JSONReport.quote(FuzzReport.format)),
              "runs": \(report.runs),
              "seed": \(report.seed),
              "divergences": [\(list)],
              "ran": {\(ran)},
              "skipped": \(report.skipped)
            }

            """
    }
}

/// The text rendering: what ran, then one block per divergence, then a summary line.
enum FuzzTextReport {
    static func render(_ report: FuzzReport) -> String {
        var lines = ["mapcompat fuzz: \(report.runs) runs from seed \(report.seed)"]
        let ran = report.adapters.map { adapter in
            let diverged = report.divergences.filter { $0.adapter == adapter }.count
            return "  \(adapter): ran \(report.ran[adapter] ?? 0), diverged \(diverged)"
        }
        lines += ran
        if report.skipped > 0 { lines.append("  (\(report.skipped) specs the reference could not run were left out)") }
        for divergence in report.divergences {
            lines.append("")
            lines.append(
                "DIVERGENCE \(divergence.adapter), run \(divergence.run): \(divergence.path ?? "(not written)")")
            lines += divergence.message.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
        }
        lines.append("")
        let files = Set(report.divergences.compactMap(\.path)).count
        let count = report.divergences.count
        lines.append(
            count == 0
                ? "no divergence in \(plural(report.runs, "run"))"
                : "\(plural(count, "divergence")) in \(plural(report.runs, "run")) (\(plural(files, "spec file")))")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)" + (count == 1 ? "" : "s")
    }
}
