import Foundation

/// Another style's map-wide marker tap, ported to NAVER in a type that makes several markers: the callback's body
/// becomes a method of the type, and each marker the type puts on the map gets a touch handler that calls it (NAVER
/// receives a tap on an overlay only in that overlay's `touchHandler`, NMFOverlay.h). The handler returns true: the
/// tap is consumed, as the other styles' marker taps are.
extension CallbackPorter {
    /// The method the handlers call.
    static let markerTapMethod = "markerTapped"

    /// The edits that write the callback as a method and set a handler on each marker the type makes and puts
    /// on the map (`let marker = NMFMarker(…)`, then `marker.mapView = …`); `nil` when it makes fewer than two.
    func naverMarkerTapMethod(_ callback: Found, lines: [String], tokens: [SwiftToken], body: Range<Int>) -> [Edit]? {
        let first = tokens[body.lowerBound].line - 1
        let last = tokens[body.upperBound].line - 1
        var puts: [(line: Int, variable: String, map: String)] = []
        for make in first...last where lines[make].contains(" = NMFMarker(") {
            let code = lines[make].trimming(" \t")
            guard code.hasPrefix("let ") || code.hasPrefix("var ") else { continue }
            let variable = String(code.dropFirst(4).prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            guard !variable.isEmpty,
                let put = (make...last).first(where: { lines[$0].trimming(" \t").hasPrefix(variable + ".mapView = ") })
            else { continue }
            let map = String(lines[put].trimming(" \t").dropFirst(variable.count + ".mapView = ".count))
            puts.append((put, variable, map))
        }
        guard puts.count >= 2 else { return nil }
        var edits: [Edit] = puts.map { put in
            let indent = String(lines[put.line].prefix { $0 == " " || $0 == "\t" })
            return Edit(
                at: put.line, remove: nil,
                with: [
                    "\(indent)\(put.variable).touchHandler = { [weak self] overlay in",
                    "\(indent)    self?.\(Self.markerTapMethod)(overlay)",
                    "\(indent)    return true",
                    "\(indent)}",
                ], setUp: true)
        }
        let used = Self.names(in: callback.body)
        var method = ["\(callback.indent)func \(Self.markerTapMethod)(_ tapped: NMFOverlay) {"]
        // Every handler is a marker's: the body reads it as the marker it is.
        if let name = callback.bindings[.annotation], used.contains(name) {
            method.append("\(callback.indent)    guard let \(name) = tapped as? NMFMarker else { return }")
        }
        if let name = callback.bindings[.map], used.contains(name), name != puts[0].map {
            method.append("\(callback.indent)    let \(name) = \(puts[0].map)")
        }
        method += bodyLines(callback) + ["\(callback.indent)}"]
        edits.append(Edit(at: callback.anchor, remove: nil, with: method))
        return edits
    }
}
