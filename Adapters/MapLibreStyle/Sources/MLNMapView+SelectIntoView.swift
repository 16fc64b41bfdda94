import Foundation
import MapCompatCore

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// Selecting an annotation and panning it into view, as MapLibre's
/// `selectAnnotation:moveIntoView:animateSelection:calloutPositioningRect:completionHandler:` does (maplibre-native
/// `platform/ios/src/MLNMapView.mm`): only point annotations move; the annotation's frame, grown by the callout's
/// `marginInsetsHintForPresentation(from:)`, must lie inside the content area, or, without such a hint, the
/// frame may stick out by its own size before the map pans.
extension MLNMapView {
    /// Selects an annotation (adding it first if needed) and, with `moveIntoView`, pans the map at the current
    /// zoom and direction until the annotation and its callout show inside the content area; the handler runs
    /// when the pan arrives, or at once when nothing moves.
    public func selectAnnotation(
        _ annotation: any MLNAnnotation, moveIntoView: Bool, animateSelection: Bool, completionHandler: (() -> Void)?
    ) {
        let alreadySelected = selectedAnnotations.first.map { $0 === annotation } ?? false
        guard !alreadySelected else { return }
        selectAnnotation(annotation, animated: animateSelection)
        guard moveIntoView, annotation is MLNPointAnnotation, let target = centreBringingIntoView(annotation) else {
            completionHandler?()
            return
        }
        setCenter(
            target, zoomLevel: zoomLevel, direction: direction, animated: animateSelection,
            completionHandler: completionHandler)
    }

    /// The centre that brings the annotation (and its callout's margins) inside the content area; `nil` when it
    /// is inside already.
    private func centreBringingIntoView(_ annotation: any MLNAnnotation) -> CLLocationCoordinate2D? {
        let point = convert(annotation.coordinate, toPointTo: self)
        guard point.x.isFinite, point.y.isFinite else { return nil }
        let view = self.view(for: annotation)
        let size = view.map(\.bounds.size) ?? MarkerShape.defaultSize
        let anchor = view?.anchor ?? MarkerShape.defaultAnchor
        let frame = CGRect(
            x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width,
            height: size.height)
        let insets = contentInset
        let content = CGRect(
            x: max(insets.left, 0), y: max(insets.top, 0),
            width: bounds.width - max(insets.left, 0) - max(insets.right, 0),
            height: bounds.height - max(insets.top, 0) - max(insets.bottom, 0))
        var expanded = frame
        var limits = content
        let margins = presentedCallout?.view.marginInsetsHintForPresentation(from: frame) ?? .zero
        if margins != .zero {
            expanded = CGRect(
                x: frame.minX + margins.left, y: frame.minY + margins.top,
                width: frame.width - margins.left - margins.right, height: frame.height - margins.top - margins.bottom)
        } else {
            limits = content.insetBy(dx: -frame.width, dy: -frame.height)
        }
        var constrained = content
        var moves = false
        if expanded.minX < limits.minX {
            constrained.origin.x = expanded.minX
            moves = true
        } else if expanded.maxX > limits.maxX {
            constrained.origin.x = expanded.maxX - constrained.width
            moves = true
        }
        if expanded.minY < limits.minY {
            constrained.origin.y = expanded.minY
            moves = true
        } else if expanded.maxY > limits.maxY {
            constrained.origin.y = expanded.maxY - constrained.height
            moves = true
        }
        guard moves else { return nil }
        return convert(CGPoint(x: constrained.midX, y: constrained.midY), toCoordinateFrom: self)
    }
}
