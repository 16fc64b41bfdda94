import Foundation

/// Lines, polygons and circles made the way each SDK makes them, so that a shape comes out of a port through the
/// target's real initialisers rather than a note:
///
/// - NAVER: `let line = NMFPolylineOverlay(points)` (failable), `line?.width = 4`, `line?.mapView = mapView`;
///   `NMFPolygonOverlay(points)` and `NMFCircleOverlay(center, radius: 300)` alike (navermaps/ios-map-sdk, the
///   demo's shape view controllers);
/// - MapLibre: `let line = MLNPolyline(coordinates: &points, count: UInt(points.count))`,
///   `mapView.addAnnotation(line)`, styled by the delegate (maplibre/maplibre-native, `platform/ios/app`'s
///   polyline and polygon examples); MapLibre has no circle annotation;
/// - TomTom: `var options = LineOptions(coordinates: points)`, `options.lineWidth = 4`,
///   `let line = try? map.addLine(options: options)` (TomTom's "Lines" and "Polygons" guides; `addLine(options:)`
///   throws).
///
/// route-me draws shapes in an annotation's layer (`RMShape` from `mapView(_:layerFor:)`), a shape of its own that
/// the member-level port notes. The coordinates and values stay in the source style; the member-level port
/// rewrites them.
enum ShapeConstruction {
    enum Kind: CaseIterable {
        case line, polygon, circle
    }

    /// A look a shape is given where it is made, under each style's name.
    enum Look: CaseIterable {
        case width, color, fillColor, outlineColor, outlineWidth, tag

        /// The member's name in `style` for a shape of `kind`; `nil` where the style sets none.
        func name(_ style: PortingStyle, _ kind: Kind) -> String? {
            switch (self, style, kind) {
            case (.width, .naver, .line): return "width"
            case (.width, .tomtom, .line): return "lineWidth"
            case (.color, .naver, .line): return "color"
            case (.color, .tomtom, .line): return "lineColor"
            case (.fillColor, .naver, .polygon), (.fillColor, .naver, .circle), (.fillColor, .tomtom, .polygon),
                (.fillColor, .tomtom, .circle):
                return "fillColor"
            case (.outlineColor, .naver, .polygon), (.outlineColor, .naver, .circle),
                (.outlineColor, .tomtom, .polygon), (.outlineColor, .tomtom, .circle):
                return "outlineColor"
            case (.outlineWidth, .naver, .polygon), (.outlineWidth, .naver, .circle),
                (.outlineWidth, .tomtom, .polygon), (.outlineWidth, .tomtom, .circle):
                return "outlineWidth"
            case (.tag, .tomtom, _): return "tag"
            default: return nil
            }
        }

        /// The number type of the member in `style` (NAVER's widths are `CGFloat`, its polygon's outline a
        /// `UInt`; TomTom's are `Double`), `nil` for a value that is not a number.
        func numberType(_ style: PortingStyle, _ kind: Kind) -> String? {
            switch (self, style) {
            case (.width, .naver): return "CGFloat"
            case (.outlineWidth, .naver): return kind == .polygon ? "UInt" : "CGFloat"
            case (.width, .tomtom), (.outlineWidth, .tomtom): return "Double"
            default: return nil
            }
        }
    }

    struct Group {
        var kind: Kind
        /// The shape's name; `nil` for a shape made inside the add (`mapView.addAnnotation(MLNPolyline(…))`).
        var variable: String?
        /// `let ` or `var ` when the shape's statement declares it, empty when it assigns it (`line = …`).
        var declaration: String
        /// The positions (a line's or polygon's) or the centre (a circle's).
        var geometry: String
        /// The lines between an array literal's brackets, when the source wrote the positions one per line.
        var inner: [String]? = nil
        var radius: String?
        /// The looks set where the shape is made, with the statement that sets each.
        var looks: [(look: Look, value: String, statement: String)] = []
        /// Statements on the shape or its options that the target cannot say, as written.
        var others: [String] = []
        var map: String
        var lines: [Int]
        var indent: String
    }

    /// The source's type name per kind, as each style's initialiser spells it.
    static func typeName(_ style: PortingStyle, _ kind: Kind) -> String? {
        switch (style, kind) {
        case (.naver, .line): return "NMFPolylineOverlay"
        case (.naver, .polygon): return "NMFPolygonOverlay"
        case (.naver, .circle): return "NMFCircleOverlay"
        case (.maplibre, .line): return "MLNPolyline"
        case (.maplibre, .polygon): return "MLNPolygon"
        case (.tomtom, .line): return "LineOptions"
        case (.tomtom, .polygon): return "PolygonOptions"
        case (.tomtom, .circle): return "CircleOptions"
        default: return nil
        }
    }

