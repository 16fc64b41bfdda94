import Foundation

/// Where the package's own files are, worked out once from this file's place in the package
/// (`Tests/MapCompatTestSupport/`), so that tests read the built-in suite and fixtures by path.
public enum PackagePaths: Sendable {
    /// The package root: the folder holding `Package.swift`.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Specs/`, the built-in suite.
    public static let specsRoot = root.appendingPathComponent("Specs")

    /// `Specs/` as a path, as `SpecLoader.load(path:)` takes it.
    public static let specsPath = specsRoot.path
}
