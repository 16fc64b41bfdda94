import Foundation
import MapCompatCore

/// A scene item drawing one feature of one layer.
struct StyleHit {
    /// The layer that draws it.
    let layer: MLNStyleLayer
    /// The feature drawn, as `visibleFeatures(at:)` returns it.
    let feature: any MLNFeature
    /// The feature's place in its source, so that its parts are returned once.
    let index: Int
}

/// The style's vector layers as the core's scene items, redrawn whenever a source, layer or image changes.
///
/// Each layer draws its source's features that match its predicate, in layer order (a layer's items sit
/// above every earlier layer's: the layer's index is their global z) and source order. The sizes that decide
/// a hit are the layer's, evaluated per feature where they are constants or attributes (MapLibre's query
/// tests, `src/mbgl/renderer/layers/render_{circle,line,fill,symbol}_layer.cpp`): a circle is a round marker
/// of the radius plus the stroke width; a symbol a marker of its icon's image size times `iconScale`; a line
/// a polyline of `lineWidth` (its polygons' rings too); a fill a polygon. Visibility and the zoom range are
/// the items' own, so the core's hit test leaves out what is not drawn. Nothing here takes taps: the items
/// have no handler, and the app asks `visibleFeatures(at:)` from its own recognizer.
extension MLNStyle {
    /// A source's content changed: its layers are redrawn.
    func sourceDidChange(_ source: MLNSource) {
        redraw()
        if let mapView { mapView.delegate?.mapView(mapView, sourceDidChange: source) }
    }

    /// A layer's property changed: the style is redrawn.
    func layerDidChange(_ layer: MLNStyleLayer) {
        redraw()
    }

    /// Replaces the scene items of every layer.
    func redraw() {
        guard let mapView else { return }
        var scene = mapView.core.scene
        for id in drawn.keys { _ = try? scene.remove(id) }
        drawn = [:]
        for (index, layer) in layerList.enumerated() {
            guard let vector = layer as? MLNVectorStyleLayer,
                let source = vector.sourceIdentifier.flatMap(source(withIdentifier:)) as? MLNShapeSource
            else { continue }
            for (number, leaf) in StyleContent.leaves(of: source.shape).enumerated() {
                if let predicate = vector.predicate, !predicate.evaluate(with: leaf.feature.attributes) { continue }
                for (part, shape) in shapes(of: leaf, in: vector).enumerated() {
                    let id = SceneItemID("mln-style:\(layer.identifier)#\(number).\(part)")
                    do {
                        let item = try SceneItem(
                            id: id, shape: shape, globalZ: index, isVisible: layer.isVisible,
                            minZoom: Double(layer.minimumZoomLevel), maxZoom: Double(layer.maximumZoomLevel).nextDown)
                        try scene.add(item)
                        drawn[id] = StyleHit(layer: layer, feature: leaf.feature, index: number)
                    } catch {
                        report(error.field, layer.identifier, error.message)
                    }
                }
            }
        }
        mapView.core.scene = scene
    }

