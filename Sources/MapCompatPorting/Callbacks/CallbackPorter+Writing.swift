import Foundation

extension CallbackPorter {
    /// The name a role's value gets in the target when the source did not name it.
    static func defaultName(_ role: CallbackRole) -> String {
        switch role {
        case .map: return "mapView"
        case .coordinate: return "coordinate"
        case .point: return "point"
        case .annotation: return "annotation"
        case .animated: return "animated"
        case .sender: return "sender"
        case .reason: return "reason"
        case .byUser: return "wasUserAction"
        case .error: return "error"
        case .style: return "style"
        case .userLocation: return "userLocation"
        case .control: return "control"
        }
    }

    /// The body lines to write, `extra` deeper: by reference when they are carried over as they are.
    func bodyLines(_ callback: Found, extra: String = "") -> [String] {
        let comments = callback.comments.map { Self.bodyMark + extra + callback.indent + "    " + $0 }
        guard let range = callback.bodyRange else { return comments + callback.body.map { Self.bodyMark + extra + $0 } }
        // Re-indented one level under the declaration (plus `extra`).
        let current =
            callback.body.filter { !$0.trimming(" \t").isEmpty }
            .map { $0.prefix { $0 == " " }.count }.min() ?? 0
        let shift = callback.indent.count + 4 + extra.count - current
        return comments + range.map { Self.bodyReference + "\($0)" + Self.indentMark + "\(shift)" }
    }

    /// The identifiers the body uses.
    static func names(in body: [String]) -> Set<String> {
        var names: Set<String> = []
        for token in SwiftTokenizer(body.joined(separator: "\n")).tokenize() {
            if token.kind == .identifier { names.insert(token.text) }
            // Interpolations: `"\(coordinate.latitude)"` uses `coordinate`.
            for code in token.interpolatedCode { names.formUnion(Self.names(in: [code])) }
        }
        return names
    }

    /// Lines that compute the roles the body uses but the target does not pass, from those it does.
    /// `provided` maps each role the target passes to its name there; `exit` leaves the scope (`return`, `break`).
    func prologue(
        _ callback: Found, provided: [CallbackRole: String], indent: String, exit: String
    ) -> [String] {
        let used = Self.names(in: callback.body)
        var lines: [String] = []
        var names = provided
        let mapName = provided[.map] ?? Self.defaultName(.map)
        if let sourceMap = callback.bindings[.map], sourceMap != mapName, used.contains(sourceMap) {
            lines.append("\(indent)let \(sourceMap) = \(mapName)")
        }
        let passed = Set(provided.values)
        for extra in callback.extras where used.contains(extra.name) && !passed.contains(extra.name) {
            let type = extra.type.filter { $0 != "!" && $0 != "?" }
            // route-me's `afterMapMove(_:byUser:)` (and its kin): the targets report the end of a move by the user
            // and by code alike, so the port assumes the user's (the case the body is written for) and says so.
            let byUser = type == "Bool" && extra.name.lowercased().contains("user")
            if byUser {
                lines.append(
                    "\(indent)let \(extra.name): Bool = true  // \(target.displayName) does not pass it: check moves made in code"
                )
                continue
            }
            // The camera the source handed over (Google's `mapView(_:idleAt:)` passes a GMSCameraPosition, GMSMapViewDelegate.h):
            // the target's camera, read off its map view as the callback runs.
            if StyleTypes.known(involving: [source, target]).roles[type] == .camera,
                let read = APIMap.concept("camera.position.read")?.writtenSpelling(target)?.template,
                read.hasPrefix("$receiver.")
            {
                let camera = read.replacingOccurrences(of: "$receiver", with: mapName)
                lines.append(
                    "\(indent)let \(extra.name) = \(camera)  // \(target.displayName) does not pass it: the map view's camera"
                )
                continue
            }
            let value = ["Bool": "false", "Int": "0", "Double": "0"][type]
            if let value {
                lines.append(
                    "\(indent)let \(extra.name): \(type) = \(value)  // \(target.displayName) does not pass it")
            }
        }
        if let name = callback.bindings[.byUser], provided[.byUser] == nil, used.contains(name) {
            // route-me's `byUser`: from the reason the target passes, else assumed (the case the body is for).
            if let reason = provided[.reason], let test = CallbackEvent.byUser(fromReason: reason, in: target) {
                lines.append("\(indent)let \(name) = \(test)")
            } else {
                lines.append(
                    "\(indent)let \(name): Bool = true  // \(target.displayName) does not pass it: check moves made in code"
                )
            }
        }
        // NAVER's reason is an `Int` (`NMFMapChangedByDeveloper` is 0, NMFMapViewCameraDelegate.h): a target
        // that passes none gives the body that value, and says so.
        if source == .naver, let name = callback.bindings[.reason], provided[.reason] == nil, used.contains(name) {
            lines.append("\(indent)let \(name) = 0  // \(target.displayName) does not pass the reason")
        }
        if let location = callback.locationReport, used.contains(location.name),
            let report = provided[.userLocation]
        {
            lines.append(location.binding(from: report, target: target, indent: indent))
        }
        for role in [CallbackRole.point, .coordinate, .animated] {
            guard let name = callback.bindings[role], provided[role] == nil, used.contains(name) else { continue }
            if role == .animated {
                lines.append(
                    "\(indent)let \(name) = false  // \(target.displayName) does not say whether it was animated")
                continue
            }
            // A tap on an annotation that passes no coordinate: the annotation's own (MLNAnnotation.coordinate,
            // RMAnnotation.coordinate), where the tap landed on it.
            if role == .coordinate, names[.point] == nil, let annotation = provided[.annotation],
                target == .maplibre || target == .rm
            {
                lines.append("\(indent)let \(name) = \(annotation).coordinate")
                names[role] = name
                continue
            }
            var optional = false
            let other: CallbackRole = role == .point ? .coordinate : .point
            guard let otherName = names[other],
                let expression = CallbackEvent.derive(role, in: target, optional: &optional)
            else { continue }
            let value = expression.replacingOccurrences(of: "$map", with: mapName)
                .replacingOccurrences(of: "$point", with: otherName)
                .replacingOccurrences(of: "$coordinate", with: otherName)
            lines.append(
                optional ? "\(indent)guard let \(name) = \(value) else { \(exit) }" : "\(indent)let \(name) = \(value)")
            names[role] = name
        }
        return lines
    }

