import MapCompatSyntax
import Testing

/// Expressions: member chains, calls with labels and trailing closures, optional chains, literals, key paths
/// and macro expansions. The cases follow swift-syntax's `Tests/SwiftParserTest/ExpressionTests.swift`,
/// written as the map calls the porter reads.
@Suite struct ExpressionTests {
    @Test func memberChainsAndCalls() throws {
        let source =
            "mapView.setCenter(CLLocationCoordinate2D(latitude: 37.5, longitude: 127), zoomLevel: 12, animated: true)"
        let call = try #require(first(FunctionCallExpr.self, in: source))
        let member = try #require(call.calledExpression?.as(MemberAccessExpr.self))
        #expect(member.base?.as(DeclReferenceExpr.self)?.name == "mapView")
        #expect(member.name == "setCenter")
        #expect(call.arguments.map { $0.label?.text } == [nil, "zoomLevel", "animated"])
        #expect(call.calledName == "setCenter(_:zoomLevel:animated:)")
        let inner = try #require(call.arguments[0].expression?.as(FunctionCallExpr.self))
        #expect(inner.calledName == "CLLocationCoordinate2D(latitude:longitude:)")
        #expect(call.arguments[1].expression?.as(IntegerLiteralExpr.self)?.literal.text == "12")
        #expect(call.arguments[2].expression?.as(BooleanLiteralExpr.self)?.value == true)
    }

    @Test func implicitMembersAndMemberNamesThatAreKeywords() throws {
        let source = "map.userTrackingMode = .followWithHeading\nlet a = .init(x: 1)\nlet b = Foo.default.self"
        let assignment = try #require(first(InfixOperatorExpr.self, in: source))
        #expect(assignment.isAssignment)
        let implicit = try #require(assignment.rightOperand?.as(MemberAccessExpr.self))
        #expect(implicit.isImplicit && implicit.name == "followWithHeading")
        let members = all(MemberAccessExpr.self, in: source).map(\.name)
        #expect(members == ["userTrackingMode", "followWithHeading", "init", "self", "default"])
    }

