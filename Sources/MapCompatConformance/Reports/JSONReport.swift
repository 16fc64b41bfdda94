/// The `mapcompat-report/1` JSON rendering, written by hand so that member order stays fixed. Every result
/// but an `error` carries `checks`; the v1 members are kept as they were.
enum JSONReport {
    static func render(_ report: ConformanceReport) -> String {
        let results = report.results.map { result in
            let missing = result.missing.map { quote($0.rawValue) }.joined(separator: ", ")
            return "    {\"spec\": \(quote(result.spec)), \"adapter\": \(quote(result.adapter)), "
                + "\"status\": \(quote(result.status.rawValue)), \"message\": \(quote(result.message)), "
                + "\"missing\": [\(missing)]" + (result.checks.map(checks) ?? "") + "}"
        }
        let summary = report.adapters.map { adapter in
            let counts = report.summary[adapter] ?? .init()
            return
                "    \(quote(adapter)): {\"pass\": \(counts.pass), \"partial\": \(counts.partial), \"fail\": \(counts.fail), "
                + "\"n/a\": \(counts.notApplicable), \"error\": \(counts.error)}"
        }
        return """
            {
              "format": \(quote(ConformanceReport.format)),
              "results": [\(block(results))],
              "summary": {\(block(summary))}
            }

            """
    }

    /// `, "checks": {"made": 3, "held": 3, "unchecked": ["events[1] mapDoubleTap"]}`.
    private static func checks(_ checks: ConformanceResult.Checks) -> String {
        let unchecked = checks.unchecked.map(quote).joined(separator: ", ")
        return ", \"checks\": {\"made\": \(checks.made), \"held\": \(checks.held), \"unchecked\": [\(unchecked)]}"
    }

    private static func block(_ members: [String]) -> String {
        members.isEmpty ? "" : "\n" + members.joined(separator: ",\n") + "\n  "
    }

    /// A JSON string literal.
    static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
