/// How the code lines of a ported file came out: ported automatically, left under a `// PORT: review` note, or
/// commented out under a `// PORT:` note.
///
/// Code lines are the lines that are neither blank nor comments in the output, plus the commented-out
/// `// PORT(style):` lines. A line under review is the first code line after a review note (or a header kept as
/// a `// PORT(style)^:` note above its ported form). A statement kept as a comment under a `// PORT: already so —`
/// note (the target already behaves as it asks, so it needs no code) counts as automatic.
public struct PortLineCounts: Hashable, Sendable {
    /// Code lines that need nobody.
    public var automatic: Int
    /// Code lines under a review note.
    public var review: Int
    /// Source lines commented out because the target cannot express them.
    public var commentedOut: Int

    /// Creates counts.
    public init(automatic: Int = 0, review: Int = 0, commentedOut: Int = 0) {
        self.automatic = automatic
        self.review = review
        self.commentedOut = commentedOut
    }

    /// Counts the lines of a port's output.
    public init(output: String) {
        self.init()
        var underReview = false
        var alreadySo = false
        for line in output.split(separator: "\n", omittingEmptySubsequences: true) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty { continue }
            if trimmed.hasPrefix(Porter.reviewPrefix.trimmingTrailingSpace) {
                underReview = true
                continue
            }
            if trimmed.hasPrefix(Porter.notePrefix) {
                alreadySo = trimmed.hasPrefix(Porter.alreadySoPrefix.trimmingTrailingSpace)
            }
            if trimmed.hasPrefix("// PORT(") {
                if trimmed.contains(")^:") {
                    underReview = true
                } else if alreadySo {
                    automatic += 1
                } else {
                    commentedOut += 1
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

    /// Every code line counted.
    public var total: Int { automatic + review + commentedOut }

    /// The share of code lines ported automatically, 0...1 (1 for a file with no code).
    public var automaticShare: Double { total == 0 ? 1 : Double(automatic) / Double(total) }

    /// The sum of two counts.
    public static func + (lhs: PortLineCounts, rhs: PortLineCounts) -> PortLineCounts {
        PortLineCounts(
            automatic: lhs.automatic + rhs.automatic, review: lhs.review + rhs.review,
            commentedOut: lhs.commentedOut + rhs.commentedOut)
    }
}