    /// The text with each shape made the target's way; `protected` lines (restored from an earlier port) are
    /// left alone, and the returned set says where they went.
    static func port(_ text: String, protected: Set<Int>, from source: PortingStyle, to target: PortingStyle) -> (
        text: String, protected: Set<Int>
    ) {
        guard source != target, source != .rm, target != .rm, PortingStyle.allCases.contains(target),
            Kind.allCases.contains(where: { kind in typeName(source, kind).map { text.containsText($0) } ?? false })
        else { return (text, protected) }
        let original = text.lines().map(String.init)
        // Only a line that names a shape (or MapLibre's add) starts one: other lines are not joined into
        // statements, which would read the rest of an unclosed bracket again from every line.
        let starts =
            Kind.allCases.compactMap { typeName(source, $0) } + (source == .maplibre ? [".addAnnotation("] : [])
        var groups: [Group] = []
        var index = 0
        while index < original.count {
            defer { index += 1 }
            guard !protected.contains(index), starts.contains(where: { original[index].containsText($0) }),
                let group = group(at: index, original, source),
                typeName(target, group.kind) != nil,
                !group.lines.contains(where: protected.contains)
            else { continue }
            groups.append(group)
            index = group.lines.max() ?? index
        }
        guard !groups.isEmpty else { return (text, protected) }
        var lines = original
        var flags = original.indices.map { protected.contains($0) }
        for group in groups.reversed() {
            let written = construction(group, from: source, to: target).flatMap { spread(group.indent + $0, group) }
            let first = group.lines[0]
            for line in group.lines.dropFirst().sorted().reversed() {
                lines.remove(at: line)
                flags.remove(at: line)
            }
            lines.replaceSubrange(first...first, with: written)
            flags.replaceSubrange(first...first, with: written.map { _ in false })
        }
        return (lines.joined(separator: "\n"), Set(flags.indices.filter { flags[$0] }))
    }

    /// The shape made from line `index` on, in `source`'s way, with its looks and the statement that adds it.
    static func group(at index: Int, _ lines: [String], _ source: PortingStyle) -> Group? {
        let line = lines[index]
        let indent = String(line.prefix { $0 == " " || $0 == "\t" })
        let (statement, end) = MarkerConstruction.statement(at: index, lines)
        guard let equals = statement.range(of: " = ") else {
            // MapLibre's shape made inside its add: `mapView.addAnnotation(MLNPolyline(coordinates: &c, count: …))`.
            guard source == .maplibre, let add = statement.range(of: ".addAnnotation("), statement.hasSuffix(")"),
                let made = mapLibreShape(String(statement[add.upperBound...].dropLast()))
            else { return nil }
            return Group(
                kind: made.kind, variable: nil, declaration: "", geometry: made.geometry,
                map: String(statement[..<add.lowerBound]), lines: Array(index...end), indent: indent)
        }
        var left = String(statement[..<equals.lowerBound])
        var declaration = ""
        for keyword in ["let ", "var "] where left.hasPrefix(keyword) {
            declaration = keyword
            left = String(left.dropFirst(keyword.count))
        }
        let variable = left.hasPrefix("self.") ? String(left.dropFirst(5)) : left
        guard !variable.isEmpty, variable.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        let value = String(statement[equals.upperBound...])
        var group: Group
        switch source {
        case .naver:
            guard let made = naverShape(value) else { return nil }
            group = Group(
                kind: made.kind, variable: left, declaration: declaration, geometry: made.geometry,
                radius: made.radius, map: "", lines: Array(index...end), indent: indent)
        case .maplibre:
            guard let made = mapLibreShape(value) else { return nil }
            group = Group(
                kind: made.kind, variable: left, declaration: declaration, geometry: made.geometry, map: "",
                lines: Array(index...end), indent: indent)
        case .tomtom:
            guard declaration == "var ", let made = tomTomOptions(value) else { return nil }
            group = Group(
                kind: made.kind, variable: nil, declaration: "", geometry: made.geometry, radius: made.radius,
                map: "", lines: Array(index...end), indent: indent)
            if let fill = made.fill { group.looks.append((.fillColor, fill, "fillColor: \(fill)")) }
        default:
            return nil
        }
        // Positions written one per line: `[` ends the first line, `]` opens the last.
        if end > index, line.hasSuffix("["), lines[end].trimming(" \t").hasPrefix("]"),
            group.geometry.hasPrefix("["), group.geometry.hasSuffix("]")
        {
            group.inner = Array(lines[(index + 1)..<end])
        }
        // The statements on the shape (or TomTom's options) that follow, then its add.
        let subject = source == .tomtom ? variable : left
        var next = end + 1
        while next < lines.count {
            let (statement, end) = MarkerConstruction.statement(at: next, lines)
            defer { next = end + 1 }
            if statement.isEmpty { continue }
            if source == .tomtom, let added = tomTomAdd(statement, options: subject, kind: group.kind) {
                group.variable = added.variable
                group.declaration = added.declaration
                group.map = added.map
                group.lines += Array(next...end)
                return group
            }
            if source == .maplibre, statement == "\(subject).addAnnotation(\(subject))" { return nil }
            if source == .maplibre, statement.hasSuffix(".addAnnotation(\(subject))") {
                group.map = String(statement.dropLast(".addAnnotation(\(subject))".count))
                group.lines += Array(next...end)
                return group
            }
            var member: String?
            for prefix in [subject + "?.", subject + "."] where statement.hasPrefix(prefix) {
                member = String(statement.dropFirst(prefix.count))
            }
            guard let member, let equals = member.range(of: " = ") else { return nil }
            let name = String(member[..<equals.lowerBound])
            let value = String(member[equals.upperBound...])
            if source == .naver, name == "mapView" {
                guard value != "nil" else { return nil }
                group.map = value
                group.lines += Array(next...end)
                return group
            }
            if let look = Look.allCases.first(where: { $0.name(source, group.kind) == name }) {
                group.looks.append((look, value, statement))
            } else {
                group.others.append(statement)
            }
            group.lines += Array(next...end)
        }
        return nil
    }

