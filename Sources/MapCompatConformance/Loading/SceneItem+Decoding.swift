import Foundation
import MapCompatCore

extension SpecReader {
    private static let commonItemFields = ["id", "kind", "z", "globalZ", "visible", "tap"]
    private static let itemFields: [String: [String]] = [
        "marker": ["lat", "lng", "size", "anchor"],
        "symbol": ["lat", "lng", "caption", "size"],
        "polyline": ["points", "width"],
        "polygon": ["points", "holes"],
        "circle": ["lat", "lng", "radius"],
        "annotation": [
            "lat", "lng", "size", "anchor", "title", "subtitle", "enabled", "callout", "calloutOffset", "accessories",
            "draggable",
        ],
        "indoor": ["bounds", "levels", "level", "minZoom"],
    ]

    /// The scene: its items, with every id unique.
    func scene(_ value: JSONValue, _ path: JSONPath) -> [Spec.SceneItem]? {
        guard let items = array(of: sceneItem)(value, path) else { return nil }
        var seen: Set<String> = []
        for (index, item) in items.enumerated() where !seen.insert(item.id).inserted {
            error(path.index(index).key("id"), "the id \"\(item.id)\" is used by more than one scene item")
        }
        return items
    }

    private func sceneItem(_ value: JSONValue, _ path: JSONPath) -> Spec.SceneItem? {
        guard case .object(let members) = value else { return mismatched(path, "an object", value) }
        let kind = members.first { $0.key == "kind" }.flatMap { member -> String? in
            if case .string(let name) = member.value { return name }
            return nil
        }
        let known = Self.commonItemFields + (kind.flatMap { Self.itemFields[$0] } ?? [])
        guard let object = object(value, at: path, known: kind.flatMap { Self.itemFields[$0] } == nil ? nil : known)
        else { return nil }
        let id = object.required("id", nonEmptyString)
        let name = object.required("kind", string)
        let content = name.flatMap { name -> Spec.SceneItem.Content? in
            guard Self.itemFields[name] != nil else {
                return failed(
                    path.key("kind"),
                    "unknown scene item kind \"\(name)\"" + hint(for: name, among: Spec.SceneItem.kinds))
            }
            return itemContent(kind: name, object)
        }
        guard let id, let content else { return nil }
        return Spec.SceneItem(
            id: id, content: content, z: object.optional("z", int) ?? 0,
            globalZ: object.optional("globalZ", int) ?? 0, visible: object.optional("visible", bool) ?? true,
            tap: object.optional("tap", choice(Spec.TapHandling.self)))
    }

    private func itemContent(kind: String, _ object: ObjectReader) -> Spec.SceneItem.Content? {
        switch kind {
        case "marker":
            return position(in: object).map {
                .marker(
                    Spec.SceneItem.Marker(
                        position: $0, size: object.optional("size", size) ?? CGSize(width: 24, height: 36),
                        anchor: object.optional("anchor", point) ?? CGPoint(x: 0.5, y: 1)))
            }
        case "symbol":
            return position(in: object).map {
                .symbol(
                    Spec.SceneItem.Symbol(
                        position: $0, caption: object.optional("caption", string) ?? "",
                        size: object.optional("size", size) ?? CGSize(width: 60, height: 20)))
            }
        case "polyline":
            let points = object.required("points", ring(minimum: 2))
            return points.map {
                .polyline(Spec.SceneItem.Polyline(points: $0, width: object.optional("width", nonNegative) ?? 4))
            }
        case "polygon":
            let points = object.required("points", ring(minimum: 3))
            let holes = object.optional("holes", array(of: ring(minimum: 3))) ?? []
            return points.map { .polygon(Spec.SceneItem.Polygon(points: $0, holes: holes)) }
        case "circle":
            let center = position(in: object)
            let radius = object.required("radius", nonNegative)
            guard let center, let radius else { return nil }
            return .circle(Spec.SceneItem.Circle(center: center, radius: radius))
        case "annotation":
            return position(in: object).map { .annotation(annotation(at: $0, object)) }
        default:
            return indoor(object).map { .indoor($0) }
        }
    }

    private func ring(minimum: Int) -> (JSONValue, JSONPath) -> [LatLng]? {
        { value, path in
            guard let points = self.array(of: self.latLngPair)(value, path) else { return nil }
            guard case .array(let elements) = value, elements.count >= minimum else {
                return self.failed(path, "needs at least \(minimum) points")
            }
            return points
        }
    }

    private func annotation(at position: LatLng, _ object: ObjectReader) -> Spec.SceneItem.Annotation {
        Spec.SceneItem.Annotation(
            position: position, size: object.optional("size", size) ?? CGSize(width: 24, height: 36),
            anchor: object.optional("anchor", point) ?? CGPoint(x: 0.5, y: 1),
            title: object.optional("title", string), subtitle: object.optional("subtitle", string),
            enabled: object.optional("enabled", bool) ?? true, callout: object.optional("callout", bool) ?? false,
            calloutOffset: object.optional("calloutOffset", point) ?? .zero,
            accessories: object.optional("accessories", array(of: choice(among: [CalloutPart.left, .right]))) ?? [],
            draggable: object.optional("draggable", bool) ?? false)
    }

    private func indoor(_ object: ObjectReader) -> Spec.SceneItem.Indoor? {
        let bounds = object.required("bounds", bounds)
        let levels = object.required("levels", array(of: nonEmptyString))
        if let levels, levels.isEmpty { error(object.path.key("levels"), "needs at least one level") }
        let level = object.optional("level", nonEmptyString)
        if let level, let levels, !levels.contains(level) {
            error(object.path.key("level"), "\"\(level)\" is not one of the levels")
        }
        let minZoom = object.optional("minZoom", number(in: 0...CameraLimits.zoomCeiling))
        guard let bounds, let levels, let first = levels.first else { return nil }
        return Spec.SceneItem.Indoor(bounds: bounds, levels: levels, level: level ?? first, minZoom: minZoom)
    }

    private func bounds(_ value: JSONValue, _ path: JSONPath) -> LatLngBounds? {
        guard let object = object(value, at: path, known: ["south", "west", "north", "east"]) else { return nil }
        let south = object.required("south", latitude)
        let west = object.required("west", number)
        let north = object.required("north", latitude)
        let east = object.required("east", number)
        guard let south, let west, let north, let east else { return nil }
        do throws(MapCompatError) {
            return try LatLngBounds(south: south, west: west, north: north, east: east)
        } catch {
            return failed(path.key(error.field), error.message)
        }
    }
}
