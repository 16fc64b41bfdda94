/// One thing wrong (or suspicious) in a spec file: the file, where in the document, and what.
public struct SpecProblem: Hashable, Sendable, CustomStringConvertible {
    /// The file, as the loader was given it.
    public var file: String
    /// Where in the document, such as `$.steps[3].pan.duration`.
    public var path: JSONPath
    /// What is wrong, in words meant for a person.
    public var message: String

    /// Creates a problem.
    public init(file: String, path: JSONPath, message: String) {
        self.file = file
        self.path = path
        self.message = message
    }

    /// `file: $.path: message`.
    public var description: String { "\(file): \(path): \(message)" }
}

/// A file that is not a valid spec, with every problem found in it.
public struct SpecLoadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file, as the loader was given it.
    public var file: String
    /// Every problem, in document order; never empty.
    public var problems: [SpecProblem]

    /// Creates an error from the problems found in one file.
    public init(file: String, problems: [SpecProblem]) {
        self.file = file
        self.problems = problems
    }

    /// A heading naming the file and the count, then one problem per line.
    public var description: String {
        let count = problems.count == 1 ? "1 problem" : "\(problems.count) problems"
        return (["\(file) is not a valid spec (\(count)):"] + problems.map { "  - \($0.path): \($0.message)" })
            .joined(separator: "\n")
    }
}
