import Foundation

/// Point markers made the way each SDK makes them, so that a marker comes out of a port through the target's real
/// initialisers rather than a renamed type:
///
/// - NAVER: `let marker = NMFMarker()`, `marker.position = …`, `marker.captionText = …`, `marker.mapView = mapView`
///   (navermaps/ios-map-sdk, the demo's MarkerViewController.swift);
/// - MapLibre: `let annotation = MLNPointAnnotation()`, `annotation.coordinate = …`, `annotation.title = …`,
///   `mapView.addAnnotation(annotation)` (maplibre/maplibre-native, platform/ios/app);
/// - TomTom: `let marker = try? map.addMarker(options: MarkerOptions(coordinate: …, pinImage: …))` (TomTom's
///   "Markers" guide; `addMarker(options:)` throws);
/// - route-me: `let annotation = RMAnnotation(mapView: mapView, coordinate: …, andTitle: …)`,
///   `mapView.addAnnotation(annotation)` (route-me's samples).
///
/// The position and title expressions stay in the source style; the member-level port rewrites them.
enum MarkerConstruction {
    struct Group {
        var variable: String
        var position: String?
        var title: String?
        var map: String?
        var lines: [Int]
        var indent: String
        /// Whether the marker goes on the map later, in a statement of its own (inside an `if let`, a `guard`'s
        /// block or a closure) that the member-level port rewrites where it stands.
        var attachesLater = false
        /// TomTom's marker options made first and added later (`let marker = try? map.addMarker(options:
        /// options)`): that line, which becomes the target's add.
        var laterLine: Int?
        /// TomTom's add that keeps the marker in an `if let` (``TomTomMarkerIfLet``): its body runs after the add.
        var ifLet: TomTomMarkerIfLet?
        /// The name of the image asset the marker shows, when the source names one (``MarkerImage``).
        var image: String?
        /// The image the source passes as a value (TomTom's `pinImage: image`) where no asset name is read.
        var imageValue: String?
        /// The later statement that puts the marker on the map (``MarkerAttachment``), when there is one.
        var attachLine: Int?
    }

    /// Whether a line of `lines` assigns `variable` again (`marker = …`): a `var` so changed stays a `var`.
    static func reassigns(_ variable: String, _ lines: ArraySlice<String>) -> Bool {
        lines.contains { line in
            let code = line.trimming(" \t")
            return code.hasPrefix(variable + " = ") || code.hasPrefix("self." + variable + " = ")
        }
    }