    /// The names the body declares itself (`let coordinate = …`), which a passed value must not take.
    static func declared(in body: [String]) -> Set<String> {
        var names: Set<String> = []
        let tokens = SwiftTokenizer(body.joined(separator: "\n")).tokenize().filter { !$0.isTrivia }
        for (index, token) in tokens.enumerated().dropLast()
        where token.kind == .identifier && (token.text == "let" || token.text == "var") {
            names.insert(tokens[index + 1].text)
        }
        return names
    }

    /// The name a role's value takes: the source's, else the default unless the body declares it.
    static func name(for role: CallbackRole, _ callback: Found) -> String {
        if let bound = callback.bindings[role] { return bound }
        let name = defaultName(role)
        return declared(in: callback.body).contains(name) ? name + "OnMap" : name
    }

    /// The method a fallback recognizer calls, with the map, point and coordinate the body uses.
    func recognizerHandler(_ handler: String, began: Bool, _ callback: Found) -> [String] {
        let indent = callback.indent + "    "
        let used = Self.names(in: callback.body)
        let mapName = callback.bindings[.map] ?? Self.defaultName(.map)
        let pointName = callback.bindings[.point] ?? Self.defaultName(.point)
        let needsCoordinate = callback.bindings[.coordinate].map(used.contains) ?? false
        let needsPoint = needsCoordinate || used.contains(pointName)
        var lines = ["\(callback.indent)func \(handler)(_ sender: UIGestureRecognizer) {"]
        if began { lines.append("\(indent)guard sender.state == .began else { return }") }
        if needsPoint || used.contains(mapName) {
            lines.append("\(indent)guard let \(mapName) = sender.view as? MLNMapView else { return }")
        }
        if needsPoint { lines.append("\(indent)let \(pointName) = sender.location(in: \(mapName))") }
        if needsCoordinate, let coordinate = callback.bindings[.coordinate] {
            lines.append("\(indent)let \(coordinate) = \(mapName).convert(\(pointName), toCoordinateFrom: \(mapName))")
        }
        return lines + bodyLines(callback) + ["\(callback.indent)}"]
    }

