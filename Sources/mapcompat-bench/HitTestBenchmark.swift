import Foundation
import MapCompatCore

/// `mapcompat-bench hittest --n N --q Q [--seed S] [--repeats R] [--ops K] [--scene-ops K] [--cell-shift C]`
///
/// Generates the C hit-test benchmark's workload in Swift, builds the scene's ``AnchorGrid`` over the box anchors
/// (2^C-unit cells, default 64), answers every query with the topmost containing box (max z, then larger id), and
/// prints the peers' result line. Build and query times are the best of `R` runs. It then times `K` single adds, moves
/// and removes on the full grid, and on a `Scene` holding N markers. Phases for `--count`: `build`, `query`,
/// `index-add`, `index-move`, `index-remove`, `scene-build`, `scene-add`, `scene-move`, `scene-remove`.
func runHitTestBenchmark(_ options: [String]) {
    let n = integerOption(options, "--n", default: 100_000)
    let q = integerOption(options, "--q", default: 1_000_000)
    let seed = UInt64(integerOption(options, "--seed", default: 1))
    let repeats = max(1, integerOption(options, "--repeats", default: 3))
    let ops = integerOption(options, "--ops", default: 100_000)
    let sceneOps = integerOption(options, "--scene-ops", default: 10_000)
    let cellShift = integerOption(options, "--cell-shift", default: 6)
    guard n > 0, n <= 1 << 28, q >= 0 else {
        FileHandle.standardError.write(Data("hittest: --n must be in 1...268435456 and --q not negative\n".utf8))
        exit(2)
    }
    let workload = HitTestWorkload(n: n, q: q, seed: seed)

    var bestBuild = Duration.seconds(1_000_000)
    var grid: AnchorGrid?
    for _ in 0..<repeats {
        grid = nil
        var built: AnchorGrid?
        let elapsed = measuredDuration("build") { built = buildGrid(workload, cellShift: cellShift) }
        bestBuild = min(bestBuild, elapsed)
        grid = built
    }
    guard let grid else { exit(1) }

    var answers = [Int32](repeating: -1, count: q)
    var ranks = [Int64](repeating: -1, count: q)
    var bestQuery = Duration.seconds(1_000_000)
    for _ in 0..<repeats {
        let elapsed = measuredDuration("query") { answerQueries(grid, workload, ranks: &ranks, into: &answers) }
        bestQuery = min(bestQuery, elapsed)
    }
    let checks = HitTestChecksums(answers: answers)
    let buildSeconds = seconds(bestBuild)
    let querySeconds = seconds(bestQuery)
    let agreement: String
    if let reference = HitTestChecksums.reference(n: n, q: q, seed: seed) {
        agreement = reference == checks ? "agrees" : "DIFFERS"
    } else {
        agreement = "no-reference"
    }
    print(
        "peer=swift-anchorgrid n=\(n) q=\(q) build_s=\(format(buildSeconds)) query_s=\(format(querySeconds))",
        "qps=\(Int((Double(q) / querySeconds).rounded()))",
        "bytes_per_item=\(String(format: "%.1f", Double(grid.allocatedBytes) / Double(n)))",
        "hits=\(checks.hits) sum=\(checks.sum) wsum=\(checks.wsum) checksum=\(agreement)",
        "total_s=\(format(buildSeconds + querySeconds)) cells=\(grid.cellCount)")

    // Moves and removes touch distinct existing items, so at most N of them.
    if ops > 0 { timeGridUpdates(grid, n: n, ops: min(ops, n), seed: seed) }
    if sceneOps > 0 { timeSceneUpdates(workload, n: n, ops: min(sceneOps, n), seed: seed) }
}

/// The bench's index: one entry per box anchor, payload = `z << 28 | id`, which orders boxes exactly as the README's
/// rank `z·N + id` does (max z, then larger id) but gives the id back without a division. The answer is the largest
/// payload among the anchors whose box contains the query. Bulk-loaded: handles come in cell order, and the payloads
/// carry the ids.
private func buildGrid(_ workload: HitTestWorkload, cellShift: Int) -> AnchorGrid {
    let n = workload.anchorX.count
    do {
        let ranks = (0..<n).map { UInt32(workload.z[$0]) << 28 | UInt32($0) }
        return try AnchorGrid.bulkLoad(cellShift: cellShift, x: workload.anchorX, y: workload.anchorY, payload: ranks)
    } catch {
        FileHandle.standardError.write(Data("hittest: \(error)\n".utf8))
        exit(1)
    }
}

/// A box `[ax-12, ax+12] × [ay-36, ay]` contains `(x, y)` exactly when its anchor lies in
/// `[x-12, x+12] × [y, y+36]`: the grid's bulk query with that reach, then the id out of each rank (`ranks` is
/// scratch space, allocated once outside the timer like `answers`).
private func answerQueries(
    _ grid: AnchorGrid, _ workload: HitTestWorkload, ranks: inout [Int64], into answers: inout [Int32]
) {
    let idMask: Int64 = 1 << 28 - 1
    do {
        let half = HitTestWorkload.halfWidth
        let reach = try AnchorGrid.Reach(left: half, right: half, up: 0, down: HitTestWorkload.boxHeight)
        try grid.largestPayloads(x: workload.queryX, y: workload.queryY, reach: reach, into: &ranks)
    } catch {
        FileHandle.standardError.write(Data("hittest: \(error)\n".utf8))
        exit(1)
    }
    for index in answers.indices { answers[index] = ranks[index] < 0 ? -1 : Int32(ranks[index] & idMask) }
}

