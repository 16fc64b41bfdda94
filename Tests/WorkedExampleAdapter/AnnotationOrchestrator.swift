import Foundation

/// Makes and keeps the map's annotation managers (Mapbox's `AnnotationOrchestrator`, mapbox/mapbox-maps-ios
/// `Sources/MapboxMaps/Annotations/AnnotationOrchestrator.swift`), point annotations only.
public final class AnnotationOrchestrator {
    private let core: InteractiveMap
    private var managers: [PointAnnotationManager] = []
    private var layersMade = 0

    init(core: InteractiveMap) { self.core = core }

    /// A manager of point annotations whose layer lies above every layer made before it; one with the same `id`
    /// is removed first, as Mapbox does.
    public func makePointAnnotationManager(id: String = String(UUID().uuidString.prefix(5))) -> PointAnnotationManager {
        removeAnnotationManager(withId: id)
        let manager = PointAnnotationManager(id: id, core: core, layer: layersMade)
        layersMade += 1
        managers.append(manager)
        return manager
    }

    /// Removes the manager named `id` and its annotations.
    public func removeAnnotationManager(withId id: String) {
        managers.first { $0.id == id }?.annotations = []
        managers.removeAll { $0.id == id }
    }

    /// The answer of the annotation drawn as `item` to `press`; `false` for an item no manager drew.
    func answer(_ press: ScenePress, on item: SceneItemID, context: MapContentGestureContext) -> Bool {
        for manager in managers {
            if let answer = manager.answer(press, on: item, context: context) { return answer }
        }
        return false
    }
}

/// The point annotations of one layer (Mapbox's `PointAnnotationManager`,
/// `Sources/MapboxMaps/Annotations/Generated/PointAnnotationManager.swift`).
///
/// Every annotation is shown, later ones and higher sort keys above: Mapbox also hides icons that collide unless
/// `iconAllowOverlap` is set, and without sort keys orders overlapping icons by their place on screen. The core
/// does not place symbols, so the example leaves both out.
public class PointAnnotationManager {
    /// The manager's name, which is also its layer's.
    public let id: String
    private let core: InteractiveMap
    private let layer: Int
    private var drawn: [SceneItemID: PointAnnotation] = [:]

    init(id: String, core: InteractiveMap, layer: Int) {
        self.id = id
        self.core = core
        self.layer = layer
    }

    /// The annotations shown, in drawing order.
    public var annotations: [PointAnnotation] = [] {
        didSet { redraw() }
    }

    func answer(_ press: ScenePress, on item: SceneItemID, context: MapContentGestureContext) -> Bool? {
        guard let annotation = drawn[item] else { return nil }
        let handler = press == .tap ? annotation.tapHandler : annotation.longPressHandler
        return handler?(context) ?? false
    }

    /// Replaces the layer's scene items with the annotations': the manager's layer is the items' `globalZ`, a
    /// sort key's rank among the layer's keys their `z`.
    private func redraw() {
        for id in drawn.keys { _ = try? core.scene.remove(id) }
        drawn = [:]
        let keys = Set(annotations.map { $0.symbolSortKey ?? 0 }).sorted()
        for annotation in annotations {
            let id = SceneItemID("\(self.id)/\(annotation.id)")
            do {
                let coordinates = annotation.point.coordinates
                let shape = try MarkerShape(
                    position: LatLng(latitude: coordinates.latitude, longitude: coordinates.longitude),
                    size: annotation.image?.image.size ?? .zero,
                    anchor: (annotation.iconAnchor ?? .center).unitPoint)
                let hasHandler = annotation.tapHandler != nil || annotation.longPressHandler != nil
                try core.scene.add(
                    SceneItem(
                        id: id, shape: .marker(shape), z: keys.firstIndex(of: annotation.symbolSortKey ?? 0) ?? 0,
                        globalZ: layer, tap: hasHandler ? .decide : .none))
                drawn[id] = annotation
            } catch {
                core.diagnostics.report(MapDiagnostic(error, value: "\(annotation.id)"))
            }
        }
    }
}

@available(*, unavailable)
extension AnnotationOrchestrator: Sendable {}

@available(*, unavailable)
extension PointAnnotationManager: Sendable {}
