import Foundation

extension Porter {
    /// Whether a match of `concept` holds: a typed concept's placeholders must bind to expressions of the role
    /// the ``TypeModel`` knows (`$map` a map view), and a typed read must not be the left side of an assignment.
    func accepts(_ concept: APIConcept, _ match: TemplateMatcher.Match, _ matcher: TemplateMatcher) -> Bool {
        // `self.mapView` in an app's view controller is its own property, not NAVER's wrapper's map view.
        if concept.id == "controls.wrapper.mapView", let receiver = match.bindings["receiver"],
            matcher.significantText(receiver) == "self", matcher.types?.selfMayBeNaverWrapper != true
        {
            return false
        }
        // `rootView.mapView` or `overlay?.mapView`, on a name declared with other types than the wrapper (the app's
        // own view, an overlay), is not the wrapper's map view.
        if concept.id == "controls.wrapper.mapView", let receiver = match.bindings["receiver"] {
            let words = Self.words(of: receiver, matcher)
            if let name = Self.declaredName(words), let declared = matcher.types?.declaredTypes[name],
                !declared.isEmpty,
                !declared.contains("NMFNaverMapView")
            {
                return false
            }
        }
        // `overlay.mapView = nil` (NAVER) or `marker.map = nil` (Google) takes the overlay off the map
        // (annotation.detach), it does not put it on.
        if ["marker.attach", "annotation.add"].contains(concept.id),
            let map = match.bindings[concept.id == "marker.attach" ? "map" : "receiver"],
            matcher.significantText(map) == "nil"
        {
            return false
        }
        // A map view or marker placeholder bound to a value known to be something else (a camera object's
        // `centerCoordinate` is not the map's) is not that member.
        for (name, expected) in [("map", TypeModel.Role.mapView), ("marker", .marker)] {
            guard let range = match.bindings[name], let role = matcher.types?.role(of: range, in: matcher.tokens)
            else { continue }
            if role != expected, !(expected == .mapView && role == .mapContainerView) { return false }
        }
        // A member of a value the file declares with another type (Core Location's manager beside NAVER's map:
        // `locationManager.location`) is that type's own.
        if concept.spelling(in: source)?.template.hasPrefix("$receiver.") == true,
            isOtherTypesValue(match.bindings["receiver"], of: concept, matcher)
        {
            return false
        }
        // A property read is not a call of a method whose name it starts (`mapView.zoom(withLatitude…)`).
        if let template = concept.spelling(in: source)?.template, template.hasPrefix("$"), !template.contains("("),
            template.last.map({ $0.isLetter || $0.isNumber }) == true,
            matcher.nextSignificant(match.range.upperBound) < matcher.tokens.count,
            matcher.tokens[matcher.nextSignificant(match.range.upperBound)].text == "(",
            matcher.nextSignificant(match.range.upperBound) == match.range.upperBound
        {
            return false
        }
        if concept.id.hasPrefix("marker.image."), concept.kind == .property,
            !isMarkerImage(match.bindings["image"], matcher)
        {
            return false
        }
        if concept.id == "coordinate.latitude" || concept.id == "coordinate.longitude",
            !isVendorCoordinate(match.bindings["receiver"], matcher)
        {
            return false
        }
        // A coordinate made for another file's type or a system one keeps its type, and so does the type's name
        // alone there (a coordinate made with other labels than the rule's).
        if ["type.coordinate", "coordinate.type"].contains(concept.id),
            isArgumentOfAnotherFilesType(match.range.lowerBound, matcher)
                || isHeldForAnotherFilesType(match.range, matcher)
        {
            return false
        }
        if concept.id == "type.coordinate", matcher.tokens[match.range.lowerBound].text == ".",
            !isImplicitCoordinateWritten(concept, match.range.lowerBound, matcher)
        {
            return false
        }
        guard let roles = APIMap.typedPlaceholders[concept.id] else { return true }
        // A rule that leaves the text as it is needs no type.
        if let written = writtenSpelling(concept), written.template == concept.spelling(in: source)?.template {
            return true
        }
        guard let types = matcher.types else { return false }
        for (name, role) in roles {
            guard let range = match.bindings[name], types.role(of: range, in: matcher.tokens) == role else {
                return false
            }
        }
        if APIMap.readOnlyConcepts.contains(concept.id), matcher.isAssigned(after: match.range.upperBound) {
            return false
        }
        return true
    }

