import MapCompatSyntax

/// How a renderer method uses its renderers: where each is made, each assignment of a paint property, and each
/// return; `nil` when a renderer is used any other way, a property is set twice on one path, or a return gives
/// anything but a renderer the method made.
struct RendererUses {
    typealias Property = ShapePaintRecipe.Property
    typealias ShapeKind = ShapePaintRecipe.ShapeKind

    /// A renderer the method makes with `let name = Renderer(…)`.
    struct Making {
        let name: String
        let kind: ShapeKind
        let statement: Range<Int>
        let block: Syntax?
    }

    /// An assignment of a property the target asks for.
    struct Assignment {
        let statement: Range<Int>
        /// Where the assigned value starts.
        let value: Int
        let property: Property
        let renderer: Int
        /// The block (or switch case) the statement stands in.
        let block: Syntax
    }

    /// A `return` of the method.
    struct Return {
        let value: Range<Int>
        let statement: Range<Int>
        /// Whether it returns a renderer the method made, whose properties may have been set; otherwise it returns
        /// one that paints nothing.
        let isMadeRenderer: Bool
        let block: Syntax?
    }

    private(set) var makings: [Making] = []
    private(set) var assignments: [Assignment] = []
    /// Each assignment of a property the target has no method for (a dash pattern), to be taken out.
    private(set) var others: [Range<Int>] = []
    private(set) var returns: [Return] = []
    /// Each `let name = shape as? Type` condition whose name only the renderers' making used, made `shape is Type`.
    private(set) var unusedBindings: [SourceEdit] = []

    /// The target's methods for the properties the renderers set for shapes the target asks that method about.
    func methods(of target: ShapePaintRecipe) -> [ShapePaintRecipe.Method] {
        target.methods.filter { !kinds(setting: $0.property).isDisjoint(with: $0.kinds) }
    }

    /// Where properties the target has no method for are set.
    var otherProperties: [Int] { others.map(\.lowerBound) }

    /// The kinds of shape `property` is set for.
    func kinds(setting property: Property) -> Set<ShapeKind> {
        Set(assignments.filter { $0.property == property }.map { makings[$0.renderer].kind })
    }

    /// Reads the renderers of `function`, whose shape parameter is `shape`.
    init?(_ function: FunctionDecl, shape: String, _ recipe: ShapePaintRecipe.Renderer) {
        guard let body = function.body, readMakingsAndReturns(body, recipe), !makings.isEmpty,
            readAssignments(body, recipe), !setsTwice
        else { return nil }
        readUnusedBindings(body, shape: shape)
    }

    /// Finds the casts of `shape` whose bound name is used only where a renderer is made (`guard let line = overlay
    /// as? MKPolyline` before `MKPolylineRenderer(polyline: line)`): once the making goes, the name would be unused.
    private mutating func readUnusedBindings(_ body: CodeBlock, shape: String) {
        let references = body.syntax.descendants(DeclReferenceExpr.self)
        for binding in body.syntax.descendants(OptionalBindingCondition.self) {
            guard let name = binding.name?.identifier, let cast = binding.value?.syntax.as(AsExpr.self),
                cast.questionOrExclamationMark?.text == "?", cast.expression?.trimmedText == shape,
                let type = cast.type?.trimmedText
            else { continue }
            let uses = references.filter {
                $0.name == name && $0.trimmedRange.lowerBound > binding.trimmedRange.upperBound
            }
            guard uses.allSatisfy({ use in makings.contains { $0.statement.contains(use.trimmedRange.lowerBound) } })
            else { continue }
            unusedBindings.append(SourceEdit(range: binding.trimmedRange, replacement: "\(shape) is \(type)"))
        }
    }

    /// Reads where renderers are made and what the method returns; `false` for a renderer made or returned in a
    /// way the port does not follow.
    private mutating func readMakingsAndReturns(_ body: CodeBlock, _ recipe: ShapePaintRecipe.Renderer) -> Bool {
        var failed = false
        body.syntax.walk { node in
            if failed || node.kind == .closureExpr || node.kind == .functionDecl || node.kind == .classDecl
                || node.kind == .structDecl
            {
                return .skipChildren
            }
            if let statement = node.as(ReturnStmt.self) {
                failed = !readReturn(statement, recipe)
                return .skipChildren
            }
            guard let call = node.as(FunctionCallExpr.self), let type = Self.rendererType(call, recipe) else {
                return .visitChildren
            }
            guard let kind = recipe.kinds[type], kind != .other, let (name, declaration) = Self.binding(of: call)
            else {
                failed = true
                return .skipChildren
            }
            makings.append(
                Making(name: name, kind: kind, statement: declaration.trimmedRange, block: declaration.parent))
            return .skipChildren
        }
        return !failed
    }

