import MapCompatCore

extension EdgeInsets {
    /// The core's insets from UIKit's, side for side.
    public init(_ insets: UIEdgeInsets) {
        self.init(
            top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
            right: Double(insets.right))
    }

    /// The core's insets from UIKit's directional ones, leading as left (headless maps lay out left to right).
    public init(_ insets: NSDirectionalEdgeInsets) {
        self.init(
            top: Double(insets.top), left: Double(insets.leading), bottom: Double(insets.bottom),
            right: Double(insets.trailing))
    }
}

extension UIEdgeInsets {
    /// UIKit's insets from the core's, side for side.
    public init(_ insets: EdgeInsets) {
        self.init(
            top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom),
            right: CGFloat(insets.right))
    }
}
