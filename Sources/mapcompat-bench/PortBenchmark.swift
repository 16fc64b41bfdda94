import Foundation
import MapCompatPorting

/// `mapcompat-bench port [--lines N] [--corpus PATH] [--rounds R] [--output DIR] [--from STYLE] [--to STYLE]`:
/// per source style, one file of at least N lines (default 10,000) made by concatenating that style's
/// porting-corpus screens over and over, ported to each of the three other styles R times (default 1); prints
/// the figures of every direction
/// (`maplibre_to_naver_lines_per_s=…`) and `lines=… ports=… seconds_max=… lines_per_s_min=…` over all twelve.
/// Reading and concatenating the screens is not timed; each port, from text to text, is, on the wall clock and
/// in this process's CPU time (`cpu_seconds`: on a shared machine the wall clock counts other processes too),
/// as phase `port` (`--count port`).
/// `--from` and `--to` keep only the directions from or to one style (for profiling one direction).
/// With `--output`, each port's text is written (untimed) to `DIR/<source>_to_<target>.swift`, so that a change
/// meant only to be faster can be shown to leave every output byte-identical.
func runPortBenchmark(_ arguments: [String]) {
    let options = BenchmarkOptions(arguments)
    let lines = options.int("lines", default: 10_000)
    let rounds = options.int("rounds", default: 1)
    let corpus = URL(fileURLWithPath: options.string("corpus") ?? defaultCorpusPath)
    let outputFolder = options.string("output").map { URL(fileURLWithPath: $0) }
    var slowest = 0.0
    var slowestCPU = 0.0
    var ports = 0
    var fileLines = 0
    do {
        for source in PortingStyle.allCases where options.string("from").map({ $0 == source.id }) ?? true {
            let file = try largeFile(source, corpus: corpus, lines: lines)
            fileLines = max(fileLines, file.lines)
            for target in PortingStyle.allCases
            where target != source && options.string("to").map({ $0 == target.id }) ?? true {
                let porter = Porter(from: source, to: target)
                var outputLines = 0
                var output = ""
                let cpuStart = processCPUSeconds()
                let seconds =
                    measure("port") {
                        for _ in 0..<rounds {
                            output = porter.port(file.text, file: "large.swift").output
                        }
                    } / Double(rounds)
                let cpu = (processCPUSeconds() - cpuStart) / Double(rounds)
                outputLines = output.utf8.count { $0 == UInt8(ascii: "\n") } + 1
                ports += rounds
                slowest = max(slowest, seconds)
                slowestCPU = max(slowestCPU, cpu)
                let key = "\(source)_to_\(target)"
                if let outputFolder {
                    try FileManager.default.createDirectory(at: outputFolder, withIntermediateDirectories: true)
                    try output.write(
                        to: outputFolder.appendingPathComponent("\(key).swift"), atomically: true, encoding: .utf8)
                }
                print("\(key)_seconds=\(String(format: "%.4f", seconds))")
                print("\(key)_cpu_seconds=\(String(format: "%.4f", cpu))")
                print("\(key)_lines_per_s=\(Int(Double(file.lines) / seconds))")
                print("\(key)_output_lines=\(outputLines)")
            }
        }
    } catch {
        FileHandle.standardError.write(Data("mapcompat-bench: \(error)\n".utf8))
        exit(1)
    }
    print("lines=\(fileLines)")
    print("ports=\(ports)")
    print("seconds_max=\(String(format: "%.4f", slowest))")
    print("lines_per_s_min=\(Int(Double(fileLines) / slowest))")
    print("cpu_seconds_max=\(String(format: "%.4f", slowestCPU))")
    print("cpu_lines_per_s_min=\(Int(Double(fileLines) / slowestCPU))")
}

/// The CPU time this process has used, in seconds.
func processCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

/// The screens of `style` under `corpus/<style>/`, concatenated (in name order, over and over) until the text
/// has at least `lines` lines.
func largeFile(_ style: PortingStyle, corpus: URL, lines: Int) throws -> (text: String, lines: Int) {
    let folder = corpus.appendingPathComponent(style.id)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        .sorted()
    let screens = try names.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
    guard !screens.isEmpty else {
        throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: folder.path])
    }
    var pieces: [String] = []
    var count = 0
    while count < lines {
        let screen = screens[pieces.count % screens.count]
        pieces.append(screen)
        count += screen.split(separator: "\n", omittingEmptySubsequences: false).count
    }
    let text = pieces.joined(separator: "\n")
    return (text, text.split(separator: "\n", omittingEmptySubsequences: false).count)
}

/// `Tests/MapCompatPortingTests/Corpus/` of the package this benchmark was built from.
let defaultCorpusPath = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Tests/MapCompatPortingTests/Corpus").path