    /// A written line with the positions laid out again one per line, as the source wrote them.
    static func spread(_ line: String, _ group: Group) -> [String] {
        guard let inner = group.inner, let range = line.range(of: group.geometry) else { return [line] }
        return [line[..<range.lowerBound] + "["] + inner + [group.indent + "]" + line[range.upperBound...]]
    }

    /// NAVER's shape made from positions (`NMFPolylineOverlay(points)`) or a centre and radius.
    static func naverShape(_ value: String) -> (kind: Kind, geometry: String, radius: String?)? {
        for kind in [Kind.line, .polygon] {
            guard let name = typeName(.naver, kind), let arguments = MarkerConstruction.call(value, name + "("),
                !arguments.isEmpty, isPlain(arguments)
            else { continue }
            return (kind, arguments, nil)
        }
        guard let arguments = MarkerConstruction.call(value, "NMFCircleOverlay("),
            let radius = arguments.range(of: ", radius: ")
        else { return nil }
        return (.circle, String(arguments[..<radius.lowerBound]), String(arguments[radius.upperBound...]))
    }

    /// MapLibre's shape made from an array it points into (`MLNPolyline(coordinates: &points, count: …)`).
    static func mapLibreShape(_ value: String) -> (kind: Kind, geometry: String)? {
        for kind in [Kind.line, .polygon] {
            guard let name = typeName(.maplibre, kind),
                let arguments = MarkerConstruction.call(value, name + "(coordinates: &"),
                let count = arguments.range(of: ", count: ")
            else { continue }
            let array = String(arguments[..<count.lowerBound])
            guard array.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
            return (kind, array)
        }
        return nil
    }

    /// TomTom's options (`LineOptions(coordinates: points)`, `CircleOptions(coordinate:radius:fillColor:)`).
    static func tomTomOptions(_ value: String) -> (kind: Kind, geometry: String, radius: String?, fill: String?)? {
        for kind in [Kind.line, .polygon] {
            guard let name = typeName(.tomtom, kind),
                let arguments = MarkerConstruction.call(value, name + "(coordinates: "), isPlain(arguments)
            else { continue }
            return (kind, arguments, nil, nil)
        }
        guard let arguments = MarkerConstruction.call(value, "CircleOptions(coordinate: "),
            let radius = arguments.range(of: ", radius: ")
        else { return nil }
        let rest = String(arguments[radius.upperBound...])
        let parts = rest.components(separatedBy: ", fillColor: ")
        guard parts.count <= 2 else { return nil }
        return (.circle, String(arguments[..<radius.lowerBound]), parts[0], parts.count == 2 ? parts[1] : nil)
    }

    /// TomTom's add of `options` (`line = try? map.addLine(options: lineOptions)`): the shape's name, whether the
    /// statement declares it, and the map.
    static func tomTomAdd(_ statement: String, options: String, kind: Kind) -> (
        variable: String?, declaration: String, map: String
    )? {
        let suffix = ".\(tomTomAdd(kind))(options: \(options))"
        guard statement.hasSuffix(suffix) else { return nil }
        var head = String(statement.dropLast(suffix.count))
        var variable: String?
        var declaration = ""
        if let equals = head.range(of: " = ") {
            var left = String(head[..<equals.lowerBound])
            for keyword in ["let ", "var "] where left.hasPrefix(keyword) {
                declaration = keyword
                left = String(left.dropFirst(keyword.count))
            }
            variable = left == "_" ? nil : left
            head = String(head[equals.upperBound...])
        }
        for attempt in ["try? ", "try! ", "try "] where head.hasPrefix(attempt) {
            head = String(head.dropFirst(attempt.count))
        }
        guard !head.isEmpty, !head.contains(" ") else { return nil }
        return (variable, declaration, head)
    }

