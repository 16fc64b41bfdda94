import Foundation

/// `mapcompat-bench NAME [options] [--count PHASE]`: runs one benchmark and prints its figures as `key=value`
/// lines; `--count` keeps every phase but one out of the instructions the benchmark gate counts
/// (``countedRegion(_:)``).
let arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first else {
    FileHandle.standardError.write(
        Data("usage: mapcompat-bench hittest|gestures|conformance|fuzz|port|syntax [options] [--count PHASE]\n".utf8))
    exit(2)
}
let options = Array(arguments.dropFirst())
switch name {
case "hittest": runHitTestBenchmark(options)
case "gestures": runGestureBenchmark(options)
case "conformance": runConformanceBenchmark(options)
case "fuzz": runFuzzBenchmark(options)
case "port": runPortBenchmark(options)
case "syntax": runSyntaxBenchmark(options)
default:
    FileHandle.standardError.write(Data("mapcompat-bench: unknown benchmark '\(name)'\n".utf8))
    exit(2)
}
