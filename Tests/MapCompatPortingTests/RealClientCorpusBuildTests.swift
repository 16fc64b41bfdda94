import Foundation
import MapCompatPorting
import Testing

/// The `RealClient` screens in the corpus package: each screen file in a module of its own style, and each of its
/// ports in a module of its own depending on the target's adapter (so that each port compiles or fails alone).
/// Compile-only: the screens' behaviour is tested in the adapters' targets. In `CorpusBuildTests` (run one at a
/// time) because the two builds share one package and its build folder.
extension CorpusBuildTests {
    /// The module of one screen (`target` nil) or of its port to `target`.
    static func realClientModuleName(_ screen: String, _ source: PortingStyle, _ target: PortingStyle?) -> String {
        guard let target else { return "RealClient_\(source.id)_\(screen)" }
        return "RealClientPorted_\(source.id)_to_\(target.id)_\(screen)"
    }

    /// The library product that holds every `RealClient` module, so that one `swift build` builds them all.
    static let realClientProduct = "RealClientCorpus"

    /// The ports that do not compile yet (issue 29): each must fail, so that the list only shrinks. A port that
    /// compiles fails the test until it is taken off.
    static let realClientPortsNotCompilingYet: Set<String> = Set(
        notCompilingYet.flatMap { direction, screens in screens.map { "RealClientPorted_\(direction)_\($0)" } })

    /// The ports that do not compile yet, per direction: none. MapKit's ArtworkScreen compiles since its marker
    /// view ports to MLNAnnotationView, its region in metres to a camera and its callout callback to MapLibre's.
    static let notCompilingYet: [String: [String]] = [:]

    /// Writes the `RealClient` modules' sources; returns each module with the adapter module it depends on. A
    /// screen that subclasses a base screen of its style's harness file (NAVER's `DemoMapScreen`) has that file,
    /// ported the same way, in its module.
    static func writeRealClientModules() throws -> [(name: String, products: [String])] {
        var modules: [(name: String, products: [String])] = []
        for style in PortingStyle.allCases + PortingStyle.described {
            let screens = try RealClientCorpus.screens(style)
            let targets = PortingStyle.described.contains(style) ? [.maplibre] : PortingStyle.allCases
            for target in [nil] + targets.map(Optional.some) where target != style {
                let porter = target.map { Porter(from: style, to: $0) }
                // A style's screens are ported together, as one module (`mapcompat port` on their folder).
                let module = porter.map { ModuleNames(screens.map(\.text), porter: $0) } ?? .none
                let texts = screens.map { screen in
                    (
                        screen.name,
                        porter.map { $0.port(screen.text, file: screen.name, module: module).output } ?? screen.text
                    )
                }
                for screen in screens {
                    let name = realClientModuleName(screen.name, style, target)
                    let folder = package.appendingPathComponent("Sources/\(name)")
                    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                    for (file, text) in texts where file == screen.name || RealClientCorpus.bases.contains(file) {
                        try Data(text.utf8).write(to: folder.appendingPathComponent("\(file).swift"))
                    }
                    modules.append((name, realClientProducts(style, target)))
                }
            }
        }
        return modules
    }

    /// The products a `RealClient` module depends on: its style's adapter, and for a described style's screen or
    /// port, which import the vendor's own module (`import MapKit`, `import GoogleMaps`; `import MapLibre` once
    /// ported), the vendor modules too. `MapKit` is a product only off Apple platforms (Package.swift).
    static func realClientProducts(_ source: PortingStyle, _ target: PortingStyle?) -> [String] {
        let style = target ?? source
        let adapter = Corpus.modules[style] ?? ""
        guard PortingStyle.described.contains(source) else { return [adapter] }
        #if canImport(Darwin)
            let vendor = style == .mapKit ? [] : style.vendorModules.sorted()
        #else
            let vendor = style.vendorModules.sorted()
        #endif
        return [adapter] + vendor
    }

    @Test(.disabled(if: skipped, "MAPCOMPAT_SKIP_CORPUS_BUILD=1"))
    func everyRealClientScreenAndEveryPortOfItCompiles() throws {
        _ = try Self.writePackage()
        let modules = try Self.writeRealClientModules().map(\.name)
        let all = try Self.shell([
            "swift", "build", "--package-path", Self.package.path, "--product", Self.realClientProduct,
        ])
        var failing: [String: [String]] = [:]
        if all.status != 0 {
            // One module at a time, to know which fail.
            for module in modules {
                let build = try Self.shell(["swift", "build", "--package-path", Self.package.path, "--target", module])
                if build.status != 0 {
                    failing[module] = build.output.split(separator: "\n").filter { $0.contains(": error:") }
                        .map(String.init)
                }
            }
        }
        let ports = modules.filter { $0.hasPrefix("RealClientPorted_") }
        let compiled = ports.filter { failing[$0] == nil }
        print("RealClient corpus: \(compiled.count) of \(ports.count) ports compile")
        for module in failing.keys.sorted() { print("RealClient corpus: does not compile: \(module)") }
        for module in modules where !Self.realClientPortsNotCompilingYet.contains(module) {
            #expect(failing[module] == nil, "\(module):\n\((failing[module] ?? []).prefix(20).joined(separator: "\n"))")
        }
        for module in Self.realClientPortsNotCompilingYet {
            #expect(failing[module] != nil, "\(module) compiles now: take it off realClientPortsNotCompilingYet")
        }
    }
}
