/// The body of a user-location callback, ported between the styles' reports of it: TomTom's `GeoLocation`
/// (`didUpdateLocation(location:)`, TomTomSDKLocation), MapLibre's `MLNUserLocation?` and route-me's
/// `RMUserLocation!` (`mapView(_:didUpdate:)`, MLNMapViewDelegate.h and RMMapViewDelegate.h). Each report holds
/// Core Location's `CLLocation` as `location`, optional in one style and not in another, so a body that reads the
/// report only for that (`location.location.coordinate`, `userLocation?.location`) reads one location instead,
/// bound once at the top of the target's method.
///
/// A body reads the location either as a value (`report.location`, TomTom's and route-me's way) or through an
/// optional chain (`report?.location`, MapLibre's): the name bound is a `CLLocation` in the first case and a
/// `CLLocation?` in the second, so that the body's own unwrapping (`guard let fix = report?.location`) still holds.
struct LocationReportBody {
    /// The body, with each read of the report's location written as the bound name.
    var body: [String]
    /// The name the body reads the location by.
    var name: String
    /// Whether the name is optional (the body read the report through an optional chain).
    var isOptional: Bool

    /// The body's reads of the report, or `nil` when the body reads the report in any other way (its heading,
    /// `if let report`) or in both ways: that body is left for the member-level port.
    init?(_ body: [String], report: String) {
        var body = body
        var name: String
        var chained: Bool?
        // A body that opens by binding the location (as apps write it, and as a port writes it) keeps that name,
        // and the line goes: the target binds it its own way.
        if let first = body.firstIndex(where: { !$0.trimming(" \t").isEmpty }),
            let opening = Self.opening(body[first].trimming(" \t"), report: report)
        {
            body.remove(at: first)
            name = opening.name
            chained = opening.chained
        } else {
            let code = body.joined(separator: "\n")
            name = report == "location" || !Self.reads("location", in: code) ? "location" : "reportedLocation"
        }
        let code = body.joined(separator: "\n")
        guard let text = Self.rewrite(code: code, report: report, name: name, chained: &chained) else { return nil }
        self.body = text.lines().map(String.init)
        self.name = name
        self.isOptional = chained ?? false
    }

    /// The name and the kind of read of a line that binds the report's location, as ``binding(from:target:indent:)``
    /// writes it (`guard let fix = report?.location else { return }`, `let fix = report.location`,
    /// `let fix = report?.location`, `let fix: CLLocation? = report.location`); `nil` for another line.
    private static func opening(_ line: String, report: String) -> (name: String, chained: Bool)? {
        let forms: [(prefix: String, suffix: String, chained: Bool)] = [
            ("guard let ", " = \(report)?.location else { return }", false),
            ("let ", ": CLLocation? = \(report).location", true),
            ("let ", " = \(report)?.location", true),
            ("let ", " = \(report).location", false),
        ]
        for form in forms where line.hasPrefix(form.prefix) && line.hasSuffix(form.suffix) {
            let name = line.dropFirst(form.prefix.count).dropLast(form.suffix.count)
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
            return (String(name), form.chained)
        }
        return nil
    }

