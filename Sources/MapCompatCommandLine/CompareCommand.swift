import Foundation
import MapCompatConformance

/// `mapcompat compare`: what changed between two `mapcompat-report/1` reports.
struct CompareCommand: Command {
    static let name = "compare"
    static let abstract = "Compare two JSON conformance reports: what passes now, what regressed, what changed."
    static let usage = """
        OVERVIEW: \(abstract)

        USAGE: mapcompat compare OLD.json NEW.json [--format text|html] [--output FILE]

        ARGUMENTS:
          OLD.json NEW.json   Reports written by 'mapcompat conformance --format json' (mapcompat-report/1).

        OPTIONS:
          --format FORMAT     text (default), or html: one self-contained page, for a pull request to link to.
          --output FILE       Write the comparison to FILE instead of standard output.
          -h, --help          Show this help.

        Per adapter: the cells that pass now and did not, those that regressed (passed and no longer do, or
        fail or err now and did neither), those whose status or checks made changed otherwise, and those only
        one report has (added, removed).

        EXIT STATUS: 0 when nothing regressed, 1 when a cell regressed, 2 for a usage error or a file that is
        not a mapcompat-report/1 report.
        """

    var oldPath: String
    var newPath: String
    var html: Bool
    var output: String?

    init(arguments: [String]) throws(UsageError) {
        let scanner = try ArgumentScanner(arguments, single: ["--format", "--output"])
        guard scanner.positionals.count == 2 else {
            throw UsageError(
                scanner.positionals.count < 2
                    ? "compare takes two reports, OLD.json and NEW.json"
                    : "unexpected argument '\(scanner.positionals[2])'")
        }
        oldPath = scanner.positionals[0]
        newPath = scanner.positionals[1]
        switch scanner.value("--format") ?? "text" {
        case "text": html = false
        case "html": html = true
        case let other: throw UsageError("unknown format '\(other)'; use text or html")
        }
        output = scanner.value("--output")
    }

    func run() throws -> Int32 {
        let comparison: ReportComparison
        do throws(ReportReadError) {
            comparison = ReportComparison(
                old: try ReportReader.read(path: oldPath), new: try ReportReader.read(path: newPath))
        } catch {
            throw UsageError("not a \(ConformanceReport.format) report: \(error)")
        }
        let text =
            html
            ? comparison.renderHTML(oldName: oldPath, newName: newPath)
            : comparison.renderText(oldName: oldPath, newName: newPath)
        if let output {
            do {
                try Data(text.utf8).write(to: URL(fileURLWithPath: output))
            } catch {
                throw OutputError(path: output, reason: error.localizedDescription)
            }
        } else {
            Output.print(text)
        }
        return comparison.exitStatus
    }
}
