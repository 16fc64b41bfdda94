import Foundation

/// Reads a CSV file from the test fixtures (reference vectors, copied unchanged) as rows of numbers.
func fixtureRows(_ name: String) throws -> [[Double]] {
    guard let url = Bundle.module.url(forResource: name, withExtension: "csv", subdirectory: "Fixtures") else {
        throw CocoaError(.fileNoSuchFile)
    }
    let text = try String(contentsOf: url, encoding: .utf8)
    return text.split(separator: "\n").dropFirst().map { line in
        line.split(separator: ",").compactMap { Double($0) }
    }
}
