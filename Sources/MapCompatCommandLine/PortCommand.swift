import Foundation
import MapCompatPorting

/// `mapcompat port`: rewrites Swift source from one vendor style to another, or prints a porting guide.
struct PortCommand: Command {
    static let name = "port"
    static let abstract = "Port Swift source between vendor styles (naver, maplibre, tomtom, rm, mapkit, google)."
    static let usage = """
        OVERVIEW: \(abstract)

        USAGE: mapcompat port --from STYLE --to STYLE [--output DIR | --in-place] [--summary] PATH ...
               mapcompat port --guide FROM TO
               mapcompat port --coverage [--format text|json]

        OPTIONS:
          --from STYLE       The style the files are written in: naver, maplibre, tomtom, rm, the described
                             styles mapkit (Apple MapKit) and google (Google Maps SDK for iOS), or a style
                             the program was built with (MapCompatCommand.main(plugins:portingStyles:)).
          --to STYLE         The style to write.
          --output DIR       Write each ported file under DIR, keeping its path relative to the folder given
                             (or its name, for a file given alone).
          --in-place         Rewrite the files.
          --summary          Print, per file, the code lines ported automatically, to review, to port by hand
                             (manual), and commented out because the target has no counterpart (not
                             expressible), with the share of expressible lines ported automatically.
          --guide FROM TO    Print the porting guide (a DocC article) for one direction instead.
          --coverage         Print, for every public adapter member and each other style, whether a port
                             rewrites it (rule), notes the target's spelling (guided) or has no equivalent
                             (with the reason); --format json for tools.
          -h, --help         Show this help.

        A PATH is a Swift file or a folder, searched for .swift files. Without --output or --in-place the ported
        source goes to standard output. Strings and comments are never rewritten. What the target style cannot
        express is commented out under a '// PORT:' note; porting the file back restores it. The changes, with
        file and line (in the ported output), go to standard error.

        EXIT STATUS: 0 on success, 1 when a file cannot be read or written, 2 for a usage error.
        """

    /// `--from` and `--to`, read against the built-in styles and ``portingStyles`` when the command runs.
    var sourceName: String?
    var targetName: String?
    var paths: [String]
    var inPlace: Bool
    var output: String?
    var summary: Bool
    var guide: (String, String)?
    /// `--coverage`: the format of the coverage table (`text` or `json`).
    var coverage: String?

    init(arguments: [String]) throws(UsageError) {
        let scanner = try ArgumentScanner(
            arguments, single: ["--from", "--to", "--output", "--format"], multiple: ["--guide"],
            flagNames: ["--in-place", "--summary", "--coverage"])
        inPlace = scanner.flag("--in-place")
        summary = scanner.flag("--summary")
        output = scanner.value("--output")
        if scanner.flag("--coverage") {
            coverage = scanner.value("--format") ?? "text"
            paths = scanner.positionals
            guard ["text", "json"].contains(coverage), paths.isEmpty, scanner.value("--from") == nil,
                scanner.value("--to") == nil, scanner.values("--guide").isEmpty, !inPlace, output == nil, !summary
            else { throw UsageError("--coverage takes only --format text|json") }
            return
        }
        guard scanner.value("--format") == nil else { throw UsageError("--format goes with --coverage") }
        let guideStyles = scanner.values("--guide")
        if !guideStyles.isEmpty {
            guard guideStyles.count == 2 else { throw UsageError("--guide takes two styles: FROM TO") }
            guide = (guideStyles[0], guideStyles[1])
            paths = scanner.positionals
            guard paths.isEmpty, scanner.value("--from") == nil, scanner.value("--to") == nil, !inPlace,
                output == nil, !summary
            else {
                throw UsageError("--guide takes no files and no other options")
            }
            return
        }
        guard let from = scanner.value("--from") else { throw UsageError("--from STYLE is required") }
        guard let to = scanner.value("--to") else { throw UsageError("--to STYLE is required") }
        sourceName = from
        targetName = to
        paths = scanner.positionals
        guard !paths.isEmpty else { throw UsageError("no files to port") }
        guard !(inPlace && output != nil) else { throw UsageError("--in-place and --output exclude each other") }
    }

