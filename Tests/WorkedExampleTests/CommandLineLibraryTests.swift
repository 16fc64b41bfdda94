import Foundation
import MapCompatCommandLine
import MapCompatTestSupport
import Testing
import WorkedExamplePlugin

/// The worked example's five-line executable, run in-process: `MapCompatCommand` with its plugin gives it the
/// subcommands and options of `mapcompat`, with `mapbox` next to `core`.
@Suite struct CommandLineLibraryTests {
    let plugins = [MapboxMapsPlugin()]
    let taps = PackagePaths.specsRoot.appendingPathComponent("taps").path

    /// A fresh folder for the files a run writes.
    func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("worked-example-cli-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func conformanceReportsMapboxBesideCore() {
        let run = MapCompatCommand.capture(
            arguments: ["conformance", "--specs", taps, "--filter", "overlay-consumes"], plugins: plugins)
        #expect(run.status == 0, "\(run.standardError)")
        let header = run.standardOutput.split(separator: "\n").first.map(String.init) ?? ""
        #expect(header.hasPrefix("spec") && header.contains("core") && header.hasSuffix("mapbox"), "\(header)")
        #expect(run.standardOutput.contains("\noverlay-consumes "))
    }

    @Test func conformanceFormatsAndShardsThroughTheLibrary() throws {
        let all = MapCompatCommand.capture(
            arguments: ["conformance", "--specs", taps, "--format", "json"], plugins: plugins)
        let first = MapCompatCommand.capture(
            arguments: ["conformance", "--specs", taps, "--format", "json", "--shard", "1/2"], plugins: plugins)
        let second = MapCompatCommand.capture(
            arguments: ["conformance", "--specs", taps, "--format", "json", "--shard", "2/2"], plugins: plugins)
        // The specs with a result for `mapbox`, from the mapcompat-report/1 JSON.
        func specCount(_ json: String) throws -> Int {
            let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
            let results = try #require(object?["results"] as? [[String: Any]])
            return Set(results.filter { $0["adapter"] as? String == "mapbox" }.compactMap { $0["spec"] as? String })
                .count
        }
        let total = try specCount(all.standardOutput)
        #expect(total > 2)
        #expect(try specCount(first.standardOutput) + specCount(second.standardOutput) == total)
        #expect(try specCount(first.standardOutput) < total)
    }

    @Test func replayDrawsTheRunOnTheWorkedExample() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = folder.appendingPathComponent("run.svg")
        let run = MapCompatCommand.capture(
            arguments: ["replay", "taps/overlay-consumes", "--adapter", "mapbox", "--svg", svg.path], plugins: plugins)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.hasPrefix("spec overlay-consumes: "))
        #expect(run.standardOutput.contains("adapter mapbox\n"))
        let picture = try String(contentsOf: svg, encoding: .utf8)
        #expect(picture.hasPrefix("<svg") || picture.hasPrefix("<?xml"))
    }

    @Test func fuzzComparesMapboxWithCore() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = MapCompatCommand.capture(
            arguments: ["fuzz", "--runs", "6", "--seed", "3", "--out", folder.path, "--format", "json"],
            plugins: plugins)
        #expect(run.status == 0 || run.status == 1, "\(run.standardError)")
        let object = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        #expect(object?["runs"] as? Int == 6, "\(run.standardOutput)")
        let ran = try #require(object?["ran"] as? [String: Int])
        #expect(Set(ran.keys) == ["mapbox"])
        #expect((ran["mapbox"] ?? 0) > 0)
    }

    @Test func unknownAdapterNamesTheRegisteredOnes() {
        let run = MapCompatCommand.capture(
            arguments: ["replay", "taps/overlay-consumes", "--adapter", "naver"], plugins: plugins)
        #expect(run.status == 2)
        #expect(run.standardError.contains("known: core, mapbox"))
    }

    @Test func helpAndUsageNameTheProgram() {
        let help = MapCompatCommand.capture(
            arguments: ["replay", "--help"], plugins: plugins, programName: "worked-example")
        #expect(help.status == 0)
        #expect(help.standardOutput.contains("USAGE: worked-example replay SPEC"))
        #expect(!help.standardOutput.contains("mapcompat replay"))
        let usage = MapCompatCommand.capture(
            arguments: ["conformance", "--jobs", "0"], plugins: plugins, programName: "worked-example")
        #expect(usage.status == 2)
        #expect(usage.standardError.hasSuffix("See 'worked-example conformance --help'.\n"))
        let root = MapCompatCommand.capture(arguments: ["--help"], plugins: plugins, programName: "worked-example")
        #expect(root.standardOutput.contains("USAGE: worked-example <subcommand> [options]"))
        #expect(root.standardOutput.contains("See 'worked-example <subcommand> --help'"))
        let port = MapCompatCommand.capture(arguments: ["port", "--help"], plugins: plugins, programName: "my-map")
        #expect(port.standardOutput.contains("       my-map port --guide FROM TO"))
    }
}