    /// Whether a latitude or longitude is read off a coordinate the port converts: not off Core Location's own
    /// (`location.coordinate`, which NAVER apps keep as `CLLocationCoordinate2D`), nor off a name the file declares
    /// only with the app's own types (`coor: Coordinate`, whose `lat` is the app's; `for station in stations`, or
    /// `stations.first`, with `stations: [Station]`).
    func isVendorCoordinate(_ receiver: Range<Int>?, _ matcher: TemplateMatcher) -> Bool {
        guard let receiver else { return true }
        let words = Self.words(of: receiver, matcher)
        if target == .naver, words.count >= 3, words[words.count - 1] == "coordinate",
            words[words.count - 3].lowercased().hasSuffix("location")
        {
            return false
        }
        // `array.first` and `array.last` read an element of an array the file declares (`stations: [Station]`).
        let isElement =
            words.count >= 3 && ["first", "last"].contains(words[words.count - 1])
            && words[words.count - 2] == "."
        guard let name = Self.declaredName(isElement ? Array(words.dropLast(2)) : words) else { return true }
        if !isElement, matcher.types?.appCoordinateNames.contains(name) == true { return false }
        // An element of the app's own data, read from elsewhere (`for place in places`), is the app's.
        if !isElement, matcher.types?.unknownElementNames.contains(name) == true,
            matcher.types?.names[name] == nil
        {
            return false
        }
        guard var declared = matcher.types?.declaredTypes[name], !declared.isEmpty else { return true }
        if isElement {
            declared = TypeModel.arrayElements(declared)
            if declared.isEmpty { return true }
        }
        return !declared.isDisjoint(with: ["NMGLatLng", "CLLocationCoordinate2D", "CLLocation"])
    }

    /// Whether a receiver is a name the file declares only with types that cannot hold `concept`'s member: none
    /// of the source's prefixed types (whose subclasses a file cannot follow) or the target's (which callbacks
    /// ported before this step declare), none the file declares, and none that owns one of the concept's members
    /// in the source (`var locationManager: CLLocationManager?` beside
    /// NAVER's map, whose `location` is Core Location's, not the location overlay's). Only a style whose names
    /// carry a prefix, and a concept with members, can tell.
    func isOtherTypesValue(_ receiver: Range<Int>?, of concept: APIConcept, _ matcher: TemplateMatcher) -> Bool {
        guard !source.namePrefixes.isEmpty, let receiver, receiver.count <= 6, let types = matcher.types else {
            return false
        }
        let words = Self.words(of: receiver, matcher)
        guard let name = Self.declaredName(words), types.names[name] == nil,
            let declared = types.declaredTypes[name], !declared.isEmpty, let members = concept.members[source],
            !members.isEmpty
        else { return false }
        let owners = Set(members.map(\.owner))
        let prefixes = source.namePrefixes + target.namePrefixes
        return declared.allSatisfy { written in
            let type = written.filter { $0.isLetter || $0.isNumber || $0 == "_" }
            return !owners.contains(type) && !types.declaredTypeNames.contains(type)
                && !prefixes.contains { type.hasPrefix($0) }
        }
    }

    /// Whether a receiver is a marker image the file holds: a name declared, or made, with the source's marker
    /// image type (`let pin = NMFOverlayImage(name: "pin")`, `var selected: NMFOverlayImage?`).
    func isMarkerImage(_ receiver: Range<Int>?, _ matcher: TemplateMatcher) -> Bool {
        guard let receiver,
            let type = APIMap.markerImageConcepts.first(where: { $0.id == "marker.image.type" })?.spelling(in: source)?
                .template
        else {
            return false
        }
        let words = Self.words(of: receiver, matcher)
        guard let name = Self.declaredName(words) else { return false }
        return matcher.types?.declaredTypes[name]?.contains(type) == true
    }

    /// Whether a coordinate made from its context's type (`.init(latitude:longitude:)`) is ported: only where
    /// the two styles' coordinate types differ (elsewhere the context keeps its type), and not where a declaration
    /// names another type with the same initialiser (`let place: CLLocation = .init(latitude:longitude:)`).
    func isImplicitCoordinateWritten(_ concept: APIConcept, _ start: Int, _ matcher: TemplateMatcher) -> Bool {
        let type = { (style: PortingStyle) in
            concept.spelling(in: style).map { SwiftTokenizer($0.template).tokenize().first?.text }
        }
        guard type(source) != type(target) else { return false }
        // `.init` after a value or type (`CLLocation.init(latitude:longitude:)`) is an explicit member.
        if let previous = matcher.previousSignificant(start) {
            let token = matcher.tokens[previous]
            if [")", "]", "?", "!", ">"].contains(token.text)
                || token.kind == .identifier && !["return", "in", "case", "else"].contains(token.text)
            {
                return false
            }
        }
        guard let equals = matcher.previousSignificant(start), matcher.tokens[equals].text == "=",
            let declared = matcher.previousSignificant(equals), matcher.tokens[declared].kind == .identifier,
            let colon = matcher.previousSignificant(declared), matcher.tokens[colon].text == ":"
        else { return true }
        return matcher.tokens[declared].text == type(source)
    }

