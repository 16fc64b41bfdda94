import Foundation

/// The size of the callout bubble and of its accessory slots: what a tap on a callout part is tested
/// against. No vendor publishes a fixed bubble size (SMCalloutView sizes to its text), so the neutral numbers
/// are MapCompat's own; the 32-point accessory follows route-me's "32 pixels or less" for accessory views.
public struct CalloutLayout: Hashable, Sendable {
    /// The bubble's size in points; its bottom centre sits on the callout's anchor.
    public let size: CGSize
    /// The width of the left and of the right accessory slot, each as tall as the bubble.
    public let accessoryWidth: Double
    /// The room, in points, the bubble keeps from the view's left and right sides when it moves sideways to
    /// stay in view (SMCalloutView's `COMFORTABLE_MARGIN`); 0 by default.
    public let edgeMargin: Double
    /// How close, in points, the arrow may come to the bubble's side: when the anchor lies nearer the view's
    /// side than that, the bubble slides past the side so that its arrow still points at the anchor
    /// (SMCalloutView's `anchorMargin`). `nil`, the default, keeps the bubble in view wherever the anchor is.
    public let arrowMargin: Double?

    /// Creates a layout whose bubble stays in view.
    ///
    /// - Throws: ``MapCompatError`` naming `size.width`, `size.height` or `accessoryWidth` when not finite or
    ///   negative, or `accessoryWidth` when two slots do not fit in the bubble.
    public init(size: CGSize, accessoryWidth: Double) throws(MapCompatError) {
        try self.init(size: size, accessoryWidth: accessoryWidth, edgeMargin: 0, arrowMargin: nil)
    }

    /// Creates a layout with the room kept from the view's sides and, when `arrowMargin` is given, a bubble
    /// that slides past the side to keep its arrow on an anchor near it.
    ///
    /// - Throws: ``MapCompatError`` naming `size.width`, `size.height`, `accessoryWidth`, `edgeMargin` or
    ///   `arrowMargin` when not finite or negative, or `accessoryWidth` when two slots do not fit in the
    ///   bubble.
    public init(size: CGSize, accessoryWidth: Double, edgeMargin: Double, arrowMargin: Double?)
        throws(MapCompatError)
    {
        try ScreenBox.validate(size: size, field: "size")
        let width = try MapCompatError.finite(accessoryWidth, "accessoryWidth")
        guard width >= 0, 2 * width <= Double(size.width) else {
            throw MapCompatError(
                .outOfRange, field: "accessoryWidth", "\(width) must lie in 0...\(Double(size.width) / 2)")
        }
        let edge = try Self.nonNegative(edgeMargin, "edgeMargin")
        let arrow = try arrowMargin.map { value throws(MapCompatError) in try Self.nonNegative(value, "arrowMargin") }
        self.init(unchecked: size, accessoryWidth: width, edgeMargin: edge, arrowMargin: arrow)
    }

    private init(unchecked size: CGSize, accessoryWidth: Double, edgeMargin: Double = 0, arrowMargin: Double? = nil) {
        self.size = size
        self.accessoryWidth = accessoryWidth
        self.edgeMargin = edgeMargin
        self.arrowMargin = arrowMargin
    }

    private static func nonNegative(_ value: Double, _ field: String) throws(MapCompatError) -> Double {
        let checked = try MapCompatError.finite(value, field)
        guard checked >= 0 else { throw MapCompatError(.outOfRange, field: field, "\(checked) must not be negative") }
        return checked
    }

    /// A 200 × 44 point bubble with 32-point accessory slots, kept in view.
    public static let neutral = CalloutLayout(unchecked: CGSize(width: 200, height: 44), accessoryWidth: 32)

    /// MapLibre's callout placement (maplibre/maplibre-native `platform/ios/vendor/SMCalloutView/SMCalloutView.m`,
    /// `presentCalloutFromRect:inLayer:ofView:constrainedToRect:animated:`, CONFIRMED): the bubble keeps 10
    /// points from the view's sides (`COMFORTABLE_MARGIN`) and its arrow at least 27 points from its own sides
    /// (`anchorMargin` of the masked background), sliding past the view's side for an anchor at the edge. The
    /// bubble's size is the neutral one (SMCalloutView sizes itself to its text).
    public static let mapLibre = CalloutLayout(
        unchecked: CGSize(width: 200, height: 44), accessoryWidth: 32, edgeMargin: 10, arrowMargin: 27)

    /// Where the bubble's left side goes for an anchor at `anchorX` in a view spanning `bounds`: centred on
    /// the anchor, moved sideways as little as it takes to keep ``edgeMargin`` from the sides, then, with an
    /// ``arrowMargin``, moved back towards the anchor until the arrow can point at it.
    func bubbleMinX(anchorX: Double, bounds: CGRect) -> Double {
        let width = Double(size.width)
        let centred = anchorX - width / 2
        let low = Double(bounds.minX) + edgeMargin
        let high = Double(bounds.maxX) - edgeMargin - width
        let x = max(low, min(centred, high))
        guard let arrowMargin else { return x }
        let minPoint = x + arrowMargin
        let maxPoint = x + width - arrowMargin
        if anchorX < minPoint { return x + anchorX - minPoint }
        if anchorX > maxPoint { return x + anchorX - maxPoint }
        return x
    }
}
