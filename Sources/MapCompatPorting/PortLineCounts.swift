import Foundation

/// How the code lines of a ported file came out: ported automatically, left under a `// PORT: review` note,
/// commented out for a person to port (the target can say it, in another shape), or commented out because the
/// target has no counterpart at all.
///
/// Code lines are the lines that are neither blank nor comments in the output, plus the commented-out
/// `// PORT(style):` lines. A line under review is the first code line after a review note (or a header kept as
/// a `// PORT(style)^:` note above its ported form). A statement kept as a comment under a `// PORT: already so —`
/// note (the target already behaves as it asks, so it needs no code) counts as automatic. A commented-out line is
/// not expressible when every concept its note names has no counterpart in the target (no spelling and no member:
/// the coverage table's reason is the note); otherwise it is manual.
public struct PortLineCounts: Hashable, Sendable {
    /// Code lines that need nobody.
    public var automatic: Int
    /// Code lines under a review note.
    public var review: Int
    /// Source lines commented out that the target can express in another shape: a person ports them.
    public var manual: Int
    /// Source lines commented out because the target has no counterpart.
    public var notExpressible: Int

    /// Creates counts.
    public init(automatic: Int = 0, review: Int = 0, manual: Int = 0, notExpressible: Int = 0) {
        self.automatic = automatic
        self.review = review
        self.manual = manual
        self.notExpressible = notExpressible
    }

    /// Creates counts from the three figures counts had before lines were told apart by whether the target can
    /// express them; commented-out lines count as manual.
    @available(*, deprecated, renamed: "init(automatic:review:manual:notExpressible:)")
    public init(automatic: Int = 0, review: Int = 0, commentedOut: Int) {
        self.init(automatic: automatic, review: review, manual: commentedOut)
    }

