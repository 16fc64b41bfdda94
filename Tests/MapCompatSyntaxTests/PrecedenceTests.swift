import MapCompatSyntax
import Testing

/// Infix expressions fold by Swift's standard precedence groups as they are read. Each case states the
/// folding with explicit parentheses, as swift-syntax's `Tests/SwiftOperatorsTest/OperatorTableTests.swift`
/// does (`assertExpectedFold("a = b + c", "(a = (b + c))")`), and its cases are among them.
@Suite struct PrecedenceTests {
    /// The expression issue 48 found the porter writing: a zoom shift written after `??` shifts the default.
    @Test func nilCoalescingBindsLooserThanArithmetic() {
        #expect(folded("zoom ?? 17 - 1") == "(zoom ?? (17 - 1))")
        #expect(folded("(zoom ?? 17) - 1") == "((zoom ?? 17) - 1)")
        #expect(folded("a ?? b ?? c") == "(a ?? (b ?? c))")
    }

    @Test func swiftOperatorsCases() {
        #expect(folded("x && y || w") == "((x && y) || w)")
        #expect(folded("x || y && w") == "(x || (y && w))")
        #expect(folded("a = b + c") == "(a = (b + c))")
        #expect(folded("a = b = c") == "(a = (b = c))")
        #expect(folded("a as c == nil") == "((a as c) == nil)")
        #expect(folded("a = b -> c -> d") == "(a = (b -> (c -> d)))")
        #expect(folded("b + c ? y : z ? z2 : z3") == "((b + c) ? y : (z ? z2 : z3))")
        #expect(folded("try x + y") == "try (x + y)")
        #expect(folded("await x + y + z") == "await ((x + y) + z)")
    }

    @Test func everyStandardGroupInOrder() {
        #expect(
            folded("a << b * c + d ..< e ?? f == g && h || i")
                == "((((((((a << b) * c) + d) ..< e) ?? f) == g) && h) || i)")
        #expect(
            folded("a || b && c == d ?? e ..< f + g * h << i")
                == "(a || (b && (c == (d ?? (e ..< (f + (g * (h << i))))))))")
        #expect(folded("x += y * 2") == "(x += (y * 2))")
        #expect(folded("a - b - c") == "((a - b) - c)")
    }

    @Test func castsFoldWithCastingPrecedence() {
        #expect(folded("a + b as? Double") == "((a + b) as? Double)")
        #expect(folded("zoom as? Double ?? 4") == "((zoom as? Double) ?? 4)")
        #expect(folded("overlay is NMFMarker && visible") == "((overlay is NMFMarker) && visible)")
    }

    @Test func ternaryAndAssignment() {
        #expect(folded("level = isClose ? max : min + 1") == "(level = (isClose ? max : (min + 1)))")
        #expect(folded("a ?? b ? c : d") == "((a ?? b) ? c : d)")
    }

    @Test func tryCoversTheRestOfTheSequence() {
        #expect(folded("x = try load() ?? fallback") == "(x = try (load() ?? fallback))")
    }

    /// An operator the standard library does not declare folds in the default group, looser than `&&`.
    @Test func unknownOperatorsFoldInTheDefaultGroup() {
        #expect(folded("a <> b && c") == "(a <> (b && c))")
        #expect(PrecedenceGroup(infixOperator: "<>") == .default)
        #expect(PrecedenceGroup(infixOperator: "??") == .nilCoalescing)
        #expect(PrecedenceGroup.nilCoalescing.isRightAssociative && !PrecedenceGroup.addition.isRightAssociative)
    }

    @Test func operatorAccessors() throws {
        let infix = try #require(first(InfixOperatorExpr.self, in: "zoom ?? 17 - 1"))
        #expect(infix.operatorText == "??" && infix.precedenceGroup == .nilCoalescing && !infix.isAssignment)
        #expect(infix.leftOperand?.trimmedText == "zoom" && infix.rightOperand?.trimmedText == "17 - 1")
        #expect(infix.operator?.is(BinaryOperatorExpr.self) == true)
    }

    /// Ten thousand operators fold without recursion, left-associative ones into a left-leaning tree.
    @Test func longSequences() {
        let source = "let sum = " + Array(repeating: "x", count: 10_000).joined(separator: " + ")
        let tree = parse(source)
        #expect(tree.root.syntax.printed == source)
        #expect(tree.root.syntax.descendants(InfixOperatorExpr.self).count == 9_999)
        #expect(unknownTokenCount(tree) == 0)
    }
}
