/// One change the porter made or asks for.
public struct PortChange: Hashable, Sendable {
    /// How much the change needs a person.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Rewritten; the behaviour is the same.
        case automatic
        /// Rewritten, but the target style behaves differently in a way to check (a `// PORT: review` note).
        case review = "needs review"
        /// Not expressible in the target style: commented out under a `// PORT:` note saying what to do.
        case manual
    }

    /// The file, as given.
    public var file: String
    /// The 1-based line in the ported output.
    public var line: Int
    /// How much it needs a person.
    public var kind: Kind
    /// The API-map concept.
    public var concept: String
    /// What happened, or what to do.
    public var message: String

    /// Creates a change.
    public init(file: String, line: Int, kind: Kind, concept: String, message: String) {
        self.file = file
        self.line = line
        self.kind = kind
        self.concept = concept
        self.message = message
    }
}

/// The result of porting one file.
public struct PortResult: Hashable, Sendable {
    /// The ported source.
    public var output: String
    /// Every change, in output order.
    public var changes: [PortChange]
}

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
    private let rules: [Rule]

    static let notePrefix = "// PORT: "
    static let reviewPrefix = "// PORT: review — "

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
            if let spelling = concept.spellings[source], spelling.isSearched {
                let template = Template(spelling.template)
                rules.append(Rule(concept: concept, template: template, isSpelling: true))
                signatures.insert(template.signature)
            }
            for member in concept.members[source] ?? [] where member.isSearched {
                guard let text = member.template else { continue }
                let template = Template(text)
                guard signatures.insert(template.signature).inserted else { continue }
                rules.append(Rule(concept: concept, template: template, isSpelling: false))
            }
            return rules
        }.sorted { lhs, rhs in
            if lhs.template.pieces.count != rhs.template.pieces.count {
                return lhs.template.pieces.count > rhs.template.pieces.count
            }
            if lhs.isSpelling != rhs.isSpelling { return lhs.isSpelling }
            return lhs.concept.id < rhs.concept.id
        }
    }

    /// Ports `text`; `file` names it in the changes.
    public func port(_ text: String, file: String = "<input>") -> PortResult {
        var writer = Writer(file: file)
        let (restored, restoredLines) = restore(text)
        let unwrapped = source == .naver ? NaverMapViewWrapper.unwrap(restored) : restored
        let markers = MarkerConstruction.port(
            unwrapped, protected: Set(restoredLines.map { $0 - 1 }), from: source, to: target)
        let callbacks = CallbackPorter(source: source, target: target).port(markers.text, protected: markers.protected)
        let tokens = SwiftTokenizer(callbacks.lines.joined(separator: "\n")).tokenize()
        let protected = Set(callbacks.protected.map { $0 + 1 })
        rewrite(TemplateMatcher(tokens: tokens, protectedLines: protected), 0..<tokens.count, into: &writer)
        var result = writer.finish()
        result.output = Conformances.normalize(result.output, adding: callbacks.conformances)
        var reshapedView = false
        if target == .tomtom, source != .tomtom {
            (result.output, reshapedView) = TomTomMapViewSetUp.reshape(result.output)
        }
        // Reshaping changes (callbacks moved, markers made the target's way, NAVER's wrapper view unwrapped)
        // are whole-file changes: they are reported on line 1.
        var reshaped = callbacks.changes
        if unwrapped != restored || (source == .naver && target != .naver && restored.contains("NMFNaverMapView")) {
            reshaped.append((.automatic, "type.mapViewWithControls", "the wrapper's map view is the map view itself"))
        }
        if reshapedView {
            reshaped.append(
                (.automatic, "tomtom.mapView", "the map view made as MapView, its map set up in onMapReady"))
        }
        if markers.text != unwrapped {
            reshaped.append((.automatic, "annotation.make", "markers made through the target's initialisers"))
        }
        result.changes += reshaped.map { kind, concept, message in
            PortChange(file: file, line: 1, kind: kind, concept: concept, message: message)
        }
        return result
    }

    /// Writes the tokens in `range` ported, rewriting what each placeholder bound the same way.
    private func rewrite(_ matcher: TemplateMatcher, _ range: Range<Int>, into writer: inout Writer) {
        let tokens = matcher.tokens
        let hits = findHits(matcher, range)
        let manual = manualExtents(hits, matcher, range)
        var hitByStart: [Int: Hit] = [:]
        for hit in hits { hitByStart[hit.match.range.lowerBound] = hit }
        var index = range.lowerBound
        var dropped: [Range<Int>] = []
        while index < range.upperBound {
            if let extent = manual.first(where: { $0.range.lowerBound == index }) {
                if extent.isHeader {
                    // Conformances of a type header: the original line is kept as a note, the type stays.
                    var end = index
                    while end < tokens.count, tokens[end].kind != .newline { end += 1 }
                    writer.comment(
                        matcher.text(index..<end), notes: extent.notes, from: source, replacesNextLine: true)
                    dropped += extent.drops
                } else {
                    writer.comment(matcher.text(extent.range), notes: extent.notes, from: source)
                    index = extent.range.upperBound
                    continue
                }
            }
            if let drop = dropped.first(where: { $0.lowerBound == index }) {
                index = drop.upperBound
                continue
            }
            if let hit = hitByStart[index], hit.isSpelling, let spelling = hit.concept.writtenSpelling(target) {
                let original = matcher.text(hit.match.range)
                var inner = Writer(file: writer.file, lineOffset: writer.lineOffset + writer.lines.count)
                let replacement = render(spelling, hit.match, matcher, into: &inner)
                if replacement != original {
                    let review = reviewNote(hit.concept, spelling)
                    writer.add(
                        kind: review == nil ? .automatic : .review, concept: hit.concept.id,
                        message: review ?? "\(original) → \(replacement)")
                    if let review { writer.note(Self.reviewPrefix + hit.concept.id + ": " + review) }
                }
                writer.absorb(inner)
                writer.write(replacement)
                index = hit.match.range.upperBound
                continue
            }
            let token = tokens[index]
            let isCode = token.kind == .string && !matcher.protectedLines.contains(token.line)
            writer.write(isCode ? portInterpolations(token.text, into: &writer) : token.text)
            index += 1
        }
    }

    /// A string literal with the code of each `\\(…)` interpolation ported; an interpolation that would need
    /// a `// PORT:` note is left as it is (a note cannot go inside a string).
    private func portInterpolations(_ literal: String, into writer: inout Writer) -> String {
        guard literal.hasPrefix("\""), literal.contains("\\(") else { return literal }
        let characters = Array(literal)
        var result = ""
        var index = 0
        while index < characters.count {
            guard characters[index] == "\\", index + 1 < characters.count else {
                result.append(characters[index])
                index += 1
                continue
            }
            guard characters[index + 1] == "(" else {
                result += String(characters[index...(index + 1)])
                index += 2
                continue
            }
            let rest = SwiftTokenizer(String(characters[(index + 2)...])).tokenize()
            var depth = 1
            var count = 0
            var length = 0
            while count < rest.count {
                let token = rest[count]
                if token.kind == .punctuation, token.text == "(" { depth += 1 }
                if token.kind == .punctuation, token.text == ")" { depth -= 1 }
                if depth == 0 { break }
                length += token.text.count
                count += 1
            }
            let code = String(characters[(index + 2)..<min(characters.count, index + 2 + length)])
            var inner = Writer(file: writer.file, lineOffset: writer.lineOffset + writer.lines.count)
            let tokens = Array(rest[..<count])
            rewrite(TemplateMatcher(tokens: tokens), 0..<tokens.count, into: &inner)
            let ported = inner.text
            if !inner.changes.contains(where: { $0.kind == .manual }), !ported.contains("\n") {
                writer.absorb(inner)
                result += "\\(" + ported
            } else {
                result += "\\(" + code
            }
            index += 2 + length
        }
        return result
    }

    struct Hit {
        var concept: APIConcept
        var match: TemplateMatcher.Match
        var isSpelling: Bool
    }

    struct Extent {
        var range: Range<Int>
        var notes: [(concept: String, text: String)]
        /// Whether the extent is a type header: only `drops` (conformances) go; the rest of the header and the
        /// body are ported as usual.
        var isHeader = false
        var drops: [Range<Int>] = []
    }

    private func findHits(_ matcher: TemplateMatcher, _ range: Range<Int>) -> [Hit] {
        var hits: [Hit] = []
        var index = matcher.nextSignificant(range.lowerBound)
        while index < range.upperBound {
            var found: Hit?
            // Lines restored from an earlier port are already in the target style.
            for rule in rules where !matcher.protectedLines.contains(matcher.tokens[index].line) {
                if let match = matcher.match(rule.template, at: index), match.range.upperBound <= range.upperBound {
                    found = Hit(concept: rule.concept, match: match, isSpelling: rule.isSpelling)
                    break
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
    private func gap(_ hit: Hit, _ matcher: TemplateMatcher) -> (concept: String, text: String)? {
        if let spelling = hit.concept.writtenSpelling(target) {
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
        return (hit.concept.id, hit.concept.gaps[target] ?? "\(target.displayName) cannot express it.")
    }

    /// The lines to comment out: each unexpressible hit's statement, from its line's start to the line break
    /// where every bracket opened since is closed again; overlapping extents merge.
    private func manualExtents(_ hits: [Hit], _ matcher: TemplateMatcher, _ range: Range<Int>) -> [Extent] {
        let tokens = matcher.tokens
        var extents: [Extent] = []
        for hit in hits {
            guard let note = gap(hit, matcher) else { continue }
            var start = hit.match.range.lowerBound
            while start > range.lowerBound, tokens[start - 1].kind != .newline { start -= 1 }
            if let header = TypeHeader(tokens, at: start), hit.match.range.upperBound <= header.brace {
                // Never the whole type: a conformance is dropped alone, any other header gap is noted.
                let drop =
                    header.inheritanceContains(hit.match.range)
                    ? header.dropRange(for: hit.match.range, in: tokens)
                    : hit.match.range.lowerBound..<hit.match.range.lowerBound
                if let last = extents.last, last.range.lowerBound == start, last.isHeader {
                    extents[extents.count - 1].notes.append(note)
                    extents[extents.count - 1].drops.append(drop)
                } else {
                    extents.append(Extent(range: start..<start, notes: [note], isHeader: true, drops: [drop]))
                }
                continue
            }
            var depth = 0
            var end = start
            while end < range.upperBound {
                let token = tokens[end]
                if token.kind == .punctuation {
                    if ["(", "[", "{"].contains(token.text) { depth += 1 }
                    if [")", "]", "}"].contains(token.text) { depth -= 1 }
                }
                end += 1
                if token.kind == .newline, depth <= 0, end >= hit.match.range.upperBound { break }
            }
            if let last = extents.last, !last.isHeader, last.range.upperBound > start {
                extents[extents.count - 1].range = last.range.lowerBound..<max(last.range.upperBound, end)
                if !last.notes.contains(where: { $0.concept == note.0 }) {
                    extents[extents.count - 1].notes.append(note)
                }
            } else {
                extents.append(Extent(range: start..<end, notes: [note]))
            }
        }
        return extents
    }

    /// The target spelling with each placeholder's binding, itself ported (notes and changes go to `writer`).
    private func render(
        _ spelling: APISpelling, _ match: TemplateMatcher.Match, _ matcher: TemplateMatcher,
        into writer: inout Writer
    ) -> String {
        Template(spelling.template).render { name in
            guard let range = match.bindings[name] else { return "$" + name }
            var inner = Writer(file: writer.file, lineOffset: writer.lineOffset)
            rewrite(matcher, range, into: &inner)
            let text = inner.text
            writer.absorb(inner)
            return name.hasPrefix("zoom")
                ? ZoomConversion.convert(text, by: target.zoomOffset - source.zoomOffset) : text
        }
    }

    private func reviewNote(_ concept: APIConcept, _ spelling: APISpelling) -> String? {
        var parts: [String] = []
        if let review = spelling.review { parts.append(review) }
        for key in concept.differences {
            guard let difference = ProfileDifference.named(key), difference.differs(source, target) else { continue }
            parts.append(
                "\(difference.label): \(source.displayName) \(difference.describe(source)), "
                    + "\(target.displayName) \(difference.describe(target))")
        }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }

    /// Drops review notes and restores lines commented out by an earlier port from the target style; returns
    /// the text and the (1-based) lines restored, which are left as they are.
    private func restore(_ text: String) -> (String, Set<Int>) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let marker = "// PORT(\(target.rawValue)):"
        var result: [String] = []
        var protected: Set<Int> = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix(Self.reviewPrefix.trimmingTrailingSpace) {
                index += 1
                continue
            }
            if trimmed.hasPrefix(Self.notePrefix) {
                var block = index
                while block < lines.count,
                    lines[block].drop(while: { $0 == " " || $0 == "\t" }).hasPrefix(Self.notePrefix)
                {
                    block += 1
                }
                let indent = String(line.prefix(line.count - trimmed.count))
                var restored: [String] = []
                let replacing = "// PORT(\(target.rawValue))^:"
                while block < lines.count, lines[block].hasPrefix(indent + marker) {
                    let code = lines[block].dropFirst(indent.count + marker.count)
                    restored.append(code.isEmpty ? "" : indent + code.dropFirst())
                    block += 1
                }
                if restored.isEmpty, block < lines.count, lines[block].hasPrefix(indent + replacing) {
                    // A header kept as a note: it replaces the ported header on the next line.
                    let code = lines[block].dropFirst(indent.count + replacing.count)
                    restored.append(indent + code.dropFirst())
                    block += 2
                }
                if !restored.isEmpty {
                    for offset in restored.indices { protected.insert(result.count + offset + 1) }
                    result += restored
                    index = block
                    continue
                }
            }
            result.append(line)
            index += 1
        }
        return (result.joined(separator: "\n"), protected)
    }
}

extension String {
    var trimmingTrailingSpace: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}

/// Builds the output line by line, so that notes can go above the line they are about.
struct Writer {
    let file: String
    /// Lines written before this writer's first, for the line numbers of changes in a nested rewrite.
    var lineOffset = 0
    var lines: [String] = []
    var current = ""
    var pendingNotes: [String] = []
    var pendingChanges: [(PortChange.Kind, String, String)] = []
    var changes: [PortChange] = []

    init(file: String, lineOffset: Int = 0) {
        self.file = file
        self.lineOffset = lineOffset
    }

    /// What was written, notes still pending left out.
    var text: String { (lines + [current]).joined(separator: "\n") }

    /// Takes over a nested writer's changes and its notes that no line of its own took.
    mutating func absorb(_ inner: Writer) {
        changes += inner.changes
        for pending in inner.pendingNotes { note(pending) }
        pendingChanges += inner.pendingChanges
    }

    mutating func write(_ text: String) {
        var parts = text.split(separator: "\n", omittingEmptySubsequences: false)
        let last = parts.removeLast()
        for part in parts {
            current += part
            flush()
        }
        current += last
    }

    mutating func note(_ text: String) {
        if !pendingNotes.contains(text) { pendingNotes.append(text) }
    }

    mutating func add(kind: PortChange.Kind, concept: String, message: String) {
        pendingChanges.append((kind, concept, message))
    }

    /// Writes `code` (whole lines, ending with a line break or at the end) commented out under notes.
    mutating func comment(
        _ code: String, notes: [(concept: String, text: String)], from style: PortingStyle,
        replacesNextLine: Bool = false
    ) {
        let marker = "// PORT(\(style.rawValue))" + (replacesNextLine ? "^:" : ":")
        var lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let endsWithBreak = lines.last == ""
        if endsWithBreak { lines.removeLast() }
        let indent = String(lines.first?.prefix { $0 == " " || $0 == "\t" } ?? "")
        for note in notes {
            current = indent + Porter.notePrefix + "\(note.concept) (\(style.displayName)): \(note.text)"
            changes.append(
                PortChange(
                    file: file, line: lineOffset + self.lines.count + 1, kind: .manual, concept: note.concept,
                    message: note.text))
            flushLine()
        }
        for line in lines {
            let rest =
                line.hasPrefix(indent) ? String(line.dropFirst(indent.count)) : line.drop { $0 == " " }.description
            current = indent + marker + (rest.isEmpty ? "" : " " + rest)
            flushLine()
        }
        if !endsWithBreak, !replacesNextLine { current = "" }
    }

    private mutating func flushLine() {
        lines.append(current)
        current = ""
    }

    mutating func flush() {
        let indent = String(current.prefix { $0 == " " || $0 == "\t" })
        lines.insert(contentsOf: pendingNotes.map { indent + $0 }, at: noteIndex)
        pendingNotes = []
        for (kind, concept, message) in pendingChanges {
            changes.append(
                PortChange(
                    file: file, line: lineOffset + lines.count + 1, kind: kind, concept: concept, message: message))
        }
        pendingChanges = []
        flushLine()
    }

    /// Where the notes of the line being written go: above it, and above the `// swift-format-ignore` comment
    /// (with the comments under it) that must stay right above its declaration.
    var noteIndex: Int {
        var index = lines.count
        var ignore: Int?
        while index > 0 {
            let line = lines[index - 1].drop { $0 == " " || $0 == "\t" }
            guard line.hasPrefix("//"), !line.hasPrefix("// PORT") else { break }
            index -= 1
            if line.hasPrefix("// swift-format-ignore"), !line.hasPrefix("// swift-format-ignore-file") {
                ignore = index
            }
        }
        return ignore ?? lines.count
    }

    mutating func finish() -> PortResult {
        if !current.isEmpty || !pendingNotes.isEmpty || !pendingChanges.isEmpty { flush() } else { lines.append("") }
        return PortResult(output: lines.joined(separator: "\n"), changes: changes)
    }
}

/// Converts a zoom expression between scales that differ by a whole number of levels.
enum ZoomConversion {
    static func convert(_ text: String, by delta: Double) -> String {
        guard delta != 0 else { return text }
        let trimmed = text.trimmingTrailingSpace
        if let value = Double(trimmed) {
            let result = value + delta
            return !trimmed.contains(".") && result == result.rounded() ? String(Int(result)) : String(result)
        }
        let tokens = SwiftTokenizer(trimmed).tokenize()
        let significant = tokens.enumerated().filter { !$0.element.isTrivia }
        if significant.count >= 3, let number = Double(significant[significant.count - 1].element.text) {
            let sign = significant[significant.count - 2].element.text
            let signed = sign == "+" ? number : sign == "-" ? -number : .nan
            if signed + delta == 0 {
                let cut = significant[significant.count - 2].offset
                return tokens[..<cut].map(\.text).joined().trimmingTrailingSpace
            }
        }
        let magnitude = ProfileDifference.number(abs(delta))
        return trimmed + (delta > 0 ? " + " : " - ") + magnitude
    }
}
