import MapCompatSyntax

/// A delegate method that the source calls with an annotation's view, where the target calls its counterpart with
/// the annotation: the method takes the target's parameters, and its body reads the annotation it was given.
///
/// ```swift
/// func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl) {
///     guard let place = view.annotation as? Place else { return }
/// // becomes
/// func mapView(_ mapView: MLNMapView, annotation: any MLNAnnotation, calloutAccessoryControlTapped control: UIControl) {
///     guard let place = annotation as? Place else { return }
/// ```
///
/// MapKit hands `mapView(_:annotationView:calloutAccessoryControlTapped:)` the `MKAnnotationView`; MapLibre hands
/// `mapView(_:annotation:calloutAccessoryControlTapped:)` the annotation (MLNMapViewDelegate.h). Left with the
/// view, the method would compile and never be called. The methods are the two styles' spellings of the concepts
/// in ``APIMap/viewCallbacks``: the source's parameter that the target's lacks is the view, the target's
/// parameter without a placeholder is the annotation. Where the body reads the view's annotation (the source's
/// spelling of `annotation.view.annotation`), it reads the annotation; where it uses the view otherwise, the
/// method first finds the view as the target does (`annotation.view.find`) and returns when there is none.
struct ViewCallbackParameterRule: PortRule {
    /// One method: the source's full name, each source parameter's placeholder, the view's placeholder, and the
    /// target's header (from the name on) with the annotation parameter's name.
    struct Method {
        let fullName: String
        let placeholders: [String?]
        let view: String
        let header: Template
        let annotation: String
        let concept: String
    }

    let methods: [Method]
    /// The member that reads a view's annotation in the source (`annotation`).
    let annotationMember: String?
    /// How the target finds an annotation's view (`$map.view(for: $annotation)`).
    let find: Template?

    init(context: PortContext) {
        methods = APIMap.viewCallbacks.compactMap { Self.method($0, context) }
        let member = APIMap.concept("annotation.view.annotation")?.spelling(in: context.source).map {
            Template($0.template).pieces
        }
        if let member, member.count == 3, case .literal(let name) = member[2] {
            annotationMember = name
        } else {
            annotationMember = nil
        }
        find = APIMap.concept("annotation.view.find")?.writtenSpelling(context.target).map { Template($0.template) }
    }

    static func applies(to context: PortContext) -> Bool {
        APIMap.viewCallbacks.contains { id in
            APIMap.concept(id).map {
                $0.spelling(in: context.source) != nil && $0.writtenSpelling(context.target) != nil
            }
                ?? false
        }
    }

    /// Only a file that declares one of the methods by its first labels has one to reshape.
    func mayEdit(_ text: String) -> Bool {
        methods.contains { method in
            let labels = method.fullName.split(separator: ":").dropFirst().first.map(String.init) ?? method.fullName
            return text.containsText(labels)
        }
    }

