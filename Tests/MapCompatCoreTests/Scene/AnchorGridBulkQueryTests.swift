import Testing

@testable import MapCompatCore

/// The batch query of the marker index: the topmost anchor near each point, against a brute-force answer.
@Suite("Anchor grid bulk queries")
struct AnchorGridBulkQueryTests {
    /// The largest payload of the anchors in each point's rectangle, by testing every anchor.
    private func bruteForce(
        anchors: [(x: Int32, y: Int32, payload: UInt32)], x: [Int32], y: [Int32], reach: AnchorGrid.Reach
    ) -> [Int64] {
        zip(x, y).map { px, py in
            let px = Int64(px)
            let py = Int64(py)
            let inside = anchors.filter { anchor in
                let ax = Int64(anchor.x)
                let ay = Int64(anchor.y)
                return ax >= px - Int64(reach.left) && ax <= px + Int64(reach.right) && ay >= py - Int64(reach.up)
                    && ay <= py + Int64(reach.down)
            }
            return inside.map { Int64($0.payload) }.max() ?? -1
        }
    }

    @Test("each point gets the largest payload within its reach, or -1", arguments: [2, 5, 8])
    func matchesBruteForce(cellShift: Int) throws {
        var random = SplitMix64(seed: 41)
        // Clustered anchors, so that cells hold many entries, and points both on anchors and anywhere.
        let anchors = (0..<3000).map { index in
            (
                x: Int32(random.below(4) == 0 ? random.below(300) : random.below(20_000)),
                y: Int32(random.below(4) == 0 ? random.below(300) : random.below(20_000)),
                payload: UInt32(random.below(1 << 20)) << 12 | UInt32(index)
            )
        }
        let grid = try AnchorGrid.bulkLoad(
            cellShift: cellShift, x: anchors.map(\.x), y: anchors.map(\.y), payload: anchors.map(\.payload))
        var x: [Int32] = []
        var y: [Int32] = []
        for _ in 0..<2000 {
            let near = random.below(2) == 0
            let anchor = anchors[random.below(anchors.count)]
            x.append(near ? anchor.x + Int32(random.below(25)) - 12 : Int32(random.below(20_000)))
            y.append(near ? anchor.y - Int32(random.below(37)) : Int32(random.below(20_000)))
        }
        let reach = try AnchorGrid.Reach(left: 12, right: 12, up: 0, down: 36)
        var result = [Int64](repeating: 0, count: x.count)
        try grid.largestPayloads(x: x, y: y, reach: reach, into: &result)
        let expected = bruteForce(anchors: anchors, x: x, y: y, reach: reach)
        #expect(result == expected)
        #expect(result.filter { $0 >= 0 }.count > 900, "most points near an anchor find one")
    }

    @Test("a rectangle reaching past the plane's edge stops there instead of wrapping")
    func edgesOfThePlane() throws {
        let grid = try AnchorGrid.bulkLoad(
            cellShift: 4, x: [.max, .min, 0], y: [.max, .min, 0], payload: [7, 9, 11])
        let reach = try AnchorGrid.Reach(left: 100, right: 100, up: 100, down: 100)
        var result = [Int64](repeating: 0, count: 3)
        try grid.largestPayloads(
            x: [.max - 5, .min + 5, 1_000], y: [.max - 5, .min + 5, 1_000], reach: reach, into: &result)
        #expect(result == [7, 9, -1])
    }

    @Test("lengths that differ and negative reaches are named errors")
    func refusals() throws {
        let grid = try AnchorGrid(cellShift: 4)
        let reach = try AnchorGrid.Reach(left: 1, right: 1, up: 1, down: 1)
        var result = [Int64](repeating: 0, count: 2)
        #expect(throws: MapCompatError.self) {
            try grid.largestPayloads(x: [1, 2], y: [1], reach: reach, into: &result)
        }
        do {
            try grid.largestPayloads(x: [1, 2, 3], y: [1, 2, 3], reach: reach, into: &result)
            Issue.record("a result of the wrong length was accepted")
        } catch {
            #expect(error.field == "result")
        }
        do {
            _ = try AnchorGrid.Reach(left: 1, right: 1, up: -2, down: 1)
            Issue.record("a negative reach was accepted")
        } catch {
            #expect(error.field == "up")
        }
        try grid.largestPayloads(x: [1, 2], y: [3, 4], reach: reach, into: &result)
        #expect(result == [-1, -1], "an empty grid finds nothing")
    }
}
