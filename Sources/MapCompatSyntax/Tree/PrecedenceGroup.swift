/// Swift's standard precedence groups, from loosest to tightest, as SwiftOperators' standard table declares
/// them (swiftlang/swift-syntax, `Sources/SwiftOperators/OperatorTable+Defaults.swift`), with the standard
/// library's pointwise SIMD operators (`.==`, `.&`, `.&=`; swiftlang/swift,
/// `stdlib/public/core/SIMDVector.swift`).
///
/// An operator neither declares falls in ``default``, which Swift places above ``ternary`` and leaves
/// unordered with the logical groups; here it binds looser than them.
public enum PrecedenceGroup: Int, Comparable, Hashable, Sendable, CaseIterable {
    /// `=`, `+=`, `-=`… (right-associative).
    case assignment = 1
    /// `->` (right-associative).
    case functionArrow
    /// `? :` (right-associative).
    case ternary
    /// Operators the standard library does not declare.
    case `default`
    /// `||`.
    case logicalDisjunction
    /// `&&`.
    case logicalConjunction
    /// `==`, `<`, `!=`, `===`, `~=`…
    case comparison
    /// `??` (right-associative).
    case nilCoalescing
    /// `is`, `as`, `as?`, `as!`.
    case casting
    /// `...`, `..<`.
    case rangeFormation
    /// `+`, `-`, `|`, `^`, `&+`, `&-`.
    case addition
    /// `*`, `/`, `%`, `&`, `&*`.
    case multiplication
    /// `<<`, `>>`, `&<<`, `&>>`.
    case bitwiseShift

    /// Whether operators of the group group from the right: `a ?? b ?? c` is `a ?? (b ?? c)`.
    public var isRightAssociative: Bool {
        self == .assignment || self == .functionArrow || self == .ternary || self == .nilCoalescing
    }

    /// Orders groups from loosest to tightest.
    public static func < (lhs: PrecedenceGroup, rhs: PrecedenceGroup) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The group of the infix operator spelled `text`.
    public init(infixOperator text: String) {
        self = Self.groups[text] ?? .default
    }

    private static let groups: [String: PrecedenceGroup] = {
        var groups: [String: PrecedenceGroup] = [:]
        let table: [(PrecedenceGroup, [String])] = [
            (
                .assignment,
                [
                    "=", "*=", "/=", "%=", "+=", "-=", "<<=", ">>=", "&=", "|=", "^=", "&*=", "&+=", "&-=", "&<<=",
                    "&>>=", ".&=", ".|=", ".^=",
                ]
            ),
            (.functionArrow, ["->"]),
            (.logicalDisjunction, ["||", ".|", ".^"]),
            (.logicalConjunction, ["&&", ".&"]),
            (
                .comparison,
                ["<", "<=", ">", ">=", "==", "!=", "===", "!==", "~=", ".==", ".!=", ".<", ".<=", ".>", ".>="]
            ),
            (.nilCoalescing, ["??"]),
            (.rangeFormation, ["...", "..<"]),
            (.addition, ["+", "-", "&+", "&-", "|", "^"]),
            (.multiplication, ["*", "/", "%", "&", "&*"]),
            (.bitwiseShift, ["<<", ">>", "&<<", "&>>"]),
        ]
        for (group, operators) in table {
            for text in operators { groups[text] = group }
        }
        return groups
    }()
}
