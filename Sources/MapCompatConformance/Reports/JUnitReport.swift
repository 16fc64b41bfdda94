/// The JUnit XML rendering: one test suite per adapter, one test case per spec, `n/a` as skipped, `partial`
/// as a passing test case that names its unchecked checks (a property each, and a line of system output).
enum JUnitReport {
    static func render(_ report: ConformanceReport) -> String {
        let totals = report.totals
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites name=\"mapcompat conformance\" tests=\"\(report.results.count)\" "
                + "failures=\"\(totals.fail)\" errors=\"\(totals.error)\" skipped=\"\(totals.notApplicable)\">",
        ]
        for adapter in report.adapters {
            let results = report.results.filter { $0.adapter == adapter }
            let counts = report.summary[adapter] ?? .init()
            lines.append(
                "  <testsuite name=\(attribute(adapter)) tests=\"\(results.count)\" failures=\"\(counts.fail)\" "
                    + "errors=\"\(counts.error)\" skipped=\"\(counts.notApplicable)\">")
            lines += results.map(testCase)
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func testCase(_ result: ConformanceResult) -> String {
        let open = "    <testcase classname=\(attribute(result.adapter)) name=\(attribute(result.spec))"
        let summary = attribute(String(result.message.split(separator: "\n").first ?? ""))
        switch result.status {
        case .pass: return open + "/>"
        case .partial:
            let unchecked = result.checks?.unchecked ?? []
            let properties = unchecked.map { "        <property name=\"unchecked\" value=\(attribute($0))/>" }
            return ([open + ">", "      <properties>"] + properties + ["      </properties>"]).joined(separator: "\n")
                + "\n      <system-out>\(escape(result.message))</system-out>\n    </testcase>"
        case .notApplicable: return open + ">\n      <skipped message=\(summary)/>\n    </testcase>"
        case .fail:
            return open + ">\n      <failure message=\(summary)>\(escape(result.message))</failure>\n    </testcase>"
        case .error:
            return open + ">\n      <error message=\(summary)>\(escape(result.message))</error>\n    </testcase>"
        }
    }

    private static func attribute(_ text: String) -> String { "\"" + escape(text) + "\"" }

    /// Text safe inside XML content and quoted attributes; characters XML 1.0 forbids become U+FFFD.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n": out += "&#10;"
            case "\t", "\r": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
