import Foundation
import MapCompatPorting
import MapCompatSyntax

/// `mapcompat-bench syntax [--lines N] [--corpus PATH] [--rounds R]`: per style, the 10,000-line file the
/// port benchmark makes (that style's porting-corpus screens concatenated until the text has N lines),
/// parsed into a ``SyntaxTree`` and printed back from the tree, R times (default 5); then its names resolved.
/// Prints per style `<style>_lines_per_second` (the fastest round, on the wall clock), and over the four files
/// `lines_per_second` (the slowest style's), `cpu_lines_per_second`, `resolve_lines_per_second`, and the tree's
/// size (`tokens`, `nodes`, `unknown_tokens`). Each printed tree is checked to equal its source (untimed).
func runSyntaxBenchmark(_ arguments: [String]) {
    let options = BenchmarkOptions(arguments)
    let lines = options.int("lines", default: 10_000)
    let rounds = options.int("rounds", default: 5)
    let corpus = URL(fileURLWithPath: options.string("corpus") ?? defaultCorpusPath)
    var slowest = Double.infinity
    var slowestCPU = Double.infinity
    var slowestResolve = Double.infinity
    var fileLines = 0
    var tokens = 0
    var nodes = 0
    var unknown = 0
    do {
        for style in PortingStyle.allCases {
            let file = try largeFile(style, corpus: corpus, lines: lines)
            fileLines = max(fileLines, file.lines)
            var fastest = Double.infinity
            var fastestCPU = Double.infinity
            var tree = SyntaxTree(parsing: "")
            var printed = ""
            for _ in 0..<rounds {
                let cpuStart = processCPUSeconds()
                let seconds = measure("parse") {
                    tree = SyntaxTree(parsing: file.text)
                    printed = tree.root.syntax.printed
                }
                fastest = min(fastest, seconds)
                fastestCPU = min(fastestCPU, processCPUSeconds() - cpuStart)
            }
            guard printed == file.text else {
                FileHandle.standardError.write(Data("mapcompat-bench: the \(style) tree does not print back\n".utf8))
                exit(1)
            }
            let resolving = measure("resolve") { _ = NameResolver(tree) }
            tokens += tree.tokenCount
            nodes += tree.nodeCount
            unknown += unknownTokens(tree)
            print("\(style)_lines_per_second=\(Int(Double(file.lines) / fastest))")
            slowest = min(slowest, Double(file.lines) / fastest)
            slowestCPU = min(slowestCPU, Double(file.lines) / fastestCPU)
            slowestResolve = min(slowestResolve, Double(file.lines) / resolving)
        }
    } catch {
        FileHandle.standardError.write(Data("mapcompat-bench: \(error)\n".utf8))
        exit(1)
    }
    print("lines=\(fileLines)")
    print("rounds=\(rounds)")
    print("lines_per_second=\(Int(slowest))")
    print("cpu_lines_per_second=\(Int(slowestCPU))")
    print("resolve_lines_per_second=\(Int(slowestResolve))")
    print("tokens=\(tokens)")
    print("nodes=\(nodes)")
    print("unknown_tokens=\(unknown)")
}

/// How many of `tree`'s tokens lie in unknown nodes.
private func unknownTokens(_ tree: SyntaxTree) -> Int {
    var count = 0
    tree.root.walk { node in
        guard node.kind == .unknown else { return .visitChildren }
        count += node.tokens.count
        return .skipChildren
    }
    return count
}
