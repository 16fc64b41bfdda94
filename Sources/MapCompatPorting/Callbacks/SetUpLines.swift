/// The lines of a file that make callbacks called (`mapView.touchDelegate = self`, `…addCameraDelegate(delegate:
/// self)`, `….delegate = self`), found once per file.
///
/// Every type with callbacks looks for its set-up line, in its body or, for callbacks written in an extension,
/// in the whole file: reading every line again for each type made a port of a large file quadratic.
final class SetUpLines {
    /// A set-up line: where, its indentation, the receiver (`mapView`), and whether it is a map-specific
    /// delegate (`touchDelegate`, `addCameraDelegate`) rather than a plain `delegate`.
    struct Found {
        var line: Int
        var indent: String
        var receiver: String
        var specific: Bool
        /// The suffix that made it a set-up line (`.touchDelegate = self`).
        var suffix: String
    }

    /// The suffixes, in the order they are tried, and whether each is map-specific.
    static let suffixes = [
        (".touchDelegate = self", true), (".addCameraDelegate(delegate: self)", true),
        (".addLoadDelegate(delegate: self)", true), (".locationProvider.addObserver(self)", true),
        (".delegate = self", false),
    ]

    /// The file's lines without their leading and trailing spaces and tabs.
    let trimmed: [String]
    /// The lines that end with a set-up suffix, in order (whether or not the receiver is a plain name).
    private let suffixed: [Int]
    /// The set-up lines with a plain receiver, in order.
    private let found: [Found]
    private var everyLine: Set<String>?

    init(_ lines: [String]) {
        trimmed = lines.map { $0.trimming(" \t") }
        var suffixed: [Int] = []
        var found: [Found] = []
        for (line, text) in trimmed.enumerated() where text.hasSuffix("self") || text.hasSuffix("self)") {
            var matched = false
            for (suffix, specific) in Self.suffixes where text.hasSuffix(suffix) {
                matched = true
                let receiver = String(text.dropLast(suffix.count))
                guard !receiver.isEmpty, !receiver.contains(" ") else { continue }
                found.append(
                    Found(
                        line: line, indent: String(lines[line].prefix { $0 == " " || $0 == "\t" }),
                        receiver: receiver, specific: specific, suffix: suffix))
                break
            }
            if matched { suffixed.append(line) }
        }
        self.suffixed = suffixed
        self.found = found
    }

    /// Whether a line in `range` ends with a set-up suffix.
    func holdsSetUp(_ range: ClosedRange<Int>) -> Bool {
        suffixed.contains { range.contains($0) }
    }

    /// The set-up lines in `range`, in order.
    func found(in range: ClosedRange<Int>) -> [Found] {
        found.filter { range.contains($0.line) }
    }

    /// The trimmed lines in `range`, as a set (the whole file's made once).
    func existing(_ range: ClosedRange<Int>) -> Set<String> {
        guard range == 0...(trimmed.count - 1) else { return Set(trimmed[range]) }
        if let everyLine { return everyLine }
        let all = Set(trimmed)
        everyLine = all
        return all
    }
}
