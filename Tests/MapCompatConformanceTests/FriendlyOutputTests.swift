import Foundation
import Testing

/// Colour and progress only on a terminal and never with NO_COLOR; `--quiet`; `--validate`; `replay --svg`.
struct FriendlyOutputTests {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static let escape = "\u{1B}["
    static let failingFolder = SpecFixtureTests.fixtures.appendingPathComponent("failing").path

    private func mapcompat(_ arguments: [String], environment: [String: String] = [:]) throws -> Run {
        let binary = try #require(CommandLineTests.binary, "build the mapcompat product before running these tests")
        return try launch(binary.path, arguments, environment: environment)
    }

    private func launch(_ executable: String, _ arguments: [String], environment: [String: String]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("TEST_") }
            .filter { $0.key != "NO_COLOR" }.merging(environment) { $1 }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    @Test func outputToAPipeHasNoEscapeCodesAndShowsTheAlignedDiff() throws {
        let run = try mapcompat(["conformance", "--specs", Self.failingFolder, "--adapter", "core"])
        #expect(run.status == 1)
        #expect(!run.stdout.contains(Self.escape))
        #expect(!run.stderr.contains(Self.escape))
        #expect(!run.stderr.contains("\r"))
        #expect(run.stdout.contains("FAIL pan-from-a-marker [core]"))
        // The expected and observed traces side by side, the first difference marked.
        #expect(run.stdout.split(separator: "\n").contains { $0.hasPrefix("      > ") })
    }

    @Test func quietPrintsOnlyWhatDidNotPassAndTheSummary() throws {
        let run = try mapcompat(["conformance", "--specs", Self.failingFolder, "--adapter", "core", "--quiet"])
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("FAIL pan-from-a-marker [core]") == true)
        #expect(!lines.contains { $0.hasPrefix("spec ") })
        #expect(lines.last?.contains("1 failed") == true)
        #expect(!run.stderr.contains("warning"))
    }

    @Test func validateListsEveryFileWithItsVerdict() throws {
        let malformed = SpecFixtureTests.fixtures.appendingPathComponent("malformed").path
        let run = try mapcompat(["conformance", "--validate", "--specs", Self.failingFolder, malformed])
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("valid \(Self.failingFolder)/pan-from-a-marker.json"))
        #expect(lines.contains("invalid \(malformed)/nan.json"))
        #expect(lines.filter { $0.hasPrefix("invalid ") }.count == SpecFixtureTests.files("malformed").count)
        #expect(run.stderr.contains("nan.json is not a valid spec"))
    }

    @Test func replayWritesThePicture() throws {
        let svg = FileManager.default.temporaryDirectory.appendingPathComponent("replay-\(UUID()).svg")
        defer { try? FileManager.default.removeItem(at: svg) }
        let run = try mapcompat(["replay", TraceSVGTests.failing, "--svg", svg.path])
        #expect(run.status == 0)
        #expect(run.stdout.contains("diverged at 0.958 s"))
        let text = try String(contentsOf: svg, encoding: .utf8)
        #expect(text.contains("class=\"touch-path\"") && text.contains("divergent-event"))
    }

    /// On a terminal (a pseudo-terminal from util-linux `script`), the report is in colour, unless NO_COLOR.
    @Test func colourOnlyOnATerminalAndNeverWithNoColor() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script"),
            let binary = CommandLineTests.binary
        else { return }
        let command = "\(binary.path) conformance --specs \(Self.failingFolder) --adapter core"
        let coloured = try launch("/usr/bin/script", ["-qec", command, "/dev/null"], environment: ["TERM": "xterm"])
        #expect(coloured.stdout.contains(Self.escape + "31mFAIL"))
        let plain = try launch(
            "/usr/bin/script", ["-qec", command, "/dev/null"], environment: ["TERM": "xterm", "NO_COLOR": "1"])
        #expect(plain.stdout.contains("FAIL pan-from-a-marker"))
        #expect(!plain.stdout.contains(Self.escape + "31m"))
    }
}