    /// The core shapes a layer draws for one feature.
    private func shapes(of leaf: StyleLeaf, in layer: MLNVectorStyleLayer) -> [SceneShape] {
        let attributes = leaf.feature.attributes
        func number(_ expression: NSExpression, _ name: String, _ fallback: Double) -> Double {
            value(of: expression, name, attributes, in: layer).flatMap(StyleMeasure.number) ?? fallback
        }
        var shapes: [SceneShape] = []
        switch layer {
        case let circles as MLNCircleStyleLayer:
            let radius =
                number(circles.circleRadius, "circleRadius", 5)
                + number(circles.circleStrokeWidth, "circleStrokeWidth", 0)
            let size = CGSize(width: 2 * radius, height: 2 * radius)
            for point in leaf.points {
                shapes.append(
                    contentsOf: attempt { () throws(MapCompatError) in
                        .marker(
                            try MarkerShape(
                                position: try point.latLng(), size: size, anchor: CGPoint(x: 0.5, y: 0.5),
                                isRound: true))
                    })
            }
        case let symbols as MLNSymbolStyleLayer:
            guard let size = symbolSize(symbols, attributes) else { break }
            for point in leaf.points {
                shapes.append(
                    contentsOf: attempt { () throws(MapCompatError) in
                        .marker(
                            try MarkerShape(position: try point.latLng(), size: size, anchor: CGPoint(x: 0.5, y: 0.5)))
                    })
            }
        case let lines as MLNLineStyleLayer:
            let width = number(lines.lineWidth, "lineWidth", 1)
            let rings = leaf.polygons.flatMap { [$0.coordinates] + ($0.interiorPolygons ?? []).map(\.coordinates) }
            for line in leaf.lines + rings.map({ $0 + $0.prefix(1) }) {
                shapes.append(
                    contentsOf: attempt { () throws(MapCompatError) in
                        .polyline(
                            try PolylineShape(
                                points: try line.map { c throws(MapCompatError) in try c.latLng() }, width: width))
                    })
            }
        case is MLNFillStyleLayer:
            for polygon in leaf.polygons {
                shapes.append(
                    contentsOf: attempt { () throws(MapCompatError) in
                        .polygon(
                            try PolygonShape(
                                exterior: try polygon.coordinates.map { c throws(MapCompatError) in try c.latLng() },
                                holes: try (polygon.interiorPolygons ?? []).map { hole throws(MapCompatError) in
                                    try hole.coordinates.map { c throws(MapCompatError) in try c.latLng() }
                                }))
                    })
            }
        default:
            break
        }
        return shapes
    }

    /// A symbol's box: its icon image's size times `iconScale`; without an icon, the core's default symbol
    /// box for a label; `nil` when the symbol draws nothing.
    private func symbolSize(_ layer: MLNSymbolStyleLayer, _ attributes: [String: Any]) -> CGSize? {
        let name = value(of: layer.iconImageName, "iconImageName", attributes, in: layer).map { "\($0)" } ?? ""
        if let image = images[name] {
            let scale = value(of: layer.iconScale, "iconScale", attributes, in: layer).flatMap(StyleMeasure.number) ?? 1
            return CGSize(width: image.size.width * scale, height: image.size.height * scale)
        }
        let text = value(of: layer.text, "text", attributes, in: layer).map { "\($0)" } ?? ""
        return text.isEmpty ? nil : SymbolShape.defaultSize
    }

    /// An expression's value for a feature: a constant, or the attribute a key path names; any other
    /// expression is reported once per layer and property and stands for the property's default.
    private func value(
        of expression: NSExpression, _ name: String, _ attributes: [String: Any], in layer: MLNStyleLayer
    ) -> Any? {
        switch expression.expressionType {
        case .constantValue: return expression.constantValue
        case .keyPath: return attributes[expression.keyPath]
        default:
            let key = "\(layer.identifier).\(name)"
            if reportedProperties.insert(key).inserted {
                mapView?.core.diagnostics.report(
                    MapDiagnostic(
                        field: name, value: "\(expression)", action: .replaced(with: "the default"),
                        message: "only constants and attributes are evaluated headless; layer '\(layer.identifier)' "
                            + "hit-tests with the property's default"))
            }
            return nil
        }
    }

    /// Runs a throwing shape builder; a failure is reported and draws nothing.
    private func attempt(_ build: () throws(MapCompatError) -> SceneShape) -> [SceneShape] {
        do {
            return [try build()]
        } catch {
            report(error.field, "\(error.message)", "a feature the style cannot draw is left out")
            return []
        }
    }
}

/// Numbers as style values carry them.
enum StyleMeasure {
    /// A number from a style value (`NSNumber`, `Double`, `Int`, `CGFloat`, a numeric string); `nil` otherwise.
    static func number(_ value: Any) -> Double? {
        switch StyleFormatToken.sendable(value) {
        case let number as Double: number.isFinite ? number : nil
        case let text as String: Double(text)
        default: nil
        }
    }
}
