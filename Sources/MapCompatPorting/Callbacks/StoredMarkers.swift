import Foundation

/// A NAVER marker kept in a stored property and made at its position (`let marker = NMFMarker(position: …)`, put
/// on the map later in `viewDidLoad`, as NAVER's InfoWindowViewController demo keeps its markers). MapLibre's and
/// route-me's annotations take no position when they are made (MLNPointAnnotation.h, RMAnnotation.h: the
/// coordinate is a property), so the property is made by a closure that sets it; route-me's also gets the pin
/// layer it draws with (see ``MarkerConstruction``), also when the marker is made empty (`NMFMarker()`). TomTom,
/// whose markers exist only once added to a map, keeps the note (annotation.make).
enum StoredMarkers {
    /// How far back the type's opening brace is looked for, in lines: a bound that keeps a file of many markers
    /// linear.
    static let lookback = 200

    /// The text with each such property made the target's way.
    static func port(_ text: String, protected: Set<Int>, from source: PortingStyle, to target: PortingStyle) -> (
        text: String, protected: Set<Int>
    ) {
        guard source == .naver, target == .maplibre || target == .rm, text.contains("= NMFMarker(") else {
            return (text, protected)
        }
        let original = text.lines().map(String.init)
        var lines: [String] = []
        var flags: [Bool] = []
        for (index, line) in original.enumerated() {
            // An empty marker is MapLibre's empty annotation as it is (annotation.make.empty); route-me's needs its
            // layer.
            guard !protected.contains(index), let property = property(line),
                property.position != nil || target == .rm, isTypeMember(index, original)
            else {
                lines.append(line)
                flags.append(protected.contains(index))
                continue
            }
            let written = made(property, target)
            lines += written
            flags += written.map { _ in false }
        }
        return (lines.joined(separator: "\n"), Set(flags.indices.filter { flags[$0] }))
    }

    struct Property {
        var indent: String
        /// `let`, `var`, with any access modifier before it.
        var introducer: String
        var name: String
        /// `nil` for a marker made empty (`NMFMarker()`), placed later.
        var position: String? = nil
    }

    /// The property a line declares, when it is `[modifier] let|var name = NMFMarker(position: …)` alone, or
    /// `= NMFMarker()`.
    static func property(_ line: String) -> Property? {
        // Read on every line of a file: most make no marker.
        guard line.containsText(" = NMFMarker(") else { return nil }
        let indent = String(line.prefix { $0 == " " || $0 == "\t" })
        var code = Substring(line.dropFirst(indent.count))
        var introducer = ""
        for modifier in ["private ", "fileprivate ", "internal ", "public "] where code.hasPrefix(modifier) {
            introducer = modifier
            code = code.dropFirst(modifier.count)
        }
        guard let keyword = ["let ", "var "].first(where: { code.hasPrefix($0) }) else { return nil }
        introducer += keyword.dropLast()
        code = code.dropFirst(keyword.count)
        if code.hasSuffix(" = NMFMarker()") {
            let name = String(code.dropLast(" = NMFMarker()".count))
            return MarkerDetach.isName(name) ? Property(indent: indent, introducer: introducer, name: name) : nil
        }
        guard let equals = code.range(of: " = NMFMarker(position: "), code.hasSuffix(")") else { return nil }
        let name = String(code[..<equals.lowerBound])
        let position = String(code[equals.upperBound...].dropLast())
        guard MarkerDetach.isName(name), NaverCameraUpdateGroups.balanced(position), !position.isEmpty else {
            return nil
        }
        return Property(indent: indent, introducer: introducer, name: name, position: position)
    }

    /// Whether line `index` is directly inside a type's body (a class, struct, enum or extension), not a function's.
    static func isTypeMember(_ index: Int, _ lines: [String]) -> Bool {
        var depth = 0
        for line in lines[max(0, index - lookback)..<index].reversed() {
            let code = line.trimming(" \t")
            guard !code.hasPrefix("//") else { continue }
            depth -= code.braceBalance
            if depth < 0 {
                let words = SwiftTokenizer(code).tokenize().filter { !$0.isTrivia }.map(\.text)
                return !words.contains("func") && !words.contains("init")
                    && ["class", "struct", "enum", "extension"].contains { words.contains($0) }
            }
        }
        return false
    }

    /// The property made by a closure in `target`'s way; the position stays in NAVER's style for the member-level
    /// port.
    static func made(_ property: Property, _ target: PortingStyle) -> [String] {
        let inner = property.indent + "    "
        let (type, made) =
            target == .maplibre ? ("MLNPointAnnotation", "MLNPointAnnotation()") : ("RMAnnotation", "RMAnnotation()")
        let layer =
            target == .rm
            ? [inner + "annotation.layer = RMMarker(uiImage: UIImage(named: \(MarkerImage.defaultName)))"] : []
        let placed = property.position.map { [inner + "annotation.coordinate = \($0)"] } ?? []
        return [property.indent + "\(property.introducer) \(property.name): \(type) = {"]
            + [inner + "let annotation = \(made)"] + placed + layer
            + [inner + "return annotation", property.indent + "}()"]
    }
}
