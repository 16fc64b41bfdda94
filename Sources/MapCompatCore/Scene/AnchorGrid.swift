/// A spatial index of anchor points on an integer plane: a hashed uniform grid whose cells hold intrusive,
/// doubly linked lists of entries.
///
/// The scene keeps its markers and symbols here. A marker is a screen-aligned box whose size is in screen
/// points, so the world area it covers changes with zoom and tilt; indexing the anchor alone keeps the index
/// independent of the camera. A query asks for every anchor inside a rectangle (the tap grown by the largest
/// marker reach), and the caller tests each candidate exactly. It has `package` access so that the hit-test
/// benchmark (in this package) measures this very structure.
///
/// Costs: insert, move and remove are expected O(1) (one hash probe and a few links; an insert that grows the
/// table rehashes the non-empty cells, amortised O(1) like `Array.append`). A query costs one probe per cell
/// it spans plus the entries of those cells; when it spans more cells than there are entries it scans the
/// entries instead, so no query is worse than linear. Memory: 16 bytes per entry, 4 per back link, 8 per
/// table slot (at most twice the number of non-empty cells) and half a byte per slot of cell filter.
/// Handles are dense and reused after removal, so iteration and results are deterministic.
package struct AnchorGrid: Sendable {
    /// The end of a list, or "no handle".
    @usableFromInline static let none: UInt32 = .max
    /// The back link of a handle that is not in use (it sits on the free list).
    @usableFromInline static let unused: UInt32 = .max - 1
    /// A table slot that holds no cell.
    @usableFromInline static let emptySlot: UInt64 = .max
    /// The most entries the grid holds: handles are 32-bit and two values are reserved.
    package static let maxCount = Int(UInt32.max) - 2

    /// Cells are `2^cellShift` units wide and tall.
    package let cellShift: Int32
    /// Open-addressed (linear probing) table of non-empty cells: `cellKey << 32 | head handle`.
    @usableFromInline var table: [UInt64]
    /// `log2(table.count)`.
    @usableFromInline var tableBits: Int
    /// One bit per hashed cell key, set for every non-empty cell (4 bits per table slot, about 1 byte per
    /// entry): a query skips the table for a cell whose bit is clear, and the filter stays in cache.
    @usableFromInline var filter: [UInt64]
    /// Cells deleted since the filter was last rebuilt (their bits may still be set).
    var staleFilterBits = 0
    /// Entries by handle.
    @usableFromInline var entries: [Entry]
    /// The previous entry in each entry's cell list (``none`` at a head, ``unused`` on the free list).
    @usableFromInline var previous: [UInt32]
    /// The first handle of the free list, chained through `Entry.next`.
    @usableFromInline var freeHead: UInt32
    /// Entries in the grid.
    package internal(set) var count: Int
    /// Non-empty cells.
    package internal(set) var cellCount: Int

    /// One indexed anchor: 16 bytes.
    @frozen @usableFromInline
    struct Entry: Sendable {
        @usableFromInline var x: Int32
        @usableFromInline var y: Int32
        @usableFromInline var next: UInt32
        @usableFromInline var payload: UInt32

        @inlinable
        init(x: Int32, y: Int32, next: UInt32, payload: UInt32) {
            self.x = x
            self.y = y
            self.next = next
            self.payload = payload
        }
    }

    /// Creates an empty grid with `2^cellShift`-unit cells, sized for `capacity` entries without regrowth.
    ///
    /// - Throws: ``MapCompatError`` naming `cellShift` (outside 0...30) or `capacity` (negative or above
    ///   ``maxCount``).
    package init(cellShift: Int, reservingCapacity capacity: Int = 0) throws(MapCompatError) {
        guard (0...30).contains(cellShift) else {
            throw MapCompatError(.outOfRange, field: "cellShift", "\(cellShift) is outside 0...30")
        }
        guard (0...Self.maxCount).contains(capacity) else {
            throw MapCompatError(.outOfRange, field: "capacity", "\(capacity) is outside 0...\(Self.maxCount)")
        }
        self.init(uncheckedCellShift: cellShift, capacity: capacity)
    }

    /// Creates a grid from arguments already known to be in range.
    init(uncheckedCellShift cellShift: Int, capacity: Int = 0) {
        self.cellShift = Int32(cellShift)
        var bits = 4
        while (1 << bits) < 2 * capacity { bits += 1 }
        tableBits = bits
        table = Array(repeating: Self.emptySlot, count: 1 << bits)
        filter = Array(repeating: 0, count: 1 << (bits + 2 - 6))
        entries = []
        entries.reserveCapacity(capacity)
        previous = []
        previous.reserveCapacity(capacity)
        freeHead = Self.none
        count = 0
        cellCount = 0
    }

    /// Bytes the grid has allocated for its arrays (capacity, not just use): what it costs to hold.
    package var allocatedBytes: Int {
        (table.capacity + filter.capacity) * MemoryLayout<UInt64>.stride + entries.capacity * MemoryLayout<Entry>.stride
            + previous.capacity * MemoryLayout<UInt32>.stride
    }

    // MARK: Keys and probing

    /// The table key of the cell holding a point. Cell coordinates are taken modulo 2^16, so cells 2^16 apart
    /// share a list; that is harmless because every query also tests coordinates.
    @inlinable
    func cellKey(x: Int32, y: Int32) -> UInt64 {
        Self.key(x: x, y: y, shift: cellShift)
    }

    /// The table key of the cell holding a point, for cells `2^shift` units wide (`shift` in 0...30).
    @inlinable
    static func key(x: Int32, y: Int32, shift: Int32) -> UInt64 {
        key(cellX: x &>> shift, cellY: y &>> shift)
    }

    @inlinable
    static func key(cellX: Int32, cellY: Int32) -> UInt64 {
        UInt64(UInt16(truncatingIfNeeded: cellY)) << 16 | UInt64(UInt16(truncatingIfNeeded: cellX))
    }

    /// The home slot of a key in a table of `2^bits` slots (`bits` in 1...62, so the masking shift is exact).
    @inlinable
    static func home(of key: UInt64, bits: Int) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) &>> UInt64(64 - bits))
    }

    /// The multiplier of the filter's hash, odd and unrelated to ``home(of:bits:)``'s.
    @inlinable static var filterMultiplier: UInt64 { 0xD6E8_FEB8_6659_FD93 }

    /// The filter bit of a key, for a filter of `2^(tableBits + 2)` bits (a hash independent of ``home``).
    @inlinable
    static func filterBit(of key: UInt64, tableBits: Int) -> Int {
        Int(truncatingIfNeeded: (key &* filterMultiplier) &>> UInt64(62 - tableBits))
    }

    mutating func setFilterBit(for key: UInt64) {
        let bits = tableBits
        filter.withUnsafeMutableBufferPointer { Self.setFilterBit(for: key, in: $0, tableBits: bits) }
    }

    /// Sets the filter bit of `key` in a filter of `2^(tableBits + 2)` bits (also the bulk load's, on its buffer).
    static func setFilterBit(for key: UInt64, in filter: UnsafeMutableBufferPointer<UInt64>, tableBits: Int) {
        let bit = filterBit(of: key, tableBits: tableBits)
        filter[bit &>> 6] |= 1 &<< UInt64(bit & 63)
    }

    /// Rebuilds the filter from the table's cells, dropping bits of deleted cells.
    mutating func rebuildFilter() {
        filter = Array(repeating: 0, count: 1 << (tableBits + 2 - 6))
        for index in table.indices where table[index] != Self.emptySlot { setFilterBit(for: table[index] >> 32) }
        staleFilterBits = 0
    }

    /// The table slot holding `key`, or `nil`.
    @inlinable
    func slot(of key: UInt64) -> Int? {
        let mask = table.count - 1
        var slot = Self.home(of: key, bits: tableBits)
        while true {
            let value = table[slot]
            if value == Self.emptySlot { return nil }
            if value >> 32 == key { return slot }
            slot = (slot + 1) & mask
        }
    }

    // MARK: Updates

    /// Whether `handle` names an entry in the grid.
    package func contains(handle: UInt32) -> Bool {
        Int(handle) < previous.count && previous[Int(handle)] != Self.unused
    }

    /// The payload stored with `handle`, or `nil` when the handle is not in use.
    package func payload(of handle: UInt32) -> UInt32? {
        contains(handle: handle) ? entries[Int(handle)].payload : nil
    }

    /// The anchor stored with `handle`, or `nil` when the handle is not in use.
    package func anchor(of handle: UInt32) -> (x: Int32, y: Int32)? {
        guard contains(handle: handle) else { return nil }
        let entry = entries[Int(handle)]
        return (entry.x, entry.y)
    }

    /// Adds an anchor with a caller-defined payload and returns its handle (the lowest free handle is reused
    /// first, last freed first, so handles are deterministic).
    ///
    /// - Throws: ``MapCompatError`` naming `count` when the grid already holds ``maxCount`` entries.
    @discardableResult
    package mutating func insert(x: Int32, y: Int32, payload: UInt32) throws(MapCompatError) -> UInt32 {
        let handle: UInt32
        if freeHead != Self.none {
            handle = freeHead
            freeHead = entries[Int(handle)].next
            entries[Int(handle)] = Entry(x: x, y: y, next: Self.none, payload: payload)
            previous[Int(handle)] = Self.none
        } else {
            guard entries.count < Self.maxCount else {
                throw MapCompatError(.outOfRange, field: "count", "the grid holds its maximum of \(Self.maxCount)")
            }
            handle = UInt32(entries.count)
            entries.append(Entry(x: x, y: y, next: Self.none, payload: payload))
            previous.append(Self.none)
        }
        link(handle)
        count += 1
        return handle
    }

    /// Moves an entry to a new anchor, keeping its handle and payload. Returns `false` for an unknown handle.
    @discardableResult
    package mutating func move(handle: UInt32, x: Int32, y: Int32) -> Bool {
        guard contains(handle: handle) else { return false }
        let index = Int(handle)
        let old = entries[index]
        if cellKey(x: old.x, y: old.y) == cellKey(x: x, y: y) {
            entries[index].x = x
            entries[index].y = y
            return true
        }
        unlink(handle)
        entries[index].x = x
        entries[index].y = y
        link(handle)
        return true
    }

    /// Changes the payload of an entry. Returns `false` for an unknown handle.
    @discardableResult
    package mutating func setPayload(_ payload: UInt32, for handle: UInt32) -> Bool {
        guard contains(handle: handle) else { return false }
        entries[Int(handle)].payload = payload
        return true
    }

    /// Removes an entry; its handle becomes free for reuse. Returns `false` for an unknown handle.
    @discardableResult
    package mutating func remove(handle: UInt32) -> Bool {
        guard contains(handle: handle) else { return false }
        unlink(handle)
        let index = Int(handle)
        entries[index].next = freeHead
        previous[index] = Self.unused
        freeHead = handle
        count -= 1
        return true
    }

    /// Puts a handle at the head of its cell's list, adding the cell when it is new.
    private mutating func link(_ handle: UInt32) {
        let index = Int(handle)
        let key = cellKey(x: entries[index].x, y: entries[index].y)
        if let slot = slot(of: key) {
            let head = UInt32(truncatingIfNeeded: table[slot])
            entries[index].next = head
            previous[Int(head)] = handle
            previous[index] = Self.none
            table[slot] = key << 32 | UInt64(handle)
            return
        }
        if 2 * (cellCount + 1) > table.count { rehash(bits: tableBits + 1) }
        let mask = table.count - 1
        var slot = Self.home(of: key, bits: tableBits)
        while table[slot] != Self.emptySlot { slot = (slot + 1) & mask }
        table[slot] = key << 32 | UInt64(handle)
        setFilterBit(for: key)
        entries[index].next = Self.none
        previous[index] = Self.none
        cellCount += 1
    }

    /// Takes a handle out of its cell's list, dropping the cell when it becomes empty.
    private mutating func unlink(_ handle: UInt32) {
        let index = Int(handle)
        let before = previous[index]
        let after = entries[index].next
        if after != Self.none { previous[Int(after)] = before }
        if before != Self.none {
            entries[Int(before)].next = after
            return
        }
        let key = cellKey(x: entries[index].x, y: entries[index].y)
        guard let slot = slot(of: key) else { return }
        if after != Self.none {
            table[slot] = key << 32 | UInt64(after)
        } else {
            deleteSlot(slot)
            cellCount -= 1
            staleFilterBits += 1
            if staleFilterBits > cellCount + 64 { rebuildFilter() }
        }
    }

    /// Empties a table slot, shifting later members of its probe run back (no tombstones).
    private mutating func deleteSlot(_ slot: Int) {
        let mask = table.count - 1
        var hole = slot
        var probe = slot
        while true {
            probe = (probe + 1) & mask
            let value = table[probe]
            if value == Self.emptySlot { break }
            let home = Self.home(of: value >> 32, bits: tableBits)
            // Move the value back unless its home lies cyclically in (hole, probe].
            let staysPut = hole <= probe ? (home > hole && home <= probe) : (home > hole || home <= probe)
            if !staysPut {
                table[hole] = value
                hole = probe
            }
        }
        table[hole] = Self.emptySlot
    }

    private mutating func rehash(bits: Int) {
        let old = table
        tableBits = bits
        table = Array(repeating: Self.emptySlot, count: 1 << bits)
        let mask = table.count - 1
        for value in old where value != Self.emptySlot {
            var slot = Self.home(of: value >> 32, bits: bits)
            while table[slot] != Self.emptySlot { slot = (slot + 1) & mask }
            table[slot] = value
        }
        rebuildFilter()
    }
}
