import Foundation
import MapCompatPorting
import Testing

/// The adapters' delegate protocols against lists taken from the vendors' headers (`DelegateHeaders/`, each
/// file naming the repository, commit and header it was read from): every header method is declared with the
/// signature Swift's importer gives it, but for the few named below, which the adapters do not declare yet.
@Suite struct DelegateHeadersTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("DelegateHeaders")

    /// Header methods no adapter declares yet, by protocol: none of them is called by a headless map (NAVER's
    /// frame rendering), and a screen that implements one does not compile against the adapter until it is
    /// declared.
    static let notYetDeclared: [String: Set<String>] = [:]

    struct Entry: Hashable {
        var fullName: String
        var signature: String
    }

    /// The protocols listed, each with its header's methods.
    static func headers() throws -> [String: [Entry]] {
        var result: [String: [Entry]] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".txt") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            result[String(file.dropLast(4))] = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap {
                let fields = $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
                return fields.count >= 2 ? Entry(fullName: fields[0], signature: Self.normalized(fields[1])) : nil
            }
        }
        return result
    }

    static func normalized(_ signature: String) -> String {
        signature.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test func everyHeaderMethodIsDeclaredWithItsSignature() throws {
        let declared = DelegateRequirements.declarations(scanning: try DelegateRequirementsTests.adapterSources())
        let headers = try Self.headers()
        #expect(headers.count >= 8)
        for (name, entries) in headers {
            let adapter = Set(
                (declared[name] ?? []).map { Entry(fullName: $0.fullName, signature: Self.normalized($0.signature)) })
            let waiting = Self.notYetDeclared[name] ?? []
            let missing = entries.filter { !adapter.contains($0) && !waiting.contains($0.fullName) }
            #expect(missing.isEmpty, "\(name) lacks or misspells: \(missing.map(\.signature))")
            // A method declared since it was listed here comes off the list.
            let declaredNow = waiting.filter { waitingName in adapter.contains { $0.fullName == waitingName } }
            #expect(declaredNow.isEmpty, "\(name) now declares \(declaredNow.sorted())")
            #expect(waiting.isSubset(of: Set(entries.map(\.fullName))), "\(name): \(waiting)")
        }
    }
}
