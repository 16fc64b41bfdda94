#if !canImport(CoreGraphics)
    import Foundation

    /// A two-dimensional vector (a stand-in for Core Graphics' `CGVector`, which swift-corelibs-foundation
    /// lacks). MapLibre's `MLNAnnotationView.centerOffset` is one (`platform/ios/src/MLNAnnotationView.h`,
    /// maplibre/maplibre-native), so client code that writes `CGVector(dx:dy:)` compiles off Apple platforms.
    public struct CGVector: Hashable, Sendable {
        /// The horizontal component.
        public var dx: CGFloat
        /// The vertical component.
        public var dy: CGFloat

        /// A vector from its two components.
        public init(dx: CGFloat, dy: CGFloat) {
            (self.dx, self.dy) = (dx, dy)
        }

        /// A vector from `Double` components, as Core Graphics' overlay offers it.
        public init(dx: Double, dy: Double) {
            self.init(dx: CGFloat(dx), dy: CGFloat(dy))
        }

        /// A vector from `Int` components, as Core Graphics' overlay offers it.
        public init(dx: Int, dy: Int) {
            self.init(dx: CGFloat(dx), dy: CGFloat(dy))
        }

        /// The vector (0, 0).
        public init() { self.init(dx: CGFloat(0), dy: CGFloat(0)) }

        /// The vector (0, 0).
        public static let zero = CGVector()
    }
#endif
