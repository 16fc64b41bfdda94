// swift-format-ignore-file: NeverUseImplicitlyUnwrappedOptionals

// route-me's headers carry no nullability: Swift imports their objects implicitly unwrapped, and so does this API.
import Foundation
import MapCompatCore

/// route-me's stacking of annotation layers (`RMMapView.m` `correctOrderingOfAllAnnotations`): the delegate's
/// `annotationSortingComparatorForMapView:` sorts every annotation, markers and shapes together, bottom first,
/// and the map writes each layer's `zPosition` from its place in that order, overwriting what the app set.
/// Without a comparator, route-me's own order applies: it is the core's data
/// (``MapCompatCore/AnnotationRules/Stacking/lowerOnScreenAbove``), not a rule of this adapter.
extension RMMapView {
    /// Sorts the annotations with the delegate's comparator, if it gives one, and writes each layer's
    /// `zPosition` (the core's z) from its place: the first at the bottom.
    func correctOrderingOfAllAnnotations() {
        guard let comparator = delegateComparator() else { return }
        let sorted = annotationOrder.compactMap { annotationsByID[$0] }.sorted {
            comparator($0, $1) == .orderedAscending
        }
        for (index, annotation) in sorted.enumerated() where annotation.layer?.zPosition != CGFloat(index) {
            annotation.layer?.zPosition = CGFloat(index)
        }
    }

    /// The delegate's comparator in whichever spelling it implements; `nil` when it implements none.
    private func delegateComparator() -> Comparator? {
        guard let delegate else { return nil }
        if let given: Comparator = delegate.annotationSortingComparator(for: self as RMMapView?) { return given }
        if let given: Comparator = delegate.annotationSortingComparator(for: self) { return given }
        delegateLacksComparator = false
        let plain: Comparator = delegate.annotationSortingComparator(for: self as RMMapView?)
        return delegateLacksComparator ? nil : plain
    }
}

extension RMMapViewDelegate {
    /// None: route-me's own order.
    public func annotationSortingComparator(for mapView: RMMapView!) -> Comparator! { nil }

    /// None (marks the map so that it uses route-me's own order).
    public func annotationSortingComparator(for mapView: RMMapView!) -> Comparator {
        mapView?.delegateLacksComparator = true
        return { _, _ in .orderedSame }
    }

    /// None: route-me's own order.
    public func annotationSortingComparator(for mapView: RMMapView) -> Comparator? { nil }
}
