import Foundation
import MapCompatSyntax

/// The delegate method that paints shapes through one renderer ports as the target's methods, one per paint
/// property the renderer is given (``ShapePaintRecipe``):
///
/// ```swift
/// func mapView(_ mapView: MKMapView, rendererFor overlay: MKOverlay) -> MKOverlayRenderer {   // the source's
///     guard let line = overlay as? MKPolyline else { return MKOverlayRenderer(overlay: overlay) }
///     let renderer = MKPolylineRenderer(polyline: line)
///     renderer.strokeColor = .systemBlue
///     renderer.lineWidth = 5
///     return renderer
/// }
/// func mapView(_ mapView: MLNMapView, strokeColorForShapeAnnotation overlay: MLNShape) -> UIColor {
///     guard overlay is MKPolyline else { return .clear }      // the member-level port writes MLNPolyline
///     return .systemBlue
/// }
/// func mapView(_ mapView: MLNMapView, lineWidthForPolylineAnnotation overlay: MLNPolyline) -> CGFloat {
///     guard overlay is MKPolyline else { return 3 }
///     return 5
/// }
/// ```
///
/// Each method is the source's body, its tests of the shape kept, with the renderer's making taken out, the
/// assignment of the method's property made a return of its value, and every other return (the renderer unset in
/// that property, a renderer that paints nothing) made a return of what the source paints then; a cast whose name
/// only the making used becomes a test (`guard overlay is MKPolyline`), and branches for shapes the method is never
/// asked about go (``ShapeKindBranches``). The member-level port then renames the shape types in it. A method is
/// ported only when the renderer is used for nothing else and every value returned is a renderer the method made;
/// one that paints a shape the target lacks (MapKit's circle), keeps renderers elsewhere or names the method for
/// Objective-C is left whole for the member-level port and its note. Modelled on the polyline overlays of Apple's MapKit sample code and of public MapKit apps
/// (`mapView(_:rendererFor:)` returning a configured `MKPolylineRenderer`), and on MapLibre's annotation examples
/// (maplibre/maplibre-native, `platform/ios/app`, `mapView:strokeColorForShapeAnnotation:`).
struct ShapePaintCallbackRule: PortRule {
    let source: ShapePaintRecipe.Renderer?
    let target: ShapePaintRecipe?
    let targetName: String

    init(context: PortContext) {
        source = context.source.shapePaint?.renderer
        target = context.target.shapePaint
        targetName = context.target.displayName
    }

    static func applies(to context: PortContext) -> Bool {
        context.source.shapePaint?.renderer != nil && context.target.shapePaint?.methods.isEmpty == false
    }

    func mayEdit(_ text: String) -> Bool {
        guard let source else { return false }
        return source.kinds.keys.contains { text.contains($0) }
    }

    func edits(in file: PortFile, findings: inout [PortFinding]) -> [SourceEdit] {
        guard let source, let target else { return [] }
        var edits: [SourceEdit] = []
        for function in file.tree.root.syntax.descendants(FunctionDecl.self)
        where function.fullName == source.callback && !file.isRestored(function.syntax) {
            guard let shape = function.parameters.last?.name?.identifier,
                let renderers = RendererUses(function, shape: shape, source),
                let edit = edit(function, renderers, file, target)
            else { continue }
            edits.append(edit)
            let methods = renderers.methods(of: target)
            findings.append(
                PortFinding(
                    offset: function.trimmedRange.lowerBound, kind: .automatic, concept: "overlay.renderer",
                    message: "\(source.callback) → "
                        + methods.map { Self.name(of: $0) }.joined(separator: ", ")
                        + ": each paint property the renderer sets, asked of the delegate"))
            for offset in renderers.otherProperties {
                findings.append(
                    PortFinding(
                        offset: offset, kind: .review, concept: "overlay.renderer", message: target.otherProperties))
            }
            for method in target.methods
            where !renderers.kinds(setting: method.property).isSubset(of: method.kinds) {
                findings.append(
                    PortFinding(
                        offset: function.trimmedRange.lowerBound, kind: .review, concept: "overlay.renderer",
                        message: "\(targetName) asks \(Self.name(of: method)) about "
                            + method.kinds.map { $0.rawValue + "s" }.sorted().joined(separator: " and ")
                            + " only: what this renderer sets for other shapes is not used"))
            }
        }
        return edits
    }

    /// The method's name with labels, read from its header (`mapView(_:strokeColorForShapeAnnotation:)`).
    static func name(of method: ShapePaintRecipe.Method) -> String {
        guard let open = method.header.firstIndex(of: "("), let close = method.header.lastIndex(of: ")") else {
            return method.header
        }
        let name = method.header[..<open].split(separator: " ").last ?? ""
        let labels = method.header[method.header.index(after: open)..<close].split(separator: ",").map {
            ($0.split(separator: " ").first ?? "_") + ":"
        }
        return "\(name)(\(labels.joined()))"
    }

    /// The edit that writes the target's methods in place of `function`, or `nil` when it cannot.
    private func edit(
        _ function: FunctionDecl, _ renderers: RendererUses, _ file: PortFile, _ target: ShapePaintRecipe
    ) -> SourceEdit? {
        let parameters = function.parameters
        guard let name = function.name, let body = function.body, parameters.count == 2,
            var map = parameters[0].name?.identifier, let shape = parameters[1].name?.identifier,
            let source
        else { return nil }
        let methods = renderers.methods(of: target)
        guard !methods.isEmpty else { return nil }
        let lead = file.text(function.trimmedRange.lowerBound..<name.trimmedRange.lowerBound)
        guard lead.hasSuffix("func "), !lead.contains("@objc(") else { return nil }
        let unset = methods.map { source.unsetValues[$0.property] ?? $0.defaultValue }
        if map == "_", unset.contains(where: { $0.contains("$mapView") }) { map = "mapView" }
        let branches = ShapeKindBranches(body, shape: shape, kinds: source.shapeKinds)
        let bodyRange = body.trimmedRange
        var written: [String] = []
        for (method, unset) in zip(methods, unset) {
            var header = method.header
            if header.hasPrefix("func ") { header.removeFirst("func ".count) }
            header = header.replacingOccurrences(of: "$mapView", with: map)
                .replacingOccurrences(of: "$shape", with: shape).replacingOccurrences(of: "_ _:", with: "_:")
            let value = unset.replacingOccurrences(of: "$mapView", with: map)
            // The first method takes the source's place, so it keeps every comment and string of the body.
            let isFirst = written.isEmpty
            var pruning = branches.edits(keeping: method.kinds, in: file)
            if isFirst, pruning.contains(where: { edit in file.literalText.contains { $0.overlaps(edit.range) } }) {
                pruning = []
            }
            let edits = pruning + renderers.edits(for: method.property, unset: value, keepsComments: isFirst, in: file)
            let shifted = edits.map {
                SourceEdit(
                    range: ($0.range.lowerBound - bodyRange.lowerBound)..<($0.range.upperBound - bodyRange.lowerBound),
                    replacement: $0.replacement)
            }
            written.append(header + " " + AppliedEdits(shifted, to: file.text(bodyRange)).text)
        }
        let indentation = String(
            file.text(file.lineStart(of: function.trimmedRange.lowerBound)..<function.trimmedRange.lowerBound)
                .prefix { $0 == " " || $0 == "\t" })
        let replacement = written.joined(separator: "\n\n" + indentation + lead)
        return SourceEdit(range: name.trimmedRange.lowerBound..<body.trimmedRange.upperBound, replacement: replacement)
    }
}