/// Times single-item updates on the full grid: adds of new anchors, moves of random entries to random
/// places, removes of random distinct entries.
private func timeGridUpdates(_ built: AnchorGrid, n: Int, ops: Int, seed: UInt64) {
    var grid = built
    var rng = SplitMix64(seed: seed &+ 0x5EED)
    let world = UInt64(HitTestWorkload.world)
    let xs = (0..<ops).map { _ in Int32(rng.below(world + 1)) }
    let ys = (0..<ops).map { _ in Int32(rng.below(world + 1)) }
    let targets = distinctHandles(count: ops, below: n, rng: &rng)
    do {
        let add = try measuredDuration("index-add") {
            for index in 0..<ops { try grid.insert(x: xs[index], y: ys[index], payload: UInt32(index)) }
        }
        let move = measuredDuration("index-move") {
            for index in 0..<ops { grid.move(handle: targets[index], x: ys[index], y: xs[index]) }
        }
        let remove = measuredDuration("index-remove") {
            for index in 0..<ops { grid.remove(handle: targets[index]) }
        }
        print(
            "index_ops n=\(n) ops=\(ops) add_ns=\(perOp(add, ops)) move_ns=\(perOp(move, ops))",
            "remove_ns=\(perOp(remove, ops)) count_after=\(grid.count)")
    } catch {
        FileHandle.standardError.write(Data("hittest: \(error)\n".utf8))
        exit(1)
    }
}

/// Times the same updates through `Scene` (string ids, draw order, marker index) holding N markers.
private func timeSceneUpdates(_ workload: HitTestWorkload, n: Int, ops: Int, seed: UInt64) {
    var scene = Scene()
    let world = Double(HitTestWorkload.world)
    func position(_ x: Int32, _ y: Int32) -> LatLng {
        WebMercator.unproject(MercatorPoint(x: Double(x) / world, y: Double(y) / world))
    }
    var rng = SplitMix64(seed: seed &+ 0x5CE4E)
    do {
        let build = try measuredDuration("scene-build") {
            for index in 0..<n {
                let marker = try MarkerShape(position: position(workload.anchorX[index], workload.anchorY[index]))
                try scene.add(
                    SceneItem(
                        id: SceneItemID("m\(index)"), shape: .marker(marker), z: Int(workload.z[index]),
                        tap: .consume))
            }
        }
        let targets = distinctHandles(count: ops, below: n, rng: &rng)
        let newPositions = (0..<ops).map { _ in
            position(Int32(rng.below(UInt64(world))), Int32(rng.below(UInt64(world))))
        }
        var newMarkers: [MarkerShape] = []
        for position in newPositions { newMarkers.append(try MarkerShape(position: position)) }
        let add = try measuredDuration("scene-add") {
            for index in 0..<ops {
                try scene.add(SceneItem(id: SceneItemID("new\(index)"), shape: .marker(newMarkers[index])))
            }
        }
        let move = try measuredDuration("scene-move") {
            for index in 0..<ops {
                try scene.move(SceneItemID("m\(targets[index])"), to: newPositions[ops - 1 - index])
            }
        }
        let remove = try measuredDuration("scene-remove") {
            for index in 0..<ops { try scene.remove(SceneItemID("m\(targets[index])")) }
        }
        print(
            "scene_ops n=\(n) ops=\(ops) build_s=\(format(seconds(build))) add_ns=\(perOp(add, ops))",
            "move_ns=\(perOp(move, ops)) remove_ns=\(perOp(remove, ops)) count_after=\(scene.count)")
    } catch {
        FileHandle.standardError.write(Data("hittest: \(error)\n".utf8))
        exit(1)
    }
}

/// `count` distinct values below `bound` (a seeded partial Fisher–Yates shuffle).
private func distinctHandles(count: Int, below bound: Int, rng: inout SplitMix64) -> [UInt32] {
    var pool = Array(0..<UInt32(bound))
    let taken = min(count, bound)
    for index in 0..<taken {
        let pick = index + Int(rng.below(UInt64(bound - index)))
        pool.swapAt(index, pick)
    }
    return Array(pool[0..<taken])
}

private func integerOption(_ options: [String], _ name: String, default fallback: Int) -> Int {
    guard let index = options.firstIndex(of: name), index + 1 < options.count else { return fallback }
    guard let value = Int(options[index + 1]) else {
        FileHandle.standardError.write(Data("hittest: \(name) needs an integer\n".utf8))
        exit(2)
    }
    return value
}

private func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
}

private func perOp(_ duration: Duration, _ ops: Int) -> Int { Int((seconds(duration) * 1e9 / Double(ops)).rounded()) }

private func format(_ value: Double) -> String { String(format: "%.6f", value) }