    /// One case of TomTom's `map(_:onInteraction:)` switch.
    func interactionCase(_ name: String, _ roles: [CallbackRole], _ callback: Found) -> [String] {
        let used = Self.names(in: callback.body)
        var provided: [CallbackRole: String] = [.map: "map"]
        var needsCoordinate = false
        if callback.bindings[.point].map(used.contains) ?? false { needsCoordinate = true }
        let values = roles.map { role -> String in
            let name = Self.name(for: role, callback)
            let needed = used.contains(name) || (role == .coordinate && needsCoordinate)
            if needed { provided[role] = name }
            return needed ? name : "_"
        }
        let indent = callback.indent + "    "
        let pattern = values.allSatisfy { $0 == "_" } ? ".\(name)" : "let .\(name)(\(values.joined(separator: ", ")))"
        return ["\(indent)case \(pattern):"]
            + prologue(callback, provided: provided, indent: indent + "    ", exit: "break")
            + bodyLines(callback, extra: "    ") + emptyCaseFiller(callback, indent)
    }

    /// One case of TomTom's `map(_:onCameraEvent:)` switch.
    func cameraCase(_ name: String, _ callback: Found) -> [String] {
        let indent = callback.indent + "    "
        return ["\(indent)case .\(name):"]
            + prologue(callback, provided: [.map: "map"], indent: indent + "    ", exit: "break")
            + bodyLines(callback, extra: "    ") + emptyCaseFiller(callback, indent)
    }

    /// `cases` with the lines of one more case: when a case with the same pattern is already there (two source
    /// callbacks that the target reports as one event, e.g. route-me's region change and move end both as
    /// TomTom's `.cameraSteady`), its body goes at the end of that case, since a second `case` with the same
    /// pattern would never be reached.
    static func merging(_ written: [String], into cases: [String]) -> [String] {
        func isCase(_ line: String) -> Bool { line.trimming(" \t").hasPrefix("case .") }
        guard let caseLine = written.firstIndex(where: isCase),
            let previous = cases.firstIndex(where: { $0.trimming(" \t") == written[caseLine].trimming(" \t") })
        else { return cases + written }
        var end = previous + 1
        while end < cases.count, !isCase(cases[end]) { end += 1 }
        // A review note of the merged case stays above its pattern's line, its body goes after the first body.
        var body = Array(written[..<caseLine]) + Array(written[(caseLine + 1)...])
        if cases[previous + 1..<end].map({ $0.trimming(" \t") }) == ["break"] {
            var merged = cases
            merged.replaceSubrange(previous + 1..<end, with: body)
            return merged
        }
        if body.map({ $0.trimming(" \t") }) == ["break"] { body = [] }
        // A body that declares names gets a scope of its own, as in a merged delegate method (``method(_:)``):
        // both bodies may declare the same value (route-me's `wasUserAction`, which TomTom does not pass).
        let declares = written[(caseLine + 1)...].contains {
            let line = $0.trimming(" \t")
            return line.hasPrefix("let ") || line.hasPrefix("var ")
        }
        if declares {
            let inner = String(written[caseLine].prefix { $0 == " " || $0 == "\t" }) + "    "
            let scoped = written[(caseLine + 1)...].map(Self.indented)
            body = Array(written[..<caseLine]) + [inner + "do {"] + scoped + [inner + "}"]
        }
        var merged = cases
        merged.insert(contentsOf: body, at: end)
        return merged
    }

    private func emptyCaseFiller(_ callback: Found, _ indent: String) -> [String] {
        callback.body.allSatisfy({ $0.trimming(" \t").isEmpty }) ? ["\(indent)    break"] : []
    }

