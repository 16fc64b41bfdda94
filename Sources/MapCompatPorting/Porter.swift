import MapCompatCore

/// Rewrites Swift source written against one style's adapter into another's, using the ``APIMap``.
///
/// The source is tokenized (``SwiftTokenizer``), so strings and comments are never rewritten. Each concept the
/// source style can spell becomes a rule; longer templates are tried first. A match becomes the target
/// style's spelling, or — when the target cannot express it — the whole statement (or declaration, up to its
/// closing brace) is commented out as `// PORT(style): …` lines under a `// PORT:` note that says why and what
/// to do. Porting such a file back to `style` restores those lines, and `// PORT: review` notes are dropped
/// on every port (they describe the port that made them), so a round trip gives back the original.
public struct Porter: Sendable {
    /// The style the source is written in.
    public let source: PortingStyle
    /// The style to write.
    public let target: PortingStyle
    let rules: [Rule]
    let ruleIndex: RuleIndex
    /// The target's spellings, tokenized once (a port renders them at every hit).
    let writtenTemplates: [String: Template]
    /// The type names the two styles' SDKs declare, as the API map knows them: the owners of their members and the
    /// types their spellings name (TomTom's `CameraUpdate`, whose names carry no prefix).
    let sdkTypeNames: Set<String>

    static let notePrefix = "// PORT: "
    static let reviewPrefix = "// PORT: review — "
    /// The note above a statement the target needs no code for: it already behaves so (``APIMap/alreadySo``).
    static let alreadySoPrefix = "// PORT: already so — "

    /// A template that finds a concept in the source: its source spelling, or one of its members' own
    /// templates, which only ever leads to a `// PORT:` note.
    struct Rule {
        var concept: APIConcept
        var template: Template
        var isSpelling: Bool
    }

    /// Creates a porter between two styles.
    public init(from source: PortingStyle, to target: PortingStyle, map: [APIConcept] = APIMap.concepts) {
        self.source = source
        self.target = target
        rules = map.flatMap { concept -> [Rule] in
            var rules: [Rule] = []
            var signatures: Set<[String]> = []
            if let spelling = concept.spelling(in: source), spelling.isSearched {
                let template = Template(spelling.template)
                rules.append(Rule(concept: concept, template: template, isSpelling: true))
                signatures.insert(template.signature)
            }
            let alternatives =
                (APIMap.searchedAlternatives[concept.id]?[source] ?? [])
                + (source.searchedAlternatives[concept.id] ?? [])
            for text in alternatives {
                let template = Template(text)
                guard signatures.insert(template.signature).inserted else { continue }
                rules.append(Rule(concept: concept, template: template, isSpelling: true))
            }
            // A member the target declares the same (Core Location's `CLLocationManager()`, which every style
            // drives beside its map) is already ported: it is no hit.
            let same = Set((source == target ? [] : concept.members[target] ?? []).map(\.key))
            for member in concept.members[source] ?? [] where member.isSearched && !same.contains(member.key) {
                guard let text = member.template else { continue }
                let template = Template(text)
                guard signatures.insert(template.signature).inserted else { continue }
                rules.append(Rule(concept: concept, template: template, isSpelling: false))
            }
            return rules
        }
        // A template of placeholders alone would find itself inside its own bindings without end.
        .filter { $0.template.pieces.contains { if case .literal = $0 { true } else { false } } }
        .sorted { lhs, rhs in
            if lhs.template.pieces.count != rhs.template.pieces.count {
                return lhs.template.pieces.count > rhs.template.pieces.count
            }
            if lhs.isSpelling != rhs.isSpelling { return lhs.isSpelling }
            // A rule that holds only on a known receiver goes before an untyped one of the same length.
            let lhsTyped = APIMap.typedPlaceholders[lhs.concept.id] != nil
            if lhsTyped != (APIMap.typedPlaceholders[rhs.concept.id] != nil) { return lhsTyped }
            return lhs.concept.id < rhs.concept.id
        }
        ruleIndex = RuleIndex(rules.map(\.template))
        var sdkTypeNames: Set<String> = []
        for concept in map {
            for style in [source, target] {
                sdkTypeNames.formUnion((concept.members[style] ?? []).map(\.owner))
                guard let template = concept.spelling(in: style)?.template else { continue }
                for token in SwiftTokenizer(template).tokenize()
                where token.kind == .identifier && token.text.first?.isUppercase == true {
                    sdkTypeNames.insert(token.text)
                }
            }
        }
        self.sdkTypeNames = sdkTypeNames
        var written: [String: Template] = [:]
        for concept in map + APIMap.typedMemberConcepts {
            guard let template = concept.writtenSpelling(target)?.template, written[template] == nil else { continue }
            written[template] = Template(template)
        }
        writtenTemplates = written
    }

    /// Ports `text`; `file` names it in the changes. `module` holds what the other files of its module declare
    /// (``ModuleNames``), so that a name one of them gives a vendor type is known here too.
    public func port(_ text: String, file: String = "<input>", module: ModuleNames = .none) -> PortResult {
        let context = PortContext(source: source, target: target, file: file, module: module, porter: self)
        let state = PortSteps.run(text, context)
        return PortResult(output: state.text, changes: state.changes + state.wholeFileChanges)
    }

