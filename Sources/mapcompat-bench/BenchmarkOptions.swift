import Foundation

/// `--name value` options of a benchmark, with defaults.
struct BenchmarkOptions {
    private var values: [String: String] = [:]

    init(_ arguments: [String]) {
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            if argument.hasPrefix("--"), index + 1 < arguments.endIndex {
                values[String(argument.dropFirst(2))] = arguments[index + 1]
                index += 2
            } else {
                index += 1
            }
        }
    }

    /// The text of option `name`, if given.
    func string(_ name: String) -> String? { values[name] }

    /// The integer option `name`, or `fallback` when absent; exits with status 2 when it is not a number.
    func int(_ name: String, default fallback: Int) -> Int {
        guard let text = values[name] else { return fallback }
        guard let value = Int(text.replacingOccurrences(of: "_", with: "")), value > 0 else {
            FileHandle.standardError.write(Data("mapcompat-bench: --\(name) takes a positive whole number\n".utf8))
            exit(2)
        }
        return value
    }
}
