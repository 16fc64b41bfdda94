import Foundation
import MapCompatCore

extension SpecEncoder {
    static func item(_ item: Spec.SceneItem) -> JSONValue {
        var members: [(String, JSONValue?)] = [("id", .string(item.id)), ("kind", .string(item.kind))]
        members += content(item.content)
        members += [
            ("z", item.z == 0 ? nil : .number(Double(item.z))),
            ("globalZ", item.globalZ == 0 ? nil : .number(Double(item.globalZ))),
            ("visible", item.visible ? nil : .bool(false)), ("tap", item.tap.map { .string($0.rawValue) }),
        ]
        return object(members)
    }

    private static let defaultSize = CGSize(width: 24, height: 36)
    private static let defaultAnchor = CGPoint(x: 0.5, y: 1)

    private static func position(_ position: LatLng) -> [(String, JSONValue?)] {
        [("lat", .number(position.latitude)), ("lng", .number(position.longitude))]
    }

    private static func content(_ content: Spec.SceneItem.Content) -> [(String, JSONValue?)] {
        switch content {
        case .marker(let marker):
            return position(marker.position) + [
                ("size", marker.size == defaultSize ? nil : size(marker.size)),
                ("anchor", marker.anchor == defaultAnchor ? nil : point(marker.anchor)),
            ]
        case .symbol(let symbol):
            return position(symbol.position) + [
                ("caption", .string(symbol.caption)),
                ("size", symbol.size == CGSize(width: 60, height: 20) ? nil : size(symbol.size)),
            ]
        case .polyline(let line):
            return [("points", .array(line.points.map(pair))), ("width", line.width == 4 ? nil : .number(line.width))]
        case .polygon(let polygon):
            return [
                ("points", .array(polygon.points.map(pair))),
                ("holes", polygon.holes.isEmpty ? nil : .array(polygon.holes.map { .array($0.map(pair)) })),
            ]
        case .circle(let circle):
            return position(circle.center) + [("radius", .number(circle.radius))]
        case .annotation(let annotation):
            return position(annotation.position) + [
                ("size", annotation.size == defaultSize ? nil : size(annotation.size)),
                ("anchor", annotation.anchor == defaultAnchor ? nil : point(annotation.anchor)),
                ("title", annotation.title.map(JSONValue.string)),
                ("subtitle", annotation.subtitle.map(JSONValue.string)),
                ("enabled", annotation.enabled ? nil : .bool(false)),
                ("callout", annotation.callout ? .bool(true) : nil),
                ("calloutOffset", annotation.calloutOffset == .zero ? nil : point(annotation.calloutOffset)),
                (
                    "accessories",
                    annotation.accessories.isEmpty ? nil : .array(annotation.accessories.map { .string($0.rawValue) })
                ),
                ("draggable", annotation.draggable ? .bool(true) : nil),
            ]
        case .indoor(let indoor):
            let bounds = indoor.bounds
            return [
                (
                    "bounds",
                    .object([
                        ("south", .number(bounds.south)), ("west", .number(bounds.west)),
                        ("north", .number(bounds.north)), ("east", .number(bounds.east)),
                    ])
                ),
                ("levels", .array(indoor.levels.map(JSONValue.string))), ("level", .string(indoor.level)),
                ("minZoom", indoor.minZoom.map(JSONValue.number)),
            ]
        }
    }
}