    /// Writes the tokens in `range` ported, rewriting what each placeholder bound the same way.
    func rewrite(_ matcher: TemplateMatcher, _ range: Range<Int>, into writer: inout Writer) {
        let tokens = matcher.tokens
        let hits = findHits(matcher, range)
        let manual = manualExtents(hits, matcher, range)
        // Each extent is written once, when the walk reaches its start (the first of those that start there); a
        // header's drops are skipped when the walk reaches them. An empty drop (a header gap that is not a
        // conformance) drops nothing: were it kept, the walk would stand still on it forever. Every step below
        // moves `index` forward, so hits and extents (found in order) are met through cursors.
        var hitCursor = hits.startIndex
        var extentCursor = manual.startIndex
        var index = range.lowerBound
        var dropped: [Int: Int] = [:]
        while index < range.upperBound {
            while extentCursor < manual.endIndex, manual[extentCursor].range.lowerBound < index { extentCursor += 1 }
            var startingExtent: Extent?
            if extentCursor < manual.endIndex, manual[extentCursor].range.lowerBound == index {
                startingExtent = manual[extentCursor]
                while extentCursor < manual.endIndex, manual[extentCursor].range.lowerBound == index {
                    extentCursor += 1
                }
            }
            while hitCursor < hits.endIndex, hits[hitCursor].match.range.lowerBound < index { hitCursor += 1 }
            if let extent = startingExtent {
                if extent.isHeader {
                    // Conformances of a type header: the original line is kept as a note, the type stays. When
                    // every dropped conformance is a callback protocol, whose methods the callback porter has
                    // already moved or noted, the header is simply written without them.
                    var end = index
                    while end < tokens.count, tokens[end].kind != .newline { end += 1 }
                    for drop in extent.automaticDrops {
                        writer.add(
                            kind: .automatic, concept: drop.concept,
                            message: "\(drop.name) dropped: its callbacks are received the \(target.displayName) way")
                    }
                    if !extent.notes.isEmpty {
                        writer.comment(
                            matcher.text(index..<end), notes: extent.notes, from: source, replacesNextLine: true)
                    }
                    for drop in extent.drops where !drop.isEmpty && drop.lowerBound >= index {
                        dropped[drop.lowerBound] = max(dropped[drop.lowerBound] ?? 0, drop.upperBound)
                    }
                } else if extent.range.upperBound > index {
                    writer.comment(
                        matcher.text(extent.range), notes: extent.notes, from: source, alreadySo: extent.isAlreadySo)
                    index = extent.range.upperBound
                    continue
                }
            }
            if !dropped.isEmpty, let end = dropped.removeValue(forKey: index) {
                index = end
                continue
            }
            let hitHere = hitCursor < hits.endIndex && hits[hitCursor].match.range.lowerBound == index
            if hitHere, case let hit = hits[hitCursor], hit.isSpelling, !hit.match.range.isEmpty,
                let written = inheritedSpelling(hit, matcher) ?? writtenSpelling(hit.concept)
            {
                let spelling = optionalReceiverSpelling(written, hit.match, matcher, kind: hit.concept.kind)
                let original = matcher.text(hit.match.range)
                var inner = Writer(file: writer.file, lineOffset: writer.lineOffset + writer.lines.count)
                inner.reviewedTypes = writer.reviewedTypes
                var replacement = render(spelling, hit.match, matcher, into: &inner)
                // A value written as one of its parts alone (TomTom's `optionalView?.map` is the view itself)
                // ends an optional chain only where a member follows: `guard let map = optionalView else`.
                if replacement.hasSuffix("?"), spelling.template.hasPrefix("$"), !spelling.template.contains("."),
                    matcher.tokens[matcher.nextSignificant(hit.match.range.upperBound)...].first?.text != "."
                {
                    replacement.removeLast()
                }
                // An infix spelling keeps its precedence where the source's expression is followed by a member, a
                // subscript or an unwrap: `(UIImage(named: "pin") ?? UIImage()).size`.
                if let next = matcher.tokens[matcher.nextSignificant(hit.match.range.upperBound)...].first?.text.first,
                    ".[!?".contains(next), (writtenTemplates[spelling.template] ?? Template(spelling.template)).isInfix
                {
                    replacement = "(" + replacement + ")"
                }
                if replacement != original {
                    var review = reviewNote(hit.concept, spelling, zooms: literalZooms(hit.match, matcher))
                    // A type's review (what the target's type lacks) is said once per file, where the type is
                    // first written: its later uses are the same type.
                    if review != nil, hit.concept.kind == .type,
                        !writer.reviewedTypes.insert(hit.concept.id).inserted
                    {
                        review = nil
                    }
                    writer.add(
                        kind: review == nil ? .automatic : .review, concept: hit.concept.id,
                        message: review ?? "\(original) → \(replacement)")
                    if let review { writer.note(Self.reviewPrefix + hit.concept.id + ": " + review) }
                    // A comment between the source's tokens, outside the placeholders, has no place in the
                    // target's spelling: it goes above the line (`map.applyCamera(  // why` over two lines).
                    for position in hit.match.range where tokens[position].kind == .comment {
                        let text = tokens[position].text
                        guard !text.containsByte(0x0A),
                            !hit.match.bindings.values.contains(where: { $0.contains(position) })
                        else { continue }
                        writer.note(text)
                    }
                }
                writer.absorb(inner)
                writer.write(replacement)
                index = hit.match.range.upperBound
                continue
            }
            let token = tokens[index]
            let isCode = token.kind == .string && !matcher.protectedLines.contains(token.line)
            writer.write(isCode ? portInterpolations(token.text, types: matcher.types, into: &writer) : token.text)
            index += 1
        }
    }

