#if !canImport(UIKit)
    /// Distances in points from each edge of a view, with leading and trailing edges that follow the
    /// layout direction (a stand-in for UIKit's `NSDirectionalEdgeInsets`, which TomTom's `MapView` takes).
    /// Headless maps lay out left to right, so leading is left.
    public struct NSDirectionalEdgeInsets: Hashable, Sendable {
        /// Inset from the top edge.
        public var top: CGFloat
        /// Inset from the leading edge.
        public var leading: CGFloat
        /// Inset from the bottom edge.
        public var bottom: CGFloat
        /// Inset from the trailing edge.
        public var trailing: CGFloat

        /// No insets.
        public init() {
            self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
        }

        /// Insets from each edge, in points.
        public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
            self.top = top
            self.leading = leading
            self.bottom = bottom
            self.trailing = trailing
        }

        /// No insets.
        public static let zero = NSDirectionalEdgeInsets()
    }
#endif
