import Foundation

/// Screen-space geometry for hit tests: boxes anchored at a point, segments, and the two tolerance metrics.
enum ScreenBox {
    /// Throws unless both sides of a size are finite and not negative.
    static func validate(size: CGSize, field: String) throws(MapCompatError) {
        for (value, name) in [(Double(size.width), "\(field).width"), (Double(size.height), "\(field).height")] {
            guard try MapCompatError.finite(value, name) >= 0 else {
                throw MapCompatError(.outOfRange, field: name, "\(value) is negative")
            }
        }
    }

    /// The farthest any point of a box reaches from its anchor, in points: a bound that holds at any bearing.
    static func reach(size: CGSize, anchor: CGPoint) -> Double {
        let ax = Double(anchor.x)
        let ay = Double(anchor.y)
        let w = Double(size.width)
        let h = Double(size.height)
        return (max(abs(ax), abs(1 - ax)) * w).hypot(max(abs(ay), abs(1 - ay)) * h)
    }

    /// The gap between a point and a box whose anchor is shown at `anchorPoint`, measured with `shape`
    /// (0 inside or on the edge).
    static func gap(
        from point: CGPoint, toBoxAt anchorPoint: CGPoint, size: CGSize, anchor: CGPoint,
        shape: HitTestRules.ToleranceShape
    ) -> Double {
        let minX = Double(anchorPoint.x) - Double(anchor.x) * Double(size.width)
        let minY = Double(anchorPoint.y) - Double(anchor.y) * Double(size.height)
        let x = Double(point.x)
        let y = Double(point.y)
        let dx = max(minX - x, 0, x - (minX + Double(size.width)))
        let dy = max(minY - y, 0, y - (minY + Double(size.height)))
        switch shape {
        case .round: return dx.hypot(dy)
        case .square: return max(dx, dy)
        }
    }

    /// The Euclidean distance from a point to the segment `a`–`b`.
    static func distance(from point: CGPoint, toSegment a: CGPoint, _ b: CGPoint) -> Double {
        let px = Double(point.x) - Double(a.x)
        let py = Double(point.y) - Double(a.y)
        let sx = Double(b.x) - Double(a.x)
        let sy = Double(b.y) - Double(a.y)
        let lengthSquared = sx * sx + sy * sy
        let t = lengthSquared > 0 ? min(max((px * sx + py * sy) / lengthSquared, 0), 1) : 0
        return (px - t * sx).hypot(py - t * sy)
    }
}

extension Double {
    /// `sqrt(self² + other²)` without intermediate overflow.
    func hypot(_ other: Double) -> Double { Foundation.hypot(self, other) }
}
