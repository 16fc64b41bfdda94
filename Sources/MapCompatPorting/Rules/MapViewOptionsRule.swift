import MapCompatSyntax

/// A map view made from an options object, folded into the call that makes it from a frame and a camera.
///
/// ```swift
/// let options = GMSMapViewOptions()           // (deleted)
/// options.camera = camera                     // (deleted)
/// options.frame = view.bounds                 // (deleted)
/// mapView = GMSMapView(options: options)      // → mapView = GMSMapView(frame: view.bounds, camera: camera)
/// ```
///
/// Google's SDK 8.3 makes a map view from a `GMSMapViewOptions` (GMSMapViewOptions.h, GMSMapView.h
/// `initWithOptions:`), where earlier code passed the frame and camera to `GMSMapView(frame:camera:)`. The
/// rule rewrites the first as the second, still in the source style, so that the member-level port writes the
/// view and its start camera as it does for every other map view made that way. It folds an options object
/// only when the file makes it, sets nothing on it but the values the folded call takes, and makes one map view
/// from it; otherwise the port leaves its note. The calls are the style's spellings of the API map's
/// `mapView.options.make`, `mapView.make.options`, `mapView.make.camera` and `type.mapContainerView.makeFramed`:
/// the rule names no vendor.
struct MapViewOptionsRule: PortRule {
    let options: RegionFrameRule.CallShape?
    let made: RegionFrameRule.CallShape?
    /// The calls the options fold into: with a camera, and with a frame only.
    let withCamera: Template?
    let framed: Template?

    init(context: PortContext) {
        let source = { (id: String) in APIMap.concept(id)?.spelling(in: context.source)?.template }
        options = source("mapView.options.make").flatMap(RegionFrameRule.CallShape.init)
        made = source("mapView.make.options").flatMap(RegionFrameRule.CallShape.init)
        withCamera = source("mapView.make.camera").map(Template.init)
        framed = source("type.mapContainerView.makeFramed").map(Template.init)
    }

    static func applies(to context: PortContext) -> Bool {
        ["mapView.options.make", "mapView.make.options"].allSatisfy {
            APIMap.concept($0)?.spelling(in: context.source) != nil
        }
    }

    /// Only a file that makes an options object has one to fold.
    func mayEdit(_ text: String) -> Bool {
        guard let options else { return false }
        return text.containsText(String(options.name.prefix { $0 != "(" }))
    }

    func edits(in file: PortFile, findings: inout [PortFinding]) -> [SourceEdit] {
        guard let options, let made else { return [] }
        var edits: [SourceEdit] = []
        for declaration in file.names.declarations where declaration.kind == .variable {
            guard !file.isRestored(declaration.node),
                let call = declaration.initializer?.syntax.as(FunctionCallExpr.self),
                call.calledName == options.name, call.arguments.isEmpty,
                let fold = fold(declaration, made: made, file)
            else { continue }
            edits += fold.edits
            findings.append(
                PortFinding(
                    offset: fold.offset, kind: .automatic, concept: "mapView.make.options",
                    message: "the map view's options folded into \(fold.text)"))
        }
        return edits
    }

    /// The edits that fold the options `declaration` makes into the one call that makes a map view from them.
    func fold(_ declaration: Declaration, made: RegionFrameRule.CallShape, _ file: PortFile)
        -> (edits: [SourceEdit], text: String, offset: Int)?
    {
        var values: [String: String] = [:]
        var deleted: [Range<Int>] = []
        var maker: FunctionCallExpr?
        for reference in file.names.references(to: declaration.id) {
            if let member = reference.parent?.as(MemberAccessExpr.self),
                let assignment = member.parent?.as(InfixOperatorExpr.self), assignment.isAssignment,
                assignment.leftOperand?.syntax == member.syntax, let value = assignment.rightOperand
            {
                values[member.name] = value.trimmedText
                deleted.append(assignment.trimmedRange)
            } else if let argument = reference.parent?.as(LabeledExpr.self),
                let call = argument.parent?.as(FunctionCallExpr.self), call.calledName == made.name, maker == nil
            {
                maker = call
            } else {
                return nil
            }
        }
        guard let maker, let template = values["camera"] != nil ? withCamera : framed,
            Set(values.keys).isSubset(of: template.placeholders),
            let statement = declaration.node.parent?.as(VariableDecl.self), statement.bindings.count == 1
        else { return nil }
        // A view made without a frame is sized by its superview's layout: `.zero` is what the options start with.
        let text = template.render { values[$0] ?? ".zero" }
        deleted.append(statement.trimmedRange)
        let edits =
            deleted.map { SourceEdit.delete(file.wholeLine($0) ?? $0) }
            + [SourceEdit(range: maker.trimmedRange, replacement: text)]
        return (edits, text, maker.trimmedRange.lowerBound)
    }
}