    /// The lines with each marker made the target's way; `protected` lines (restored from an earlier port)
    /// are left alone, and the returned set says where they went.
    static func port(_ text: String, protected: Set<Int>, from source: PortingStyle, to target: PortingStyle) -> (
        text: String, protected: Set<Int>
    ) {
        let original = text.lines().map(String.init)
        var lines = original
        var groups: [Group] = []
        for (index, line) in original.enumerated() {
            // TomTom's `if let marker = try? map.addMarker(options: MarkerOptions(coordinate: …)) { … }`.
            if source == .tomtom, let add = TomTomMarkerIfLet(at: index, original),
                let arguments = call(add.options, "MarkerOptions(coordinate: "), !protected.contains(index)
            {
                let options = TomTomMarkerIfLet.options("coordinate: " + arguments)
                guard !options.others else { continue }
                var group = Group(
                    variable: add.marker, position: String(options.position.dropFirst("coordinate: ".count)),
                    title: options.tag, map: add.map, lines: [index],
                    indent: String(line.prefix { $0 == " " || $0 == "\t" }))
                group.ifLet = add
                group.setPin(options.pinImage, target)
                if !(target == .tomtom || readsMap(group.position ?? "", add.map)) { groups.append(group) }
                continue
            }
            // Only a `let` (or a `var`, as older apps declare a marker they never reassign) starts a marker: other
            // lines are not joined into statements (that would read the rest of the file again from every line
            // that leaves a bracket open).
            let code = line.drop(while: { $0 == " " || $0 == "\t" })
            guard code.hasPrefix("let ") || code.hasPrefix("var ") else { continue }
            let (trimmed, declarationEnd) = statement(at: index, original)
            let indent = String(line.prefix { $0 == " " || $0 == "\t" })
            guard let equals = trimmed.range(of: " = ") else { continue }
            // `let marker: NMFMarker = NMFMarker()`: the annotation names the type the value makes, and goes with it.
            let declared = trimmed[trimmed.index(trimmed.startIndex, offsetBy: 4)..<equals.lowerBound]
            let variable = String(declared.prefix { $0 != ":" })
            let declaredType = String(declared.dropFirst(variable.count + 1)).trimming(" ")
            guard variable.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
                variable.count == declared.count || markerTypes[source] == declaredType
                    || (source == .rm && target != .tomtom && declaredType == "RMPointAnnotation"),
                code.hasPrefix("let ") || !reassigns(variable, original[(declarationEnd + 1)...])
            else { continue }
            let value = String(trimmed[equals.upperBound...])
            var group = Group(variable: variable, lines: [index], indent: indent)
            switch source {
            case .naver:
                if value == "NMFMarker()" {
                } else if let position = call(value, "NMFMarker(position: ") {
                    group.position = position
                } else {
                    continue
                }
            case .maplibre:
                guard value == "MLNPointAnnotation()" else { continue }
            case .tomtom where value.hasPrefix("MarkerOptions(coordinate: "):
                // Options made first, the marker added later from them.
                guard let arguments = call(value, "MarkerOptions(coordinate: ") else { continue }
                let options = TomTomMarkerIfLet.options("coordinate: " + arguments)
                guard !options.others else { continue }
                group.position = String(options.position.dropFirst("coordinate: ".count))
                group.title = options.tag
                group.setPin(options.pinImage, target)
                group.attachesLater = true
                if let later = MarkerAttachment.tomTomAdd(of: variable, from: declarationEnd + 1, in: original) {
                    group.variable = later.marker
                    group.map = later.map
                    group.laterLine = later.line
                } else if let add = TomTomMarkerIfLet.adding(variable, from: declarationEnd + 1, in: original) {
                    group.variable = add.marker
                    group.map = add.map
                    group.laterLine = add.line
                    group.ifLet = add
                } else {
                    continue
                }
                group.lines += Array(index...declarationEnd).dropFirst()
                if !group.lines.contains(where: protected.contains), !protected.contains(group.laterLine ?? index) {
                    groups.append(group)
                }
                continue
            case .tomtom:
                let body = value.hasPrefix("try? ") ? String(value.dropFirst(5)) : value
                guard let dot = body.range(of: ".addMarker(options: MarkerOptions(coordinate: "),
                    body.hasSuffix("))"), !body.hasPrefix("try ")
                else { continue }
                group.map = String(body[..<dot.lowerBound])
                let options = TomTomMarkerIfLet.options("coordinate: " + String(body[dot.upperBound...].dropLast(2)))
                guard !options.others else { continue }
                group.position = String(options.position.dropFirst("coordinate: ".count))
                group.setPin(options.pinImage, target)
            case .rm:
                // (route-me's RMPointAnnotation is made the same way and draws its own pin; TomTom's marker, made by
                // an add that may fail, is not the non-optional value it is: type.marker.withPin.)
                // Apps space the labels as they like (`andTitle:"Hola"`): the parts are trimmed.
                let pointAnnotation = target == .tomtom ? nil : call(value, "RMPointAnnotation(mapView:")
                guard let arguments = call(value, "RMAnnotation(mapView:") ?? pointAnnotation,
                    let coordinate = arguments.range(of: ", coordinate:"),
                    let title = arguments.range(of: ", andTitle:")
                else { continue }
                group.map = String(arguments[..<coordinate.lowerBound]).trimming(" ")
                group.position = String(arguments[coordinate.upperBound..<title.lowerBound]).trimming(" ")
                let titleText = String(arguments[title.upperBound...]).trimming(" ")
                group.title = titleText == "nil" ? nil : titleText
            default:
                continue
            }
            // The statements on the variable that follow in the same block.
            var attached = source != .rm
            group.lines += Array(index...declarationEnd).dropFirst()
            var next = declarationEnd + 1
            while next < lines.count {
                let (statement, end) = Self.statement(at: next, original)
                if statement.isEmpty || statement.hasPrefix("//") {
                    next += 1
                    continue
                }
                let prefix = variable + "."
                if let value = assignment(statement, prefix + "position"), source == .naver {
                    group.position = value
                } else if let value = assignment(statement, prefix + "coordinate"), source == .maplibre {
                    group.position = value
                } else if let value = assignment(statement, prefix + "captionText"), source == .naver {
                    group.title = value
                } else if let value = assignment(statement, prefix + "title"), source == .maplibre {
                    group.title = value
                } else if let value = assignment(statement, prefix + "mapView"), source == .naver {
                    group.map = value
                } else if let image = MarkerImage.named(in: statement, on: variable, source, target) {
                    group.image = image.isDefault ? nil : image.name
                } else if statement.hasSuffix(".addAnnotation(\(variable))"), source == .maplibre || source == .rm {
                    group.map = String(statement.dropLast(".addAnnotation(\(variable))".count))
                    attached = true
                } else if statement.hasPrefix(prefix) || statement.hasPrefix(variable + "?.") {
                    // Another member of the marker (a handler closure, an icon): left for the member-level port.
                    var depth = 0
                    repeat {
                        for character in lines[next] {
                            if "({[".contains(character) { depth += 1 }
                            if ")}]".contains(character) { depth -= 1 }
                        }
                        next += 1
                    } while depth > 0 && next < lines.count
                    continue
                } else {
                    break
                }
                group.lines += Array(next...end)
                next = end + 1
            }
            // route-me makes an annotation for a map (RMAnnotation(mapView:…)) and adds it with a call of its own.
            if group.map == nil || !attached,
                let later = MarkerAttachment.laterStatement(of: variable, from: next, in: original, source)
            {
                group.map = group.map ?? later.map
                group.attachesLater = true
                group.attachLine = later.line
            }
            guard let position = group.position, let map = group.map,
                !group.lines.contains(where: protected.contains)
            else { continue }
            // TomTom hands its map over later, so a position read off the map is optional there: the marker cannot
            // be made from it at once, and the member-level port says so.
            if target == .tomtom, readsMap(position, map) { continue }
            groups.append(group)
        }
        var flags = original.indices.map { protected.contains($0) }
        // Each edit writes lines where its first line was and drops its other lines; applied from the end of the
        // file, so that the line numbers of those before stay as they are.
        var edits: [(first: Int, dropped: [Int], written: [String])] = []
        for group in groups {
            var written = construction(group, target).map { group.indent + $0 }
            guard !written.isEmpty else { continue }
            // What follows the add: the body of TomTom's `if let`, one level out, without its braces (route-me's
            // annotation, made by an `init!`, is typed, so it is not optional either).
            var body: [String] = []
            if let add = group.ifLet {
                let indent = String(lines[add.line].prefix { $0 == " " || $0 == "\t" })
                body = add.inlineBody.map { [indent + $0] } ?? []
                if let close = add.close {
                    for line in (add.line + 1)..<close where lines[line].hasPrefix(indent + "    ") {
                        lines[line].removeFirst(4)
                    }
                    edits.append((close, [], []))
                }
            }
            // TomTom made the marker on the map already: the later statement that put it there is noted as so.
            if target == .tomtom, let attach = group.attachLine, !protected.contains(attach) {
                edits.append((attach, [], MarkerAttachment.tomTomAlreadyAdded(lines[attach], from: source)))
            }
            if let map = group.map, let later = group.laterLine {
                let indent = String(lines[later].prefix { $0 == " " || $0 == "\t" })
                edits.append((later, [], [indent + MarkerAttachment.add(group.variable, to: map, target)] + body))
            } else {
                written += body
            }
            edits.append((group.lines[0], Array(group.lines.dropFirst()), written))
        }
        for edit in edits.sorted(by: { $0.first > $1.first }) {
            for line in edit.dropped.sorted(by: >) {
                lines.remove(at: line)
                flags.remove(at: line)
            }
            lines.replaceSubrange(edit.first...edit.first, with: edit.written)
            flags.replaceSubrange(edit.first...edit.first, with: edit.written.map { _ in false })
        }
        return (lines.joined(separator: "\n"), Set(flags.indices.filter { flags[$0] }))
    }

