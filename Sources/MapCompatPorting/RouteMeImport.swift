/// A port to route-me of a file that imports its vendor's module (`import NMapsMap`, `import MapLibre`,
/// `import TomTomSDKMapDisplay`).
///
/// route-me has no module of its own: an app reaches its Objective-C headers through a bridging header. The
/// vendor import is kept as a `// PORT(style)^:` note (which a port back restores), and the adapter module
/// `RMMapLayerStyle` is imported in its place, so that the port compiles; the line is left under review, since an
/// app on the real route-me writes the bridging header instead.
enum RouteMeImport {
    /// The line written in place of a vendor import.
    static let line = "import RMMapLayerStyle"

    /// `result` with each commented-out vendor import of `source` followed by ``line``; the import's change
    /// becomes a review, and the changes below it move down a line for each line added.
    static func add(to result: inout PortResult, from source: PortingStyle) {
        let marker = "// PORT(\(source.id)): import "
        let modules = source.vendorModules
        var lines: [String] = []
        var kept: [Int] = []
        for (index, line) in result.output.lines().enumerated() {
            let indent = line.prefix { $0 == " " || $0 == "\t" }
            let code = line.dropFirst(indent.count)
            let module = code.hasPrefix(marker) ? String(code.dropFirst(marker.count)).trimmingTrailingSpace : ""
            guard modules.contains(module) else {
                lines.append(String(line))
                continue
            }
            lines.append(indent + "// PORT(\(source.id))^: import \(module)")
            lines.append(indent + Self.line)
            kept.append(index)
        }
        guard !kept.isEmpty else { return }
        result.output = lines.joined(separator: "\n")
        for change in result.changes.indices {
            if result.changes[change].concept == "module.vendorImport", result.changes[change].kind == .manual {
                result.changes[change].kind = .review
            }
            let line = result.changes[change].line
            result.changes[change].line += kept.filter { $0 < line - 1 }.count
        }
    }
}
