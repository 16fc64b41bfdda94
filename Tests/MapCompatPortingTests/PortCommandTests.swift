import Foundation
import MapCompatPorting
import Testing

/// `mapcompat port` run as a user runs it (the built binary): files and folders, `--output`, `--in-place`,
/// `--summary`, and its usage errors. The ported text is the library's ``Porter`` output, byte for byte.
@Suite final class PortCommandTests {
    /// The folders a test made, removed when it ends (Swift Testing makes an instance per test).
    private var folders: [URL] = []

    deinit {
        for folder in folders { try? FileManager.default.removeItem(at: folder) }
    }

    /// The `mapcompat` binary next to the test bundle (SwiftPM builds every product before testing).
    static let binary: URL? = {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("mapcompat")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        return nil
    }()

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs the binary with its output sent to files (a pipe read after the other could fill and stall).
    func mapcompat(_ arguments: [String]) throws -> Run {
        let binary = try #require(Self.binary, "build the mapcompat product before running these tests")
        let folder = try temporaryFolder()
        let out = folder.appendingPathComponent("stdout")
        let err = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: try text(of: out), stderr: try text(of: err))
    }

    /// A file's text, read through a file handle: `String(contentsOf:)` leaks its buffer for an empty file in
    /// this toolchain's Foundation, which the address-sanitized CI run reports.
    func text(of file: URL) throws -> String {
        let handle = try FileHandle(forReadingFrom: file)
        defer { try? handle.close() }
        return String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self)
    }

    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("mapcompat-port-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        folders.append(url)
        return url
    }

    /// A project folder of two NAVER corpus screens (one in a subfolder) and a file that is not Swift.
    func project() throws -> (root: URL, files: [String: String]) {
        let root = try temporaryFolder().appendingPathComponent("App")
        let screens = try Corpus.screens(.naver).prefix(2)
        var files: [String: String] = [:]
        for (index, screen) in screens.enumerated() {
            let relative = index == 0 ? "\(screen.name).swift" : "Screens/\(screen.name).swift"
            files[relative] = screen.text
            let url = root.appendingPathComponent(relative)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(screen.text.utf8).write(to: url)
        }
        try Data("not swift".utf8).write(to: root.appendingPathComponent("README.md"))
        return (root, files)
    }

    func ported(_ text: String, _ from: PortingStyle = .naver, _ to: PortingStyle = .maplibre) -> String {
        Porter(from: from, to: to).port(text).output
    }

    @Test func aFileGoesToStandardOutputAndItsChangesToStandardError() throws {
        let (root, files) = try project()
        let (relative, text) = try #require(files.min { $0.key < $1.key })
        let run = try mapcompat([
            "port", "--from", "naver", "--to", "maplibre", root.appendingPathComponent(relative).path,
        ])
        #expect(run.status == 0)
        #expect(run.stdout == ported(text))
        #expect(run.stderr.hasPrefix("port naver → maplibre: "))
        #expect(run.stderr.contains("\(relative):"))
    }

    @Test func aFolderIsPortedFileByFileUnderOutputKeepingRelativePaths() throws {
        let (root, files) = try project()
        let output = try temporaryFolder().appendingPathComponent("Ported")
        let run = try mapcompat(["port", "--from", "naver", "--to", "tomtom", "--output", output.path, root.path])
        #expect(run.status == 0)
        #expect(run.stdout.isEmpty)
        for (relative, text) in files {
            let written = try String(contentsOf: output.appendingPathComponent(relative), encoding: .utf8)
            #expect(written == ported(text, .naver, .tomtom), "\(relative)")
        }
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("README.md").path))
        // The sources are untouched.
        for (relative, text) in files {
            #expect(try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8) == text)
        }
    }

    @Test func aFileGivenAloneIsWrittenUnderItsNameInOutput() throws {
        let (root, files) = try project()
        let relative = try #require(files.keys.first { $0.hasPrefix("Screens/") })
        let output = try temporaryFolder()
        let run = try mapcompat([
            "port", "--from", "naver", "--to", "rm", "--output", output.path,
            root.appendingPathComponent(relative).path,
        ])
        #expect(run.status == 0)
        let name = URL(fileURLWithPath: relative).lastPathComponent
        let written = try String(contentsOf: output.appendingPathComponent(name), encoding: .utf8)
        #expect(written == ported(files[relative] ?? "", .naver, .rm))
    }

    @Test func inPlaceRewritesEveryFileOfTheFolder() throws {
        let (root, files) = try project()
        let run = try mapcompat(["port", "--from", "naver", "--to", "maplibre", "--in-place", root.path])
        #expect(run.status == 0)
        #expect(run.stdout.isEmpty)
        for (relative, text) in files {
            let written = try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
            #expect(written == ported(text), "\(relative)")
        }
        #expect(try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8) == "not swift")
    }

    @Test func manyFilesToStandardOutputAreHeadedByTheirPaths() throws {
        let (root, files) = try project()
        let run = try mapcompat(["port", "--from", "naver", "--to", "maplibre", root.path])
        #expect(run.status == 0)
        #expect(run.stdout.components(separatedBy: "// ==== ").count == files.count + 1)
        for text in files.values { #expect(run.stdout.contains(ported(text))) }
    }

    @Test func summaryPrintsTheLineCountsOfEveryFileAndTheTotal() throws {
        let (root, files) = try project()
        let output = try temporaryFolder()
        let run = try mapcompat([
            "port", "--from", "naver", "--to", "tomtom", "--output", output.path, "--summary", root.path,
        ])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == files.count + 1)
        var total = PortLineCounts()
        for (relative, text) in files {
            let counts = PortLineCounts(output: ported(text, .naver, .tomtom), target: .tomtom)
            total = total + counts
            let row = lines.first { $0.hasPrefix(root.appendingPathComponent(relative).path + ": ") }
            #expect(row == root.appendingPathComponent(relative).path + ": " + counts.summary, "\(relative)")
        }
        #expect(lines.last == "total (\(files.count) files): \(total.summary)")
        #expect(total.summary.hasPrefix("\(total.automatic) automatic, \(total.review) to review, "))
    }

    @Test func usageErrorsAndMissingFilesAreReported() throws {
        let (root, _) = try project()
        let both = try mapcompat([
            "port", "--from", "naver", "--to", "rm", "--in-place", "--output", "/tmp/x", root.path,
        ])
        #expect(both.status == 2)
        let none = try mapcompat(["port", "--from", "naver", "--to", "rm"])
        #expect(none.status == 2)
        let style = try mapcompat(["port", "--from", "bing", "--to", "rm", root.path])
        #expect(style.status == 2)
        #expect(style.stderr.contains("unknown style 'bing'"))
        let missing = root.appendingPathComponent("Nowhere.swift").path
        let lost = try mapcompat(["port", "--from", "naver", "--to", "rm", missing, root.path])
        #expect(lost.status == 1)
        #expect(lost.stderr.contains("no such file or folder: \(missing)"))
        #expect(lost.stdout.contains("// ==== "))
    }

    @Test func coverageTableIsPrinted() throws {
        let text = try mapcompat(["port", "--coverage"])
        #expect(text.status == 0)
        #expect(text.stdout == PortingCoverage().text)
        let json = try mapcompat(["port", "--coverage", "--format", "json"])
        #expect(json.stdout == PortingCoverage().json)
        #expect(try mapcompat(["port", "--coverage", "--format", "yaml"]).status == 2)
        #expect(try mapcompat(["port", "--coverage", "--from", "naver"]).status == 2)
        #expect(try mapcompat(["port", "--format", "json", "--from", "naver", "--to", "rm", "x.swift"]).status == 2)
    }
}
