import MapCompatSyntax
import Testing

/// Closures: signatures with capture lists, parameters (parenthesised or not, typed or not), effects and
/// results, and bodies. The cases follow swift-syntax's `Tests/SwiftParserTest/ExpressionTests.swift`
/// closure cases, written as the map callbacks the porter reads (NAVER's `touchHandler`, TomTom's tap
/// closures, MapLibre's completion handlers).
@Suite struct ClosureTests {
    @Test func captureListAndTypedParameters() throws {
        let source = """
            marker.touchHandler = { [weak self, unowned(safe) map, zoom = map.zoom] (overlay: NMFOverlay) -> Bool in
                self?.select(overlay)
                return true
            }
            """
        let closure = try #require(first(ClosureExpr.self, in: source))
        let signature = try #require(closure.signature)
        let captures = try #require(signature.captureClause?.captures)
        #expect(captures.map { $0.name?.text } == ["self", "map", "zoom"])
        #expect(captures.map { $0.specifier?.text } == ["weak", "unowned", nil])
        #expect(captures[2].expression?.trimmedText == "map.zoom")
        #expect(signature.parameterClause?.parameters.map { $0.type?.trimmedText } == ["NMFOverlay"])
        #expect(closure.parameterNames.map(\.text) == ["overlay"])
        #expect(signature.returnClause?.type?.trimmedText == "Bool")
        #expect(signature.inKeyword != nil)
        #expect(closure.statements.map(\.kind) == [.functionCallExpr, .returnStmt])
    }

    @Test func shorthandParametersAndNoSignature() throws {
        let closures = all(
            ClosureExpr.self, in: "map.onTap { point, coordinate in show(coordinate) }\nlet f = { $0 + 1 }")
        #expect(closures.count == 2)
        #expect(closures[0].signature?.shorthandParameters.compactMap { $0.name?.text } == ["point", "coordinate"])
        #expect(closures[1].signature == nil && closures[1].statements.count == 1)
    }

    @Test func effectsAttributesAndTwoNames() throws {
        let source =
            "let load = { @MainActor (_ url: URL, options o: Int) async throws -> Data in try await fetch(url) }"
        let signature = try #require(first(ClosureSignature.self, in: source))
        let parameters = try #require(signature.parameterClause?.parameters)
        #expect(parameters.map { $0.firstName?.text } == ["_", "options"])
        #expect(parameters.map { $0.name?.text } == ["url", "o"])
        #expect(signature.syntax.children.first?.kind == .attribute)
        #expect(signature.returnClause?.type?.trimmedText == "Data")
    }

    /// A closure whose body starts with an array, a call or an `if` has no signature.
    @Test func bodiesThatLookLikeSignatures() {
        let source = "run { [1, 2].forEach(show) }\nrun { (a, b) }\nrun { if x { y } }\nrun { a, b in }"
        let closures = all(ClosureExpr.self, in: source)
        #expect(closures.map { $0.signature != nil } == [false, false, false, true])
    }

    @Test func nestedClosuresAndImmediatelyCalled() throws {
        let source = """
            lazy var map: MLNMapView = {
                let view = MLNMapView(frame: .zero)
                view.didFinish = { style in view.setup(style) { done in print(done) } }
                return view
            }()
            """
        let call = try #require(first(PatternBinding.self, in: source)?.value?.as(FunctionCallExpr.self))
        #expect(call.calledExpression?.is(ClosureExpr.self) == true && call.trailingClosure == nil)
        #expect(all(ClosureExpr.self, in: source).count == 3)
    }
}
