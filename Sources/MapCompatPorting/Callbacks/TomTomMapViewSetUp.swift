import Foundation

/// TomTom's app makes a `MapView` (a UIView) and receives its `TomTomMap` later, in
/// `mapView(_:onMapReady:)` of `MapViewDelegate` (TomTom's "Adding a map" guide, docs.tomtom.com/maps/ios/guides/
/// map-display/quickstart). A port to TomTom whose source made its map view at once is reshaped that way:
/// the view is made as a `MapView` and stays the view, the set-up lines after it that use the map move into
/// `mapView(_:onMapReady:)`, the class keeps the map in a `map` property, and the other methods reach the map
/// through it.
enum TomTomMapViewSetUp {
    /// The review note above a value read from the map that the port unwraps.
    static let unwrapped = "TomTom hands the map over in onMapReady; before that, this read finds none."

    /// The members a `MapView` has as a view (UIView's, ``MissingMembers/viewMembers``, and the controls and
    /// options TomTom puts on the view): uses of these stay on the view.
    static let viewMembers: Set<String> = MissingMembers.viewMembers.union([
        "compassButtonVisibilityPolicy", "currentLocationButtonVisibilityPolicy", "isScaleViewVisible",
        "isLogoVisible", "contentInsets", "cameraUpdate", "mapOptions", "getMapAsync",
    ])