    /// Counts the lines of a port's output; without `target`, every commented-out line is manual.
    public init(output: String, target: PortingStyle? = nil) {
        self.init()
        var underReview = false
        var alreadySo = false
        var expressible = true
        // Whether what each commented-out declaration declared can be said in the target: a line that goes only
        // because it uses such a name (`DependentLines`) can be said exactly when the declaration can.
        var declared: [String: Bool] = [:]
        for line in output.split(separator: "\n", omittingEmptySubsequences: true) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty { continue }
            if trimmed.hasPrefix(Porter.reviewPrefix.trimmingTrailingSpace) {
                underReview = true
                continue
            }
            if trimmed.hasPrefix(Porter.notePrefix) {
                alreadySo = trimmed.hasPrefix(Porter.alreadySoPrefix.trimmingTrailingSpace)
                expressible = target.map { Self.noteIsExpressible(trimmed, in: $0, declared: declared) } ?? true
            }
            if trimmed.hasPrefix("// PORT(") {
                if let name = Self.declaredName(trimmed) { declared[name] = expressible }
                if trimmed.contains(")^:") {
                    underReview = true
                } else if alreadySo {
                    automatic += 1
                } else if expressible {
                    manual += 1
                } else {
                    notExpressible += 1
                }
                continue
            }
            if !trimmed.hasPrefix("//") { alreadySo = false }
            if trimmed.hasPrefix("//") || trimmed.hasPrefix("/*") || trimmed.hasPrefix("*") { continue }
            if underReview {
                review += 1
                underReview = false
            } else {
                automatic += 1
            }
        }
    }

    /// Whether a `// PORT: concepts (Style): reason` note names a concept `target` can express: an API-map concept
    /// with a spelling or members in the target, a callback the target receives, or anything else the porter
    /// notes (a line that depends on another, a shape it could not rewrite), which a person can port.
    static func noteIsExpressible(_ note: Substring, in target: PortingStyle, declared: [String: Bool] = [:]) -> Bool {
        let body = note.dropFirst(Porter.notePrefix.count)
        guard let open = body.range(of: " (") else { return true }
        let concepts = body[..<open.lowerBound].split(separator: ",").map { String($0).trimming(" ") }
        if concepts == [DependentLines.concept], let reason = body.range(of: "): ") {
            return dependentIsExpressible(body[reason.upperBound...], in: target, declared: declared)
        }
        return concepts.contains { id in
            if let concept = APIMap.concept(id) { return isExpressible(concept, in: target) }
            if let event = CallbackEvent.all.first(where: { $0.id == id }) {
                return !event.receivers(in: target).isEmpty
            }
            return true
        }
    }

    /// Whether a line that goes because of what it uses can be said in the target: one that uses names declared by
    /// lines commented out above can when one of those can; one that names a source vendor type the target has no
    /// counterpart for, or a member the target's type lacks, can when a concept listing it can.
    static func dependentIsExpressible(_ reason: Substring, in target: PortingStyle, declared: [String: Bool]) -> Bool {
        let names = reason.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
        if reason.hasPrefix("uses ") {
            return names.contains { declared[$0] ?? true }
        }
        let concepts = names.flatMap { name -> [APIConcept] in
            let parts = name.split(separator: ".")
            let member = parts.count == 2 ? String(parts[1]) : name
            return PortingStyle.allCases.filter { $0 != target }.flatMap { source in
                [APIMap.concept(listing: member, in: source)].compactMap { $0 }
                    + TypeRole.allCases.compactMap { APIMap.concept(listingMember: member, of: $0, in: source) }
            }
        }
        return concepts.isEmpty || concepts.contains { isExpressible($0, in: target) }
    }

    /// Whether `target` has a counterpart for `concept`: a spelling or a member.
    static func isExpressible(_ concept: APIConcept, in target: PortingStyle) -> Bool {
        concept.writtenSpelling(target) != nil || !(concept.members[target] ?? []).isEmpty
    }

    /// The name a commented-out `// PORT(style): let name …` line declares, if it declares one.
    static func declaredName(_ line: Substring) -> String? {
        guard let marker = line.range(of: "): ") else { return nil }
        let words = line[marker.upperBound...].split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
        guard let keyword = words.firstIndex(where: { $0 == "let" || $0 == "var" }), keyword + 1 < words.count
        else { return nil }
        return String(words[keyword + 1])
    }

    /// Source lines commented out, for whatever reason.
    public var commentedOut: Int {
        get { manual + notExpressible }
        set {
            manual = newValue
            notExpressible = 0
        }
    }

    /// Code lines the target can express: every line but those it has no counterpart for.
    public var expressible: Int { automatic + review + manual }

    /// Every code line counted.
    public var total: Int { expressible + notExpressible }

    /// The share of code lines ported automatically, 0...1 (1 for a file with no code).
    public var automaticShare: Double { total == 0 ? 1 : Double(automatic) / Double(total) }

    /// The share of expressible code lines ported automatically, 0...1 (1 for a file with nothing expressible):
    /// the porter's own measure, which lines the target cannot say do not lower.
    public var automaticShareOfExpressible: Double { expressible == 0 ? 1 : Double(automatic) / Double(expressible) }

    /// The four figures and the share of expressible lines ported automatically, as `mapcompat port --summary`
    /// prints them: `120 automatic, 4 to review, 2 manual, 30 not expressible (95 % of expressible lines automatic)`.
    public var summary: String {
        "\(automatic) automatic, \(review) to review, \(manual) manual, \(notExpressible) not expressible "
            + "(\(Int((automaticShareOfExpressible * 100).rounded())) % of expressible lines automatic)"
    }

    /// The sum of two counts.
    public static func + (lhs: PortLineCounts, rhs: PortLineCounts) -> PortLineCounts {
        PortLineCounts(
            automatic: lhs.automatic + rhs.automatic, review: lhs.review + rhs.review, manual: lhs.manual + rhs.manual,
            notExpressible: lhs.notExpressible + rhs.notExpressible)
    }
}