    /// TomTom's add of a kind of shape (`addLine(options:)`).
    static func tomTomAdd(_ kind: Kind) -> String {
        switch kind {
        case .line: return "addLine"
        case .polygon: return "addPolygon"
        case .circle: return "addCircle"
        }
    }

    /// Whether a geometry argument is positions, not a cast or a NAVER geometry object (`NMGLineString`).
    static func isPlain(_ arguments: String) -> Bool {
        !arguments.contains(" as ") && !arguments.contains("NMGLineString") && !arguments.contains("NMGPolygon")
    }

    /// A value for a member of another number type: a literal as it is, anything else converted.
    static func number(_ value: String, _ type: String?) -> String {
        guard let type else { return value }
        let literal = value.allSatisfy { $0.isNumber || $0 == "." }
        if literal, type != "UInt" || !value.contains(".") { return value }
        return "\(type)(\(value))"
    }

    /// The target's statements for a group.
    static func construction(_ group: Group, from source: PortingStyle, to target: PortingStyle) -> [String] {
        let kind = group.kind
        let name = group.variable ?? "shape"
        let declared = group.variable == nil ? "let " : group.declaration
        let sourceOthers =
            group.others.isEmpty
            ? []
            : ["// PORT: shape.look (\(source.displayName)): \(target.displayName) sets no such member on a shape."]
                + group.others.map { "// PORT(\(source.id)): \($0)" }
        func looks(_ receiver: String) -> (set: [String], unset: [String]) {
            var set: [String] = []
            var unset: [String] = []
            for (look, value, statement) in group.looks {
                if look == .tag, target == .naver {
                    set.append("\(receiver).userInfo = [\"tag\": \(value)]")
                } else if let member = look.name(target, kind) {
                    set.append("\(receiver).\(member) = \(number(value, look.numberType(target, kind)))")
                } else {
                    unset.append("// PORT(\(source.id)): \(statement)")
                }
            }
            let note =
                target == .maplibre
                ? "MapLibre styles shapes in its delegate: mapView(_:lineWidthForPolylineAnnotation:), "
                    + "mapView(_:strokeColorForShapeAnnotation:), mapView(_:fillColorForPolygonAnnotation:)."
                : "\(target.displayName) sets no such member on a shape."
            return (set, unset.isEmpty ? [] : ["// PORT: shape.look (\(source.displayName)): " + note] + unset)
        }
        switch target {
        case .naver:
            guard let type = typeName(.naver, kind) else { return [] }
            let made =
                kind == .circle
                ? "\(type)(\(group.geometry), radius: \(group.radius ?? "0"))" : "\(type)(\(group.geometry))"
            // NAVER's line and polygon initialisers are failable, and a shape assigned to a property is optional.
            let receiver = kind == .circle && !group.declaration.isEmpty ? name : name + "?"
            let written = looks(receiver)
            return ["\(declared)\(name) = \(made)"] + written.set + sourceOthers + [
                "\(receiver).mapView = \(group.map)"
            ]
        case .maplibre:
            guard let type = typeName(.maplibre, kind) else { return [] }
            let points = (group.variable ?? "shape") + "Coordinates"
            let made = "\(type)(coordinates: &\(points), count: UInt(\(points).count))"
            let styled = looks(name).unset + sourceOthers
            guard group.variable != nil, group.declaration.isEmpty else {
                return ["var \(points) = \(group.geometry)", "\(declared)\(name) = \(made)"]
                    + ["\(group.map).addAnnotation(\(name))"] + styled
            }
            // Assigned to a property (an optional): added from a local of its own.
            let local = name + "Shape"
            return ["var \(points) = \(group.geometry)", "let \(local) = \(made)"]
                + ["\(group.map).addAnnotation(\(local))", "\(name) = \(local)"] + styled
        case .tomtom:
            guard let type = typeName(.tomtom, kind) else { return [] }
            let options = name + "Options"
            let made =
                kind == .circle
                ? "\(type)(coordinate: \(group.geometry), radius: \(group.radius ?? "0"))"
                : "\(type)(coordinates: \(group.geometry))"
            let written = looks(options)
            let assigned = group.variable == nil ? "_ = " : "\(declared)\(name) = "
            return ["var \(options) = \(made)"] + written.set + written.unset + sourceOthers
                + ["\(assigned)try? \(group.map).\(tomTomAdd(kind))(options: \(options))"]
        default:
            return []
        }
    }
}
