import Foundation
import Testing

/// `mapcompat fuzz` as a user runs it: output, files and exit statuses.
struct FuzzCommandLineTests {
    private func mapcompat(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let binary = try #require(CommandLineTests.binary, "build the mapcompat product before running these tests")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self)
        )
    }

    @Test func usageErrorsExitWithTwo() throws {
        for arguments in [
            ["fuzz", "--runs", "-3"], ["fuzz", "--runs", "many"], ["fuzz", "--seed", "x"],
            ["fuzz", "--format", "yaml"],
            ["fuzz", "--adapter", "nobody"], ["fuzz", "extra"], ["fuzz", "--frobnicate"],
        ] {
            let run = try mapcompat(arguments)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.stderr.hasPrefix("error: "), "\(arguments)")
        }
    }

    @Test func noDivergenceExitsWithZeroAndWritesNothing() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("mapcompat-fuzz-\(UUID())").path
        let run = try mapcompat([
            "fuzz", "--adapter", "core", "--runs", "20", "--seed", "3", "--out", out, "--format", "json",
        ])
        #expect(run.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["format"] as? String == "mapcompat-fuzz/1")
        #expect(object["runs"] as? Int == 20)
        #expect(object["seed"] as? Int == 3)
        #expect((object["divergences"] as? [Any])?.isEmpty == true)
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func helpDescribesTheCommand() throws {
        let run = try mapcompat(["fuzz", "--help"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("USAGE: mapcompat fuzz [--adapter ID ...] [--runs N] [--seed S] [--out DIR]"))
    }
}
