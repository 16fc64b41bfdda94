import Foundation

/// Finds the built-in spec suite, `Specs/` at the repository root.
enum SpecsLocator {
    /// `./Specs` when the current directory has one; else the `Specs` folder of the package this file was
    /// compiled from, so `swift run mapcompat conformance` works from a fresh clone wherever it is run.
    static func builtInSuite(
        currentDirectory: String = FileManager.default.currentDirectoryPath, sourceFile: String = #filePath
    ) -> String? {
        let candidates = [
            URL(fileURLWithPath: currentDirectory).appendingPathComponent("Specs"),
            URL(fileURLWithPath: sourceFile).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Specs"),
        ]
        return candidates.first { url in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
        }?.path
    }

    /// Where the locator looked, for the message when it finds nothing.
    static var searchedPlaces: String {
        "./Specs and the Specs folder of the mapcompat package ("
            + URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Specs").path + ")"
    }
}
