/// Queries on an ``AnchorGrid``: every anchor inside a rectangle, directly or through a ``AnchorGrid/Reader``
/// that answers many queries on borrowed storage.
extension AnchorGrid {
    /// Calls `body` with the payload of every anchor in the closed rectangle `minX...maxX × minY...maxY`,
    /// in an order fixed by the grid's history (callers that need an order sort the results).
    @inlinable
    package func forEach(minX: Int32, maxX: Int32, minY: Int32, maxY: Int32, _ body: (UInt32) -> Void) {
        withReader { reader in reader.forEach(minX: minX, maxX: maxX, minY: minY, maxY: maxY, body) }
    }

    /// Runs `body` with a ``Reader`` over the grid's storage, for answering many queries in a row without
    /// re-acquiring the storage on each one. The reader must not escape `body`.
    @inlinable
    package func withReader<Result>(_ body: (Reader) throws -> Result) rethrows -> Result {
        try table.withUnsafeBufferPointer { table in
            try filter.withUnsafeBufferPointer { filter in
                try entries.withUnsafeBufferPointer { entries in
                    try previous.withUnsafeBufferPointer { previous in
                        try body(
                            Reader(
                                table: table, filter: filter, entries: entries, previous: previous,
                                tableBits: tableBits, cellShift: cellShift, count: count))
                    }
                }
            }
        }
    }

    /// Read access to a grid for the duration of ``AnchorGrid/withReader(_:)``: the same queries, on
    /// borrowed storage.
    @frozen
    package struct Reader {
        @usableFromInline let table: UnsafeBufferPointer<UInt64>
        @usableFromInline let filter: UnsafeBufferPointer<UInt64>
        @usableFromInline let entries: UnsafeBufferPointer<Entry>
        @usableFromInline let previous: UnsafeBufferPointer<UInt32>
        @usableFromInline let tableBits: Int
        @usableFromInline let cellShift: Int32
        @usableFromInline let count: Int

        @inlinable
        init(
            table: UnsafeBufferPointer<UInt64>, filter: UnsafeBufferPointer<UInt64>,
            entries: UnsafeBufferPointer<Entry>, previous: UnsafeBufferPointer<UInt32>, tableBits: Int,
            cellShift: Int32, count: Int
        ) {
            self.table = table
            self.filter = filter
            self.entries = entries
            self.previous = previous
            self.tableBits = tableBits
            self.cellShift = cellShift
            self.count = count
        }

        /// Calls `body` with the payload of every anchor in the closed rectangle
        /// `minX...maxX × minY...maxY` (see ``AnchorGrid/forEach(minX:maxX:minY:maxY:_:)``). Always inlined
        /// within this module, so that `body` runs in the caller's loop rather than through a closure call per
        /// anchor; other modules ask many queries through ``AnchorGrid/largestPayloads(x:y:reach:into:)``.
        @inlinable @inline(__always)
        package func forEach(minX: Int32, maxX: Int32, minY: Int32, maxY: Int32, _ body: (UInt32) -> Void) {
            guard minX <= maxX, minY <= maxY, count > 0 else { return }
            let cellX0 = minX &>> cellShift
            let cellX1 = maxX &>> cellShift
            let cellY0 = minY &>> cellShift
            let cellY1 = maxY &>> cellShift
            let columns = Int(cellX1) - Int(cellX0) + 1
            let rows = Int(cellY1) - Int(cellY0) + 1
            // Aliased cells (2^16 apart) must not be visited twice, and a probe per cell costs more than
            // testing an entry: scan when the rectangle spans many cells for few entries.
            if columns > 1 << 16 || rows > 1 << 16 || (columns * rows > 4 && columns * rows * 16 > count) {
                scan(minX: minX, maxX: maxX, minY: minY, maxY: maxY, body)
                return
            }
            let mask = table.count - 1
            let filterShift = UInt64(62 - tableBits)
            var cellY = cellY0
            while true {
                var cellX = cellX0
                while true {
                    let key = AnchorGrid.key(cellX: cellX, cellY: cellY)
                    // Most cells a query spans are empty: the filter, which stays in cache, says so without
                    // a probe of the table (``AnchorGrid/filterBit(of:tableBits:)``, with its shift hoisted).
                    let bit = Int(truncatingIfNeeded: (key &* AnchorGrid.filterMultiplier) &>> filterShift)
                    if filter[bit &>> 6] & (1 &<< UInt64(bit & 63)) != 0 {
                        var slot = AnchorGrid.home(of: key, bits: tableBits)
                        while true {
                            let value = table[slot]
                            if value == AnchorGrid.emptySlot { break }
                            if value &>> 32 == key {
                                var handle = UInt32(truncatingIfNeeded: value)
                                while handle != AnchorGrid.none {
                                    let entry = entries[Int(handle)]
                                    if entry.x >= minX && entry.x <= maxX && entry.y >= minY && entry.y <= maxY {
                                        body(entry.payload)
                                    }
                                    handle = entry.next
                                }
                                break
                            }
                            slot = (slot + 1) & mask
                        }
                    }
                    if cellX == cellX1 { break }
                    cellX += 1
                }
                if cellY == cellY1 { break }
                cellY += 1
            }
        }

        /// The linear fallback for rectangles that span more cells than there are entries.
        @usableFromInline
        func scan(minX: Int32, maxX: Int32, minY: Int32, maxY: Int32, _ body: (UInt32) -> Void) {
            for index in entries.indices where previous[index] != AnchorGrid.unused {
                let entry = entries[index]
                if entry.x >= minX && entry.x <= maxX && entry.y >= minY && entry.y <= maxY { body(entry.payload) }
            }
        }
    }
}

@available(*, unavailable)
extension AnchorGrid.Reader: Sendable {}
