import Foundation

/// An app's own tap or long-press recognizer on a MapLibre map view, ported as the target's map-tap or
/// long-press callback.
///
/// MapLibre reports no map taps or long presses to its delegate: apps add a `UITapGestureRecognizer` (requiring
/// the map's own tap recognizers to fail) or a `UILongPressGestureRecognizer` to the map view and read the point
/// from the recognizer (maplibre/flutter-maplibre-gl, ios/Classes/MapLibreMapController.swift). The other styles
/// call a callback with the point (NAVER's `mapView(_:didTapMap:point:)` / `didLongTapMap`, route-me's
/// `singleTap(onMap:at:)` / `longPress(onMap:at:)`) or the coordinate (TomTom's `.tapped` / `.longPressed`). So
/// the recognizer's lines go (made, required to fail, added), and the handler's body becomes the callback's, with
/// `sender.location(in:)` read as the callback's point and a `state` guard dropped: the target calls the callback
/// once, when the tap or the press is recognized.
struct AppRecognizer {
    /// The recognizer's event: `tap.map` or `tap.long`.
    var event: String
    /// The handler the recognizer calls.
    var handler: String
    /// The source lines that make, configure and add the recognizer (0-based).
    var lines: [Int]
    /// Where the recognizer is added: line, indentation and map view, for a type that sets no delegate.
    var added: (line: Int, indent: String, receiver: String)
    /// Whether the recognizer waits for the map's own recognizers to fail (`require(toFail:)`).
    var waits: Bool