    /// `text` with its map views made and set up the TomTom way, or `text` when it makes none.
    static func reshape(_ text: String) -> (text: String, changed: Bool) {
        // Foundation splits `\r\n` too; without a carriage return, both splits agree.
        var lines = text.containsByte(0x0D) ? text.components(separatedBy: "\n") : text.lines().map(String.init)
        // A map made without a frame (`TomTomMap()`, NAVER's `NMFNaverMapView()` ported) is a view of no size.
        for index in lines.indices where lines[index].containsText("= TomTomMap()") {
            lines[index] = lines[index].replacingOccurrences(of: "= TomTomMap()", with: "= TomTomMap(frame: .zero)")
        }
        // `= TomTomMap(frame: …)`, or its arguments on the next line (`= TomTomMap(` then `frame: …`).
        let makes = { (index: Int) in
            lines[index].containsText("= TomTomMap(frame:")
                || (lines[index].hasSuffix("= TomTomMap(") && index + 1 < lines.count
                    && lines[index + 1].trimmingWhitespace().hasPrefix("frame:"))
        }
        guard let made = lines.indices.first(where: makes), var name = variable(lines[made]) else {
            return (text, false)
        }
        let literal = literalLines(text)
        if lines[made].hasSuffix("= TomTomMap(") {
            lines[made] = String(lines[made].dropLast("TomTomMap(".count)) + "MapView("
        }
        // A view made in a lazy property's closure (`lazy var mapView: TomTomMap = { let map = …; return map }()`)
        // is that property's: the closure's local is a `MapView` too, and the property is the view.
        var closureEnd: Int?
        if let lazy = lazyProperty(lines, around: made, returning: name) {
            lines[made] = lines[made].replacingOccurrences(of: "\(name): TomTomMap", with: "\(name): MapView")
            name = lazy.name
            closureEnd = lazy.end
        }
        let mapName =
            lines.contains {
                $0.containsText("var map:") || $0.containsText("let map:") || $0.containsText("let map ")
                    || $0.containsText("var map ")
            }
            ? "tomTomMap" : "map"
        // The declaration: the property's type becomes MapView, and the class keeps the map beside it.
        var declaration = made
        for index in lines.indices where lines[index].containsText("TomTomMap") {
            // `name: TomTomMap`, `name: TomTomMap!`, `name: TomTomMap?`: the property the view is made into.
            if declares(lines[index], name) {
                declaration = index
                lines[index] = lines[index].replacingOccurrences(of: "\(name): TomTomMap", with: "\(name): MapView")
            }
            if lines[index].containsText("TomTomMap(frame:") {
                lines[index] = lines[index].replacingOccurrences(of: "TomTomMap(frame:", with: "MapView(frame:")
            }
        }
        // A view that is a local of a function (a SwiftUI representable's `makeUIView`) stays there, and the
        // function's map calls reach the map through the view (`mapView.map`, TomTom's reference to its map);
        // the function returns a `MapView`.
        if declaration == made, let function = enclosingBody(lines, made), function.upperBound > made {
            let header = function.lowerBound
            for index in (made + 1)..<function.upperBound where !lines[index].containsText("delegate") {
                lines[index] = rename(lines[index], name, to: name + ".map", literal: literal)
            }
            if lines[header].containsText("-> TomTomMap"),
                lines[function].contains(where: { $0.trimmingWhitespace() == "return \(name)" })
            {
                lines[header] = lines[header].replacingOccurrences(of: "-> TomTomMap", with: "-> MapView")
            }
            return (lines.joined(separator: "\n"), true)
        }
        // The map's property goes after the view's declaration (after its closure, for a lazy one).
        if let closureEnd { declaration = closureEnd }
        let indent = String(lines[declaration].prefix { $0 == " " })
        lines.insert("\(indent)var \(mapName): TomTomMap?", at: declaration + 1)
        // The class that holds the view (one that closes before the view's declaration is another class).
        let classHeader = lines[..<declaration].lastIndex { $0.containsText("class ") && $0.hasSuffix(" {") }
        let classEnd = classHeader.flatMap { lines.closingLine(of: $0) }.flatMap { $0 > declaration ? $0 : nil }
        // It adopts MapViewDelegate, once (the callback port gives it to a class with a map-ready callback).
        if let header = classHeader, classEnd != nil,
            !SwiftTokenizer(lines[header]).tokenize().contains(where: { $0.text == "MapViewDelegate" })
        {
            let line = String(lines[header].dropLast(2))
            lines[header] = line + (line.contains(":") ? ", MapViewDelegate {" : ": MapViewDelegate {")
        }
        // The set-up function, in that class (or the rest of the file): the one that adds the view (or assigns it),
        // else the first that uses the map (a view made where it is declared and set up in `init`).
        let classLines = (declaration + 2)..<max(declaration + 2, classEnd ?? lines.count)
        let adds = classLines.first { index in
            lines[index].containsText("addSubview(\(name))") || lines[index].containsText("\(name) = MapView(frame:")
        }
        let firstUse = classLines.first { index in
            !lines[index].trimmingWhitespace().hasPrefix("//") && usesMap(lines[index], name)
                && enclosingBody(lines, index).map { setsUp(lines, $0, name) } ?? false
        }
        guard
            let use = adds ?? firstUse,
            let body = enclosingBody(lines, use), body.upperBound > use
        else {
            return (readyOnly(&lines, classLines, classEnd ?? lines.count, name, mapName, literal: literal), true)
        }
        var kept: [String] = []
        var moved: [String] = []
        var statement: [String] = []
        var depth = 0
        var moving = false
        // Names only the set-up function knows (its parameters, the locals of the lines it keeps): a statement
        // using one cannot move to another method, nor can a `return`.
        var local = Set(DependentLines.labels(lines[body.lowerBound].trimmingWhitespace()))
        for index in (body.lowerBound + 1)..<body.upperBound {
            let line = lines[index]
            statement.append(line)
            let trimmed = line.trimmingWhitespace()
            if !trimmed.hasPrefix("//") {
                depth += DependentLines.bracketBalance(line)
            }
            guard depth <= 0, !trimmed.hasPrefix("//") else { continue }
            depth = 0
            let code = statement.joined(separator: "\n")
            if !moving, usesMap(code, name) { moving = true }
            let head = code.trimmingWhitespace()
            let returns = head == "return" || head.hasPrefix("return ")
            let bound = returns || !DependentLines.usedNames(code, among: local).isEmpty
            if moving, !bound, !staysOnView(code, name) {
                moved += statement
            } else {
                kept += statement
                local.formUnion(statement.flatMap { DependentLines.declaredNames($0.trimmingWhitespace()) })
            }
            statement = []
        }
        kept += statement
        // When no statement can move (each uses the function's own names), the function keeps its map calls, which
        // reach the map through the property as other methods' do, and the ready method only keeps the map; an
        // initialiser, which cannot hand `self` out before `super.init`, is left as it is.
        let header = lines[body.lowerBound].trimmingWhitespace()
        let initialiser = header.hasPrefix("init") || header.contains(" init(") || header.contains(" init<")
        guard !moved.isEmpty || !initialiser else { return (lines.joined(separator: "\n"), true) }
        let bodyIndent = String(lines[body.lowerBound].prefix { $0 == " " })
        let inner = bodyIndent + "    "
        // (When nothing moved, a delegate line the function had is the map's, renamed below with its other calls.)
        if moved.isEmpty || !kept.contains(where: { $0.trimmingWhitespace() == "\(name).delegate = self" }) {
            kept.append("\(inner)\(name).delegate = self")
        }
        lines.replaceSubrange((body.lowerBound + 1)..<body.upperBound, with: kept)
        let end = body.lowerBound + 1 + kept.count
        // The class's lines after the set-up function moved by what it lost; a set-up function that starts before
        // the view's declaration (unbalanced braces) can leave none.
        let classEndNow = min(lines.count, classLines.upperBound + 1 + kept.count - (body.count - 1))
        // The map-ready method the callback port wrote (from the source's own ready callback) starts with the set-up;
        // otherwise the set-up is a new one.
        var ready: [String]
        var readyAt = end + 1
        if let existing = readyMethod(lines, in: classLines.lowerBound..<max(classLines.lowerBound, classEndNow)) {
            let map = existing.map == "_" ? "map" : existing.map
            if existing.map == "_" {
                lines[existing.line] = lines[existing.line].replacingOccurrences(
                    of: "onMapReady _: TomTomMap", with: "onMapReady map: TomTomMap")
            }
            let self_ = map == mapName ? "self." : ""
            ready = ["\(inner)\(self_)\(mapName) = \(map)"] + moved.map { rename($0, name, to: map, literal: literal) }
            readyAt = existing.line + 1
        } else {
            ready =
                [
                    "", "\(bodyIndent)func mapView(_ mapView: MapView, onMapReady map: TomTomMap) {",
                    "\(inner)self.\(mapName) = map",
                ]
                + moved.map { rename($0, name, to: "map", literal: literal) } + ["\(bodyIndent)}"]
        }
        lines.insert(contentsOf: ready, at: readyAt)
        // The lines the renaming below leaves alone: the set-up function and what was written for the ready method.
        let shift = readyAt <= body.lowerBound ? ready.count : 0
        // (The view's delegate, set as the function's last line, is the view's even when nothing moved.)
        let setUp = [
            moved.isEmpty ? (end - 1 + shift)..<(end + shift) : (body.lowerBound + shift)..<(end + 1 + shift),
            readyAt..<(readyAt + ready.count),
        ]
        reachMap(&lines, outside: setUp, name, mapName, literal: literal)
        return (lines.joined(separator: "\n"), true)
    }