    /// Reads one `return`: of `nil`, of a renderer made for it, or of one made there (painting nothing).
    private mutating func readReturn(_ statement: ReturnStmt, _ recipe: ShapePaintRecipe.Renderer) -> Bool {
        guard let value = statement.expression else { return false }
        let isMade: Bool
        if value.syntax.kind == .nilLiteralExpr {
            isMade = false
        } else if let call = value.syntax.as(FunctionCallExpr.self), Self.rendererType(call, recipe) != nil {
            isMade = false
        } else if let reference = value.syntax.as(DeclReferenceExpr.self), making(for: reference) != nil {
            isMade = true
        } else {
            return false
        }
        returns.append(
            Return(
                value: value.trimmedRange, statement: statement.trimmedRange, isMadeRenderer: isMade,
                block: statement.parent))
        return true
    }

    /// Reads every other mention of a renderer, each of which must be an assignment of one of its properties, as a
    /// statement; `false` otherwise.
    private mutating func readAssignments(_ body: CodeBlock, _ recipe: ShapePaintRecipe.Renderer) -> Bool {
        var failed = false
        body.syntax.walk { node in
            if failed { return .skipChildren }
            guard let reference = node.as(DeclReferenceExpr.self), reference.parent?.kind != .returnStmt,
                let renderer = making(for: reference)
            else { return .visitChildren }
            guard let member = reference.parent?.as(MemberAccessExpr.self),
                let assignment = member.parent?.as(InfixOperatorExpr.self), assignment.isAssignment,
                assignment.leftOperand?.syntax == member.syntax, let block = assignment.parent,
                block.kind == .codeBlock || block.kind == .switchCase, let value = assignment.rightOperand
            else {
                failed = true
                return .skipChildren
            }
            if let property = recipe.properties[member.name] {
                assignments.append(
                    Assignment(
                        statement: assignment.trimmedRange, value: value.trimmedRange.lowerBound, property: property,
                        renderer: renderer, block: block))
            } else {
                others.append(assignment.trimmedRange)
            }
            return .skipChildren
        }
        return !failed
    }

    /// The renderer `reference` names: the last one made under that name before it, in a block around it.
    private func making(for reference: DeclReferenceExpr) -> Int? {
        let offset = reference.trimmedRange.lowerBound
        let around = Set(reference.syntax.ancestors)
        return makings.indices.last { index in
            let making = makings[index]
            return making.name == reference.name && making.statement.upperBound <= offset
                && making.block.map(around.contains) == true
        }
    }

    /// Whether one renderer has a property set twice on one path (a value, then another in a block inside): the
    /// port returns the first value it meets, the source paints the last.
    private var setsTwice: Bool {
        for (index, first) in assignments.enumerated() {
            for second in assignments[(index + 1)...]
            where second.renderer == first.renderer && second.property == first.property {
                let around = Set(second.block.ancestors + [second.block])
                if around.contains(first.block) { return true }
            }
        }
        return false
    }

    /// The renderer type `call` makes (`MKPolylineRenderer(overlay:)`, `.init` spelled out or not), if any.
    private static func rendererType(_ call: FunctionCallExpr, _ recipe: ShapePaintRecipe.Renderer) -> String? {
        guard var called = call.calledExpression?.trimmedText else { return nil }
        if called.hasSuffix(".init") { called.removeLast(".init".count) }
        return recipe.kinds[called] != nil || recipe.blank.contains(called) ? called : nil
    }

    /// The name `call` is bound to, and the declaration, where it is the value of `let name = call` alone.
    private static func binding(of call: FunctionCallExpr) -> (String, VariableDecl)? {
        guard let binding = call.syntax.ancestor(PatternBinding.self), binding.value?.syntax == call.syntax,
            let name = binding.name?.identifier, let declaration = binding.parent?.as(VariableDecl.self),
            declaration.bindings.count == 1
        else { return nil }
        return (name, declaration)
    }

    /// The edits that make the method's body return `property`: the renderers' making and other assignments taken
    /// out, the assignment of `property` made a return of its value, every other return made a return of `unset`
    /// (or taken out, after a return of the property's value in the same block).
    /// A comment after a statement taken out goes with it unless `keepsComments`.
    func edits(for property: Property, unset: String, keepsComments: Bool, in file: PortFile) -> [SourceEdit] {
        let deletion = { (range: Range<Int>) -> SourceEdit in
            if let line = file.wholeLine(range, withTrailingComment: !keepsComments) { return .delete(line) }
            // A statement followed by a comment on its line: the comment keeps the statement's place.
            var end = range.upperBound
            while end < file.bytes.count, file.bytes[end] == UInt8(ascii: " ") { end += 1 }
            return .delete(range.lowerBound..<end)
        }
        var edits = unusedBindings + makings.map { deletion($0.statement) }
        edits += others.map(deletion)
        var returningBlocks: Set<Syntax> = []
        for assignment in assignments {
            if assignment.property == property {
                edits.append(
                    SourceEdit(range: assignment.statement.lowerBound..<assignment.value, replacement: "return "))
                returningBlocks.insert(assignment.block)
            } else {
                edits.append(deletion(assignment.statement))
            }
        }
        for returned in returns {
            if returned.isMadeRenderer, let block = returned.block, returningBlocks.contains(block) {
                edits.append(deletion(returned.statement))
            } else {
                edits.append(SourceEdit(range: returned.value, replacement: unset))
            }
        }
        return edits
    }
}
