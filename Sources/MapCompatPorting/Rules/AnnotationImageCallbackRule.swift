import Foundation
import MapCompatSyntax

/// The delegate method that draws point annotations with the app's images ports as the target's method, drawing
/// for drawing, where both styles draw that way (``AnnotationImageRecipe``):
///
/// ```swift
/// func mapView(_ mapView: RMMapView!, layerFor annotation: RMAnnotation!) -> RMMapLayer! {      // the source's
///     RMMarker(uiImage: UIImage(named: "pin") ?? UIImage())
/// }
/// func mapView(_ mapView: MLNMapView, imageFor annotation: MLNAnnotation) -> MLNAnnotationImage? {
///     MLNAnnotationImage(image: UIImage(named: "pin") ?? UIImage(), reuseIdentifier: "pin")
/// }
/// ```
///
/// A method is ported only when every value it returns is `nil` or a drawing made from an image, at the return or
/// in a local the method only sets the callout switch of (which becomes a note); one that returns anything else (a
/// layer the app keeps, a shape) is left whole for the member-level port and its notes. The rest
/// of the body stays as written. The image's name, when the image is made from a literal name, becomes the reuse
/// identifier; another image gets a fixed identifier and a review note, since a map that reuses drawings by
/// identifier draws every annotation of that identifier with the first image. An anchor other than the centre is
/// dropped with the target's way of placing an image; a literal identifier the target has no place for keeps
/// the method whole, since a port changes no literal. Modelled on route-me's MarkerMurder sample
/// (`samples/MarkerMurder/Classes/MainViewController.m`, `mapView:layerForAnnotation:`) and MapLibre's
/// annotation-image example (maplibre/maplibre-native, `platform/ios/app`, `mapView:imageForAnnotation:`).
struct AnnotationImageCallbackRule: PortRule {
    let source: AnnotationImageRecipe?
    let target: AnnotationImageRecipe?

    init(context: PortContext) {
        source = context.source.annotationImages
        target = context.target.annotationImages
    }

    static func applies(to context: PortContext) -> Bool {
        context.source.annotationImages != nil && context.target.annotationImages != nil
    }

    func mayEdit(_ text: String) -> Bool {
        guard let source else { return false }
        return text.contains(source.drawingType)
    }

    func edits(in file: PortFile, findings: inout [PortFinding]) -> [SourceEdit] {
        guard let source, let target else { return [] }
        var edits: [SourceEdit] = []
        for function in file.tree.root.syntax.descendants(FunctionDecl.self)
        where function.fullName == source.callback && !file.isRestored(function.syntax) {
            guard let header = headerEdit(function, target), let drawings = drawings(in: function, source) else {
                continue
            }
            edits.append(header)
            findings.append(
                PortFinding(
                    offset: header.range.lowerBound, kind: .automatic, concept: "annotation.viewFor",
                    message: "\(source.callback) → \(target.callback): each image drawn the target's way"))
            for (index, drawing) in drawings.enumerated() {
                edits.append(
                    drawingEdit(drawing, target, number: drawings.count > 1 ? index + 1 : nil, findings: &findings))
                if let held = drawing.held {
                    edits += heldEdits(drawing.call.trimmedRange.lowerBound, held, file, findings: &findings)
                }
            }
        }
        return edits
    }

    /// The edit that writes the target's header over the method's name, parameters and result.
    private func headerEdit(_ function: FunctionDecl, _ target: AnnotationImageRecipe) -> SourceEdit? {
        let parameters = function.parameters
        guard let name = function.name, let signature = function.signature, parameters.count == 2,
            let map = parameters[0].name?.identifier, let annotation = parameters[1].name?.identifier
        else { return nil }
        var header = target.header
        if header.hasPrefix("func ") { header.removeFirst("func ".count) }
        header = header.replacingOccurrences(of: "$mapView", with: map)
            .replacingOccurrences(of: "$annotation", with: annotation)
        return SourceEdit(range: name.trimmedRange.lowerBound..<signature.trimmedRange.upperBound, replacement: header)
    }

    /// One drawing the method returns: the call and its image, anchor and identifier arguments.
    struct Drawing {
        let call: FunctionCallExpr
        let image: ExprSyntax
        let anchor: ExprSyntax?
        let identifier: ExprSyntax?
        var held: Held? = nil
    }

