import Foundation
import MapCompatPorting

/// `mapcompat port`: rewrites Swift source from one vendor style to another, or prints a porting guide.
struct PortCommand: Command {
    static let name = "port"
    static let abstract = "Port Swift source between vendor styles (naver, maplibre, tomtom, rm)."
    static let usage = """
        OVERVIEW: \(abstract)

        USAGE: mapcompat port --from STYLE --to STYLE [--in-place] FILE ...
               mapcompat port --guide FROM TO

        OPTIONS:
          --from STYLE       The style the files are written in: naver, maplibre, tomtom or rm.
          --to STYLE         The style to write.
          --in-place         Rewrite the files; without it the ported source goes to standard output.
          --guide FROM TO    Print the porting guide (a DocC article) for one direction instead.
          -h, --help         Show this help.

        Strings and comments are never rewritten. What the target style cannot express is commented out under
        a '// PORT:' note; porting the file back restores it. A summary of automatic, needs-review and manual
        changes, with file and line (in the ported output), goes to standard error.

        EXIT STATUS: 0 on success, 1 when a file cannot be read or written, 2 for a usage error.
        """

    var source: PortingStyle?
    var target: PortingStyle?
    var files: [String]
    var inPlace: Bool
    var guide: (PortingStyle, PortingStyle)?

    init(arguments: [String]) throws(UsageError) {
        let scanner = try ArgumentScanner(
            arguments, single: ["--from", "--to"], multiple: ["--guide"], flagNames: ["--in-place"])
        inPlace = scanner.flag("--in-place")
        let guideStyles = scanner.values("--guide")
        if !guideStyles.isEmpty {
            guard guideStyles.count == 2 else { throw UsageError("--guide takes two styles: FROM TO") }
            guide = (try Self.style(guideStyles[0]), try Self.style(guideStyles[1]))
            files = scanner.positionals
            guard files.isEmpty, scanner.value("--from") == nil, scanner.value("--to") == nil, !inPlace else {
                throw UsageError("--guide takes no files and no other options")
            }
            return
        }
        guard let from = scanner.value("--from") else { throw UsageError("--from STYLE is required") }
        guard let to = scanner.value("--to") else { throw UsageError("--to STYLE is required") }
        source = try Self.style(from)
        target = try Self.style(to)
        files = scanner.positionals
        guard !files.isEmpty else { throw UsageError("no files to port") }
    }

    static func style(_ name: String) throws(UsageError) -> PortingStyle {
        guard let style = PortingStyle(name: name) else {
            throw UsageError(
                "unknown style '\(name)'; use " + PortingStyle.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return style
    }

    func run() throws -> Int32 {
        if let (from, to) = guide {
            Output.print(PortingGuide.article(from: from, to: to))
            return ExitStatus.success
        }
        guard let source, let target else { return ExitStatus.usage }
        let porter = Porter(from: source, to: target)
        var changes: [PortChange] = []
        var status = ExitStatus.success
        for file in files {
            let text: String
            do {
                text = try String(contentsOf: URL(fileURLWithPath: file), encoding: .utf8)
            } catch {
                Output.error("error: cannot read \(file): \(error.localizedDescription)")
                status = ExitStatus.failure
                continue
            }
            let result = porter.port(text, file: file)
            changes += result.changes
            if inPlace {
                do {
                    try Data(result.output.utf8).write(to: URL(fileURLWithPath: file))
                } catch {
                    Output.error("error: cannot write \(file): \(error.localizedDescription)")
                    status = ExitStatus.failure
                }
            } else {
                if files.count > 1 { Output.print("// ==== \(file)") }
                FileHandle.standardOutput.write(Data(result.output.utf8))
            }
        }
        Output.error(Self.summary(changes, from: source, to: target))
        return status
    }

    /// The change summary: counts by kind, then one line per change.
    static func summary(_ changes: [PortChange], from source: PortingStyle, to target: PortingStyle) -> String {
        var lines = [
            "port \(source) → \(target): "
                + PortChange.Kind.allCases.map { kind in "\(changes.filter { $0.kind == kind }.count) \(kind.rawValue)"
                }
                .joined(separator: ", ")
        ]
        for change in changes {
            lines.append("\(change.file):\(change.line): \(change.kind.rawValue): \(change.concept): \(change.message)")
        }
        return lines.joined(separator: "\n")
    }
}
