import Foundation
import MapCompatCore

extension RMMapView {
    /// Reports a core `annotationTap` as `tapOnAnnotation(_:onMap:)`, or, when the delegate does not
    /// implement that method, as `singleTapOnMap(_:at:)` at the tap's point: route-me's fallback.
    func reportAnnotationTap(_ id: AnnotationID, at point: CGPoint) {
        guard let delegate, let annotation = annotation(for: id) else { return }
        delegateLacksAnnotationTap = false
        delegate.tapOnAnnotation(annotation, onMap: self)
        guard delegateLacksAnnotationTap else { return }
        delegateLacksAnnotationTap = false
        delegate.singleTapOnMap(self, at: point)
    }
}
