/// One spec file after loading: its spec, or the error listing everything wrong with it, and any warnings.
public struct SpecFile: Hashable, Sendable {
    /// The file, as the loader was given it.
    public var path: String
    /// The spec's id: the one it declares, or its path below the specs root without `.json`.
    public var id: String
    /// The spec, or why the file is not one.
    public var result: Result<Spec, SpecLoadError>
    /// Unknown fields and other things that do not stop the spec from running.
    public var warnings: [SpecProblem]

    /// Creates a loaded file.
    public init(path: String, id: String, result: Result<Spec, SpecLoadError>, warnings: [SpecProblem] = []) {
        self.path = path
        self.id = id
        self.result = result
        self.warnings = warnings
    }

    /// The spec, if the file is valid.
    public var spec: Spec? { try? result.get() }
}
