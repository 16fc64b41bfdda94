import Foundation

/// The size of the callout bubble and of its accessory slots: what a tap on a callout part is tested
/// against. No vendor publishes a fixed bubble size (SMCalloutView sizes to its text), so the neutral numbers
/// are MapCompat's own; the 32-point accessory follows route-me's "32 pixels or less" for accessory views.
public struct CalloutLayout: Hashable, Sendable {
    /// The bubble's size in points; its bottom centre sits on the callout's anchor.
    public let size: CGSize
    /// The width of the left and of the right accessory slot, each as tall as the bubble.
    public let accessoryWidth: Double

    /// Creates a layout.
    ///
    /// - Throws: ``MapCompatError`` naming `size.width`, `size.height` or `accessoryWidth` when not finite or
    ///   negative, or `accessoryWidth` when two slots do not fit in the bubble.
    public init(size: CGSize, accessoryWidth: Double) throws(MapCompatError) {
        try ScreenBox.validate(size: size, field: "size")
        let width = try MapCompatError.finite(accessoryWidth, "accessoryWidth")
        guard width >= 0, 2 * width <= Double(size.width) else {
            throw MapCompatError(
                .outOfRange, field: "accessoryWidth", "\(width) must lie in 0...\(Double(size.width) / 2)")
        }
        self.init(unchecked: size, accessoryWidth: width)
    }

    private init(unchecked size: CGSize, accessoryWidth: Double) {
        self.size = size
        self.accessoryWidth = accessoryWidth
    }

    /// A 200 × 44 point bubble with 32-point accessory slots.
    public static let neutral = CalloutLayout(unchecked: CGSize(width: 200, height: 44), accessoryWidth: 32)
}
