import Testing

@testable import MapCompatCore

/// The marker index against a brute-force model: every query after every kind of update.
@Suite("Anchor grid")
struct AnchorGridTests {
    /// A plain list of live anchors by handle.
    struct Model {
        var anchors: [UInt32: (x: Int32, y: Int32, payload: UInt32)] = [:]

        func query(_ minX: Int32, _ maxX: Int32, _ minY: Int32, _ maxY: Int32) -> [UInt32] {
            anchors.values.filter { $0.x >= minX && $0.x <= maxX && $0.y >= minY && $0.y <= maxY }.map(\.payload)
                .sorted()
        }
    }

    private func query(_ grid: AnchorGrid, _ minX: Int32, _ maxX: Int32, _ minY: Int32, _ maxY: Int32) -> [UInt32] {
        var found: [UInt32] = []
        grid.forEach(minX: minX, maxX: maxX, minY: minY, maxY: maxY) { found.append($0) }
        return found.sorted()
    }

    private func checkQueries(_ grid: AnchorGrid, _ model: Model, _ random: inout SplitMix64, span: Int32) {
        for _ in 0..<40 {
            let x = Int32(random.below(Int(2 * span))) - span
            let y = Int32(random.below(Int(2 * span))) - span
            let width = Int32(random.below(random.below(4) == 0 ? Int(span) : 40))
            let height = Int32(random.below(40))
            #expect(query(grid, x, x + width, y, y + height) == model.query(x, x + width, y, y + height))
        }
    }

    @Test("inserts, moves and removes keep every query exact", arguments: [0, 3, 6])
    func randomUpdates(cellShift: Int) throws {
        var grid = try AnchorGrid(cellShift: cellShift)
        var model = Model()
        var random = SplitMix64(seed: 7 + UInt64(cellShift))
        let span: Int32 = 600
        var payload: UInt32 = 0
        var live: [UInt32] = []
        for step in 0..<3000 {
            if step % 100 == 0 { live = Array(model.anchors.keys).sorted() }
            live.removeAll { model.anchors[$0] == nil }
            let action = random.below(10)
            if action < 5 || live.isEmpty {
                let x = Int32(random.below(Int(2 * span))) - span
                let y = Int32(random.below(Int(2 * span))) - span
                let handle = try grid.insert(x: x, y: y, payload: payload)
                #expect(model.anchors[handle] == nil)
                model.anchors[handle] = (x, y, payload)
                live.append(handle)
                payload += 1
            } else if action < 8 {
                let handle = live[random.below(live.count)]
                let x = Int32(random.below(Int(2 * span))) - span
                let y = Int32(random.below(Int(2 * span))) - span
                let done = grid.move(handle: handle, x: x, y: y)
                #expect(done)
                model.anchors[handle]?.x = x
                model.anchors[handle]?.y = y
            } else {
                let handle = live[random.below(live.count)]
                let done = grid.remove(handle: handle)
                #expect(done)
                model.anchors[handle] = nil
            }
            if step % 200 == 0 { checkQueries(grid, model, &random, span: span) }
        }
        #expect(grid.count == model.anchors.count)
        checkQueries(grid, model, &random, span: span)
        // Empty it completely: cells are deleted from the table and the filter is rebuilt along the way.
        for handle in Array(model.anchors.keys) {
            let done = grid.remove(handle: handle)
            #expect(done)
            model.anchors[handle] = nil
        }
        #expect(grid.count == 0 && grid.cellCount == 0)
        checkQueries(grid, model, &random, span: span)
    }

    @Test("a bulk load answers like single inserts and keeps accepting updates")
    func bulkLoad() throws {
        var random = SplitMix64(seed: 99)
        let n = 5000
        // Clustered and spread anchors, so some cells hold many entries and homes collide.
        let xs = (0..<n).map { _ in Int32(random.below(4) == 0 ? random.below(64) : random.below(1 << 16)) }
        let ys = (0..<n).map { _ in Int32(random.below(4) == 0 ? random.below(64) : random.below(1 << 16)) }
        let payloads = (0..<n).map { UInt32($0) }
        var grid = try AnchorGrid.bulkLoad(cellShift: 5, x: xs, y: ys, payload: payloads)
        var model = Model()
        for index in 0..<n { model.anchors[UInt32(index)] = (xs[index], ys[index], payloads[index]) }
        #expect(grid.count == n)
        for _ in 0..<300 {
            let x = Int32(random.below(1 << 16))
            let y = Int32(random.below(1 << 16))
            let size = Int32(random.below(3) == 0 ? 2000 : 70)
            #expect(
                query(grid, x - size, x + size, y - size, y + size)
                    == model.query(x - size, x + size, y - size, y + size))
        }
        #expect(query(grid, 0, 63, 0, 63) == model.query(0, 63, 0, 63))
        // Handles from the bulk load can be moved and removed; find them by payload.
        var handleOf: [UInt32: UInt32] = [:]
        for handle in 0..<UInt32(n) { handleOf[try #require(grid.payload(of: handle))] = handle }
        for payload in stride(from: UInt32(0), to: UInt32(n), by: 3) {
            let handle = try #require(handleOf[payload])
            let done = grid.remove(handle: handle)
            #expect(done)
            model.anchors[payload] = nil
        }
        for payload in stride(from: UInt32(1), to: UInt32(n), by: 3) {
            let done = grid.move(handle: try #require(handleOf[payload]), x: 7, y: 9)
            #expect(done)
            model.anchors[payload]?.x = 7
            model.anchors[payload]?.y = 9
        }
        try grid.insert(x: 8, y: 8, payload: 999_999)
        model.anchors[999_999] = (8, 8, 999_999)
        #expect(query(grid, 0, 63, 0, 63) == model.query(0, 63, 0, 63))
        #expect(query(grid, .min, .max, .min, .max) == model.query(.min, .max, .min, .max))
    }

    @Test("unknown handles and bad arguments are refused, not trapped on")
    func refusals() throws {
        var grid = try AnchorGrid(cellShift: 4)
        let removedUnknown = grid.remove(handle: 0)
        let movedUnknown = grid.move(handle: 3, x: 0, y: 0)
        #expect(!removedUnknown && !movedUnknown)
        let handle = try grid.insert(x: 1, y: 2, payload: 3)
        let done = grid.remove(handle: handle)
        #expect(done)
        let again = grid.remove(handle: handle)
        #expect(!again, "a freed handle is not in use")
        #expect(grid.payload(of: handle) == nil && grid.anchor(of: handle) == nil)
        #expect(throws: MapCompatError.self) { try AnchorGrid(cellShift: 31) }
        do {
            _ = try AnchorGrid.bulkLoad(cellShift: 4, x: [1, 2], y: [1], payload: [1, 2])
            Issue.record("mismatched lengths were accepted")
        } catch {
            #expect(error.field == "y")
        }
    }

    @Test("memory stays under 48 bytes per entry for a million-sized load factor")
    func memory() throws {
        let n = 100_000
        var random = SplitMix64(seed: 3)
        let xs = (0..<n).map { _ in Int32(random.below(1 << 20)) }
        let ys = (0..<n).map { _ in Int32(random.below(1 << 20)) }
        let grid = try AnchorGrid.bulkLoad(cellShift: 6, x: xs, y: ys, payload: (0..<n).map { UInt32($0) })
        #expect(Double(grid.allocatedBytes) / Double(n) <= 48)
    }
}
