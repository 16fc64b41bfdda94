import Foundation

/// Another style's map-wide marker tap, ported to NAVER in a type that makes several markers: the callback's body
/// becomes a method of the type, and each marker the type puts on the map gets a touch handler that calls it (NAVER
/// receives a tap on an overlay only in that overlay's `touchHandler`, NMFOverlay.h). The handler returns true: the
/// tap is consumed, as the other styles' marker taps are.
extension CallbackPorter {
    /// The method the handlers call.
    static let markerTapMethod = "markerTapped"

    /// The edits that write the callback as a method and set a handler on each marker the type makes and puts
    /// on the map (`let marker = NMFMarker(…)`, then `marker.mapView = …`, or a list added at once); `nil` when
    /// it makes fewer than two.
    func naverMarkerTapMethod(
        _ callback: Found, lines: [String], tokens: [SwiftToken], body: Range<Int>, type: String
    ) -> [Edit]? {
        let first = tokens[body.lowerBound].line - 1
        let last = tokens[body.upperBound].line - 1
        // The type's other declarations too (the callback in an extension, the markers made in the class).
        let typeLines = Array(first...last) + sameTypeLines(type, lines).filter { !(first...last).contains($0) }
        var puts: [(line: Int, variable: String, map: String)] = []
        for make in typeLines where lines[make].contains(" = NMFMarker(") {
            let code = lines[make].trimming(" \t")
            guard code.hasPrefix("let ") || code.hasPrefix("var ") else { continue }
            let variable = String(code.dropFirst(4).prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            guard !variable.isEmpty,
                let put = typeLines.first(where: {
                    $0 > make && lines[$0].trimming(" \t").hasPrefix(variable + ".mapView = ")
                })
            else { continue }
            let map = String(lines[put].trimming(" \t").dropFirst(variable.count + ".mapView = ".count))
            puts.append((put, variable, map))
        }
        // A list put on the map at once (`mapView.addAnnotations(annotations)`, which the port writes as a loop
        // that puts each overlay on the map): a loop after it gives each its handler.
        var lists: [(line: Int, list: String, map: String)] = []
        for add in typeLines {
            let code = lines[add].trimming(" \t")
            guard let call = code.range(of: ".addAnnotations("), code.hasSuffix(")") else { continue }
            let map = String(code[..<call.lowerBound])
            let list = String(code[call.upperBound...].dropLast())
            guard !map.isEmpty, !list.isEmpty,
                (map + list).allSatisfy({ $0.isLetter || $0.isNumber || "_.".contains($0) })
            else { continue }
            lists.append((add, list, map))
        }
        guard puts.count >= 2 || !lists.isEmpty else { return nil }
        let indent = { (line: Int) in String(lines[line].prefix { $0 == " " || $0 == "\t" }) }
        var edits: [Edit] = lists.map { put in
            let handler = Self.tapHandler(on: "overlay", parameter: "tapped", indent(put.line) + "    ")
            return Edit(
                at: put.line, remove: nil,
                with: ["\(indent(put.line))for overlay in \(put.list) {"] + handler + ["\(indent(put.line))}"],
                after: true, setUp: true)
        }
        let map = puts.first?.map ?? lists.first?.map ?? ""
        edits += puts.map { put in
            Edit(
                at: put.line, remove: nil,
                with: Self.tapHandler(on: put.variable, parameter: "overlay", indent(put.line)), setUp: true)
        }
        let used = Self.names(in: callback.body)
        var method = ["\(callback.indent)func \(Self.markerTapMethod)(_ tapped: NMFOverlay) {"]
        // Every handler is a marker's: the body reads it as the marker it is.
        if let name = callback.bindings[.annotation], used.contains(name) {
            method.append("\(callback.indent)    guard let \(name) = tapped as? NMFMarker else { return }")
        }
        if let name = callback.bindings[.map], used.contains(name), name != map {
            method.append("\(callback.indent)    let \(name) = \(map)")
        }
        method += bodyLines(callback) + ["\(callback.indent)}"]
        edits.append(Edit(at: callback.anchor, remove: nil, with: method))
        return edits
    }

    /// The lines that give `overlay` a touch handler that calls the tap method and consumes the tap.
    static func tapHandler(on overlay: String, parameter: String, _ indent: String) -> [String] {
        [
            "\(indent)\(overlay).touchHandler = { [weak self] \(parameter) in",
            "\(indent)    self?.\(markerTapMethod)(\(parameter))",
            "\(indent)    return true",
            "\(indent)}",
        ]
    }
}