    /// A member access continues on the next line; a call or subscript does not.
    @Test func lineBreaksInChains() {
        #expect(statementKinds("map\n    .camera\n    .zoom") == [.memberAccessExpr])
        #expect(
            statementKinds("update()\n(view as UIView).layoutIfNeeded()") == [.functionCallExpr, .functionCallExpr])
        #expect(statementKinds("let a = b\n[1, 2].forEach(print)") == [.variableDecl, .functionCallExpr])
    }

    @Test func optionalChainsAndForceUnwraps() throws {
        let source = "mapView?.annotations?.first!.coordinate"
        let member = try #require(first(MemberAccessExpr.self, in: source))
        #expect(member.name == "coordinate")
        let unwrap = try #require(member.base?.as(ForceUnwrapExpr.self))
        let firstMember = try #require(unwrap.expression?.as(MemberAccessExpr.self))
        #expect(firstMember.name == "first" && firstMember.base?.is(OptionalChainingExpr.self) == true)
        #expect(all(OptionalChainingExpr.self, in: source).count == 2)
    }

    @Test func trailingClosures() throws {
        let source = """
            UIView.animate(withDuration: 0.3) {
                marker.alpha = 0
            } completion: { finished in
                marker.remove()
            }
            map.touchHandler = { overlay in true }
            items.forEach { $0.show() }
            """
        let calls = all(FunctionCallExpr.self, in: source)
        let animate = try #require(calls.first)
        #expect(animate.arguments.count == 1)
        #expect(animate.trailingClosure?.statements.count == 1)
        #expect(animate.additionalTrailingClosures.map { $0.label?.text } == ["completion"])
        #expect(animate.trailingClosures.count == 2)
        #expect(animate.calledName == "animate(withDuration:completion:)")
        let forEach = try #require(calls.first { $0.calledName == "forEach()" })
        #expect(forEach.leftParen == nil && forEach.trailingClosure != nil)
    }

    /// `var x = value { didSet … }`: observers, not a trailing closure of the value.
    @Test func observersAreNotTrailingClosures() throws {
        let binding = try #require(first(PatternBinding.self, in: "var zoom = start() { didSet { update() } }"))
        #expect(binding.value?.as(FunctionCallExpr.self)?.trailingClosure == nil)
        #expect(binding.accessorBlock?.accessors.count == 1)
    }

    @Test func subscriptsTuplesAndCollections() throws {
        let source = "let x = (markers[0], routes[id: 4], [1, 2], [\"a\": 1], [:], ())"
        let tuple = try #require(first(TupleExpr.self, in: source))
        #expect(
            tuple.elements.map { $0.expression?.kind } == [
                .subscriptCallExpr, .subscriptCallExpr, .arrayExpr, .dictionaryExpr, .dictionaryExpr, .tupleExpr,
            ])
        let subscriptCall = try #require(tuple.elements[1].expression?.as(SubscriptCallExpr.self))
        #expect(subscriptCall.arguments.first?.label?.text == "id")
        #expect(first(ArrayExpr.self, in: source)?.elements.map { $0.expression?.trimmedText } == ["1", "2"])
        let dictionary = try #require(first(DictionaryExpr.self, in: source))
        #expect(
            dictionary.elements.first?.key?.trimmedText == "\"a\""
                && dictionary.elements.first?.value?.trimmedText == "1")
    }

    @Test func literals() {
        let source = "let values = [42, 0xFF, 1_000, 1.5, 1e-3, 0x1p4, true, nil]"
        let kinds = first(ArrayExpr.self, in: source)?.elements.compactMap { $0.expression?.kind }
        #expect(
            kinds == [
                .integerLiteralExpr, .integerLiteralExpr, .integerLiteralExpr, .floatLiteralExpr, .floatLiteralExpr,
                .floatLiteralExpr, .booleanLiteralExpr, .nilLiteralExpr,
            ])
    }

    @Test func tupleMembersAreIntegers() throws {
        let member = try #require(first(MemberAccessExpr.self, in: "let y = pair.0.1"))
        #expect(member.name == "1" && member.base?.as(MemberAccessExpr.self)?.name == "0")
    }

    @Test func keyPathsAndMacroExpansions() throws {
        let source = """
            let path = \\MLNMapView.camera?.heading
            let selector = #selector(MapViewController.handleTap(_:))
            let getter = #selector(getter: UIView.frame)
            let file = #file
            """
        let keyPath = try #require(first(KeyPathExpr.self, in: source))
        #expect(keyPath.root?.trimmedText == "MLNMapView")
        #expect(keyPath.components.map { $0.name?.text ?? $0.trimmedText } == ["camera", "?", "heading"])
        let macros = all(MacroExpansionExpr.self, in: source)
        #expect(macros.map { $0.macroName?.text } == ["selector", "selector", "file"])
        let handle = try #require(macros[0].arguments.first?.expression?.as(MemberAccessExpr.self))
        #expect(handle.name == "handleTap" && handle.argumentNames?.labels.map(\.text) == ["_"])
        #expect(macros[1].arguments.first?.label?.text == "getter")
    }

    @Test func prefixPostfixInOutAndOperatorReferences() throws {
        let source = "let r = (-offset, !isHidden, &region, values.reduce(0, +), 1..., ...5)"
        let elements = try #require(first(TupleExpr.self, in: source)).elements.compactMap(\.expression)
        #expect(
            elements.map(\.kind) == [
                .prefixOperatorExpr, .prefixOperatorExpr, .inOutExpr, .functionCallExpr, .postfixOperatorExpr,
                .prefixOperatorExpr,
            ])
        #expect(elements[0].as(PrefixOperatorExpr.self)?.operatorToken.text == "-")
        let plus = elements[3].as(FunctionCallExpr.self)?.arguments.last?.expression?.as(DeclReferenceExpr.self)
        #expect(plus?.name == "+")
    }

    @Test func genericSpecialisation() throws {
        let call = try #require(first(FunctionCallExpr.self, in: "let a = Array<NMFMarker>(repeating: m, count: 2)"))
        let specialised = try #require(call.calledExpression?.as(GenericSpecializationExpr.self))
        #expect(specialised.genericArgumentClause?.arguments.map(\.trimmedText) == ["NMFMarker"])
        // A comparison is not a generic argument list.
        #expect(first(GenericSpecializationExpr.self, in: "if a < b, c > d {}") == nil)
    }

    @Test func castsTryAndAwait() throws {
        let source = "let m = try? await loader.load() as? NMFMarker"
        let tryExpr = try #require(first(TryExpr.self, in: source))
        #expect(tryExpr.questionOrExclamationMark?.text == "?")
        let awaitExpr = try #require(tryExpr.expression?.as(AwaitExpr.self))
        let cast = try #require(awaitExpr.expression?.as(AsExpr.self))
        #expect(cast.questionOrExclamationMark?.text == "?" && cast.type?.trimmedText == "NMFMarker")
    }
}