    /// A body line that computes the coordinate from the point (or the point from the coordinate) the source way
    /// (`let coordinate = map.pixel(toCoordinate: point)`) is the value the target may pass itself: the line goes
    /// and the name becomes the role's, so the target computes it its own way (or takes it as a parameter).
    func adoptConversions(_ callback: inout Found, _ lines: [String]) -> [Edit] {
        guard let range = callback.bodyRange, let mapName = callback.bindings[.map] else { return [] }
        var edits: [Edit] = []
        for role in [CallbackRole.coordinate, .point] where callback.bindings[role] == nil {
            let other: CallbackRole = role == .coordinate ? .point : .coordinate
            var optional = false
            guard let otherName = callback.bindings[other],
                let expression = CallbackEvent.derive(role, in: source, optional: &optional), !optional
            else { continue }
            let value = expression.replacingOccurrences(of: "$map", with: mapName)
                .replacingOccurrences(of: "$point", with: otherName)
                .replacingOccurrences(of: "$coordinate", with: otherName)
            for line in range {
                let trimmed = lines[line].trimming(" \t")
                guard trimmed.hasPrefix("let "), trimmed.hasSuffix(" = " + value) else { continue }
                let name = String(trimmed.dropFirst(4).dropLast(value.count + 3))
                guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
                callback.bindings[role] = name
                callback.body.removeAll { $0.trimming(" \t") == trimmed }
                edits.append(Edit(at: line, remove: line...line, with: [], setUp: true))
                break
            }
        }
        return edits
    }

    /// The edits that make the target's receivers called: the source's set-up line becomes the target's.
    func setUpEdits(
        _ setUps: [String], lines: SetUpLines, tokens: [SwiftToken], body: Range<Int>,
        fallback: (line: Int, indent: String, receiver: String)? = nil
    ) -> [Edit] {
        let first = tokens[body.lowerBound].line - 1
        let last = tokens[body.upperBound].line - 1
        // Callbacks in an extension (`extension Screen: NMFMapViewTouchDelegate`) are set up in the type's own
        // body: when the body holds no set-up line, the file's are used.
        let holdsSetUp = lines.holdsSetUp(first...last)
        let searched = holdsSetUp || fallback != nil ? first...last : 0...(lines.trimmed.count - 1)
        // A set-up line whose callbacks the target cannot receive stays, for the member-level port to judge.
        let kept = setUpsWithoutTarget
        var found = lines.found(in: searched).filter { !kept.contains($0.suffix) }.map {
            (line: $0.line, indent: $0.indent, receiver: $0.receiver, specific: $0.specific)
        }
        if found.isEmpty, let fallback {
            found.append((fallback.line, fallback.indent, fallback.receiver, true))
            return setUpLines(setUps, receiver: fallback.receiver, existing: []).isEmpty
                ? []
                : [
                    Edit(
                        at: fallback.line, remove: nil,
                        with: setUpLines(setUps, receiver: fallback.receiver, existing: []).map { fallback.indent + $0 }
                    )
                ]
        }
        guard let anchor = found.first(where: { $0.specific }) ?? found.first else { return [] }
        let existing = lines.existing(searched)
        let written = setUpLines(setUps, receiver: anchor.receiver, existing: existing)
        var edits: [Edit] = []
        for item in found where item.specific {
            edits.append(Edit(at: item.line, remove: item.line...item.line, with: [], setUp: true))
        }
        edits.append(
            Edit(
                at: anchor.line, remove: nil, with: written.map { anchor.indent + $0 }, after: !anchor.specific,
                setUp: true))
        return edits
    }

    /// The target's set-up lines on `receiver`, without those the type already has.
    func setUpLines(_ setUps: [String], receiver: String, existing: Set<String>) -> [String] {
        let anchor = (receiver: receiver, 0)
        var written: [String] = []
        for setUp in setUps {
            if setUp.hasPrefix("recognizer:") {
                let parts = setUp.split(separator: ":").map(String.init)
                let variable = parts[2] == "handleMapTap" ? "mapTap" : "mapLongPress"
                let lines = [
                    "let \(variable) = \(parts[1]) { [weak self] in self?.\(parts[2])($0) }",
                    "for recognizer in \(anchor.receiver).gestureRecognizers ?? [] where recognizer is \(parts[1]) {",
                    "    \(variable).require(toFail: recognizer)",
                    "}",
                    "\(anchor.receiver).addGestureRecognizer(\(variable))",
                ]
                if !written.contains(lines[0]) { written += lines }
                continue
            }
            let line = setUp.replacingOccurrences(of: "$map", with: anchor.receiver)
            if !written.contains(line), !existing.contains(line) { written.append(line) }
        }
        return written
    }
}
