import Foundation
import MapCompatPorting

/// `mapcompat lint`: the delegate methods of a screen that nearly match a requirement and so are never called.
struct LintCommand: Command {
    static let name = "lint"
    static let abstract = "Find delegate methods named nearly as a requirement, which compile and are never called."
    static let usage = """
        OVERVIEW: \(abstract)

        USAGE: mapcompat lint PATH ...

        ARGUMENTS:
          PATH          A Swift file, or a folder whose .swift files are read (recursively).

        OPTIONS:
          -h, --help    Show this help.

        For every type that adopts a delegate or data-source protocol of an adapter (NMFMapViewTouchDelegate,
        MLNMapViewDelegate, MapDelegate, RMMapViewDelegate, MKMapViewDelegate, GMSMapViewDelegate…) or of a
        porting style the program was built with, each method named nearly as one of the protocol's
        requirements, but not exactly, is reported as file:line:column: warning, with the requirement's
        signature. On iOS, Swift warns about such a method of an @objc protocol; the adapters' protocols give
        every optional method a default, so the compiler cannot: run this next to your tests. Private,
        fileprivate and override methods are left alone.

        EXIT STATUS: 0 when nothing nearly matches, 1 when a method does, 2 for a usage error or a path that
        does not exist.
        """

    var paths: [String]
    var portingStyles: [PortingStyle] = []

    init(arguments: [String]) throws(UsageError) {
        let scanner = try ArgumentScanner(arguments, single: [])
        guard !scanner.positionals.isEmpty else { throw UsageError("lint takes the Swift files or folders to read") }
        paths = scanner.positionals
    }

    func run() throws -> Int32 {
        let (files, missing) = PortCommand.files(paths)
        if let path = missing.first { throw UsageError("no such file or folder: \(path)") }
        var requirements = DelegateRequirements.adapters
        for style in portingStyles { requirements.add(style) }
        var count = 0
        for file in files {
            let source: String
            do {
                source = try String(contentsOfFile: file.path, encoding: .utf8)
            } catch {
                throw UsageError("cannot read \(file.path): \(error.localizedDescription)")
            }
            for finding in requirements.nearMisses(in: source) {
                Output.print("\(file.path):\(finding.line):\(finding.column): warning: \(finding)")
                count += 1
            }
        }
        let read = "\(files.count) file\(files.count == 1 ? "" : "s")"
        Output.print(
            count == 0
                ? "no near-miss delegate methods in \(read)"
                : "\(count) near-miss method\(count == 1 ? "" : "s") in \(read)")
        return count == 0 ? ExitStatus.success : ExitStatus.failure
    }
}