    /// A drawing held in a local before it is returned (`let marker = RMMarker(uiImage: …)`).
    struct Held {
        /// The local's type, where the declaration writes one (`let marker: RMMarker = …`).
        let type: Range<Int>?
        /// Each statement that sets the drawing's callout switch, with the value it sets.
        let callouts: [(statement: Range<Int>, value: String)]
    }

    /// The drawings `function` returns, or `nil` when it returns anything else or nothing at all.
    private func drawings(in function: FunctionDecl, _ source: AnnotationImageRecipe) -> [Drawing]? {
        guard let body = function.body else { return nil }
        var returned: [ExprSyntax?] = []
        let statements = body.statements
        if statements.count == 1, let only = statements.first?.as(ExprSyntax.self) {
            returned.append(only)
        } else {
            body.syntax.walk { node in
                if node.kind == .closureExpr || node.kind == .functionDecl || node.kind == .classDecl
                    || node.kind == .structDecl
                {
                    return .skipChildren
                }
                if let statement = node.as(ReturnStmt.self) { returned.append(statement.expression) }
                return .visitChildren
            }
        }
        var drawings: [Drawing] = []
        for expression in returned {
            guard let expression else { return nil }
            if expression.syntax.as(NilLiteralExpr.self) != nil { continue }
            if let reference = expression.syntax.as(DeclReferenceExpr.self) {
                guard let drawing = heldDrawing(reference.name, in: body, source) else { return nil }
                if !drawings.contains(where: { $0.call.syntax == drawing.call.syntax }) { drawings.append(drawing) }
                continue
            }
            guard let drawing = drawing(expression, source), !dropsLiteral(drawing) else { return nil }
            drawings.append(drawing)
        }
        return drawings.isEmpty ? nil : drawings
    }

    /// The drawing the method's one local `name` holds, where the method does nothing else with it than set its
    /// callout switch and return it (ParkingMapScreen's pin: `let marker: RMMarker = RMMarker(uiImage: …)`,
    /// `marker.canShowCallout = true`, `return marker`); `nil` otherwise.
    private func heldDrawing(_ name: String, in body: CodeBlock, _ source: AnnotationImageRecipe) -> Drawing? {
        let bindings = body.syntax.descendants(PatternBinding.self).filter { $0.name?.identifier == name }
        guard bindings.count == 1, let binding = bindings.first, let value = binding.value,
            binding.parent?.as(VariableDecl.self)?.bindings.count == 1,
            var drawing = drawing(value, source), !dropsLiteral(drawing)
        else { return nil }
        var callouts: [(statement: Range<Int>, value: String)] = []
        for reference in body.syntax.descendants(DeclReferenceExpr.self) where reference.name == name {
            if reference.parent?.kind == .returnStmt { continue }
            var base = reference.syntax
            if let unwrap = base.parent, unwrap.kind == .optionalChainingExpr || unwrap.kind == .forceUnwrapExpr {
                base = unwrap
            }
            guard let member = base.parent?.as(MemberAccessExpr.self), member.name == source.calloutSwitch,
                let assignment = member.parent?.as(InfixOperatorExpr.self), assignment.isAssignment,
                assignment.leftOperand?.syntax == member.syntax, let value = assignment.rightOperand,
                let block = assignment.parent, block.kind == .codeBlock || block.kind == .switchCase
            else { return nil }
            callouts.append((assignment.trimmedRange, value.trimmedText))
        }
        guard callouts.isEmpty || target?.calloutPlacement != nil else { return nil }
        drawing.held = Held(type: binding.type?.trimmedRange, callouts: callouts)
        return drawing
    }

    /// The concept a callout switch's note is filed under, the one the member-level port uses for it.
    static let calloutConcept = "annotation.canShowCallout"

    /// The edits a held drawing needs besides its making: the local's type becomes the target's drawing type, and
    /// each setting of the callout switch becomes a note saying where the target is told instead.
    private func heldEdits(
        _ offset: Int, _ held: Held, _ file: PortFile, findings: inout [PortFinding]
    ) -> [SourceEdit] {
        guard let source, let target else { return [] }
        var edits: [SourceEdit] = []
        if let type = held.type {
            let written = file.text(type).replacingOccurrences(of: source.drawingType, with: target.drawingType)
            edits.append(SourceEdit(range: type, replacement: written))
        }
        for callout in held.callouts {
            let message = (target.calloutPlacement ?? "").replacingOccurrences(
                of: "$value", with: "`\(callout.value)`")
            // The note takes the statement's place, so the reader sees what the drawing no longer says.
            edits.append(
                SourceEdit(
                    range: callout.statement, replacement: Porter.reviewPrefix + Self.calloutConcept + ": " + message))
            findings.append(
                PortFinding(offset: offset, kind: .review, concept: Self.calloutConcept, message: message))
        }
        return edits
    }