    /// Makes every method outside `setUp` reach the map through the class's property (or its own `map`
    /// parameter): a value read from the map into a constant of a method that returns nothing waits for the map
    /// (`guard let value = map?.… else { return }`).
    static func reachMap(
        _ lines: inout [String], outside setUp: [Range<Int>], _ name: String, _ mapName: String, literal: Set<String>
    ) {
        var parameter = false
        var returnsNothing = false
        let member = name + "."
        let optionalMap = "\(mapName)?"
        var reviewed: [Int] = []
        var shadowed = false
        for index in lines.indices where !setUp.contains(where: { $0.contains(index) }) {
            let line = lines[index]
            // A line that declares no function and names no member of the view is left as it is.
            let declares = line.containsText("func ")
            guard declares || line.containsText(member) else { continue }
            if declares {
                parameter = line.containsText(" map: TomTomMap")
                // A map parameter named as the view (`onMapReady mapView: TomTomMap`) is what the body names.
                shadowed = line.containsText(" \(name): TomTomMap")
                returnsNothing = !line.containsText("->")
            }
            if shadowed { continue }
            // A value returned from the map (`get { Double(map.zoom) }`, `return map.zoom`) cannot wait for it:
            // the source had its map at once, so the port unwraps it, under a review note.
            let code = line.trimmingWhitespace()
            let returned = code.hasPrefix("get {") || code.hasPrefix("return ")
            var renamed = rename(
                line, name, to: parameter ? "map" : returned ? mapName + "!" : optionalMap, literal: literal)
            if returned, !parameter, renamed != line {
                lines[index] = renamed
                reviewed.append(index)
                continue
            }
            let trimmed = renamed.drop { $0 == " " }
            if !parameter, returnsNothing, renamed != line, trimmed.hasPrefix("let "),
                trimmed.contains(" = \(mapName)?.")
            {
                let indent = renamed.prefix { $0 == " " }
                renamed = indent + "guard " + trimmed + " else { return }"
            }
            lines[index] = renamed
        }
        for index in reviewed.reversed() {
            let indent = String(lines[index].prefix { $0 == " " })
            lines.insert(indent + Porter.reviewPrefix + "tomtom.mapView: " + unwrapped, at: index)
        }
    }

