import MapCompatSyntax

/// A move whose port depends on how its argument was made: the source frames the map with one kind of value made
/// in several ways, and the target frames it with a different call for each way.
///
/// ```swift
/// let region = MKCoordinateRegion(center: start, latitudinalMeters: 1000, longitudinalMeters: 1000)
/// mapView.setRegion(region, animated: true)     // → mapView.setCamera(region, animated: true)
/// mapView.setRegion(MKCoordinateRegion(center: start, span: span), animated: false)
///                                               // → mapView.setVisibleCoordinateBounds(…, animated: false)
/// ```
///
/// MapKit frames the map with an `MKCoordinateRegion` made in metres or in degrees (`setRegion(_:animated:)`);
/// MapLibre has no region, and frames it with a camera at a distance (`setCamera(_:animated:)`) or with bounds
/// (`setVisibleCoordinateBounds(_:animated:)`). The member-level port writes each way of making the value as the
/// target's value; this rule writes the move as the target's call for that value. The pairs are the API map's
/// (``APIMap/regionFrames``), the calls the two styles' spellings: the rule names no vendor.
///
/// The argument is read where it was made: written in the call, or a name whose declaration (found by scope) has
/// it as its initial value. A move whose argument was made otherwise (a parameter, a property set piece by
/// piece) is left to the member-level port, which leaves the target's note on it.
struct RegionFrameRule: PortRule {
    /// A call as a template writes it: its name with labels, its receiver's placeholder and each argument's.
    struct CallShape {
        let name: String
        let receiver: String?
        let arguments: [String?]

        init?(_ template: String) {
            let tree = SyntaxTree(parsing: template)
            guard let call = tree.root.syntax.descendants(FunctionCallExpr.self).first, let name = call.calledName
            else { return nil }
            self.name = name
            let base = call.calledExpression?.syntax.as(MemberAccessExpr.self)?.base?.trimmedText
            receiver = base.flatMap(Self.placeholder)
            arguments = call.arguments.map { $0.expression.flatMap { Self.placeholder($0.trimmedText) } }
        }

        /// The placeholder's name when `text` is one (`$region`).
        static func placeholder(_ text: String) -> String? {
            text.count > 1 && text.hasPrefix("$") ? String(text.dropFirst()) : nil
        }
    }

    /// One move of the source and the target's call for each way of making its argument.
    struct Frame {
        let move: CallShape
        let concept: String
        let forms: [(made: String, written: Template, concept: String)]
    }

    let frames: [Frame]

    init(context: PortContext) {
        frames = APIMap.regionFrames.sorted { $0.key < $1.key }.compactMap { move, forms in
            guard let spelling = APIMap.concept(move)?.spelling(in: context.source),
                let shape = CallShape(spelling.template)
            else { return nil }
            let written = forms.compactMap { made, written -> (String, Template, String)? in
                guard let make = APIMap.concept(made)?.spelling(in: context.source),
                    let madeName = CallShape(make.template)?.name,
                    let target = APIMap.concept(written)?.writtenSpelling(context.target)
                else { return nil }
                return (madeName, Template(target.template), written)
            }
            return written.isEmpty ? nil : Frame(move: shape, concept: move, forms: written)
        }
    }

    static func applies(to context: PortContext) -> Bool {
        APIMap.regionFrames.keys.contains { APIMap.concept($0)?.spelling(in: context.source) != nil }
    }

    /// Only a file that calls one of the moves by name has one to write.
    func mayEdit(_ text: String) -> Bool {
        frames.contains { text.containsText(String($0.move.name.prefix { $0 != "(" })) }
    }

    func edits(in file: PortFile, findings: inout [PortFinding]) -> [SourceEdit] {
        var edits: [SourceEdit] = []
        for call in file.tree.root.syntax.descendants(FunctionCallExpr.self) where !file.isRestored(call.syntax) {
            guard let name = call.calledName, let frame = frames.first(where: { $0.move.name == name }),
                let written = written(call, frame, file)
            else { continue }
            edits.append(SourceEdit(range: call.trimmedRange, replacement: written.text))
            findings.append(
                PortFinding(
                    offset: call.trimmedRange.lowerBound, kind: .automatic, concept: written.concept,
                    message: "\(call.trimmedText) → \(written.text)"))
        }
        return edits
    }

    /// The target's call for `call`, when its argument was made in one of the frame's ways.
    func written(_ call: FunctionCallExpr, _ frame: Frame, _ file: PortFile) -> (text: String, concept: String)? {
        var bindings: [String: String] = [:]
        if let receiver = frame.move.receiver {
            guard let base = call.calledExpression?.syntax.as(MemberAccessExpr.self)?.base else { return nil }
            bindings[receiver] = base.trimmedText
        }
        let arguments = call.arguments
        guard arguments.count == frame.move.arguments.count else { return nil }
        var made: String?
        for (placeholder, argument) in zip(frame.move.arguments, arguments) {
            guard let placeholder, let expression = argument.expression else { continue }
            bindings[placeholder] = expression.trimmedText
            made =
                made
                ?? madeName(expression.syntax, file, depth: 0).flatMap { name in
                    frame.forms.contains { $0.made == name } ? name : nil
                }
        }
        guard let made, let form = frame.forms.first(where: { $0.made == made }) else { return nil }
        return (form.written.render { bindings[$0] ?? "$\($0)" }, form.concept)
    }

    /// The call that made the value of `node`: the node itself, or the initial value of the declaration a name
    /// resolves to (followed through a few names).
    func madeName(_ node: Syntax, _ file: PortFile, depth: Int) -> String? {
        if let call = node.as(FunctionCallExpr.self) { return call.calledName }
        guard depth < 4, let reference = node.as(DeclReferenceExpr.self),
            let id = file.names.declaration(of: reference), let initializer = file.names[id].initializer
        else { return nil }
        return madeName(initializer.syntax, file, depth: depth + 1)
    }
}
