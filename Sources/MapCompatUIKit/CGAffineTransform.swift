#if !canImport(CoreGraphics)
    import Foundation

    /// A 2-D affine transform (a stand-in for Core Graphics' `CGAffineTransform`, which swift-corelibs-foundation
    /// lacks): a point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty). Views carry one as `UIView.transform`
    /// (MapLibre's compass turns with the map through it).
    public struct CGAffineTransform: Hashable, Sendable {
        /// Row 1, column 1.
        public var a: CGFloat
        /// Row 1, column 2.
        public var b: CGFloat
        /// Row 2, column 1.
        public var c: CGFloat
        /// Row 2, column 2.
        public var d: CGFloat
        /// The horizontal translation.
        public var tx: CGFloat
        /// The vertical translation.
        public var ty: CGFloat

        /// A transform from its six values.
        public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
            (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
        }

        /// A rotation by `angle` radians (`CGAffineTransformMakeRotation`).
        public init(rotationAngle angle: CGFloat) {
            let (cosine, sine) = (cos(angle), sin(angle))
            self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
        }

        /// A scale (`CGAffineTransformMakeScale`).
        public init(scaleX sx: CGFloat, y sy: CGFloat) {
            self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
        }

        /// The transform that changes nothing.
        public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

        /// Whether this is the identity.
        public var isIdentity: Bool { self == .identity }

        /// The transform that undoes this one (`CGAffineTransformInvert`); this one unchanged when it cannot be
        /// undone, as Core Graphics returns it.
        public func inverted() -> CGAffineTransform {
            let determinant = a * d - b * c
            guard determinant != 0, determinant.isFinite else { return self }
            return CGAffineTransform(
                a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
                tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
        }

        /// This transform followed by `t2` (`CGAffineTransformConcat`).
        public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
            CGAffineTransform(
                a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d, c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
                tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
        }
    }

    extension CGPoint {
        /// The point mapped by a transform (`CGPointApplyAffineTransform`).
        public func applying(_ t: CGAffineTransform) -> CGPoint {
            CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
        }
    }
#endif
