/// Loading an ``AnchorGrid`` from many anchors at once, in cell order.
extension AnchorGrid {
    /// Builds a grid from many anchors at once, laid out cell by cell so that each cell's entries sit
    /// together in memory (a query then reads one run per cell). The grid accepts later inserts, moves and
    /// removes like any other.
    ///
    /// The entries are radix-sorted by their table slot, so filling the table and linking the lists are
    /// sequential writes: O(n), without the random probes of n single inserts. Handles are given in that
    /// cell order, not in input order; payloads say which entry is which.
    ///
    /// - Throws: ``MapCompatError`` naming `cellShift` (outside 0...30), `count` (more than ``maxCount``
    ///   anchors) or `y` / `payload` (a length differing from `x`'s).
    package static func bulkLoad(
        cellShift: Int, x: [Int32], y: [Int32], payload: [UInt32]
    ) throws(MapCompatError) -> AnchorGrid {
        guard y.count == x.count else {
            throw MapCompatError(.conflict, field: "y", "\(y.count) values for \(x.count) x values")
        }
        guard payload.count == x.count else {
            throw MapCompatError(.conflict, field: "payload", "\(payload.count) values for \(x.count) x values")
        }
        guard x.count <= maxCount else {
            throw MapCompatError(.outOfRange, field: "count", "\(x.count) anchors exceed \(maxCount)")
        }
        var grid = try AnchorGrid(cellShift: cellShift, reservingCapacity: x.count)
        guard !x.isEmpty else { return grid }
        grid.entries = sortedByHome(x: x, y: y, payload: payload, shift: grid.cellShift, bits: grid.tableBits)
        grid.previous = [UInt32](repeating: none, count: x.count)
        grid.linkSortedRuns()
        return grid
    }

    /// The anchors as entries ordered by home slot (two stable counting passes), each entry's `next`
    /// holding its home for now.
    fileprivate static func sortedByHome(x: [Int32], y: [Int32], payload: [UInt32], shift: Int32, bits: Int) -> [Entry]
    {
        let n = x.count
        let low = (bits + 1) / 2
        let lowMask = UInt32((1 << low) - 1)
        var lowCounts = [Int](repeating: 0, count: (1 << low) + 1)
        var highCounts = [Int](repeating: 0, count: (1 << (bits - low)) + 1)
        var staged = [Entry](unsafeUninitializedCapacity: n) { buffer, initialized in
            for index in 0..<n {
                let home = UInt32(home(of: key(cellX: x[index] >> shift, cellY: y[index] >> shift), bits: bits))
                buffer[index] = Entry(x: x[index], y: y[index], next: home, payload: payload[index])
                lowCounts[Int(home & lowMask) + 1] += 1
                highCounts[Int(home >> UInt32(low)) + 1] += 1
            }
            initialized = n
        }
        for index in 1..<lowCounts.count { lowCounts[index] += lowCounts[index - 1] }
        for index in 1..<highCounts.count { highCounts[index] += highCounts[index - 1] }
        var sorted = [Entry](repeating: Entry(x: 0, y: 0, next: 0, payload: 0), count: n)
        staged.withUnsafeMutableBufferPointer { staged in
            sorted.withUnsafeMutableBufferPointer { sorted in
                for entry in staged {
                    let bucket = Int(entry.next & lowMask)
                    sorted[lowCounts[bucket]] = entry
                    lowCounts[bucket] += 1
                }
                for entry in sorted {
                    let bucket = Int(entry.next >> UInt32(low))
                    staged[highCounts[bucket]] = entry
                    highCounts[bucket] += 1
                }
            }
        }
        return staged
    }

    /// Turns entries sorted by home (homes in `next`) into cell lists: groups each run of equal homes by
    /// cell, links every cell's entries forwards and fills the table in slot order.
    fileprivate mutating func linkSortedRuns() {
        let n = entries.count
        let mask = table.count - 1
        var lastSlot = -1
        var start = 0
        while start < n {
            let home = entries[start].next
            var end = start + 1
            while end < n && entries[end].next == home { end += 1 }
            // Distinct cells can share a home: order the (short) run by key so each cell is contiguous.
            if end - start > 1 {
                for index in (start + 1)..<end {
                    let entry = entries[index]
                    let key = cellKey(x: entry.x, y: entry.y)
                    var hole = index
                    while hole > start && cellKey(x: entries[hole - 1].x, y: entries[hole - 1].y) > key {
                        entries[hole] = entries[hole - 1]
                        hole -= 1
                    }
                    entries[hole] = entry
                }
            }
            var cellStart = start
            while cellStart < end {
                let key = cellKey(x: entries[cellStart].x, y: entries[cellStart].y)
                var cellEnd = cellStart + 1
                while cellEnd < end && cellKey(x: entries[cellEnd].x, y: entries[cellEnd].y) == key { cellEnd += 1 }
                for handle in cellStart..<cellEnd {
                    entries[handle].next = handle + 1 < cellEnd ? UInt32(handle + 1) : Self.none
                    if handle > cellStart { previous[handle] = UInt32(handle - 1) }
                }
                // Homes ascend, so this cell goes in the first free slot at or after both its home and the
                // last slot filled (probing wraps past the end like any insert).
                var slot = max(Int(home), lastSlot + 1) & mask
                while table[slot] != Self.emptySlot { slot = (slot + 1) & mask }
                table[slot] = key << 32 | UInt64(cellStart)
                setFilterBit(for: key)
                lastSlot = max(lastSlot, slot)
                cellCount += 1
                cellStart = cellEnd
            }
            start = end
        }
        count = n
    }
}