    /// The class's lines when no function of it sets the view up (the app's code outside it sets the view's
    /// delegate): the map-ready method only keeps the map, and the methods reach it through the property. An action
    /// method that happens to be the first to use the map keeps its calls, which run when the app calls it.
    static func readyOnly(
        _ lines: inout [String], _ classLines: Range<Int>, _ classEnd: Int, _ name: String, _ mapName: String,
        literal: Set<String>
    ) -> String {
        let indent = String(lines[classLines.lowerBound - 1].prefix { $0 == " " })
        // The class's map callbacks (`MapDelegate`, which the callback port gave it) are the map's to call.
        let header = lines[..<classLines.lowerBound].lastIndex { $0.containsText("class ") && $0.hasSuffix(" {") }
        let receives =
            header.map { SwiftTokenizer(lines[$0]).tokenize().contains { $0.text == "MapDelegate" } } ?? false
        let delegate = { (map: String) in receives ? ["\(indent)    \(map).delegate = self"] : [] }
        let ready: [String]
        let readyAt: Int
        if let existing = readyMethod(lines, in: classLines.lowerBound..<min(lines.count, classEnd + 1)) {
            let map = existing.map == "_" ? "map" : existing.map
            lines[existing.line] = lines[existing.line].replacingOccurrences(
                of: "onMapReady _: TomTomMap", with: "onMapReady map: TomTomMap")
            ready = ["\(indent)    \(map == mapName ? "self." : "")\(mapName) = \(map)"] + delegate(map)
            readyAt = existing.line + 1
        } else {
            ready =
                [
                    "", "\(indent)func mapView(_ mapView: MapView, onMapReady map: TomTomMap) {",
                    "\(indent)    self.\(mapName) = map",
                ]
                + delegate("map") + ["\(indent)}"]
            readyAt = classEnd
        }
        lines.insert(contentsOf: ready, at: readyAt)
        reachMap(&lines, outside: [readyAt..<(readyAt + ready.count)], name, mapName, literal: literal)
        return lines.joined(separator: "\n")
    }

    /// Whether the function in `body` sets the view up: an initialiser, a view's life-cycle method, a method named
    /// for set-up, or one that sets the view's delegate.
    static func setsUp(_ lines: [String], _ body: Range<Int>, _ name: String) -> Bool {
        let words = SwiftTokenizer(lines[body.lowerBound]).tokenize().filter { !$0.isTrivia }.map(\.text)
        guard let function = words.firstIndex(of: "func"), function + 1 < words.count else {
            return words.contains("init")
        }
        let method = words[function + 1]
        let lifeCycle: Set<String> = [
            "viewDidLoad", "loadView", "viewWillAppear", "viewDidAppear", "awakeFromNib", "didMoveToSuperview",
            "didMoveToWindow", "makeUIView", "updateUIView", "layoutSubviews", "viewDidLayoutSubviews",
        ]
        let prefixes = ["setup", "setUp", "configure", "prepare", "init", "load", "make", "create", "build", "add"]
        return lifeCycle.contains(method) || prefixes.contains { method.hasPrefix($0) }
            || lines[body].contains { $0.trimmingWhitespace() == "\(name).delegate = self" }
    }

