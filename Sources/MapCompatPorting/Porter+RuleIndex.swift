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
    /// Rules the index cannot narrow (a block placeholder first): tried everywhere.
    private var everywhere: [Int] = []

    init(_ templates: [Template]) {
        for (rule, template) in templates.enumerated() {
            guard let first = template.pieces.first else { continue }
            switch first {
            case .literal(let text):
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
        return found.count > 1 ? found.sorted() : found
    }
}