    /// Whether `expression` reads a member of the map view `map` (`mapView.centerCoordinate`).
    static func readsMap(_ expression: String, _ map: String) -> Bool {
        let words = SwiftTokenizer(expression).tokenize().filter { !$0.isTrivia }.map(\.text)
        let read = SwiftTokenizer(map).tokenize().filter { !$0.isTrivia }.map(\.text) + ["."]
        guard words.count >= read.count else { return false }
        return (0...(words.count - read.count)).contains { Array(words[$0..<($0 + read.count)]) == read }
    }

    /// The type each style's marker construction makes, as a declaration may name it.
    static let markerTypes: [PortingStyle: String] = [
        .naver: "NMFMarker", .maplibre: "MLNPointAnnotation", .rm: "RMAnnotation",
    ]

    /// The statement starting at line `index`, its lines joined while a bracket stays open, and its last line.
    static func statement(at index: Int, _ lines: [String]) -> (text: String, end: Int) {
        // Brackets are counted by their bytes: this runs on every `let` of a file.
        var text = lines[index].trimming(" \t")
        var depth = text.bracketBalanceOfBytes(braces: false)
        var end = index
        while depth > 0, end + 1 < lines.count {
            end += 1
            let next = lines[end].trimming(" \t")
            depth += next.bracketBalanceOfBytes(braces: false)
            text += (text.hasSuffix("(") || next.hasPrefix(")") ? "" : " ") + next
        }
        return (text, end)
    }