    /// Whether porting `drawing` would drop a string literal (an identifier the target has no place for): the
    /// port changes no literal's text, so such a method is left whole.
    private func dropsLiteral(_ drawing: Drawing) -> Bool {
        guard let identifier = drawing.identifier, target?.identifierLabel == nil else { return false }
        return identifier.syntax.kind == .stringLiteralExpr
            || !identifier.syntax.descendants(StringLiteralExpr.self).isEmpty
    }

    /// `expression` read as a drawing made by `source`'s initialiser, or `nil`.
    private func drawing(_ expression: ExprSyntax, _ source: AnnotationImageRecipe) -> Drawing? {
        guard let call = expression.syntax.as(FunctionCallExpr.self), call.arguments.count <= 2,
            let called = call.calledExpression?.trimmedText,
            called == source.drawingType || called == source.drawingType + ".init"
        else { return nil }
        var image: ExprSyntax?
        var anchor: ExprSyntax?
        var identifier: ExprSyntax?
        for argument in call.arguments {
            switch argument.label?.identifier {
            case source.imageLabel: image = argument.expression
            case let label? where label == source.anchorLabel: anchor = argument.expression
            case let label? where label == source.identifierLabel: identifier = argument.expression
            default: return nil
            }
        }
        guard let image else { return nil }
        return Drawing(call: call, image: image, anchor: anchor, identifier: identifier)
    }

    /// The edit that makes `drawing` the target's way; what a person should check goes to `findings`.
    private func drawingEdit(
        _ drawing: Drawing, _ target: AnnotationImageRecipe, number: Int?, findings: inout [PortFinding]
    ) -> SourceEdit {
        let offset = drawing.call.trimmedRange.lowerBound
        var identifier = drawing.identifier?.trimmedText
        if identifier == nil, target.drawing.contains("$identifier") {
            if let name = Self.literalName(in: drawing.image) {
                identifier = "\"\(name)\""
            } else {
                identifier = "\"image\(number.map { "-\($0)" } ?? "")\""
                findings.append(
                    PortFinding(
                        offset: offset, kind: .review, concept: "annotation.viewFor",
                        message: "The target reuses one image per identifier: if this image differs from one "
                            + "annotation to another, give each image an identifier of its own"))
            }
        }
        if let anchor = drawing.anchor, !Self.isCentre(anchor.trimmedText) {
            findings.append(
                PortFinding(offset: offset, kind: .review, concept: "annotation.viewFor", message: target.placement))
        }
        var image = drawing.image.trimmedText
        if source?.takesOptionalImage == true, !target.takesOptionalImage, Self.mayBeMissing(drawing.image) {
            image += " ?? UIImage()"
        }
        let replacement = target.drawing.replacingOccurrences(of: "$image", with: image)
            .replacingOccurrences(of: "$identifier", with: identifier ?? "")
        return SourceEdit(range: drawing.call.trimmedRange, replacement: replacement)
    }

    /// Whether `image` is UIKit's failable initialiser called as it is (`UIImage(named: "pin")`,
    /// `UIImage(systemName:)`, `UIImage(contentsOfFile:)`), not unwrapped or defaulted.
    static func mayBeMissing(_ image: ExprSyntax) -> Bool {
        guard let call = image.syntax.as(FunctionCallExpr.self), call.calledExpression?.trimmedText == "UIImage",
            let label = call.arguments.first?.label?.identifier
        else { return false }
        return ["named", "systemName", "contentsOfFile", "data"].contains(label)
    }

    /// The first literal, uninterpolated string in `image` (`UIImage(named: "pin")`'s "pin"), if any.
    static func literalName(in image: ExprSyntax) -> String? {
        image.syntax.descendants(StringLiteralExpr.self).lazy.compactMap(\.literalText).first { !$0.isEmpty }
    }

    /// Whether an anchor, as written, is the drawing's centre.
    static func isCentre(_ anchor: String) -> Bool {
        let compact = anchor.filter { !$0.isWhitespace }
        return compact == "CGPoint(x:0.5,y:0.5)" || compact == "CGPointMake(0.5,0.5)"
    }
}
