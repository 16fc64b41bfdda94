import MapCompatSyntax
import Testing

/// The tree's own API: walking (and skipping), parents and ancestors, typed views, lines and columns, the
/// structure dump, and the documentation article's example, run as written.
@Suite struct TreeTests {
    static let source = """
        final class MapScreen {
            var mapView: MLNMapView!
            func zoomIn(by steps: Double) {
                mapView.setZoomLevel(mapView.zoomLevel + steps, animated: true)
            }
        }
        """

    /// The example of `MapCompatSyntax.docc/MapCompatSyntax.md`, without its prints.
    @Test func articleExample() throws {
        let tree = SyntaxTree(parsing: Self.source)
        let names = NameResolver(tree)
        var calls: [String] = []
        var declarations: [String] = []
        tree.root.walk { node in
            if node.kind == .stringLiteralExpr { return .skipChildren }
            guard let call = node.as(FunctionCallExpr.self) else { return .visitChildren }
            calls.append(call.calledName ?? "?")
            if let member = call.calledExpression?.as(MemberAccessExpr.self),
                let base = member.base?.as(DeclReferenceExpr.self),
                let id = names.declaration(of: base)
            {
                let declaration = names[id]
                declarations.append(
                    "\(declaration.name) \(declaration.kind) \(declaration.typeAnnotation?.trimmedText ?? "")")
            }
            return .visitChildren
        }
        #expect(calls == ["setZoomLevel(_:animated:)"])
        #expect(declarations == ["mapView variable MLNMapView!"])
    }

    @Test func skippingChildren() {
        let tree = parse("f { g() }\nh(\"\\(i())\")")
        var visited: [String] = []
        tree.root.walk { node in
            guard let call = node.as(FunctionCallExpr.self) else { return .visitChildren }
            visited.append(call.calledName ?? "?")
            return call.calledName == "f()" ? .skipChildren : .visitChildren
        }
        #expect(visited == ["f()", "h(_:)", "i()"])
        var exits: [SyntaxKind] = []
        tree.root.syntax.walk(enter: { _ in .skipChildren }, exit: { exits.append($0.kind) })
        #expect(exits == [.sourceFile])
    }

    @Test func parentsAncestorsAndPositions() throws {
        let tree = parse(Self.source)
        let literal = try #require(tree.root.syntax.descendants(BooleanLiteralExpr.self).first)
        #expect(literal.line == 4 && literal.syntax.column == 67)
        #expect(literal.syntax.ancestor(FunctionDecl.self)?.name?.text == "zoomIn")
        #expect(literal.syntax.ancestor(ClassDecl.self)?.name?.text == "MapScreen")
        #expect(literal.parent?.kind == .labeledExpr)
        #expect(literal.syntax.ancestors.last?.kind == .sourceFile)
        let token = literal.syntax.firstToken
        #expect(token.text == "true" && token.keyword == .true && token.parent == literal.syntax)
        #expect(tree.root.syntax.firstToken.startsLine)
    }

    @Test func typedViews() throws {
        let node = try #require(parse("let a = b").root.statements.first)
        #expect(node.is(VariableDecl.self) && node.as(DeclSyntax.self) != nil && node.as(ExprSyntax.self) == nil)
        let declaration = try #require(node.as(DeclSyntax.self))
        #expect(declaration.as(VariableDecl.self)?.isLet == true)
        #expect(VariableDecl(declaration) != nil && FunctionDecl(declaration) == nil)
        #expect(SyntaxKind.allCases.filter(\.isExpression).count > 30)
    }

    @Test func structureDump() {
        let dump = parse("zoom ?? 17 - 1").root.syntax.debugDescription
        #expect(
            dump == """
                sourceFile
                  infixOperatorExpr
                    declReferenceExpr zoom
                    binaryOperatorExpr ??
                    infixOperatorExpr
                      integerLiteralExpr 17
                      binaryOperatorExpr -
                      integerLiteralExpr 1
                """)
    }

    /// Lines end at `\n`, `\r\n` and a lone `\r`; columns count bytes.
    @Test func linesAndColumns() throws {
        let tree = parse("a\r\nb\rc\nd é e")
        let names = tree.root.syntax.descendants(DeclReferenceExpr.self)
        #expect(names.map(\.line) == [1, 2, 3, 4, 4, 4])
        #expect(names.map(\.syntax.column) == [1, 1, 1, 1, 3, 6])
    }

    @Test func nodesAreValuesOfTheirTree() throws {
        let source = "let a = 1"
        let first = parse(source).root.syntax
        let second = parse(source).root.syntax
        #expect(first != second)
        #expect(first == first.tree.root.syntax && Set([first, first]).count == 1)
    }
}