    /// The recognizers made and added to a map view in the lines `first...last`.
    static func find(_ lines: [String], in range: ClosedRange<Int>) -> [AppRecognizer] {
        var found: [AppRecognizer] = []
        for line in range {
            let trimmed = lines[line].trimming(" \t")
            guard trimmed.hasPrefix("let ") else { continue }
            let event: String
            if trimmed.contains("= UITapGestureRecognizer") {
                event = "tap.map"
            } else if trimmed.contains("= UILongPressGestureRecognizer") {
                event = "tap.long"
            } else {
                continue
            }
            let variable = String(trimmed.dropFirst(4).prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            guard let handler = handlerName(trimmed) else { continue }
            var used = [line]
            var added: (Int, String, String)?
            var index = line + 1
            while index <= range.upperBound {
                let text = lines[index].trimming(" \t")
                // `for recognizer in mapView.gestureRecognizers ?? [] where … { variable.require(toFail: …) }`
                if text.hasPrefix("for "), text.hasSuffix("{"), index + 2 <= range.upperBound,
                    lines[index + 1].trimming(" \t").hasPrefix(variable + ".require(toFail:"),
                    lines[index + 2].trimming(" \t") == "}"
                {
                    used += [index, index + 1, index + 2]
                    index += 3
                    continue
                }
                if text.hasPrefix(variable + ".require(toFail:") || text.hasPrefix(variable + ".minimumPressDuration")
                    || text.hasPrefix(variable + ".numberOfTapsRequired = 1")
                {
                    used.append(index)
                } else if text.hasSuffix(".addGestureRecognizer(\(variable))") {
                    let receiver = String(text.dropLast(".addGestureRecognizer(\(variable))".count))
                    guard !receiver.contains(" "), !receiver.isEmpty else { break }
                    used.append(index)
                    added = (index, String(lines[index].prefix { $0 == " " || $0 == "\t" }), receiver)
                    break
                }
                index += 1
            }
            guard let added else { continue }
            let waits = used.contains { lines[$0].contains(".require(toFail:") }
            found.append(AppRecognizer(event: event, handler: handler, lines: used, added: added, waits: waits))
        }
        return found
    }

    /// The method a recognizer's line calls: `{ [weak self] in self?.handle(sender: $0) }` or
    /// `action: #selector(handle(_:))`.
    static func handlerName(_ line: String) -> String? {
        for marker in ["self?.", "self.", "#selector("] {
            guard let range = line.range(of: marker, options: .backwards) else { continue }
            let name = line[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { return String(name) }
        }
        return nil
    }

    /// The handler's body as the callback's: the point read from the recognizer becomes `point` (or the name
    /// the body gave it), a guard on the recognizer's state goes; `nil` when the body uses the recognizer in
    /// another way (its view, its other states), which only a person can port.
    static func body(
        _ lines: [String], sender: String, event: String
    ) -> (body: [String], point: String?, coordinate: String?)? {
        var body: [String] = []
        var pointName: String?
        var coordinate: String?
        let location = "\(sender).location(in: "
        let states = event == "tap.long" ? [".began"] : [".ended", ".recognized"]
        for line in lines {
            let trimmed = line.trimming(" \t")
            if states.contains(where: { trimmed == "guard \(sender).state == \($0) else { return }" }) { continue }
            // `let point = sender.location(in: mapView)`: the callback's point, under the body's name.
            if trimmed.hasPrefix("let "), let range = trimmed.range(of: " = " + location), trimmed.hasSuffix(")"),
                !trimmed[range.upperBound...].dropLast().contains("(")
            {
                pointName = String(trimmed.dropFirst(4)[..<range.lowerBound])
                continue
            }
            body.append(line)
        }
        let point = pointName ?? (CallbackPorter.declared(in: body).contains("point") ? "pointOnMap" : "point")
        body = body.map { replacingLocations(in: $0, sender: sender, with: point) }
        // `let coordinate = mapView.convert(point, toCoordinateFrom: mapView)`: the callback's coordinate.
        if let index = body.firstIndex(where: { isConversion($0.trimming(" \t"), point: point) }) {
            let trimmed = body[index].trimming(" \t")
            coordinate = String(trimmed.dropFirst(4).prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            body.remove(at: index)
        } else if let map = conversionMap(in: body, point: point) {
            // `last = mapView.convert(point, toCoordinateFrom: mapView)`: the coordinate the target passes.
            let name = CallbackPorter.declared(in: body).contains("coordinate") ? "coordinateOnMap" : "coordinate"
            body = body.map {
                $0.replacingOccurrences(of: "\(map).convert(\(point), toCoordinateFrom: \(map))", with: name)
            }
            coordinate = name
        }
        guard !CallbackPorter.names(in: body).contains(sender) else { return nil }
        let usesPoint = CallbackPorter.names(in: body).contains(point)
        return (body, usesPoint ? point : nil, coordinate)
    }

    /// `line` with each `sender.location(in: view)` read as `point`.
    static func replacingLocations(in line: String, sender: String, with point: String) -> String {
        var result = line
        let location = "\(sender).location(in: "
        while let start = result.range(of: location) {
            var depth = 1
            var end = start.upperBound
            while end < result.endIndex, depth > 0 {
                if result[end] == "(" { depth += 1 }
                if result[end] == ")" { depth -= 1 }
                end = result.index(after: end)
            }
            guard depth == 0 else { break }
            result.replaceSubrange(start.lowerBound..<end, with: point)
        }
        return result
    }

    /// The map view of the first `map.convert(point, toCoordinateFrom: map)` in `body`, if any.
    static func conversionMap(in body: [String], point: String) -> String? {
        let call = ".convert(\(point), toCoordinateFrom: "
        for line in body {
            guard let range = line.range(of: call) else { continue }
            let map = String(
                line[..<range.lowerBound].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
            if !map.isEmpty, line[range.upperBound...].hasPrefix(map + ")") { return map }
        }
        return nil
    }

    /// Whether `line` is `let name = map.convert(point, toCoordinateFrom: map)`.
    static func isConversion(_ line: String, point: String) -> Bool {
        guard line.hasPrefix("let "), let equals = line.range(of: " = ") else { return false }
        let name = line.dropFirst(4)[..<equals.lowerBound]
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return false }
        let value = line[equals.upperBound...]
        let map = value.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return !map.isEmpty && value == "\(map).convert(\(point), toCoordinateFrom: \(map))"
    }
}

extension CallbackPorter {
    /// The app's own recognizers of a MapLibre type, each as the found callback of its handler, with the edits
    /// that take the recognizer's lines out and where the set-up line goes if the type sets no delegate.
    func appRecognizers(
        _ tokens: [SwiftToken], _ matcher: TemplateMatcher, _ body: Range<Int>, _ lines: [String]
    ) -> (found: [Found], edits: [Edit], setUp: (line: Int, indent: String, receiver: String)?) {
        guard source == .maplibre, target != .maplibre else { return ([], [], nil) }
        let first = tokens[body.lowerBound].line - 1
        let last = tokens[body.upperBound].line - 1
        let recognizers = AppRecognizer.find(lines, in: first...last)
        guard !recognizers.isEmpty else { return ([], [], nil) }
        var functions: [String: FunctionDeclaration] = [:]
        var depth = 0
        for index in body where depth >= 0 {
            let token = tokens[index]
            if token.kind == .punctuation, token.text == "{" { depth += 1 }
            if token.kind == .punctuation, token.text == "}" { depth -= 1 }
            if depth == 1, token.kind == .identifier, token.text == "func",
                let function = FunctionDeclaration(tokens, funcAt: index, matcher: matcher)
            {
                functions[function.name] = function
            }
        }
        var found: [Found] = []
        var edits: [Edit] = []
        var setUp: (line: Int, indent: String, receiver: String)?
        for recognizer in recognizers {
            guard let function = functions[recognizer.handler], function.parameters.count == 1,
                function.parameters[0].type.contains("GestureRecognizer"),
                let event = CallbackEvent.all.first(where: { $0.id == recognizer.event }),
                event.receivers(in: target).first != nil
            else { continue }
            let indent = String(lines[function.firstLine].prefix { $0 == " " || $0 == "\t" })
            let source =
                function.inlineBody.map { [indent + "    " + $0] }
                ?? Array(lines[function.bodyLines])
            guard
                let ported = AppRecognizer.body(
                    source, sender: function.parameters[0].name, event: recognizer.event)
            else { continue }
            var bindings: [CallbackRole: String] = [:]
            if let point = ported.point { bindings[.point] = point }
            if let coordinate = ported.coordinate { bindings[.coordinate] = coordinate }
            let whole = function.firstLine...function.lastLine
            found.append(
                Found(
                    event: event, bindings: bindings, body: ported.body, bodyRange: nil, remove: whole,
                    anchor: function.firstLine, original: Array(lines[whole]), indent: indent,
                    review: recognizer.event == "tap.map" && !recognizer.waits
                        ? "the recognizer did not wait for the map's own: MapLibre called it on taps on annotations "
                            + "too, \(target.displayName) calls it only for taps that reach the map" : nil))
            for line in recognizer.lines {
                edits.append(Edit(at: line, remove: line...line, with: [], setUp: true))
            }
            if setUp == nil { setUp = recognizer.added }
        }
        return (found, edits, setUp)
    }
}
