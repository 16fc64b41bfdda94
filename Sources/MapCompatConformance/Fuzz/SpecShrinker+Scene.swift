import Foundation
import MapCompatCore

extension SpecShrinker {
    /// Simpler versions of a scene item: no tap handler, default z, visibility and sizes, fewer options and
    /// points.
    static func simpler(_ item: Spec.SceneItem) -> [Spec.SceneItem] {
        var results: [Spec.SceneItem] = []
        func change(_ body: (inout Spec.SceneItem) -> Void) { results.append(with(item, body)) }
        if item.tap != nil { change { $0.tap = nil } }
        if item.z != 0 { change { $0.z = 0 } }
        if item.globalZ != 0 { change { $0.globalZ = 0 } }
        if !item.visible { change { $0.visible = true } }
        results += simpler(item.content).map { content in with(item) { $0.content = content } }
        return results
    }

    private static let defaultSize = CGSize(width: 24, height: 36)
    private static let defaultAnchor = CGPoint(x: 0.5, y: 1)

    private static func simpler(_ content: Spec.SceneItem.Content) -> [Spec.SceneItem.Content] {
        switch content {
        case .marker(let marker):
            var results: [Spec.SceneItem.Marker] = []
            if marker.size != defaultSize { results.append(with(marker) { $0.size = defaultSize }) }
            if marker.anchor != defaultAnchor { results.append(with(marker) { $0.anchor = defaultAnchor }) }
            return results.map(Spec.SceneItem.Content.marker)
        case .symbol(let symbol):
            let size = CGSize(width: 60, height: 20)
            return symbol.size == size ? [] : [.symbol(with(symbol) { $0.size = size })]
        case .polyline(let line):
            var results: [Spec.SceneItem.Polyline] = []
            if line.points.count > 2 {
                for index in line.points.indices { results.append(with(line) { $0.points.remove(at: index) }) }
            }
            if line.width != 4 { results.append(with(line) { $0.width = 4 }) }
            return results.map(Spec.SceneItem.Content.polyline)
        case .polygon(let polygon):
            var results: [Spec.SceneItem.Polygon] = []
            if !polygon.holes.isEmpty { results.append(with(polygon) { $0.holes = [] }) }
            if polygon.points.count > 3 {
                for index in polygon.points.indices { results.append(with(polygon) { $0.points.remove(at: index) }) }
            }
            return results.map(Spec.SceneItem.Content.polygon)
        case .circle(let circle):
            return numbers(circle.radius, toward: nil, steps: [50, 10]).map { radius in
                .circle(with(circle) { $0.radius = radius })
            }
        case .annotation(let annotation):
            return simpler(annotation).map(Spec.SceneItem.Content.annotation)
        case .indoor(let indoor):
            var results: [Spec.SceneItem.Indoor] = []
            if indoor.minZoom != nil { results.append(with(indoor) { $0.minZoom = nil }) }
            if indoor.levels.count > 1 {
                for level in indoor.levels where level != indoor.level {
                    results.append(with(indoor) { $0.levels.removeAll { $0 == level } })
                }
            }
            return results.map(Spec.SceneItem.Content.indoor)
        }
    }

    private static func simpler(_ annotation: Spec.SceneItem.Annotation) -> [Spec.SceneItem.Annotation] {
        var results: [Spec.SceneItem.Annotation] = []
        func change(_ body: (inout Spec.SceneItem.Annotation) -> Void) { results.append(with(annotation, body)) }
        if annotation.draggable { change { $0.draggable = false } }
        if annotation.callout { change { $0.callout = false } }
        if !annotation.accessories.isEmpty { change { $0.accessories = [] } }
        if annotation.calloutOffset != .zero { change { $0.calloutOffset = .zero } }
        if !annotation.enabled { change { $0.enabled = true } }
        if annotation.subtitle != nil { change { $0.subtitle = nil } }
        if annotation.title != nil { change { $0.title = nil } }
        if annotation.size != defaultSize { change { $0.size = defaultSize } }
        if annotation.anchor != defaultAnchor { change { $0.anchor = defaultAnchor } }
        return results
    }
}