    func findHits(_ matcher: TemplateMatcher, _ range: Range<Int>) -> [Hit] {
        var hits: [Hit] = []
        var index = matcher.nextSignificant(range.lowerBound)
        while index < range.upperBound {
            var found: Hit?
            // Lines restored from an earlier port are already in the target style.
            let candidates =
                matcher.protectedLines.contains(matcher.tokens[index].line)
                ? [] : ruleIndex.candidates(at: index, matcher)
            for candidate in candidates {
                let rule = rules[candidate]
                if let match = matcher.match(rule.template, at: index), match.range.upperBound <= range.upperBound,
                    accepts(rule.concept, match, matcher)
                {
                    found = Hit(concept: rule.concept, match: match, isSpelling: rule.isSpelling)
                    break
                }
            }
            // A member read on the property the hit reads wins over it: `marker.position.lat` is a latitude read on
            // `marker.position` (ported with the receiver's binding), not a position read followed by a `.lat`
            // that no rule would see; so does one through an optional chain (`mapView.map?.cameraProperties`).
            // Not past the adapter's core (`map.core.camera.zoom`): what follows the escape hatch is the core's own
            // API.
            if let hit = found, !hit.concept.id.hasPrefix("adapter."),
                matcher.tokens[hit.match.range.upperBound - 1].kind == .identifier
                    || ["?", "!"].contains(matcher.tokens[hit.match.range.upperBound - 1].text),
                matcher.tokens[matcher.nextSignificant(hit.match.range.upperBound)...].first?.text == "."
            {
                for candidate in candidates {
                    let rule = rules[candidate]
                    if let match = matcher.match(rule.template, at: index), match.range.upperBound <= range.upperBound,
                        match.range.upperBound > hit.match.range.upperBound,
                        match.bindings["receiver"] == hit.match.range, accepts(rule.concept, match, matcher)
                    {
                        found = Hit(concept: rule.concept, match: match, isSpelling: rule.isSpelling)
                        break
                    }
                }
            }
            if let found {
                hits.append(found)
                index = matcher.nextSignificant(max(found.match.range.upperBound, index + 1))
            } else {
                index = matcher.nextSignificant(index + 1)
            }
        }
        return hits
    }

    /// Why a hit cannot be rewritten (its concept, and what to do), or `nil` when it can.
    ///
    /// A rewritable hit whose one-line placeholder holds something that cannot be rewritten is not rewritten
    /// either, so that the note can go on a line of its own.
    func gap(_ hit: Hit, _ matcher: TemplateMatcher) -> (concept: String, text: String)? {
        if let spelling = writtenSpelling(hit.concept) {
            guard hit.isSpelling else {
                return (hit.concept.id, "\(target.displayName) writes it `\(spelling.template)`; rewrite by hand.")
            }
            for range in hit.match.bindings.values.sorted(by: { $0.lowerBound < $1.lowerBound })
            where !matcher.tokens[range].contains(where: { $0.kind == .newline }) {
                for inner in findHits(matcher, range) {
                    if let gap = gap(inner, matcher) { return gap }
                }
            }
            return nil
        }
        return (hit.concept.id, hit.concept.reason(for: target) ?? "\(target.displayName) cannot express it.")
    }

    /// The target spelling with each placeholder's binding, itself ported (notes and changes go to `writer`).
    func render(
        _ spelling: APISpelling, _ match: TemplateMatcher.Match, _ matcher: TemplateMatcher,
        into writer: inout Writer
    ) -> String {
        (writtenTemplates[spelling.template] ?? Template(spelling.template)).render { name in
            guard let range = match.bindings[name] else { return "$" + name }
            var inner = Writer(file: writer.file, lineOffset: writer.lineOffset)
            inner.reviewedTypes = writer.reviewedTypes
            rewrite(matcher, range, into: &inner)
            let text = inner.text
            writer.absorb(inner)
            guard name.hasPrefix("zoom") else { return text }
            return Self.zoom(text, from: source, to: target)
        }
    }

    struct Hit {
        var concept: APIConcept
        var match: TemplateMatcher.Match
        var isSpelling: Bool
    }
}
