import Foundation

/// NAVER takes an overlay off the map by clearing its map (`marker.mapView = nil`, NMFOverlay.h), as apps do to
/// reset their markers (`markers.forEach { $0.mapView = nil }`) or to move a pick marker. MapLibre and route-me
/// take an annotation off through the map view it is on (`removeAnnotation(_:)`, MLNMapView.h and RMMapView.h);
/// the port names the map view the file puts its overlays on (`marker.mapView = mapView`), when it puts them all
/// on one. TomTom, whose markers are optionals of its own map, keeps the note (annotation.detach).
enum MarkerDetach {
    /// The text with each detach written as the target's remove call, and whether any was.
    static func port(_ text: String, protected: Set<Int>, from source: PortingStyle, to target: PortingStyle) -> (
        text: String, changed: Bool
    ) {
        guard source == .naver, target == .maplibre || target == .rm, text.contains(".mapView = nil") else {
            return (text, false)
        }
        var lines = text.lines().map(String.init)
        guard let map = map(lines) else { return (text, false) }
        var changed = false
        for index in lines.indices where !protected.contains(index) && lines[index].contains(".mapView = nil") {
            let rewritten = rewrite(lines[index], map: map)
            if rewritten != lines[index] {
                lines[index] = rewritten
                changed = true
            }
        }
        return (lines.joined(separator: "\n"), changed)
    }

    /// The one map view the file puts overlays on: the value of its `….mapView = map` statements, or of the adds a
    /// marker construction already wrote (`map.addAnnotation(marker)`); `self.` is kept when any of them writes it
    /// (a closure may need it). `nil` when there is none, or more than one.
    static func map(_ lines: [String]) -> String? {
        var found: Set<String> = []
        for line in lines {
            let code = line.trimming(" \t")
            guard !code.hasPrefix("//") else { continue }
            // (Not the app's own map view made: `self.mapView = NMFMapView(frame: …)`.)
            if let range = code.range(of: ".mapView = "), !code[range.upperBound...].hasPrefix("nil"),
                !code.hasPrefix("self.mapView"), !code[range.upperBound...].contains("(")
            {
                found.insert(String(code[range.upperBound...]))
            } else if let range = code.range(of: ".addAnnotation("), code.hasSuffix(")") {
                found.insert(String(code[..<range.lowerBound]))
            }
        }
        let names = Set(found.map { $0.hasPrefix("self.") ? String($0.dropFirst(5)) : $0 })
        guard names.count == 1, let name = names.first, isName(name) else { return nil }
        return found.contains("self." + name) ? "self." + name : name
    }

    /// `line` with each `overlay.mapView = nil` written as `map.removeAnnotation(overlay)`: an overlay that is a
    /// name, `$0` or `self.name`; an optional one (`pick?.mapView = nil`) is removed when it is there, as NAVER's
    /// optional chain only clears it then.
    static func rewrite(_ line: String, map: String) -> String {
        let code = line.trimming(" \t")
        let indent = String(line.prefix { $0 == " " || $0 == "\t" })
        // A whole statement on an optional.
        if code.hasSuffix("?.mapView = nil") {
            let overlay = String(code.dropLast("?.mapView = nil".count))
            let name = overlay.hasPrefix("self.") ? String(overlay.dropFirst(5)) : overlay
            guard isName(name) else { return line }
            let binding = overlay == name ? name : "\(name) = \(overlay)"
            return indent + "if let \(binding) { \(map).removeAnnotation(\(name)) }"
        }
        // Each `overlay.mapView = nil` in the line (a whole statement, or one inside a closure on the line).
        var result = ""
        var rest = Substring(line)
        while let range = rest.range(of: ".mapView = nil") {
            let before = rest[..<range.lowerBound]
            let overlay = String(
                before.reversed().prefix { $0.isLetter || $0.isNumber || "_$.".contains($0) }.reversed())
            let after = rest[range.upperBound...]
            let ends = after.first.map { !($0.isLetter || $0.isNumber || $0 == "_") } ?? true
            let name = overlay.hasPrefix("self.") ? String(overlay.dropFirst(5)) : overlay
            guard ends, isName(name) || name == "$0" else {
                result += rest[..<range.upperBound]
                rest = after
                continue
            }
            result += before.dropLast(overlay.count) + "\(map).removeAnnotation(\(overlay))"
            rest = after
        }
        return result + rest
    }

    /// Whether `text` is one identifier.
    static func isName(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