    /// The map-ready method among `range` (`func mapView(_: MapView, onMapReady map: TomTomMap) {`): its line and
    /// the name of its map parameter.
    static func readyMethod(_ lines: [String], in range: Range<Int>) -> (line: Int, map: String)? {
        for index in range where lines[index].containsText("onMapReady ") && lines[index].hasSuffix("{") {
            let words = SwiftTokenizer(lines[index]).tokenize().filter { !$0.isTrivia }.map(\.text)
            guard words.first == "func" || words.contains("func"),
                let label = words.firstIndex(of: "onMapReady"), label + 3 < words.count, words[label + 2] == ":",
                words[label + 3] == "TomTomMap"
            else { continue }
            return (index, words[label + 1])
        }
        return nil
    }

    /// The lazy property whose closure holds line `made` and returns `local` (`lazy var mapView: TomTomMap = {`
    /// above, `return local` then `}()` below): its name and the line that ends its closure.
    static func lazyProperty(_ lines: [String], around made: Int, returning local: String) -> (
        name: String, end: Int
    )? {
        guard let start = lines[..<made].lastIndex(where: { $0.containsText("lazy var ") }), made - start <= 3,
            lines[start].hasSuffix("= {"), let name = variable(lines[start]), declares(lines[start], name)
        else { return nil }
        var depth = 0
        for index in start..<min(lines.count, start + 40) {
            depth += lines[index].braceBalance
            guard depth == 0 else { continue }
            let returns = lines[start..<index].contains { $0.trimmingWhitespace() == "return \(local)" }
            return lines[index].trimmingWhitespace() == "}()" && returns ? (name, index) : nil
        }
        return nil
    }

    /// Whether a code line declares `name` as a `TomTomMap` (`var name: TomTomMap!`, `let name: TomTomMap`).
    static func declares(_ line: String, _ name: String) -> Bool {
        let words = SwiftTokenizer(line).tokenize().filter { !$0.isTrivia }.map(\.text)
        guard let keyword = words.firstIndex(where: { $0 == "let" || $0 == "var" }), keyword + 3 < words.count
        else { return false }
        return words[keyword + 1] == name && words[keyword + 2] == ":" && words[keyword + 3] == "TomTomMap"
    }

    /// The variable a line makes (`let mapView = …`, `let mapView: TomTomMap = …`, `mapView = …`).
    static func variable(_ line: String) -> String? {
        let assigned = line.components(separatedBy: "=").first ?? ""
        let left = (assigned.components(separatedBy: ":").first ?? "").trimmingCharacters(in: .whitespaces)
        let words = left.split(separator: " ").map(String.init)
        guard let last = words.last,
            last.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return nil }
        return last
    }

    /// The lines of the `{`…`}` body around `line`: the index of the function's header line and of its closing.
    static func enclosingBody(_ lines: [String], _ line: Int) -> Range<Int>? {
        let isHeader = { (text: String) in
            (text.containsText("func ") || text.trimmingWhitespace().hasPrefix("init(") || text.containsText(" init("))
                && text.hasSuffix("{")
        }
        guard let header = lines[...line].lastIndex(where: isHeader) else {
            return nil
        }
        return lines.closingLine(of: header).map { header..<$0 }
    }

    /// The members of `name` a piece of code uses (`name.member`).
    static func members(_ code: String, _ name: String) -> [String] {
        var result: [String] = []
        guard code.containsText(name + ".") else { return result }
        var rest = Substring(code)
        while let range = rest.range(of: name + ".") {
            let before = rest[..<range.lowerBound].last
            rest = rest[range.upperBound...]
            guard before.map({ !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }) ?? true else { continue }
            result.append(String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
        }
        return result
    }

    /// Whether code uses the map (a member that is not the view's).
    static func usesMap(_ code: String, _ name: String) -> Bool {
        members(code, name).contains { !viewMembers.contains($0) }
    }

    /// Whether a statement stays in the set-up function: it only uses the view.
    static func staysOnView(_ code: String, _ name: String) -> Bool {
        let used = members(code, name)
        let commented = code.split(separator: "\n").allSatisfy {
            String($0).trimmingWhitespace().hasPrefix("//")
        }
        return !commented
            && (!used.isEmpty && used.allSatisfy(viewMembers.contains)
                || code.contains("addSubview(\(name))"))
    }
}
