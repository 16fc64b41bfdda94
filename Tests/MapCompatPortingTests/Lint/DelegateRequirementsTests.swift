import Foundation
import MapCompatPorting
import Testing

/// `DelegateRequirements.adapters` is what the adapters' sources declare: every delegate and data-source
/// protocol with its methods. `MAPCOMPAT_RECORD=1 swift test --filter DelegateRequirementsTests` rewrites it.
@Suite struct DelegateRequirementsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let table = root.appendingPathComponent(
        "Sources/MapCompatPorting/Lint/DelegateRequirements+Adapters.swift")

    /// The adapters' Swift sources (their vendor surfaces, not their conformance plugins).
    static func adapterSources() throws -> [String] {
        let adapters = root.appendingPathComponent("Adapters")
        var sources: [String] = []
        for adapter in try FileManager.default.contentsOfDirectory(atPath: adapters.path).sorted() {
            let directory = adapters.appendingPathComponent(adapter).appendingPathComponent("Sources")
            guard let files = FileManager.default.enumerator(atPath: directory.path) else { continue }
            for case let file as String in files where file.hasSuffix(".swift") {
                sources.append(
                    try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8))
            }
        }
        return sources
    }

    /// The table as a Swift file.
    static func render(_ requirements: DelegateRequirements) -> String {
        let quoted = { (text: String) in
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                + "\""
        }
        var lines = [
            "// swift-format-ignore-file",
            "// Generated from the adapters' sources by DelegateRequirementsTests",
            "// (`MAPCOMPAT_RECORD=1 swift test --filter DelegateRequirementsTests`); do not edit.",
            "",
            "extension DelegateRequirements {",
            "    /// The built-in adapters' delegate and data-source protocols, with their methods.",
            "    public static let adapters = DelegateRequirements(protocols: [",
        ]
        for name in requirements.protocols.keys.sorted() {
            lines.append("        \(quoted(name)): [")
            for requirement in requirements.protocols[name] ?? [] {
                lines.append(
                    "            Requirement(\(quoted(requirement.fullName)), \(quoted(requirement.signature))),")
            }
            lines.append("        ],")
        }
        lines += ["    ])", "}", ""]
        return lines.joined(separator: "\n")
    }

    @Test func theTableIsWhatTheAdaptersDeclare() throws {
        let scanned = DelegateRequirements(scanning: try Self.adapterSources())
        let rendered = Self.render(scanned)
        if ProcessInfo.processInfo.environment["MAPCOMPAT_RECORD"] == "1" {
            try rendered.write(to: Self.table, atomically: true, encoding: .utf8)
        }
        #expect(try String(contentsOf: Self.table, encoding: .utf8) == rendered, "run with MAPCOMPAT_RECORD=1")
        #expect(DelegateRequirements.adapters.protocols == scanned.protocols, "run with MAPCOMPAT_RECORD=1")
    }

    @Test func everyAdaptersMainDelegateIsListed() {
        let names = Set(DelegateRequirements.adapters.protocols.keys)
        for name in [
            "NMFMapViewTouchDelegate", "NMFMapViewCameraDelegate", "MLNMapViewDelegate", "MapViewDelegate",
            "MapDelegate", "RMMapViewDelegate", "MKMapViewDelegate", "GMSMapViewDelegate",
        ] {
            #expect(names.contains(name), "\(name)")
        }
        let routeMe = DelegateRequirements.adapters.protocols["RMMapViewDelegate"] ?? []
        #expect(routeMe.contains { $0.fullName == "mapView(_:shouldDrag:)" })
    }
}
