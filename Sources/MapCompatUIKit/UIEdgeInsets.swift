#if !canImport(UIKit)
    /// Distances in points from each edge of a view (a stand-in for UIKit's `UIEdgeInsets`).
    public struct UIEdgeInsets: Hashable, Sendable {
        /// Inset from the top edge.
        public var top: CGFloat
        /// Inset from the left edge.
        public var left: CGFloat
        /// Inset from the bottom edge.
        public var bottom: CGFloat
        /// Inset from the right edge.
        public var right: CGFloat

        /// No insets.
        public init() {
            self.init(top: 0, left: 0, bottom: 0, right: 0)
        }

        /// Insets from each edge, in points.
        public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
            self.top = top
            self.left = left
            self.bottom = bottom
            self.right = right
        }

        /// No insets.
        public static let zero = UIEdgeInsets()
    }

    /// `UIEdgeInsetsMake(top, left, bottom, right)`, the C-style maker older Swift code still calls.
    public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
        UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }
#endif
