import Foundation
import Testing

/// Runs the built `mapcompat` executable, as a user would, and checks its output and exit status.
struct CommandLineTests {
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

    private func mapcompat(_ arguments: String..., environment: [String: String] = [:]) throws -> Run {
        try mapcompat(arguments, environment: environment)
    }

    private func mapcompat(_ arguments: [String], environment: [String: String] = [:]) throws -> Run {
        let binary = try #require(Self.binary, "build the mapcompat product before running these tests")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("TEST_") }
            .merging(environment) { $1 }
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

    private func temporarySpecs(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mapcompat-cli-\(UUID())")
        for (name, text) in files {
            let url = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    @Test func helpIsShownForEveryCommand() throws {
        let root = try mapcompat("--help")
        #expect(root.status == 0)
        #expect(root.stdout.contains("USAGE: mapcompat <subcommand> [options]"))
        for command in ["conformance", "replay", "adapters"] {
            let help = try mapcompat(command, "--help")
            #expect(help.status == 0)
            #expect(help.stdout.contains("USAGE: mapcompat \(command)"))
        }
    }

    @Test func usageErrorsExitWithTwo() throws {
        for arguments in [
            ["frobnicate"], ["conformance", "--format", "yaml"], ["conformance", "--shard", "4/3"],
            ["conformance", "--adapter", "nobody"], ["conformance", "--specs", "/no/such/place"], ["replay"],
        ] {
            let run = try mapcompat(arguments)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.stderr.hasPrefix("error: "), "\(arguments)")
        }
        #expect(try mapcompat([]).status == 2)
    }

    @Test func invalidSpecsAreReportedAsErrorsNamingFileAndPath() throws {
        let root = try temporarySpecs([
            "ok.json": #"{"format": "mapcompat-spec/1", "title": "t"}"#,
            "bad.json": #"{"format": "mapcompat-spec/1", "title": "t", "steps": [{"wait": -1}], "extra": 1}"#,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try mapcompat("conformance", "--specs", root.path)
        #expect(run.status == 1)
        let output = run.stdout + run.stderr
        #expect(output.contains("bad.json: $.extra: unknown field \"extra\" is ignored"))
        #expect(output.contains("- $.steps[0].wait: -1 is negative"))
        #expect(run.stdout.contains("ERROR bad [core]"))
        #expect(run.stdout.contains("2 specs × "))
        #expect(run.stdout.contains("core 1/0/0/0/1"))
        let filtered = try mapcompat("conformance", "--specs", root.path, "--filter", "ok")
        #expect(filtered.status == 0)
        let sharded = try mapcompat(
            "conformance", "--specs", root.path, environment: ["TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "1"])
        #expect(sharded.status == 0, "shard 2 of 2 holds only ok.json")
    }

    @Test func adaptersListsThePlugins() throws {
        let run = try mapcompat("adapters")
        #expect(run.status == 0)
        #expect(!run.stdout.isEmpty)
    }

    @Test func aDoubleTapTheVendorsCannotReportIsPartialNotNotApplicable() throws {
        // NAVER reports no double-tap event, but performs the double tap and reads the camera back: the
        // behaviour is checked, the event is named as unchecked, and nothing counts as failed.
        let run = try mapcompat(
            "conformance", "--filter", "gestures/double-tap/zooms-in-about-tap", "--adapter", "core", "--adapter",
            "naver", "--format", "json")
        #expect(run.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let results = try #require(object["results"] as? [[String: Any]])
        let naver = try #require(results.first { $0["adapter"] as? String == "naver" })
        #expect(naver["status"] as? String == "partial")
        let checks = try #require(naver["checks"] as? [String: Any])
        #expect(checks["unchecked"] as? [String] == ["events[0] mapDoubleTap"])
        #expect(checks["made"] as? Int == checks["held"] as? Int)
        let text = try mapcompat(
            "conformance", "--filter", "gestures/double-tap/zooms-in-about-tap", "--adapter", "core", "--adapter",
            "naver")
        #expect(text.stdout.contains("partial 6/7"))
        #expect(text.stdout.contains("checks made: core 6/6 (100 %), naver 6/7 (85 %)"))
    }

    /// `lint` reads a folder of screens: a near miss fails it with the line and the requirement, a clean
    /// folder passes, a missing path is a usage error.
    @Test func lintNamesANearMissAndItsRequirement() throws {
        let root = try temporarySpecs([
            "Screens/PinScreen.swift": """
            final class PinScreen: NSObject, RMMapViewDelegate {
                func tap(on annotation: RMAnnotation!, onMap map: RMMapView!) {}
                func mapView(_ mapView: RMMapView!, shouldDragAnnotation annotation: RMAnnotation!) -> Bool { true }
            }
            """,
            "Clean/StoreScreen.swift": """
            extension StoreScreen: MLNMapViewDelegate {
                func mapView(_ mapView: MLNMapView, didSelect annotation: any MLNAnnotation) {}
            }
            """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let found = try mapcompat("lint", root.appendingPathComponent("Screens").path)
        #expect(found.status == 1)
        #expect(found.stdout.contains("PinScreen.swift:3:10: warning: 'mapView(_:shouldDragAnnotation:)' of PinScreen"))
        #expect(found.stdout.contains("the requirement is func mapView(_ mapView: RMMapView!, shouldDrag annotation:"))
        #expect(found.stdout.hasSuffix("1 near-miss method in 1 file\n"))
        let clean = try mapcompat("lint", root.appendingPathComponent("Clean").path)
        #expect(clean.status == 0)
        #expect(clean.stdout == "no near-miss delegate methods in 1 file\n")
        #expect(try mapcompat("lint", root.appendingPathComponent("Nowhere").path).status == 2)
        #expect(try mapcompat("lint").status == 2)
    }
}
