#if !canImport(UIKit)
    import Foundation

    /// What an accessibility element is and does (a stand-in for UIKit's `UIAccessibilityTraits`), which map
    /// views' ornaments declare (MapLibre's compass is a button).
    public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
        /// The trait bits.
        public let rawValue: UInt64
        /// Traits from their bits.
        public init(rawValue: UInt64) { self.rawValue = rawValue }
        /// No trait.
        public static let none = UIAccessibilityTraits([])
        /// A button.
        public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
        /// A link.
        public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
        /// An image.
        public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
        /// A selected element.
        public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
        /// Static text.
        public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
        /// An element whose value adjusts.
        public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
        /// An element that takes direct touches.
        public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    }
#endif
