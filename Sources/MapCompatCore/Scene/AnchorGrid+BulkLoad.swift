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
        // Every buffer below is written once per entry: unchecked buffers keep the passes to a few
        // instructions per anchor (arrays would check uniqueness on each write).
        var staged = [Entry](unsafeUninitializedCapacity: n) { staged, initialized in
            lowCounts.withUnsafeMutableBufferPointer { lowCounts in
                highCounts.withUnsafeMutableBufferPointer { highCounts in
                    for index in 0..<n {
                        let home = UInt32(
                            truncatingIfNeeded: home(of: key(x: x[index], y: y[index], shift: shift), bits: bits))
                        staged[index] = Entry(x: x[index], y: y[index], next: home, payload: payload[index])
                        lowCounts[Int(home & lowMask) + 1] += 1
                        highCounts[Int(home &>> UInt32(low)) + 1] += 1
                    }
                    for index in 1..<lowCounts.count { lowCounts[index] += lowCounts[index - 1] }
                    for index in 1..<highCounts.count { highCounts[index] += highCounts[index - 1] }
                }
            }
            initialized = n
        }
        let sorted = [Entry](unsafeUninitializedCapacity: n) { sorted, initialized in
            lowCounts.withUnsafeMutableBufferPointer { lowCounts in
                staged.withUnsafeBufferPointer { staged in
                    for entry in staged {
                        let bucket = Int(entry.next & lowMask)
                        sorted[lowCounts[bucket]] = entry
                        lowCounts[bucket] += 1
                    }
                }
            }
            initialized = n
        }
        staged.withUnsafeMutableBufferPointer { staged in
            highCounts.withUnsafeMutableBufferPointer { highCounts in
                sorted.withUnsafeBufferPointer { sorted in
                    for entry in sorted {
                        let bucket = Int(entry.next &>> UInt32(low))
                        staged[highCounts[bucket]] = entry
                        highCounts[bucket] += 1
                    }
                }
            }
        }
        return staged
    }

    /// Turns entries sorted by home (homes in `next`) into cell lists: groups each run of equal homes by
    /// cell, links every cell's entries forwards and fills the table in slot order.
    fileprivate mutating func linkSortedRuns() {
        let n = entries.count
        let shift = cellShift
        let bits = tableBits
        var cells = 0
        entries.withUnsafeMutableBufferPointer { entries in
            previous.withUnsafeMutableBufferPointer { previous in
                table.withUnsafeMutableBufferPointer { table in
                    filter.withUnsafeMutableBufferPointer { filter in
                        cells = Self.link(
                            sortedByHome: entries, previous: previous, table: table, filter: filter, shift: shift,
                            bits: bits)
                    }
                }
            }
        }
        cellCount += cells
        count = n
    }

    /// ``linkSortedRuns()`` on the grid's storage; returns the number of cells. Each entry's key is worked out
    /// once, unless its run of equal homes holds more than one cell (rare: it is then sorted by key).
    private static func link(
        sortedByHome entries: UnsafeMutableBufferPointer<Entry>, previous: UnsafeMutableBufferPointer<UInt32>,
        table: UnsafeMutableBufferPointer<UInt64>, filter: UnsafeMutableBufferPointer<UInt64>, shift: Int32, bits: Int
    ) -> Int {
        let n = entries.count
        let mask = table.count - 1
        var cells = 0
        var lastSlot = -1
        var start = 0
        while start < n {
            let home = entries[start].next
            let firstKey = key(x: entries[start].x, y: entries[start].y, shift: shift)
            var end = start + 1
            var oneCell = true
            while end < n && entries[end].next == home {
                if oneCell && key(x: entries[end].x, y: entries[end].y, shift: shift) != firstKey { oneCell = false }
                end += 1
            }
            // Distinct cells share this home: order the (short) run by key so each cell is contiguous.
            if !oneCell {
                for index in (start + 1)..<end {
                    let entry = entries[index]
                    let key = key(x: entry.x, y: entry.y, shift: shift)
                    var hole = index
                    while hole > start && Self.key(x: entries[hole - 1].x, y: entries[hole - 1].y, shift: shift) > key {
                        entries[hole] = entries[hole - 1]
                        hole -= 1
                    }
                    entries[hole] = entry
                }
            }
            var cellStart = start
            while cellStart < end {
                let key = oneCell ? firstKey : key(x: entries[cellStart].x, y: entries[cellStart].y, shift: shift)
                var cellEnd = end
                if !oneCell {
                    cellEnd = cellStart + 1
                    while cellEnd < end && Self.key(x: entries[cellEnd].x, y: entries[cellEnd].y, shift: shift) == key {
                        cellEnd += 1
                    }
                }
                for handle in cellStart..<cellEnd {
                    entries[handle].next = handle + 1 < cellEnd ? UInt32(truncatingIfNeeded: handle + 1) : none
                    if handle > cellStart { previous[handle] = UInt32(truncatingIfNeeded: handle - 1) }
                }
                // Homes ascend, so this cell goes in the first free slot at or after both its home and the
                // last slot filled (probing wraps past the end like any insert).
                var slot = max(Int(home), lastSlot + 1) & mask
                while table[slot] != emptySlot { slot = (slot + 1) & mask }
                table[slot] = key &<< 32 | UInt64(cellStart)
                setFilterBit(for: key, in: filter, tableBits: bits)
                lastSlot = max(lastSlot, slot)
                cells += 1
                cellStart = cellEnd
            }
            start = end
        }
        return cells
    }
}
