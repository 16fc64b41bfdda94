import Foundation

/// A marker made in one statement and put on the map later, in a block of its own: inside an `if let` or a
/// `guard`'s block, or in a closure (`DispatchQueue.main.async { marker.mapView = self.mapView }`), as apps of
/// each SDK write it (navermaps/ios-map-sdk's demo sets `marker.mapView` once an image has loaded; MapLibre apps
/// add the annotation in `mapView(_:didFinishLoading:)` or after an `if let`).
///
/// The construction is kept, the target's way, where it stands; the later statement is the member-level port's
/// (`annotation.add`), rewritten where it stands. Only TomTom, which adds a marker as it makes it, puts it on the
/// map at once, under a review note.
enum MarkerAttachment {
    /// The note above a TomTom marker made where the source only made it.
    static let tomTomReview =
        "// PORT: review — annotation.add: TomTom adds a marker as it makes it (addMarker(options:)); the source put it on the map later"

    /// How far a later statement is looked for, in lines: a bound that keeps a file of many markers linear.
    static let lookahead = 60

    /// The map the marker `variable` is put on by a later statement of the same block (from line `start` of
    /// `lines` until the block closes, within ``lookahead`` lines), written in `source`'s way; `nil` when there
    /// is none.
    static func later(of variable: String, from start: Int, in lines: [String], _ source: PortingStyle) -> String? {
        laterStatement(of: variable, from: start, in: lines, source)?.map
    }

    /// ``later(of:from:in:_:)``, with the line of the statement.
    static func laterStatement(of variable: String, from start: Int, in lines: [String], _ source: PortingStyle) -> (
        line: Int, map: String
    )? {
        var depth = 0
        let first = min(start, lines.count)
        for (index, line) in zip(first..., lines[first..<min(lines.count, first + lookahead)]) {
            let code = line.trimming(" \t")
            // A marker that is a stored property is put on the map in another member: not this shape.
            if depth == 0, isDeclaration(code) { return nil }
            if let map = attachment(of: variable, in: code, source) { return (index, map) }
            depth += code.braceBalance
            if depth < 0 { return nil }
        }
        return nil
    }

    /// The map in `code` when it is the statement that puts `variable` on it.
    static func attachment(of variable: String, in code: String, _ source: PortingStyle) -> String? {
        switch source {
        case .naver:
            guard code.hasPrefix(variable + ".mapView = ") else { return nil }
            let map = String(code.dropFirst(variable.count + ".mapView = ".count))
            return map == "nil" || map.isEmpty ? nil : map
        case .maplibre, .rm:
            let call = ".addAnnotation(\(variable))"
            guard code.hasSuffix(call), code.count > call.count else { return nil }
            return String(code.dropLast(call.count))
        default:
            return nil
        }
    }

    /// TomTom's later add from options made earlier: the line of `let marker = try? map.addMarker(options:
    /// options)` in the same block, its marker and its map, when `options` is used nowhere else there
    /// (TomTom's "Markers" guide makes the options, then adds them).
    static func tomTomAdd(of options: String, from start: Int, in lines: [String]) -> (
        line: Int, marker: String, map: String
    )? {
        var depth = 0
        var found: (line: Int, marker: String, map: String)?
        let call = ".addMarker(options: \(options))"
        let first = min(start, lines.count)
        for index in first..<min(lines.count, first + lookahead) {
            let code = lines[index].trimming(" \t")
            if depth == 0, isDeclaration(code) { return nil }
            if code.hasPrefix("let "), code.hasSuffix(call), let equals = code.range(of: " = try? ") {
                let marker = String(code[code.index(code.startIndex, offsetBy: 4)..<equals.lowerBound])
                let map = String(code[equals.upperBound...].dropLast(call.count))
                guard found == nil, marker.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !map.isEmpty
                else { return nil }
                found = (index, marker, map)
            } else if mentions(code, options) {
                return nil
            }
            depth += code.braceBalance
            if depth < 0 { break }
        }
        return found
    }

    /// Whether `code` starts a member of a type (a method, an initializer, an attribute or a computed property):
    /// met at the depth of a `let`, it says the `let` was a stored property, not a local.
    static func isDeclaration(_ code: String) -> Bool {
        let starts = ["func ", "init(", "init?(", "deinit", "@", "override ", "private ", "fileprivate ", "public "]
        return starts.contains { code.hasPrefix($0) } || code.contains(" func ")
            || (code.hasPrefix("var ") && code.hasSuffix("{"))
    }

    /// Whether `code` names `name` as a word.
    static func mentions(_ code: String, _ name: String) -> Bool {
        let characters = Array(code)
        let word = Array(name)
        guard characters.count >= word.count else { return false }
        let isName = { (character: Character) in character.isLetter || character.isNumber || character == "_" }
        for start in 0...(characters.count - word.count) where Array(characters[start..<(start + word.count)]) == word {
            let before = start == 0 ? nil : characters[start - 1]
            let after = start + word.count == characters.count ? nil : characters[start + word.count]
            if !(before.map(isName) ?? false), !(after.map(isName) ?? false) { return true }
        }
        return false
    }

    /// The note over a later statement that put a marker on the map, when TomTom's port made it there already.
    static func tomTomAlreadyAdded(_ line: String, from source: PortingStyle) -> [String] {
        let indent = String(line.prefix { $0 == " " || $0 == "\t" })
        return [
            indent + Porter.alreadySoPrefix + "marker.attach (\(source.displayName)): TomTom adds a marker as it makes "
                + "it (addMarker(options:)): the port adds this one where it is made.",
            indent + "// PORT(\(source.id)): " + line.dropFirst(indent.count),
        ]
    }

    /// The statement that puts `marker` on `map`, in `target`'s way (TomTom adds as it makes: not written).
    static func add(_ marker: String, to map: String, _ target: PortingStyle) -> String {
        switch target {
        // (An optional map read as `map?` is assigned as it is: `marker.mapView = map`.)
        case .naver: "\(marker).mapView = \(map.hasSuffix("?") ? String(map.dropLast()) : map)"
        default: "\(map).addAnnotation(\(marker))"
        }
    }
}