    /// The body for NAVER, whose positions are `NMGLatLng`s: each read of the location's coordinate converted
    /// (`NMGLatLng(from: location.coordinate)`, as NAVER apps write it; NMGLatLng `latLngWithCoordinate:`).
    /// Interpolated strings are left as they are: a coordinate prints either way.
    var convertingCoordinatesForNaver: [String] {
        let tokens = SwiftTokenizer(body.joined(separator: "\n")).tokenize()
        var text = ""
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            let chained = index + 1 < tokens.count && tokens[index + 1].text == "?"
            let member = index + (chained ? 2 : 1)
            guard token.kind == .identifier, token.text == name, !Self.isMember(tokens, index),
                member + 1 < tokens.count, tokens[member].text == ".", tokens[member + 1].text == "coordinate"
            else {
                text += token.text
                index += 1
                continue
            }
            // The closure in parentheses: a trailing closure does not parse in an `if` or `guard` condition.
            text += chained ? "\(name).map({ NMGLatLng(from: $0.coordinate) })" : "NMGLatLng(from: \(name).coordinate)"
            index = member + 2
        }
        return text.lines().map(String.init)
    }

    /// The line that binds the location from the target's report parameter, at the top of its method.
    func binding(from report: String, target: PortingStyle, indent: String) -> String {
        switch (target, isOptional) {
        // NAVER passes the locations as an untyped array, the newest last.
        case (.naver, false): "\(indent)guard let \(name) = \(report).last as? CLLocation else { return }"
        case (.naver, true): "\(indent)let \(name) = \(report).last as? CLLocation"
        case (.tomtom, false): "\(indent)let \(name) = \(report).location"
        case (.tomtom, true): "\(indent)let \(name): CLLocation? = \(report).location"
        case (_, false): "\(indent)guard let \(name) = \(report)?.location else { return }"
        case (_, true): "\(indent)let \(name) = \(report)?.location"
        }
    }

    /// `code` with the report's reads rewritten, in its string interpolations too; `nil` for another read, or
    /// for reads both through an optional chain and not (`chained` says which were seen).
    private static func rewrite(code: String, report: String, name: String, chained: inout Bool?) -> String? {
        let tokens = SwiftTokenizer(code).tokenize()
        var text = ""
        var index = 0
        // Whether a condition unwrapped the report (`if let report, let fix = report.location`): its location is
        // then read as MapLibre's optional one.
        var unwrapped = false
        while index < tokens.count {
            let token = tokens[index]
            if let end = unwrapping(tokens, at: index, report: report) {
                guard chained != false else { return nil }
                unwrapped = true
                index = end
                continue
            }
            if token.kind == .string, token.text.contains("\\(") {
                guard let written = rewrite(string: token.text, report: report, name: name, chained: &chained)
                else { return nil }
                text += written
                index += 1
                continue
            }
            guard token.kind == .identifier, token.text == report, !isMember(tokens, index) else {
                text += token.text
                index += 1
                continue
            }
            guard let read = read(tokens, after: index), !unwrapped || read.member == "location" else { return nil }
            let isChained = read.chained || unwrapped
            guard chained == nil || chained == isChained else { return nil }
            chained = isChained
            switch (read.member, isChained) {
            case ("location", _): text += name
            case ("coordinate", false): text += name + ".coordinate"
            case ("coordinate", true): text += name + "?.coordinate"
            default: return nil
            }
            index = read.end
        }
        return text
    }

    /// A string literal with each interpolation's code rewritten (``SwiftToken/rewritingInterpolations(of:_:)``).
    private static func rewrite(string: String, report: String, name: String, chained: inout Bool?) -> String? {
        var result = chained
        let written = SwiftToken.rewritingInterpolations(of: string) { code in
            rewrite(code: code, report: report, name: name, chained: &result)
        }
        chained = result
        return written
    }

    /// Whether `code` reads or declares `name` itself, not as a member (`report.location` does not).
    private static func reads(_ name: String, in code: String) -> Bool {
        let tokens = SwiftTokenizer(code).tokenize()
        return tokens.indices.contains { index in
            let token = tokens[index]
            if token.kind == .string { return token.interpolatedCode.contains { reads(name, in: $0) } }
            return token.kind == .identifier && token.text == name && !isMember(tokens, index)
        }
    }

    /// The token after a condition that unwraps the report and is followed by another (`let report,` or
    /// `let report = report,`, and the spaces after it), or `nil`: that condition goes, as the location is bound.
    private static func unwrapping(_ tokens: [SwiftToken], at index: Int, report: String) -> Int? {
        guard tokens[index].text == "let", tokens[index].kind == .identifier else { return nil }
        func next(_ from: Int) -> Int {
            var next = from
            while next < tokens.count, tokens[next].isTrivia { next += 1 }
            return next
        }
        var position = next(index + 1)
        guard position < tokens.count, tokens[position].text == report else { return nil }
        position = next(position + 1)
        if position < tokens.count, tokens[position].text == "=" {
            position = next(position + 1)
            guard position < tokens.count, tokens[position].text == report else { return nil }
            position = next(position + 1)
        }
        guard position < tokens.count, tokens[position].text == "," else { return nil }
        return next(position + 1)
    }

    /// Whether the identifier at `index` is itself a member (`self.report`, `other.report`).
    private static func isMember(_ tokens: [SwiftToken], _ index: Int) -> Bool {
        var previous = index - 1
        while previous >= 0, tokens[previous].isTrivia { previous -= 1 }
        return previous >= 0 && tokens[previous].text == "."
    }

    /// The member read on the report at `index` (`report.location`, `report!.location`, or through an optional
    /// chain, `report?.location`) and the token after it; `nil` for any other use. Read as a value, the
    /// location's own unwrapping (`report.location!`, route-me's implicitly unwrapped `report.location?.…`) goes:
    /// the location bound is not optional.
    private static func read(_ tokens: [SwiftToken], after index: Int) -> (member: String, chained: Bool, end: Int)? {
        var next = index + 1
        let chained = next < tokens.count && tokens[next].text == "?"
        if next < tokens.count, tokens[next].text == "?" || tokens[next].text == "!" { next += 1 }
        guard next + 1 < tokens.count, tokens[next].text == ".", tokens[next + 1].kind == .identifier else {
            return nil
        }
        let member = tokens[next + 1].text
        var end = next + 2
        if !chained, member == "location", end < tokens.count,
            tokens[end].text == "!" || tokens[end].text == "?" && end + 1 < tokens.count && tokens[end + 1].text == "."
        {
            end += 1
        }
        return (member, chained, end)
    }
}
