/// Splits a command line into options and positional arguments.
///
/// Options are `--name value` or `--name=value`; a multi-valued option also takes the arguments after its
/// first value up to the next option (`--specs a b`), and may be repeated. `-h` means `--help`, and `--` ends
/// the options.
struct ArgumentScanner {
    private(set) var positionals: [String] = []
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []

    /// - Parameters:
    ///   - single: options that take one value.
    ///   - multiple: options that take one or more values.
    ///   - flagNames: options that take none.
    init(_ arguments: [String], single: Set<String>, multiple: Set<String> = [], flagNames: Set<String> = [])
        throws(UsageError)
    {
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard !optionsEnded, argument.hasPrefix("-"), argument != "-" else {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let (name, inline) = Self.split(argument == "-h" ? "--help" : argument)
            if name == "--help" || flagNames.contains(name) {
                guard inline == nil else { throw UsageError("\(name) takes no value") }
                flags.insert(name)
            } else if single.contains(name) || multiple.contains(name) {
                var taken: [String] = []
                if let inline {
                    taken.append(inline)
                } else if index < arguments.count, !arguments[index].hasPrefix("--") {
                    taken.append(arguments[index])
                    index += 1
                }
                guard !taken.isEmpty else { throw UsageError("\(name) needs a value") }
                while multiple.contains(name), inline == nil, index < arguments.count,
                    !arguments[index].hasPrefix("-")
                {
                    taken.append(arguments[index])
                    index += 1
                }
                if single.contains(name), values[name] != nil { throw UsageError("\(name) is given more than once") }
                values[name, default: []] += taken
            } else {
                throw UsageError("unknown option \(name)")
            }
        }
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// The value of a single-valued option.
    func value(_ name: String) -> String? { values[name]?.first }

    /// Every value of a multi-valued option, in order.
    func values(_ name: String) -> [String] { values[name] ?? [] }

    /// Whether a flag was given.
    func flag(_ name: String) -> Bool { flags.contains(name) }

    /// Whether `--help` or `-h` was given.
    var wantsHelp: Bool { flags.contains("--help") }
}
