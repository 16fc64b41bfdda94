import MapCompatSyntax

/// A growable path object, written as the list of coordinates the target's shapes are made from.
///
/// ```swift
/// let path = GMSMutablePath()                 // → var path = [CLLocationCoordinate2D]()
/// path.add(start)                             // → path.append(start)
/// path.addLatitude(52.5, longitude: 13.4)     // → path.append(CLLocationCoordinate2D(latitude: 52.5, longitude: 13.4))
/// let line = GMSPolyline(path: path)          // → let line = MLNPolyline(coordinates: path, count: UInt(path.count))
/// ```
///
/// Google builds lines and polygons from a `GMSMutablePath`; MapLibre and MapKit make them from an array of
/// coordinates and its count. A path's methods have names too common to port by name (`add`, `count`), so the
/// rule ports them only on a path the file makes: a variable whose initial value is the source's `path.make`,
/// followed to its uses by scope. A path made elsewhere (a parameter, a decoded path) is left to the member-level
/// port, which leaves the target's note on it. The forms are the API map's path concepts
/// (``APIMap/coordinatePathConcepts``), spelled by the two styles: the rule names no vendor.
struct CoordinatePathRule: PortRule {
    /// One use of a path: the source's call shape and the target's template for it.
    struct Use {
        let call: RegionFrameRule.CallShape
        let written: Template
        let concept: String
    }

    let make: RegionFrameRule.CallShape?
    let madeText: String
    let sourceType: String?
    let writtenType: String?
    let uses: [Use]

    init(context: PortContext) {
        let source = { (id: String) in APIMap.concept(id)?.spelling(in: context.source)?.template }
        let written = { (id: String) in APIMap.concept(id)?.writtenSpelling(context.target)?.template }
        make = source("path.make").flatMap(RegionFrameRule.CallShape.init)
        madeText = written("path.make") ?? ""
        sourceType = source("path.type")
        writtenType = written("path.type")
        uses = APIMap.coordinatePathUses.compactMap { id in
            guard let shape = source(id).flatMap(RegionFrameRule.CallShape.init), let target = written(id) else {
                return nil
            }
            return Use(call: shape, written: Template(target), concept: id)
        }
    }

    static func applies(to context: PortContext) -> Bool {
        guard let make = APIMap.concept("path.make") else { return false }
        return make.spelling(in: context.source) != nil && make.writtenSpelling(context.target) != nil
            && make.spelling(in: context.source)?.template != make.writtenSpelling(context.target)?.template
    }

    /// Only a file that makes a path has one to port.
    func mayEdit(_ text: String) -> Bool {
        guard let make else { return false }
        return text.containsText(String(make.name.prefix { $0 != "(" }))
    }

    func edits(in file: PortFile, findings: inout [PortFinding]) -> [SourceEdit] {
        let paths = madePaths(file)
        guard !paths.isEmpty else { return [] }
        var edits: [SourceEdit] = []
        var grown: Set<DeclID> = []
        for call in file.tree.root.syntax.descendants(FunctionCallExpr.self) where !file.isRestored(call.syntax) {
            guard let (text, concept, path) = written(call, paths, file) else { continue }
            edits.append(SourceEdit(range: call.trimmedRange, replacement: text))
            findings.append(
                PortFinding(
                    offset: call.trimmedRange.lowerBound, kind: .automatic, concept: concept,
                    message: "\(call.trimmedText) → \(text)"))
            if APIMap.coordinatePathMutations.contains(concept) { grown.insert(path) }
        }
        for id in paths.sorted() { edits += declarationEdits(file.names[id], grows: grown.contains(id), &findings) }
        return edits
    }

    /// The variables the file makes a path in: declared with the source's maker as their initial value.
    func madePaths(_ file: PortFile) -> Set<DeclID> {
        guard let make else { return [] }
        return Set(
            file.names.declarations.filter { declaration in
                guard declaration.kind == .variable, !file.isRestored(declaration.node),
                    let call = declaration.initializer?.syntax.as(FunctionCallExpr.self)
                else { return false }
                return call.calledName == make.name && call.trailingClosures.isEmpty
            }.map(\.id))
    }

    /// The target's text for `call` when it uses a path the file made, with its concept and the path.
    func written(_ call: FunctionCallExpr, _ paths: Set<DeclID>, _ file: PortFile) -> (String, String, DeclID)? {
        guard let name = call.calledName else { return nil }
        for use in uses where use.call.name == name && call.arguments.count == use.call.arguments.count {
            var bindings: [String: String] = [:]
            var path: DeclID?
            let base = call.calledExpression?.syntax.as(MemberAccessExpr.self)?.base
            if let receiver = use.call.receiver {
                guard let base else { continue }
                bindings[receiver] = base.trimmedText
                if receiver == "path" { path = pathDeclaration(base.syntax, paths, file) }
            } else if base != nil {
                continue
            }
            for (placeholder, argument) in zip(use.call.arguments, call.arguments) {
                guard let placeholder, let expression = argument.expression else { continue }
                bindings[placeholder] = expression.trimmedText
                if placeholder == "path" { path = pathDeclaration(expression.syntax, paths, file) }
            }
            guard let path else { continue }
            return (use.written.render { bindings[$0] ?? "$\($0)" }, use.concept, path)
        }
        return nil
    }

    /// The path `node` names, when it is a plain reference to one the file made.
    func pathDeclaration(_ node: Syntax, _ paths: Set<DeclID>, _ file: PortFile) -> DeclID? {
        guard let reference = node.as(DeclReferenceExpr.self), let id = file.names.declaration(of: reference),
            paths.contains(id)
        else { return nil }
        return id
    }

    /// The declaration of a path written as the target's list: its initial value, its written type, and `var`
    /// where the source grows a path held by a `let` (an object there, a value here).
    func declarationEdits(_ declaration: Declaration, grows: Bool, _ findings: inout [PortFinding]) -> [SourceEdit] {
        guard let initializer = declaration.initializer else { return [] }
        var edits = [SourceEdit(range: initializer.trimmedRange, replacement: madeText)]
        if let type = declaration.typeAnnotation, type.trimmedText == sourceType, let writtenType {
            edits.append(SourceEdit(range: type.trimmedRange, replacement: writtenType))
        }
        let variable = declaration.node.parent?.as(VariableDecl.self)
        if grows, let variable, variable.isLet, variable.bindings.count == 1,
            let specifier = variable.bindingSpecifier
        {
            edits.append(SourceEdit(range: specifier.trimmedRange, replacement: "var"))
        }
        findings.append(
            PortFinding(
                offset: initializer.trimmedRange.lowerBound, kind: .automatic, concept: "path.make",
                message: "\(initializer.trimmedText) → \(madeText)"))
        return edits
    }
}