    func edits(in file: PortFile, findings: inout [PortFinding]) -> [SourceEdit] {
        var edits: [SourceEdit] = []
        for function in file.tree.root.syntax.descendants(FunctionDecl.self) where !file.isRestored(function.syntax) {
            guard let method = methods.first(where: { $0.fullName == function.fullName }),
                function.returnType == nil, let body = function.body, let name = function.name,
                let clause = function.signature?.parameterClause
            else { continue }
            var bindings: [String: String] = [:]
            var viewParameter: FunctionParameter?
            for (placeholder, parameter) in zip(method.placeholders, function.parameters) {
                guard let placeholder, let parameterName = parameter.name?.identifier else { continue }
                bindings[placeholder] = parameterName
                if placeholder == method.view { viewParameter = parameter }
            }
            guard let viewParameter, let viewToken = viewParameter.name,
                let view = file.names.declaration(declaredBy: viewToken)
            else { continue }
            let header = method.header.render { bindings[$0] ?? "$\($0)" }
            edits.append(
                SourceEdit(range: name.trimmedRange.lowerBound..<clause.trimmedRange.upperBound, replacement: header))
            var otherUses = false
            for reference in file.names.references(to: view) {
                if let access = reference.parent?.as(MemberAccessExpr.self), access.base?.syntax == reference,
                    access.name == annotationMember
                {
                    edits.append(
                        SourceEdit(range: access.trimmedRange, replacement: annotationRead(access, method.annotation)))
                } else {
                    otherUses = true
                }
            }
            if otherUses, let find, let map = bindings["map"], let open = body.leftBrace?.trimmedRange.upperBound {
                let lookup = find.render { ["map": map, "annotation": method.annotation][$0] ?? "$\($0)" }
                let indent = Self.indentation(of: body, in: file)
                edits.append(
                    .insert(
                        "\n\(indent)guard let \(viewToken.identifier) = \(lookup) else { return }", at: open))
            }
            findings.append(
                PortFinding(
                    offset: function.trimmedRange.lowerBound, kind: .automatic, concept: method.concept,
                    message: "\(function.fullName) receives the annotation: \(header)"))
        }
        return edits
    }

    /// The annotation where the body read the view's optional annotation: as it is when cast or tested, and
    /// wrapped as an optional elsewhere (`if let`, `?.`), where the code expects one.
    func annotationRead(_ access: MemberAccessExpr, _ annotation: String) -> String {
        let parent = access.syntax.parent
        if parent?.as(AsExpr.self) != nil || parent?.as(IsExpr.self) != nil { return annotation }
        return "Optional(\(annotation))"
    }

    /// The indentation of the body's first statement (four spaces past the body's line when it has none).
    static func indentation(of body: CodeBlock, in file: PortFile) -> String {
        let text = file.text
        let offset = body.statements.first?.trimmedRange.lowerBound ?? body.trimmedRange.lowerBound
        let utf8 = Array(text.utf8[..<text.utf8.index(text.utf8.startIndex, offsetBy: offset)])
        let lineStart = (utf8.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 }) ?? 0
        let indent = String(decoding: utf8[lineStart...].prefix { $0 == UInt8(ascii: " ") }, as: UTF8.self)
        return body.statements.isEmpty ? indent + "    " : indent
    }

    /// The method of concept `id`: its two spellings read as function declarations.
    static func method(_ id: String, _ context: PortContext) -> Method? {
        guard let concept = APIMap.concept(id), let source = concept.spelling(in: context.source),
            let target = concept.writtenSpelling(context.target),
            let sourceFunction = SyntaxTree(parsing: source.template).root.syntax.descendants(FunctionDecl.self).first,
            let targetFunction = SyntaxTree(parsing: target.template).root.syntax.descendants(FunctionDecl.self).first
        else { return nil }
        func placeholder(_ parameter: FunctionParameter) -> String? {
            parameter.name.flatMap { RegionFrameRule.CallShape.placeholder($0.text) }
        }
        let sourcePlaceholders = sourceFunction.parameters.map(placeholder)
        let targetPlaceholders = Set(targetFunction.parameters.compactMap(placeholder))
        let views = sourcePlaceholders.compactMap { $0 }.filter { !targetPlaceholders.contains($0) }
        let annotations = targetFunction.parameters.filter { placeholder($0) == nil }
        guard views.count == 1, annotations.count == 1, let annotation = annotations[0].name?.identifier,
            let name = targetFunction.name
        else { return nil }
        let end = targetFunction.signature?.parameterClause?.trimmedRange.upperBound ?? name.trimmedRange.upperBound
        let header = String(decoding: Array(target.template.utf8)[name.trimmedRange.lowerBound..<end], as: UTF8.self)
        return Method(
            fullName: sourceFunction.fullName, placeholders: sourcePlaceholders, view: views[0],
            header: Template(header), annotation: annotation, concept: id)
    }
}
