extension Porter {
    /// The lines to comment out: each unexpressible hit's statement, from its line's start to the line break
    /// where every bracket opened since is closed again; overlapping extents merge.
    func manualExtents(_ hits: [Hit], _ matcher: TemplateMatcher, _ range: Range<Int>) -> [Extent] {
        let tokens = matcher.tokens
        var extents: [Extent] = []
        var closingBraces: [Extent] = []
        var statementStarts: [Int: Int]?
        for hit in hits {
            guard let note = gap(hit, matcher) else { continue }
            var start = hit.match.range.lowerBound
            while start > range.lowerBound, tokens[start - 1].kind != .newline { start -= 1 }
            // A line inside a call or a literal opened on an earlier line goes with the statement that opened it.
            if statementStarts == nil { statementStarts = Self.statementStarts(tokens, range) }
            if let opened = statementStarts?[start] { start = opened }
            start = Self.statementStart(start, matcher, range, statementStarts ?? [:])
            if let header = TypeHeader(tokens, at: start), hit.match.range.upperBound <= header.brace {
                // Never the whole type: a conformance is dropped alone, any other header gap is noted.
                let inList = header.inheritanceContains(hit.match.range)
                let drop =
                    inList
                    ? header.dropRange(for: hit.match.range, in: tokens)
                    : hit.match.range.lowerBound..<hit.match.range.lowerBound
                let name = matcher.significantText(hit.match.range)
                // A callback protocol of the source (`NMFMapViewTouchDelegate`) goes without a note: the callback
                // porter has moved its methods to the target's receivers, or noted each one it could not.
                let automatic = inList && CallbackEvent.conformances(of: source).contains(name)
                let notes = automatic ? [] : [note]
                let automaticDrops = automatic ? [(concept: note.concept, name: name)] : []
                if let last = extents.last, last.range.lowerBound == start, last.isHeader {
                    extents[extents.count - 1].notes += notes
                    extents[extents.count - 1].drops.append(drop)
                    extents[extents.count - 1].automaticDrops += automaticDrops
                } else {
                    extents.append(
                        Extent(
                            range: start..<start, notes: notes, isHeader: true, drops: [drop],
                            automaticDrops: automaticDrops))
                }
                continue
            }
            var depth = 0
            var end = start
            // A statement that needs a body (`for … \n where … {`) ends only after its braces.
            let first = matcher.nextSignificant(start)
            var awaitsBody =
                first < tokens.count && ["for", "while", "if", "guard", "else"].contains(tokens[first].text)
            while end < range.upperBound {
                let token = tokens[end]
                if token.kind == .punctuation {
                    if ["(", "[", "{"].contains(token.text) { depth += 1 }
                    if [")", "]", "}"].contains(token.text) { depth -= 1 }
                    if token.text == "{" { awaitsBody = false }
                }
                end += 1
                if token.kind == .newline, depth <= 0, !awaitsBody, end >= hit.match.range.upperBound,
                    !Self.continuesOnNextLine(tokens, after: end)
                {
                    break
                }
            }
            let alreadySo: String? =
                (Self.holdsOnly(hit.match.range, in: start..<end, matcher)
                    ? APIMap.alreadySo[hit.concept.id]?[target] : nil)
                ?? (Self.isEmptyFunction(start..<end, matcher)
                    ? "the callback does nothing, so \(target.displayName) needs no receiver for it." : nil)
            var written: (concept: String, text: String) = note
            if let alreadySo { written.text = alreadySo }
            // An `if` binding what the target lacks keeps its `else` branch: the closing brace goes in later.
            if alreadySo == nil, extents.last.map({ $0.isHeader || $0.range.upperBound <= start }) ?? true,
                let split = Self.elseBranchKept(start..<end, hit: hit.match.range, matcher)
            {
                extents.append(Extent(range: split.head, notes: [written]))
                let end =
                    "the end of the `if` above, whose `else` branch is kept: \(target.displayName) never binds the value."
                closingBraces.append(Extent(range: split.tail, notes: [(note.concept, end)]))
                continue
            }
            if let last = extents.last, !last.isHeader, last.range.upperBound > start {
                extents[extents.count - 1].range = last.range.lowerBound..<max(last.range.upperBound, end)
                extents[extents.count - 1].isAlreadySo = last.isAlreadySo && alreadySo != nil
                if !last.notes.contains(where: { $0.concept == note.0 }) {
                    extents[extents.count - 1].notes.append(written)
                }
            } else {
                extents.append(Extent(range: start..<end, notes: [written], isAlreadySo: alreadySo != nil))
            }
        }
        guard !closingBraces.isEmpty else { return extents }
        return (extents + closingBraces).sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// Where the statement holding the line that starts at `start` begins. A line after one that ends with a
    /// comma continues its list (`} else if let kind = route.kind,` then `let coordinate = …`), so the statement
    /// starts above. A statement that opens with `} else` starts at the `else`: the brace closes the branch above
    /// and stays code, so that commenting the statement out leaves the `if` above whole.
    static func statementStart(
        _ start: Int, _ matcher: TemplateMatcher, _ range: Range<Int>, _ statementStarts: [Int: Int]
    ) -> Int {
        let tokens = matcher.tokens
        var start = start
        while let comma = matcher.previousSignificant(start), comma >= range.lowerBound,
            tokens[comma].kind == .punctuation, tokens[comma].text == ","
        {
            var lineStart = comma
            while lineStart > range.lowerBound, tokens[lineStart - 1].kind != .newline { lineStart -= 1 }
            start = statementStarts[lineStart] ?? lineStart
        }
        let lead = matcher.nextSignificant(start)
        guard lead < range.upperBound, tokens[lead].text == "}" else { return start }
        let next = matcher.nextSignificant(lead + 1)
        guard next < range.upperBound, tokens[next].text == "else", tokens[next].line == tokens[lead].line else {
            return start
        }
        return next
    }

    /// For each line of `range` that starts inside a `(` or `[` opened on an earlier line of the same block, the
    /// first token of the line where the outermost of those brackets was opened: the statement's first line.
    /// A declaration's parameter list (`init(` … `)`) is left out: a parameter goes alone. One pass: each open
    /// bracket keeps the outermost `(`/`[` since the last `{`.
    static func statementStarts(_ tokens: [SwiftToken], _ range: Range<Int>) -> [Int: Int] {
        var starts: [Int: Int] = [:]
        var open: [(token: Int, outermost: Int?)] = []
        var lineStart = range.lowerBound
        var lineStarts: [Int: Int] = [:]
        var declares = false
        var declarations: Set<Int> = []
        for index in range {
            let token = tokens[index]
            if token.kind == .newline {
                lineStart = index + 1
                declares = false
                if let top = open.last, let outermost = top.outermost, !declarations.contains(outermost),
                    let line = lineStarts[outermost]
                {
                    starts[lineStart] = line
                }
                continue
            }
            if token.kind == .identifier, declarationKeywords.contains(token.text) { declares = true }
            guard token.kind == .punctuation else { continue }
            switch token.text {
            case "(", "[":
                let outermost = open.last.flatMap(\.outermost) ?? index
                open.append((index, outermost))
                lineStarts[index] = lineStart
                if outermost == index, declares { declarations.insert(index) }
            case "{": open.append((index, nil))
            case ")", "]", "}": if !open.isEmpty { open.removeLast() }
            default: break
            }
        }
        return starts
    }

    /// The keywords of a declaration whose parameter list may span lines.
    static let declarationKeywords: Set<String> = ["func", "init", "subscript"]

    struct Extent {
        var range: Range<Int>
        var notes: [(concept: String, text: String)]
        /// Whether the extent is a type header: only `drops` (conformances) go; the rest of the header and the
        /// body are ported as usual.
        var isHeader = false
        var drops: [Range<Int>] = []
        /// Whether every note is the target already behaving as the statement asks (``APIMap/alreadySo``).
        var isAlreadySo = false
        /// The conformances dropped without a note (the callback porter moved their methods): concept and name.
        var automaticDrops: [(concept: String, name: String)] = []
    }

    /// The tokens that, first on a line, continue the statement above: `else`/`catch` after a closing brace,
    /// a body's brace or a return type on a line of their own (`func mapView(…)` then `-> MLNAnnotationView?`
    /// then `{`), a `where` clause, a chained member, a boolean operator.
    static let continuations: Set<String> = ["else", "catch", "{", "->", "where", ".", "&&", "||", "??"]

    /// Whether the first code token after `index` (comments and blank lines skipped) continues the statement.
    static func continuesOnNextLine(_ tokens: [SwiftToken], after index: Int) -> Bool {
        var next = index
        while next < tokens.count, tokens[next].isTrivia { next += 1 }
        return next < tokens.count && continuations.contains(tokens[next].text)
    }
}
