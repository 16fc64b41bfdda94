/// Many queries at once: the topmost anchor near each of a batch of points.
///
/// The spatial-index peers of the hit-test benchmark answer a batch the same way (shapely's `STRtree.query` and
/// rtree's `intersection_v` take arrays of geometries). Here it also has a reason of its own: Swift 6.3 does not
/// bring the bodies of `package` inlinable functions into other modules (a client's SIL keeps them
/// `package_external`), so a client in another module pays a call and a closure per query of
/// ``AnchorGrid/forEach(minX:maxX:minY:maxY:_:)``. The loop below is compiled here, with the query inlined.
extension AnchorGrid {
    /// How far from a point its query rectangle reaches: `x - left ... x + right` by `y - up ... y + down`.
    ///
    /// For boxes that all have the same size and anchor, the anchors whose box contains a point are exactly
    /// those inside the point's rectangle for the box's reach mirrored: a box `left` units left of its anchor
    /// contains the point when the anchor is at most `left` units to the point's right.
    package struct Reach: Sendable, Equatable {
        /// Units the rectangle reaches left of the point (towards smaller x).
        package let left: Int32
        /// Units the rectangle reaches right of the point.
        package let right: Int32
        /// Units the rectangle reaches above the point (towards smaller y).
        package let up: Int32
        /// Units the rectangle reaches below the point.
        package let down: Int32

        /// A reach; every distance must be zero or more.
        ///
        /// - Throws: ``MapCompatError`` naming the first negative distance.
        package init(left: Int32, right: Int32, up: Int32, down: Int32) throws(MapCompatError) {
            self.left = try Self.distance(left, "left")
            self.right = try Self.distance(right, "right")
            self.up = try Self.distance(up, "up")
            self.down = try Self.distance(down, "down")
        }

        /// `value` when it is zero or more; an error naming `field` otherwise.
        private static func distance(_ value: Int32, _ field: String) throws(MapCompatError) -> Int32 {
            guard value >= 0 else { throw MapCompatError(.outOfRange, field: field, "\(value) is negative") }
            return value
        }
    }

    /// For each point `(x[i], y[i])`, writes to `result[i]` the largest payload among the anchors inside the
    /// point's rectangle for `reach`, or -1 when there is none: the topmost anchor, when payloads rank anchors
    /// (draw order in the high bits).
    ///
    /// - Throws: ``MapCompatError`` naming `y` or `result` when its length differs from `x`'s.
    package func largestPayloads(
        x: [Int32], y: [Int32], reach: Reach, into result: inout [Int64]
    ) throws(MapCompatError) {
        guard y.count == x.count else {
            throw MapCompatError(.conflict, field: "y", "\(y.count) values for \(x.count) x values")
        }
        guard result.count == x.count else {
            throw MapCompatError(.conflict, field: "result", "\(result.count) slots for \(x.count) points")
        }
        x.withUnsafeBufferPointer { xs in
            y.withUnsafeBufferPointer { ys in
                result.withUnsafeMutableBufferPointer { out in
                    withReader { reader in reader.largestPayloads(xs, ys, reach, into: out) }
                }
            }
        }
    }
}

extension AnchorGrid.Reader {
    /// ``AnchorGrid/largestPayloads(x:y:reach:into:)`` on borrowed storage (lengths already checked).
    func largestPayloads(
        _ xs: UnsafeBufferPointer<Int32>, _ ys: UnsafeBufferPointer<Int32>, _ reach: AnchorGrid.Reach,
        into out: UnsafeMutableBufferPointer<Int64>
    ) {
        for index in xs.indices {
            let x = xs[index]
            let y = ys[index]
            var largest: Int64 = -1
            forEach(
                minX: Self.clamped(x.subtractingReportingOverflow(reach.left), .min),
                maxX: Self.clamped(x.addingReportingOverflow(reach.right), .max),
                minY: Self.clamped(y.subtractingReportingOverflow(reach.up), .min),
                maxY: Self.clamped(y.addingReportingOverflow(reach.down), .max)
            ) { largest = max(largest, Int64($0)) }
            out[index] = largest
        }
    }

    /// A sum or difference, or `limit` when it overflowed (a rectangle reaching past the plane's edge stops
    /// there).
    @inline(__always)
    static func clamped(_ result: (partialValue: Int32, overflow: Bool), _ limit: Int32) -> Int32 {
        result.overflow ? limit : result.partialValue
    }
}
