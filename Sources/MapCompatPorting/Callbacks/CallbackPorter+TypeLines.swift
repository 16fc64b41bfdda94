import Foundation

/// The lines of a type's declarations across the file, and the line where it is handed its map view.
extension CallbackPorter {
    /// The lines of every top-level declaration of `type` (the class and its extensions).
    func sameTypeLines(_ type: String, _ lines: [String]) -> [Int] {
        var current: String?
        return lines.indices.filter { index in
            let line = lines[index]
            if let first = line.first, first != " ", first != "\t", first != "}" {
                current = DependentLines.topLevelType(line)
            }
            return current == type
        }
    }

    /// The first line of a top-level declaration of `type` (the class or an extension of it) that `matches`.
    func sameType(_ type: String, _ lines: [String], _ matches: (Int) -> Bool) -> Int? {
        sameTypeLines(type, lines).first(where: matches)
    }

    /// The parameter a line keeps as the type's map view (`self.mapView = mapView`, in a function that takes
    /// `mapView: MapView`, or another of the source style's map views), or `nil`. Only the source's own types
    /// count: TomTom's `MapView` is an app's SwiftUI view in a MapLibre file.
    func attachedView(_ lines: [String], _ index: Int) -> String? {
        let line = lines[index].trimming(" \t")
        guard line.hasPrefix("self."), let equals = line.range(of: " = ") else { return nil }
        let value = String(line[equals.upperBound...])
        guard !value.isEmpty, value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
            let header = lines[...index].lastIndex(where: { $0.contains("func ") || $0.contains("init(") })
        else { return nil }
        let words = SwiftTokenizer(lines[header]).tokenize().filter { !$0.isTrivia }.map(\.text)
        guard let name = words.firstIndex(of: value), name + 1 < words.count, words[name + 1] == ":" else {
            return nil
        }
        // The parameter's type, module-qualified or not (`TomTomSDKMapDisplay.MapView`).
        let type = words[(name + 2)...].prefix { $0 != "," && $0 != ")" }.last { $0 != "!" && $0 != "?" }
        return type.flatMap { source.types.roles[$0] }
            .map { [.mapView, .mapContainerView].contains($0) } == true
            ? value : nil
    }
}
