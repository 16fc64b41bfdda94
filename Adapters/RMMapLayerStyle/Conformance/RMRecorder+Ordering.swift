import Foundation
import MapCompatConformance
import MapCompatCore
import RMMapLayerStyle

/// A spec's stacking order through route-me's own means: the delegate's
/// `annotationSortingComparator(for:)` (`annotationSortingComparatorForMapView:` in `RMMapViewDelegate.h`),
/// which sorts every annotation layer, markers and shapes together, bottom first; route-me then writes each
/// layer's `zPosition` from that order (`RMMapView.m` `correctOrderingOfAllAnnotations`).
extension RMRecorder {
    /// Where a spec item stacks: by global z, then z, then insertion.
    struct StackKey: Comparable {
        let globalZ: Int
        let z: Int
        let insertion: Int

        static func < (lhs: StackKey, rhs: StackKey) -> Bool {
            (lhs.globalZ, lhs.z, lhs.insertion) < (rhs.globalZ, rhs.z, rhs.insertion)
        }
    }

    /// Notes a spec item's place in the order, before its annotation goes on the map.
    ///
    /// - Throws: ``NotExpressible`` when the spec names a global z for a scene with both marker and shape
    ///   layers: the headless map hit-tests marker layers (core annotations) before shape layers (core scene
    ///   items), route-me's own order, so an order that lifts a shape above a marker would not be kept.
    func stack(_ item: Spec.SceneItem) throws {
        stackKeys[item.id] = StackKey(globalZ: item.globalZ, z: item.z, insertion: stackKeys.count)
        switch item.content {
        case .annotation, .marker: stackedKinds.insert("marker")
        default: stackedKinds.insert("shape")
        }
        if item.globalZ != 0 { stackedKinds.insert("globalZ") }
        if stackedKinds.count == 3 {
            throw NotExpressible(
                reason: "the headless route-me map hit-tests marker layers before shape layers, so a global z "
                    + "that lifts a shape above a marker is not kept", capability: .scene("globalZ"))
        }
    }

    /// Declines a spec whose order lays a shape above a marker or annotation, when a touch may land on them:
    /// route-me lays markers above shapes (`RMMapView.m` `correctOrderingOfAllAnnotations`), and the headless
    /// map hit-tests marker layers before shape layers whatever the delegate's comparator says (fuzz seed 6,
    /// run 64: a polygon added after a marker it covers).
    ///
    /// - Throws: ``NotExpressible`` with route-me's reason.
    static func declineShapesAboveMarkers(_ spec: Spec) throws {
        let placed = spec.scene.enumerated().map { index, item in
            (key: StackKey(globalZ: item.globalZ, z: item.z, insertion: index), item: item)
        }
        let topShape = placed.filter { $0.item.isShape }.map(\.key).max()
        let bottomMarker = placed.filter { $0.item.isMarkerLayer }.map(\.key).min()
        let touches: [Step.Kind] = [
            .tap, .doubleTap, .twoFingerTap, .longPress, .quickZoom, .drag, .touches, .tapControl, .tapCallout,
        ]
        guard let topShape, let bottomMarker, bottomMarker < topShape,
            spec.steps.contains(where: { touches.contains($0.kind) })
        else { return }
        throw NotExpressible(
            reason: "route-me lays markers above shapes, and its headless map hit-tests marker layers first: a shape "
                + "above a marker in the spec's order is not kept")
    }

    /// The spec's order when it names a global z; route-me's own order (`nil`) otherwise, as for an app that
    /// does not implement the method.
    func annotationSortingComparator(for mapView: RMMapView!) -> Comparator! {
        guard stackKeys.values.contains(where: { $0.globalZ != 0 }) else { return nil }
        let keys = Dictionary(uniqueKeysWithValues: ids.compactMap { key, id in stackKeys[id].map { (key, $0) } })
        return { first, second in
            guard let first = first as? RMAnnotation, let second = second as? RMAnnotation,
                let lhs = keys[ObjectIdentifier(first)], let rhs = keys[ObjectIdentifier(second)]
            else { return .orderedSame }
            return lhs < rhs ? .orderedAscending : rhs < lhs ? .orderedDescending : .orderedSame
        }
    }
}

extension Spec.SceneItem {
    /// Whether route-me draws the item as a marker layer: annotations and markers.
    fileprivate var isMarkerLayer: Bool {
        switch content {
        case .annotation, .marker: true
        case .symbol, .polyline, .polygon, .circle, .indoor: false
        }
    }

    /// Whether route-me draws the item as a shape layer.
    fileprivate var isShape: Bool {
        switch content {
        case .polyline, .polygon, .circle: true
        case .annotation, .marker, .symbol, .indoor: false
        }
    }
}
