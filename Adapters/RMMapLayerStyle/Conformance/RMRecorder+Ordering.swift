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