    /// The significant words of a receiver, its unwraps left out (`self.mapView?` is `self`, `.`, `mapView`).
    static func words(of receiver: Range<Int>, _ matcher: TemplateMatcher) -> [String] {
        matcher.tokens[receiver].filter { !$0.isTrivia && $0.text != "?" && $0.text != "!" }.map(\.text)
    }

    /// The name a receiver's words (`name`, `self . name`) read, whose declared types the file knows; `nil` for
    /// a longer expression.
    static func declaredName(_ words: [String]) -> String? {
        words.count == 1 ? words[0] : words.count == 3 && words[0] == "self" && words[1] == "." ? words[2] : nil
    }

    /// The spelling written for `concept` in the target: a zoom read moves to the concept of the shifted
    /// scale when the two styles count zoom from different origins.
    /// `spelling` as written for `match`: a shifted read, `($map.zoomLevel + 1)`, on an optional receiver
    /// (`mapView?`) would add a number to an optional, so it becomes `($map.zoomLevel).map { $0 + 1 }`, an
    /// optional of the shifted value as the source's read was an optional.
    func optionalReceiverSpelling(
        _ spelling: APISpelling, _ match: TemplateMatcher.Match, _ matcher: TemplateMatcher,
        kind: APIConcept.Kind
    ) -> APISpelling {
        let spelling = optionalMapSpelling(spelling, match, matcher) ?? spelling
        let template = spelling.template
        // Only a statement can run inside `if let`: a read (`optionalView?.map?` written `$view`) is an expression.
        if kind == .statement || matcher.isWholeStatement(match.range),
            let unwrapped = unwrappedReceiverSpelling(spelling, match, matcher)
        {
            return unwrapped
        }
        // `(Double($map.zoom) - 1)`, route-me's Float made a Double, maps its value the same way.
        let converted = template.hasPrefix("(Double($map.")
        guard let receiver = match.bindings["map"], matcher.significantText(receiver).hasSuffix("?"),
            template.hasPrefix("($map.") || converted, template.hasSuffix(")"), staysOptional(receiver, matcher)
        else { return spelling }
        for operation in [" + ", " - "] {
            guard let range = template.range(of: operation, options: .backwards) else { continue }
            let value = template[range.upperBound...].dropLast()
            guard Double(value) != nil else { continue }
            var written = spelling
            // The read without its conversion: `($map.zoom`, then `).map { Double($0) - 1 }`.
            let read = template[..<range.lowerBound]
            let plain = converted ? "(" + read.dropFirst("(Double(".count).dropLast() : read
            let value0 = converted ? "Double($0)" : "$0"
            written.template = plain + ").map { " + value0 + operation + value + " }"
            return written
        }
        return spelling
    }

    /// Whether a receiver the source reads through an optional chain is still optional once ported: TomTom's
    /// `mapView.map?` is the map view itself in a style whose view is its map, as optional as `mapView` is.
    func staysOptional(_ receiver: Range<Int>, _ matcher: TemplateMatcher) -> Bool {
        var scratch = Writer(file: "")
        rewrite(matcher, receiver, into: &scratch)
        return scratch.text.trimmingWhitespace().hasSuffix("?")
    }

    /// A statement that names its optional receiver (`map?`) more than once (`$map.setZoomLevel($map.zoomLevel + 1,
    /// …)`), or passes an optional value the source only read members of (Google's `placeMarker?.map = self`,
    /// written `$map.addAnnotation($marker)`), would pass optionals where values go: it runs inside `if let map =
    /// map { … }` instead, on the value, and does nothing when the value is missing, as the source did.
    /// `nil` for another spelling, or a value that is not a plain name (`self.` allowed).
    func unwrappedReceiverSpelling(
        _ spelling: APISpelling, _ match: TemplateMatcher.Match, _ matcher: TemplateMatcher
    ) -> APISpelling? {
        let template = spelling.template
        // Only a value written with a trailing `?` has anything to unwrap (most have none: the rest is skipped).
        func isOptional(_ range: Range<Int>) -> Bool {
            let last = matcher.previousSignificant(range.upperBound)
            return last.map { $0 >= range.lowerBound && matcher.tokens[$0].text == "?" } ?? false
        }
        guard template.hasPrefix("$"), match.bindings.values.contains(where: isOptional) else { return nil }
        for (placeholder, range) in match.bindings.sorted(by: { $0.key < $1.key }) where isOptional(range) {
            let use = "$" + placeholder
            let uses = template.components(separatedBy: use).count - 1
            // Used once, as the receiver of what follows: the optional chain carries over as written.
            let passed = uses > 1 || template.components(separatedBy: use + ".").count - 1 < uses
            // A placeholder another's name starts with (`$map`, `$mapView`) cannot be replaced as text.
            guard passed, !match.bindings.keys.contains(where: { $0 != placeholder && $0.hasPrefix(placeholder) }),
                case let text = matcher.significantText(range).replacingOccurrences(of: " ", with: ""),
                text.hasSuffix("?")
            else { continue }
            let plain = String(text.dropLast())
            let name = plain.hasPrefix("self.") ? String(plain.dropFirst(5)) : plain
            guard let first = name.first, first.isLetter || first == "_",
                name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
            else { return nil }
            var written = spelling
            written.template =
                "if let \(name) = \(plain) { " + template.replacingOccurrences(of: use, with: name) + " }"
            return written
        }
        return nil
    }