    static func construction(_ group: Group, _ target: PortingStyle) -> [String] {
        let name = group.variable
        let position = group.position ?? ""
        let map = group.map ?? "mapView"
        // The map as a value (`map?.addMarker(…)` read the optional map: `marker.mapView = map`).
        let value = map.hasSuffix("?") ? String(map.dropLast()) : map
        switch target {
        case .naver:
            return ["let \(name) = NMFMarker(position: \(position))"]
                + (group.title.map { ["\(name).captionText = \($0)"] } ?? [])
                + (group.image.map { ["\(name).iconImage = NMFOverlayImage(name: \($0))"] } ?? [])
                + (group.imageValue.map { ["\(name).iconImage = NMFOverlayImage(image: \($0))"] } ?? [])
                + (group.attachesLater ? [] : ["\(name).mapView = \(value)"])
        case .maplibre:
            // MapLibre draws an annotation's image from its delegate (MLNMapViewDelegate `mapView(_:imageFor:)`).
            let image = group.imageValue.map {
                [
                    "// PORT: review — marker.image: MapLibre draws an annotation's image in mapView(_:imageFor:) (was \($0))"
                ]
            }
            return (image ?? []) + ["let \(name) = MLNPointAnnotation()", "\(name).coordinate = \(position)"]
                + (group.title.map { ["\(name).title = \($0)"] } ?? [])
                + (group.attachesLater ? [] : ["\(map).addAnnotation(\(name))"])
        case .tomtom:
            let title =
                group.title.map { ["// PORT: review — annotation.title: TomTom markers have no title (was \($0))"] }
                ?? []
            let early =
                group.attachesLater ? [MarkerAttachment.tomTomReview] : []
            return title + early + [
                "let \(name) = try? \(map).addMarker(options: MarkerOptions(coordinate: \(position), pinImage: UIImage(named: \(group.image ?? MarkerImage.defaultName)) ?? UIImage()))"
            ]
        case .rm:
            return [
                // The initialiser is `init!`: typed, the constant is the annotation itself (as route-me apps write
                // it, `let annotation: RMAnnotation = RMAnnotation(mapView:…)`), so the source's later statements
                // on it (`marker.userInfo = …`) hold as they are.
                "let \(name): RMAnnotation = RMAnnotation(mapView: \(value), coordinate: \(position), andTitle: \(group.title ?? "nil"))",
                // route-me draws (and lets the user tap) only an annotation with a layer (RMMapView.m asks
                // mapView:layerForAnnotation: for one when it is nil): the marker the source showed.
                "\(name).layer = RMMarker(uiImage: \(group.imageValue ?? "UIImage(named: \(group.image ?? MarkerImage.defaultName))"))",
            ] + (group.attachesLater ? [] : ["\(map).addAnnotation(\(name))"])
        default:
            return []
        }
    }

    /// The arguments of `value` when it is a call written `prefix…)`.
    static func call(_ value: String, _ prefix: String) -> String? {
        guard value.hasPrefix(prefix), value.hasSuffix(")") else { return nil }
        return String(value.dropFirst(prefix.count).dropLast())
    }

    /// The value assigned in `statement` when it is `target = value`.
    static func assignment(_ statement: String, _ target: String) -> String? {
        guard statement.hasPrefix(target + " = ") else { return nil }
        return String(statement.dropFirst(target.count + 3))
    }
}

extension MarkerConstruction.Group {
    /// Takes TomTom's `pinImage` argument: an asset the target names where the marker is made (``MarkerImage``), the
    /// default pin (nothing to say), or an image value the target sets its own way.
    mutating func setPin(_ pin: String?, _ target: PortingStyle) {
        guard let pin else { return }
        if let name = MarkerImage.tomTomPin(pin, target) {
            image = name
        } else if ![
            "UIImage(named: \(MarkerImage.defaultName)) ?? UIImage()", "UIImage(named: \(MarkerImage.defaultName))!",
        ]
        .contains(pin) {
            imageValue = pin
        }
    }
}