    /// The styles besides the built-in ones (a package's own, from ``MapCompatCommand/main(plugins:portingStyles:)``).
    var portingStyles: [PortingStyle] = []

    /// The style named `name`, among the built-in styles, ``portingStyles`` and the described styles (a program's
    /// own style of the same id wins over a described one).
    func style(_ name: String) throws(UsageError) -> PortingStyle {
        let styles = PortingStyle.allCases + portingStyles + PortingStyle.described
        guard let style = PortingStyle.named(name, among: styles) else {
            throw UsageError("unknown style '\(name)'; use " + styles.map(\.id).joined(separator: ", "))
        }
        return style
    }

    /// The Swift files of the paths given: a file as it is, a folder's `.swift` files (sorted), each with the
    /// path to write it under relative to `--output`.
    static func files(_ paths: [String]) -> (files: [(path: String, relative: String)], missing: [String]) {
        var files: [(String, String)] = []
        var missing: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                missing.append(path)
                continue
            }
            guard isDirectory.boolValue else {
                files.append((path, URL(fileURLWithPath: path).lastPathComponent))
                continue
            }
            let base = URL(fileURLWithPath: path).standardizedFileURL.path
            let found = (manager.enumerator(atPath: path)?.allObjects as? [String] ?? [])
                .filter { $0.hasSuffix(".swift") }.sorted()
            for relative in found {
                files.append((URL(fileURLWithPath: base).appendingPathComponent(relative).path, relative))
            }
        }
        return (files, missing)
    }

    func run() throws -> Int32 {
        if let coverage {
            let table = PortingCoverage()
            FileHandle.standardOutput.write(Data((coverage == "json" ? table.json : table.text).utf8))
            return table.missing.isEmpty ? ExitStatus.success : ExitStatus.failure
        }
        if let (from, to) = guide {
            Output.print(PortingGuide.article(from: try style(from), to: try style(to)))
            return ExitStatus.success
        }
        guard let sourceName, let targetName else { return ExitStatus.usage }
        let source = try style(sourceName)
        let target = try style(targetName)
        let porter = Porter(from: source, to: target)
        var changes: [PortChange] = []
        var counts: [(String, PortLineCounts)] = []
        var status = ExitStatus.success
        let (files, missing) = Self.files(paths)
        for path in missing {
            Output.error("error: no such file or folder: \(path)")
            status = ExitStatus.failure
        }
        // The files are read first: ported together, each knows the names the others declare (one module).
        var texts: [(file: String, relative: String, text: String)] = []
        for (file, relative) in files {
            do {
                texts.append((file, relative, try String(contentsOf: URL(fileURLWithPath: file), encoding: .utf8)))
            } catch {
                Output.error("error: cannot read \(file): \(error.localizedDescription)")
                status = ExitStatus.failure
            }
        }
        let module = ModuleNames(texts.map(\.text), porter: porter)
        for (file, relative, text) in texts {
            let result = porter.port(text, file: file, module: module)
            changes += result.changes
            counts.append((file, PortLineCounts(output: result.output, target: target)))
            if inPlace || output != nil {
                let destination =
                    output.map { URL(fileURLWithPath: $0).appendingPathComponent(relative) }
                    ?? URL(fileURLWithPath: file)
                do {
                    try FileManager.default.createDirectory(
                        at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try Data(result.output.utf8).write(to: destination)
                } catch {
                    Output.error("error: cannot write \(destination.path): \(error.localizedDescription)")
                    status = ExitStatus.failure
                }
            } else {
                if files.count > 1 { Output.print("// ==== \(file)") }
                Output.write(result.output)
            }
        }
        if summary { Output.print(Self.lineSummary(counts)) }
        Output.error(Self.summary(changes, from: source, to: target))
        return status
    }

    /// Per file: code lines ported automatically, to review, manual and not expressible, with the share of
    /// expressible lines ported automatically; then the total.
    static func lineSummary(_ counts: [(String, PortLineCounts)]) -> String {
        let total = counts.reduce(PortLineCounts()) { $0 + $1.1 }
        return (counts.map { "\($0.0): \($0.1.summary)" } + ["total (\(counts.count) files): \(total.summary)"])
            .joined(separator: "\n")
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