    /// A vendor value declared optional (`var mapView: GMSMapView?`) that the source passes as a value (Google's
    /// `marker.map = mapView`, whose `map` takes an optional) and the target calls a method on
    /// (`$receiver.addAnnotation($arg1)`): the call is written through an optional chain, and does nothing without
    /// a map, as the source did. `nil` when no such value is bound, or the source reads its members or binds its
    /// name with `if let` or `guard let` (its own code unwrapped it).
    func optionalMapSpelling(
        _ spelling: APISpelling, _ match: TemplateMatcher.Match, _ matcher: TemplateMatcher
    ) -> APISpelling? {
        guard let types = matcher.types, !types.optionalNames.isEmpty else { return nil }
        var template = spelling.template
        for (placeholder, range) in match.bindings where template.contains("$" + placeholder + ".") {
            let words = matcher.tokens[range].filter { !$0.isTrivia }.map(\.text)
            guard words.count == 1 || (words.count == 3 && words[0] == "self" && words[1] == "."),
                let name = words.last, types.optionalNames.contains(name), !types.unwrappedNames.contains(name),
                types.names[name] != nil
            else { continue }
            let next = matcher.nextSignificant(range.upperBound)
            guard next >= matcher.tokens.count || matcher.tokens[next].text != "." else { continue }
            template = template.replacingOccurrences(of: "$" + placeholder + ".", with: "$" + placeholder + "?.")
        }
        guard template != spelling.template else { return nil }
        var written = spelling
        written.template = template
        return written
    }

    func writtenSpelling(_ concept: APIConcept) -> APISpelling? {
        if APIMap.zoomReads.contains(concept.id) {
            let id = APIMap.zoomReadConcept(concept.id, from: source, to: target)
            return APIMap.typedConceptsByID[id]?.writtenSpelling(target)
        }
        return concept.writtenSpelling(target)
    }
}

extension TemplateMatcher {
    /// Whether the tokens of `range` are a statement of their own: nothing before them on their first line but
    /// `{` or `;`, and nothing after them on their last but `}` or `;`.
    func isWholeStatement(_ range: Range<Int>) -> Bool {
        let first = nextSignificant(range.lowerBound)
        guard first < range.upperBound, let last = previousSignificant(range.upperBound) else { return false }
        if let before = previousSignificant(first), tokens[before].line == tokens[first].line,
            !["{", ";"].contains(tokens[before].text)
        {
            return false
        }
        let after = nextSignificant(range.upperBound)
        return after >= tokens.count || tokens[after].line != tokens[last].line
            || ["}", ";"].contains(tokens[after].text)
    }

    /// Whether the token after `end` (skipping trivia and members read on the way: `region.span.latitudeDelta`)
    /// assigns: `=` not followed by `=`, or a compound assignment (`+=`, `-=`, `*=`, `/=`).
    func isAssigned(after end: Int) -> Bool {
        var next = nextSignificant(end)
        while next < tokens.count, tokens[next].text == "." {
            let member = nextSignificant(next + 1)
            guard member < tokens.count, tokens[member].kind == .identifier else { break }
            next = nextSignificant(member + 1)
        }
        guard next < tokens.count else { return false }
        let text = tokens[next].text
        let following = next + 1 < tokens.count ? tokens[next + 1].text : ""
        if text == "=" { return following != "=" }
        return ["+", "-", "*", "/"].contains(text) && following == "="
    }
}

extension Porter {
    /// A map view subclassed (`final class AppMapView: NMFMapView {}`) is TomTom's `MapView`, the UIView (TomTom's
    /// API reference declares it `open class … : UIView`): TomTom's map (`TomTomMap`), which every other use of the
    /// map view becomes, is handed over by the view and is not made by the app. `nil` for any other hit.
    func inheritedSpelling(_ hit: Hit, _ matcher: TemplateMatcher) -> APISpelling? {
        guard target == .tomtom, hit.concept.id == "type.mapView" else { return nil }
        let tokens = matcher.tokens
        var start = hit.match.range.lowerBound
        while start > 0, tokens[start - 1].kind != .newline { start -= 1 }
        let first = matcher.nextSignificant(start)
        guard let header = TypeHeader(tokens, at: first), header.keyword == "class",
            header.inheritanceContains(hit.match.range)
        else { return nil }
        return APISpelling("MapView")
    }
}
