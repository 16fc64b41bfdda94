import MapCompatSyntax

extension Porter {
    /// Whether the platform's coordinate made at `start` (`CLLocationCoordinate2D(latitude:longitude:)`, not a
    /// vendor's own type) is an argument of an initialiser that neither the SDK nor the ported files declare: an
    /// app type of another file (`BathymetryTile(zoom:coordinate:)`) or a system one
    /// (`CLCircularRegion(center:radius:identifier:)`), which takes that coordinate and keeps taking it.
    func isArgumentOfAnotherFilesType(_ start: Int, _ matcher: TemplateMatcher) -> Bool {
        let made = matcher.tokens[start].text
        guard !source.namePrefixes.contains(where: { made.hasPrefix($0) }), let types = matcher.types,
            let callee = matcher.callee(ofArgumentAt: start), callee.first?.isUppercase == true
        else { return false }
        return !types.declaredTypeNames.contains(callee) && types.facts.roles[callee] == nil
            && !sdkTypeNames.contains(callee)
            && ![source, target].contains { style in style.namePrefixes.contains { callee.hasPrefix($0) } }
    }

    /// Whether the value made in `range` is a local's whole initial value (`let coordinate =
    /// CLLocationCoordinate2D(…)`) that the rest of its block only passes, whole, to initialisers of another
    /// file's types (`CustomPointAnnotation(coordinate: coordinate, title: …)`, a MapLibre app's own annotation
    /// class): it keeps its type, as a coordinate made in the argument itself does.
    func isHeldForAnotherFilesType(_ range: Range<Int>, _ matcher: TemplateMatcher) -> Bool {
        // The type's name alone (`coordinate.type`) holds the value its call makes.
        var end = range.upperBound
        if end < matcher.tokens.count, matcher.tokens[end].text == "(", let close = matcher.closing(end) {
            end = close + 1
        }
        guard let equals = matcher.previousSignificant(range.lowerBound), matcher.tokens[equals].text == "=",
            let declared = matcher.previousSignificant(equals), matcher.tokens[declared].kind == .identifier,
            let keyword = matcher.previousSignificant(declared), ["let", "var"].contains(matcher.tokens[keyword].text),
            matcher.isWholeStatement(keyword..<end)
        else { return false }
        let name = matcher.tokens[declared].text
        var depth = 0
        var uses = 0
        for index in end..<matcher.tokens.count {
            let token = matcher.tokens[index]
            if token.text == "{" { depth += 1 }
            if token.text == "}" {
                depth -= 1
                if depth < 0 { break }
            }
            guard token.kind == .identifier, token.text == name,
                matcher.previousSignificant(index).map({ matcher.tokens[$0].text != "." }) ?? true
            else { continue }
            let next = matcher.nextSignificant(index + 1)
            // An argument label of the same name (`center: center`) is no use.
            if next < matcher.tokens.count, matcher.tokens[next].text == ":" { continue }
            guard next < matcher.tokens.count, [",", ")"].contains(matcher.tokens[next].text),
                isArgumentOfAnotherFilesType(index, matcher)
            else { return false }
            uses += 1
        }
        return uses > 0
    }
}
