import MapCompatSyntax
import Testing

/// Statements and their parts. The cases follow swift-syntax's `Tests/SwiftParserTest/StatementTests.swift`
/// (if/guard conditions, switch cases with patterns, do/catch, labelled loops), written as map code.
@Suite struct StatementTests {
    @Test func ifConditionsAndElseChain() throws {
        let source = """
            if let marker = overlay as? NMFMarker, var zoom = map.zoom, case .some(let tag) = marker.tag,
               #available(iOS 15, *), zoom > 4 {
                zoom -= 1
            } else if overlay is NMFPolygonOverlay {
            } else {
                fail()
            }
            """
        let ifExpr = try #require(first(IfExpr.self, in: source))
        #expect(
            ifExpr.conditions.map(\.kind) == [
                .optionalBindingCondition, .optionalBindingCondition, .matchingPatternCondition, .availabilityCondition,
                .infixOperatorExpr,
            ])
        let binding = try #require(ifExpr.conditions[0].as(OptionalBindingCondition.self))
        #expect(binding.name?.text == "marker" && binding.value?.is(AsExpr.self) == true && !binding.isShorthand)
        #expect(ifExpr.conditions[1].as(OptionalBindingCondition.self)?.bindingSpecifier?.text == "var")
        #expect(ifExpr.conditions[2].as(MatchingPatternCondition.self)?.pattern?.boundNames.map(\.text) == ["tag"])
        #expect(ifExpr.conditions[3].as(AvailabilityCondition.self)?.arguments?.trimmedText == "(iOS 15, *)")
        #expect(ifExpr.body?.statements.count == 1)
        let elseIf = try #require(ifExpr.elseBody?.as(IfExpr.self))
        #expect(elseIf.conditions.first?.is(IsExpr.self) == true)
        #expect(elseIf.elseBody?.as(CodeBlock.self)?.statements.count == 1)
    }

    /// A `{` after a condition opens the body: no trailing closure in a statement's header.
    @Test func braceAfterConditionIsTheBody() throws {
        let source = "while map.isMoving { wait() }\nguard items.isEmpty else { return }\nfor x in xs { use(x) }"
        #expect(first(WhileStmt.self, in: source)?.body?.statements.count == 1)
        #expect(first(WhileStmt.self, in: source)?.conditions.map(\.kind) == [.memberAccessExpr])
        #expect(first(GuardStmt.self, in: source)?.body?.statements.map(\.kind) == [.returnStmt])
        #expect(first(ForStmt.self, in: source)?.sequence?.trimmedText == "xs")
    }

    @Test func shorthandOptionalBinding() throws {
        let binding = try #require(
            first(OptionalBindingCondition.self, in: "guard let self, let mapView else { return }"))
        #expect(binding.isShorthand && binding.name?.text == "self")
    }

    @Test func forLoops() throws {
        let source = """
            for (index, marker) in markers.enumerated() where marker.isVisible { show(index) }
            for case let .some(zoom) in zooms { }
            for try await event in map.events { }
            """
        let loops = all(ForStmt.self, in: source)
        #expect(loops.count == 3)
        #expect(loops[0].pattern?.boundNames.map(\.text) == ["index", "marker"])
        #expect(loops[0].whereClause?.condition?.trimmedText == "marker.isVisible")
        #expect(loops[1].pattern?.is(ValueBindingPattern.self) == true)
        #expect(loops[1].pattern?.boundNames.map(\.text) == ["zoom"])
        #expect(loops[2].sequence?.trimmedText == "map.events")
    }

    @Test func switchCases() throws {
        let source = """
            switch gesture.state {
            case .began, .changed where isDragging:
                move()
                fallthrough
            case let .ended(velocity) where velocity > 0, .cancelled:
                break
            case is UIPinchGestureRecognizer:
                return
            #if DEBUG
            case .possible:
                log()
            #endif
            @unknown default:
                break
            }
            """
        let switchExpr = try #require(first(SwitchExpr.self, in: source))
        #expect(switchExpr.subject?.trimmedText == "gesture.state")
        let cases = switchExpr.cases
        #expect(cases.count == 5)
        #expect(cases[0].items.count == 2 && cases[0].items[1].whereClause?.condition?.trimmedText == "isDragging")
        #expect(cases[0].statements.map(\.kind) == [.functionCallExpr, .fallthroughStmt])
        #expect(cases[1].items[0].pattern?.boundNames.map(\.text) == ["velocity"])
        #expect(cases[2].items[0].pattern?.is(IsTypePattern.self) == true)
        #expect(cases[3].statements.count == 1)
        #expect(cases[4].isDefault && cases[4].attribute?.name == "unknown")
    }

    @Test func doCatchDeferAndJumps() throws {
        let source = """
            outer: repeat {
                defer { cleanUp() }
                do {
                    try map.load()
                } catch let error as NSError where error.code == 2 {
                    continue outer
                } catch MapError.offline, is CancellationError {
                    break outer
                } catch {
                    throw error
                }
            } while retries > 0
            """
        let labeled = try #require(first(LabeledStmt.self, in: source))
        #expect(labeled.label?.text == "outer" && labeled.statement?.kind == .repeatStmt)
        #expect(first(RepeatStmt.self, in: source)?.condition?.trimmedText == "retries > 0")
        let doStmt = try #require(first(DoStmt.self, in: source))
        #expect(doStmt.catchClauses.map(\.items.count) == [1, 2, 0])
        #expect(doStmt.catchClauses[0].items[0].pattern?.boundNames.map(\.text) == ["error"])
        #expect(doStmt.catchClauses[0].items[0].whereClause != nil)
        #expect(first(ContinueStmt.self, in: source)?.label?.text == "outer")
        #expect(first(BreakStmt.self, in: source)?.label?.text == "outer")
        #expect(first(ThrowStmt.self, in: source)?.expression?.trimmedText == "error")
        #expect(first(DeferStmt.self, in: source)?.body?.statements.count == 1)
    }

    /// `return` takes the value on its own line only (a value on the next line is the next statement).
    @Test func returnValueOnItsLine() throws {
        let source = "func f() {\n    return\n    cleanUp()\n}\nfunc g() -> Int { return 1 }"
        let returns = all(ReturnStmt.self, in: source)
        #expect(returns.map { $0.expression?.trimmedText } == [nil, "1"])
        #expect(first(FunctionDecl.self, in: source)?.body?.statements.map(\.kind) == [.returnStmt, .functionCallExpr])
    }

    @Test func ifAndSwitchAsExpressions() throws {
        let source =
            "let zoom = if isClose { 16.0 } else { 4.0 }\nlet name = switch style { case .dark: \"dark\" default: \"light\" }"
        #expect(all(PatternBinding.self, in: source).map { $0.value?.kind } == [.ifExpr, .switchExpr])
    }

    @Test func semicolonsSeparateStatements() {
        #expect(statementKinds("let a = 1; let b = 2; a + b") == [.variableDecl, .variableDecl, .infixOperatorExpr])
    }
}
