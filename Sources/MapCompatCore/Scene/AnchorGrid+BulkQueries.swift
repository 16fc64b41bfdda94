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
    /// How many points a bulk query takes through each of its stages at once.
    static let batchSize = 64

    /// ``AnchorGrid/largestPayloads(x:y:reach:into:)`` on borrowed storage (lengths already checked).
    ///
    /// The points go in batches, stage by stage: the non-empty cells (by the filter) that each point's rectangle
    /// spans, then those cells' table slots, then their entries. The loads of one stage do not depend on each
    /// other, so the processor overlaps their cache misses, where point by point each miss waited on the branches
    /// before it (a million points over a million anchors: the queries take half the time or less).
    func largestPayloads(
        _ xs: UnsafeBufferPointer<Int32>, _ ys: UnsafeBufferPointer<Int32>, _ reach: AnchorGrid.Reach,
        into out: UnsafeMutableBufferPointer<Int64>
    ) {
        let batch = Self.batchSize
        withUnsafeTemporaryAllocation(of: QueryRect.self, capacity: batch) { rects in
            withUnsafeTemporaryAllocation(of: CandidateCell.self, capacity: 4 * batch) { cells in
                var start = 0
                while start < xs.count {
                    let points = start..<min(start + batch, xs.count)
                    var count = 0
                    for index in points {
                        let rect = QueryRect(x: xs[index], y: ys[index], reach: reach)
                        rects[index - start] = rect
                        out[index] = -1
                        if let added = appendFilteredCells(of: rect, owner: index - start, to: cells, count: count) {
                            count = added
                        } else {
                            forEach(minX: rect.minX, maxX: rect.maxX, minY: rect.minY, maxY: rect.maxY) {
                                out[index] = max(out[index], Int64($0))
                            }
                        }
                    }
                    count = keepCellsInTable(cells, count: count)
                    for cell in cells[..<count] {
                        let index = start + Int(cell.owner)
                        out[index] = largestPayload(in: rects[Int(cell.owner)], from: cell.head, above: out[index])
                    }
                    start = points.upperBound
                }
            }
        }
    }

    /// One point's rectangle.
    struct QueryRect {
        let minX: Int32
        let maxX: Int32
        let minY: Int32
        let maxY: Int32

        /// The rectangle `reach` spans about `(x, y)`, stopping at the plane's edge.
        init(x: Int32, y: Int32, reach: AnchorGrid.Reach) {
            minX = AnchorGrid.Reader.clamped(x.subtractingReportingOverflow(reach.left), .min)
            maxX = AnchorGrid.Reader.clamped(x.addingReportingOverflow(reach.right), .max)
            minY = AnchorGrid.Reader.clamped(y.subtractingReportingOverflow(reach.up), .min)
            maxY = AnchorGrid.Reader.clamped(y.addingReportingOverflow(reach.down), .max)
        }
    }

    /// A cell a batch point's rectangle spans: its key until its table slot is found, then the slot's value
    /// (key and head handle); `owner` is the point's place in the batch.
    struct CandidateCell {
        var keyOrSlot: UInt64
        var owner: Int32

        /// The first entry of the cell's list, once the slot is found.
        var head: UInt32 { UInt32(truncatingIfNeeded: keyOrSlot) }
    }

    /// Appends the cells of `rect` whose filter bit is set, for the batch point `owner`, to `cells` (holding
    /// `count`), and returns the new count; `nil` for a rectangle that spans more than two cells either way,
    /// which the caller queries alone. Without a branch per cell: every cell is written, and counted only
    /// when its bit is set.
    @inline(__always)
    private func appendFilteredCells(
        of rect: QueryRect, owner: Int, to cells: UnsafeMutableBufferPointer<CandidateCell>, count: Int
    ) -> Int? {
        let cellX0 = rect.minX &>> cellShift
        let cellX1 = rect.maxX &>> cellShift
        let cellY0 = rect.minY &>> cellShift
        let cellY1 = rect.maxY &>> cellShift
        guard Int(cellX1) - Int(cellX0) < 2, Int(cellY1) - Int(cellY0) < 2 else { return nil }
        let filterShift = UInt64(62 - tableBits)
        var count = count
        var cellY = cellY0
        while true {
            var cellX = cellX0
            while true {
                let key = AnchorGrid.key(cellX: cellX, cellY: cellY)
                let bit = Int(truncatingIfNeeded: (key &* AnchorGrid.filterMultiplier) &>> filterShift)
                cells[count] = CandidateCell(keyOrSlot: key, owner: Int32(truncatingIfNeeded: owner))
                count &+= Int(truncatingIfNeeded: (filter[bit &>> 6] &>> UInt64(bit & 63)) & 1)
                if cellX == cellX1 { break }
                cellX += 1
            }
            if cellY == cellY1 { break }
            cellY += 1
        }
        return count
    }

    /// Replaces each cell's key by its table slot's value, dropping the cells the table does not hold (the
    /// filter's false positives); returns how many are left, in order.
    private func keepCellsInTable(_ cells: UnsafeMutableBufferPointer<CandidateCell>, count: Int) -> Int {
        let mask = table.count - 1
        var kept = 0
        for candidate in 0..<count {
            let key = cells[candidate].keyOrSlot
            var slot = AnchorGrid.home(of: key, bits: tableBits)
            while true {
                let value = table[slot]
                if value == AnchorGrid.emptySlot { break }
                if value &>> 32 == key {
                    cells[kept] = CandidateCell(keyOrSlot: value, owner: cells[candidate].owner)
                    kept += 1
                    break
                }
                slot = (slot + 1) & mask
            }
        }
        return kept
    }

    /// The largest of `largest` and the payloads of the anchors inside `rect` in the list from `head`.
    @inline(__always)
    private func largestPayload(in rect: QueryRect, from head: UInt32, above largest: Int64) -> Int64 {
        var largest = largest
        var handle = head
        while handle != AnchorGrid.none {
            let entry = entries[Int(handle)]
            if entry.x >= rect.minX && entry.x <= rect.maxX && entry.y >= rect.minY && entry.y <= rect.maxY {
                largest = max(largest, Int64(entry.payload))
            }
            handle = entry.next
        }
        return largest
    }

    /// A sum or difference, or `limit` when it overflowed (a rectangle reaching past the plane's edge stops
    /// there).
    @inline(__always)
    static func clamped(_ result: (partialValue: Int32, overflow: Bool), _ limit: Int32) -> Int32 {
        result.overflow ? limit : result.partialValue
    }
}
