import Foundation

/// NAVER and Google take a marker off the map by clearing its map (`marker.mapView = nil`, NMFOverlay.h;
/// `marker.map = nil`, GMSOverlay.h), as apps do to reset their markers (`markers.forEach { $0.mapView = nil }`)
/// or to move a pick marker. MapLibre, route-me and MapKit take an annotation off through the map view it is on
/// (`removeAnnotation(_:)`, MLNMapView.h, RMMapView.h, MKMapView); the port names the map view the file puts its
/// markers on (`marker.mapView = mapView`), when it puts them all on one.
///
/// Every shape comes from the styles' spellings: the source's `annotation.detach` (`$marker.mapView = nil`) and
/// `marker.attach` (`$marker.mapView = $map`), and the target's `annotation.remove.call`. A target that cannot put
/// a marker made earlier on a map view (TomTom adds it as it makes it, on its own map) keeps the note.
enum MarkerDetach {
    /// What one port looks for and writes.
    struct Shapes {
        /// The source's detach after the marker: `.mapView = nil`.
        var detach: String
        /// The source's attach after the marker, up to the map: `.mapView = `.
        var attach: String
        /// The target's remove call, with `$map` and `$marker`.
        var remove: String
        /// The target's add call after the map, up to the marker: `.addAnnotation(`.
        var add: String

        init?(from source: PortingStyle, to target: PortingStyle) {
            func template(_ concept: String, _ style: PortingStyle) -> String? {
                APIMap.concept(concept)?.spelling(in: style)?.template
            }
            guard source != target, let detach = template("annotation.detach", source),
                let attach = template("marker.attach", source),
                let remove = APIMap.concept("annotation.remove.call")?.writtenSpelling(target)?.template,
                let add = APIMap.concept("marker.attach")?.writtenSpelling(target)?.template,
                detach.hasPrefix("$marker."), detach.hasSuffix(" = nil"), attach.hasPrefix("$marker."),
                attach.hasSuffix(" = $map"), add.hasPrefix("$map."), add.hasSuffix("($marker)")
            else { return nil }
            self.detach = String(detach.dropFirst("$marker".count))
            self.attach = String(attach.dropFirst("$marker".count).dropLast("$map".count))
            self.remove = remove
            self.add = String(add.dropFirst("$map".count).dropLast("$marker)".count))
        }

        /// The remove call of `marker` on `map`.
        func remove(_ marker: String, from map: String) -> String {
            remove.replacingOccurrences(of: "$map", with: map).replacingOccurrences(of: "$marker", with: marker)
        }
    }

    /// The text with each detach written as the target's remove call, and whether any was.
    static func port(_ text: String, protected: Set<Int>, from source: PortingStyle, to target: PortingStyle) -> (
        text: String, changed: Bool
    ) {
        guard let shapes = Shapes(from: source, to: target), text.containsText(shapes.detach) else {
            return (text, false)
        }
        var lines = text.lines().map(String.init)
        guard let map = map(lines, shapes) else { return (text, false) }
        var changed = false
        for index in lines.indices where !protected.contains(index) && lines[index].containsText(shapes.detach) {
            let rewritten = rewrite(lines[index], map: map, shapes)
            if rewritten != lines[index] {
                lines[index] = rewritten
                changed = true
            }
        }
        return (lines.joined(separator: "\n"), changed)
    }

    /// The one map view the file puts markers on: the value of its `….mapView = map` statements, or of the adds a
    /// marker construction already wrote (`map.addAnnotation(marker)`); `self.` is kept when any of them writes it
    /// (a closure may need it). `nil` when there is none, or more than one.
    static func map(_ lines: [String], _ shapes: Shapes) -> String? {
        var found: Set<String> = []
        let own = "self" + shapes.attach.dropLast(" = ".count)
        for line in lines {
            let code = line.trimming(" \t")
            guard !code.hasPrefix("//") else { continue }
            // (Not the app's own map view made: `self.mapView = NMFMapView(frame: …)`.)
            // Most lines hold neither: told by their bytes before Foundation searches them.
            if code.containsText(shapes.attach), let range = code.range(of: shapes.attach),
                !code[range.upperBound...].hasPrefix("nil"),
                !code.hasPrefix(own), !code[range.upperBound...].contains("(")
            {
                found.insert(String(code[range.upperBound...]))
            } else if code.containsText(shapes.add), let range = code.range(of: shapes.add), code.hasSuffix(")") {
                found.insert(String(code[..<range.lowerBound]))
            }
        }
        let names = Set(found.map { $0.hasPrefix("self.") ? String($0.dropFirst(5)) : $0 })
        guard names.count == 1, let name = names.first, isName(name) else { return nil }
        return found.contains("self." + name) ? "self." + name : name
    }

    /// `line` with each `marker.mapView = nil` written as `map.removeAnnotation(marker)`: a marker that is a name,
    /// `$0` or `self.name`, or a whole statement's receiver read from a collection (`markers[key]!`); an optional
    /// one (`pick?.mapView = nil`) is removed when it is there, as the source's optional chain only clears it then.
    static func rewrite(_ line: String, map: String, _ shapes: Shapes) -> String {
        let code = line.trimming(" \t")
        let indent = String(line.prefix { $0 == " " || $0 == "\t" })
        // A whole statement on an optional.
        if code.hasSuffix("?" + shapes.detach) {
            let marker = String(code.dropLast(1 + shapes.detach.count))
            let name = marker.hasPrefix("self.") ? String(marker.dropFirst(5)) : marker
            guard isName(name) else { return line }
            let binding = marker == name ? name : "\(name) = \(marker)"
            return indent + "if let \(binding) { \(shapes.remove(name, from: map)) }"
        }
        // A whole statement on an element read by subscript and unwrapped: `markers[key]!.mapView = nil`.
        if code.hasSuffix("]!" + shapes.detach), case let marker = String(code.dropLast(shapes.detach.count)),
            let open = marker.firstIndex(of: "["), isName(String(marker[..<open])),
            NaverCameraUpdateGroups.balanced(String(marker[open...].dropLast()))
        {
            return indent + shapes.remove(marker, from: map)
        }
        // Each `marker.mapView = nil` in the line (a whole statement, or one inside a closure on the line).
        var result = ""
        var rest = Substring(line)
        while let range = rest.range(of: shapes.detach) {
            let before = rest[..<range.lowerBound]
            let marker = String(
                before.reversed().prefix { $0.isLetter || $0.isNumber || "_$.".contains($0) }.reversed())
            let after = rest[range.upperBound...]
            let ends = after.first.map { !($0.isLetter || $0.isNumber || $0 == "_") } ?? true
            let name = marker.hasPrefix("self.") ? String(marker.dropFirst(5)) : marker
            guard ends, isName(name) || name == "$0" else {
                result += rest[..<range.upperBound]
                rest = after
                continue
            }
            result += before.dropLast(marker.count) + shapes.remove(marker, from: map)
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
