import Foundation

/// Where a shown callout is on screen and where its parts are, so taps on it can be routed before anything
/// beneath it (route-me's map view hands touches inside the callout to the callout first).
///
/// Its anchor, the tip of its arrow, is the top centre of the annotation's frame plus the annotation's
/// ``Annotation/calloutOffset`` (route-me `RMMarker`; positive offsets move it down and right); the bubble's bottom
/// edge sits on the anchor, centred on it unless that would put it past the view's side (``CalloutLayout``
/// says how close to the side it may come, and whether it slides past to keep its arrow on the anchor).
public struct Callout: Hashable, Sendable {
    /// The annotation the callout belongs to.
    public let annotationID: AnnotationID
    /// The tip of the callout's arrow.
    public let anchor: CGPoint
    /// The whole bubble.
    public let frame: CGRect
    /// The left accessory's slot, when the callout has one.
    public let leftFrame: CGRect?
    /// The right accessory's slot, when the callout has one.
    public let rightFrame: CGRect?

    /// Lays out the callout of an annotation whose frame is `annotationFrame`: the bubble of `layout`'s size
    /// above the anchor, moved sideways as little as it takes to lie within `bounds` (the map's view) less the
    /// layout's edge margin, or past the side when the layout keeps its arrow on the anchor, as the vendors'
    /// callout views constrain themselves (route-me's and MapLibre's `SMCalloutView`,
    /// `presentCalloutFromRect:inView:constrainedToRect:`); or, when the app's callout view took a frame of its
    /// own, that frame (`presented`, relative to the anchor), so taps are judged on the view the user sees.
    init(
        annotation: Annotation, annotationFrame: CGRect, layout: CalloutLayout, bounds: CGRect,
        presented: CGRect? = nil
    ) {
        annotationID = annotation.id
        anchor = CGPoint(
            x: annotationFrame.midX + annotation.calloutOffset.x, y: annotationFrame.minY + annotation.calloutOffset.y)
        if let presented {
            frame = presented.offsetBy(dx: anchor.x, dy: anchor.y)
        } else {
            let size = layout.size
            frame = CGRect(
                x: layout.bubbleMinX(anchorX: Double(anchor.x), bounds: bounds),
                y: Double(anchor.y) - Double(size.height), width: Double(size.width), height: Double(size.height))
        }
        let slot = min(layout.accessoryWidth, Double(frame.width) / 2)
        leftFrame =
            annotation.hasLeftAccessory
            ? CGRect(x: Double(frame.minX), y: Double(frame.minY), width: slot, height: Double(frame.height)) : nil
        rightFrame =
            annotation.hasRightAccessory
            ? CGRect(x: Double(frame.maxX) - slot, y: Double(frame.minY), width: slot, height: Double(frame.height))
            : nil
    }

    /// The part under a point (edges included), or `nil` outside the bubble; the accessories lie above the
    /// body.
    public func part(at point: CGPoint) -> CalloutPart? {
        if let leftFrame, Self.contains(leftFrame, point) { return .left }
        if let rightFrame, Self.contains(rightFrame, point) { return .right }
        return Self.contains(frame, point) ? .body : nil
    }

    /// The middle of a part, where a test or spec taps it; `nil` for an accessory the callout lacks.
    public func center(of part: CalloutPart) -> CGPoint? {
        switch part {
        case .left: return leftFrame.map { CGPoint(x: $0.midX, y: $0.midY) }
        case .right: return rightFrame.map { CGPoint(x: $0.midX, y: $0.midY) }
        case .body:
            let minX = leftFrame?.maxX ?? frame.minX
            let maxX = rightFrame?.minX ?? frame.maxX
            return CGPoint(x: (minX + maxX) / 2, y: frame.midY)
        }
    }

    private static func contains(_ rect: CGRect, _ point: CGPoint) -> Bool {
        point.x >= rect.minX && point.x <= rect.maxX && point.y >= rect.minY && point.y <= rect.maxY
    }
}
