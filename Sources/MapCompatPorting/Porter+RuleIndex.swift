/// Which rules can match where, so that finding hits costs one look-up per token instead of one match attempt
/// per rule: the porter stays linear in the input with a map of hundreds of rules.
///
/// A rule that starts with a literal can only match at a token of that text. A rule that starts with a receiver
/// placeholder (`$receiver.zoomLevel`) can only match where one of the receiver's possible ends is followed by
/// its next literal (and the one after, when that is a literal too): the ends are computed once per token, for
/// every rule. Candidates come back in the rules' order, which is their priority.
struct RuleIndex: Sendable {
    private var byFirstLiteral: [String: [Int]] = [:]
    private var byFollowingLiterals: [String: [Int]] = [:]
    /// The first literals of `byFollowingLiterals`' keys, and those that start a two-literal key: a token of
    /// another text after a receiver needs no key made or looked up.
    private var followingFirsts: Set<String> = []
    private var followingPairFirsts: Set<String> = []
    /// Rules that start with a literal and then a receiver (`($map.zoomLevel + 1)`, `($annotation is
    /// MLNUserLocation)`), by that literal and then by the two literals after the receiver: they can only match at
    /// a token of the first literal whose next term is followed by those literals, so a `(` elsewhere tries none
    /// of them.
    private var byLiteralThenReceiver: [String: [String: [Int]]] = [:]
    /// The tokens that can follow a receiver term and no longer expression: a member's `.`, a type test's `is`.
    static let termEnders: Set<String> = [".", "is"]

    /// Rules the index cannot narrow (a block placeholder first): tried everywhere.
    private var everywhere: [Int] = []

    init(_ templates: [Template]) {
        for (rule, template) in templates.enumerated() {
            guard let first = template.pieces.first else { continue }
            switch first {
            case .literal(let text):
                if template.pieces.count > 3, case .placeholder(let name) = template.pieces[1], !name.hasPrefix("body"),
                    case .literal(let after) = template.pieces[2], Self.termEnders.contains(after),
                    case .literal(let member) = template.pieces[3]
                {
                    byLiteralThenReceiver[text, default: [:]][after + " " + member, default: []].append(rule)
                    continue
                }
                byFirstLiteral[text, default: []].append(rule)
            case .placeholder(let name):
                guard !name.hasPrefix("body"), template.pieces.count > 1,
                    case .literal(let next) = template.pieces[1]
                else {
                    everywhere.append(rule)
                    continue
                }
                var key = next
                followingFirsts.insert(next)
                if template.pieces.count > 2, case .literal(let after) = template.pieces[2] {
                    key += " " + after
                    followingPairFirsts.insert(next)
                }
                byFollowingLiterals[key, default: []].append(rule)
            }
        }
    }

    /// The rules that may match at the significant token `index`, in priority order.
    func candidates(at index: Int, _ matcher: TemplateMatcher) -> [Int] {
        let tokens = matcher.tokens
        var found = byFirstLiteral[tokens[index].text] ?? []
        found += everywhere
        var keys: Set<String> = []
        for end in matcher.termEnds(from: index, receiver: true) {
            let next = matcher.nextSignificant(end)
            guard next < tokens.count, followingFirsts.contains(tokens[next].text) else { continue }
            keys.insert(tokens[next].text)
            guard followingPairFirsts.contains(tokens[next].text) else { continue }
            let after = matcher.nextSignificant(next + 1)
            if after < tokens.count { keys.insert(tokens[next].text + " " + tokens[after].text) }
        }
        for key in keys { found += byFollowingLiterals[key] ?? [] }
        if let byMember = byLiteralThenReceiver[tokens[index].text] {
            let start = matcher.nextSignificant(index + 1)
            var members: Set<String> = []
            for end in start < tokens.count ? matcher.termEnds(from: start, receiver: true) : [] {
                let after = matcher.nextSignificant(end)
                guard after < tokens.count, Self.termEnders.contains(tokens[after].text) else { continue }
                let member = matcher.nextSignificant(after + 1)
                if member < tokens.count { members.insert(tokens[after].text + " " + tokens[member].text) }
            }
            for key in members { found += byMember[key] ?? [] }
        }
        return found.count > 1 ? found.sorted() : found
    }
}
