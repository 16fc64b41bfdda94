import MapCompatCore

extension SplitMix64 {
    /// About N(0, 65536²): the sum of twelve 16-bit lanes of three draws, minus 6·65536.
    mutating func gauss16() -> Int64 {
        var total: Int64 = 0
        for _ in 0..<3 {
            let value = next()
            total +=
                Int64(value & 0xFFFF) + Int64((value >> 16) & 0xFFFF) + Int64((value >> 32) & 0xFFFF)
                + Int64(value >> 48)
        }
        return total - 6 * 65_536
    }
}

/// The generated boxes (as bottom-centre anchors: every box is 24 × 36 px) and query points.
struct HitTestWorkload {
    static let world: Int64 = 1 << 20
    static let boxWidth: Int32 = 24
    static let boxHeight: Int32 = 36
    static let halfWidth: Int32 = 12

    var anchorX: [Int32] = []
    var anchorY: [Int32] = []
    var z: [Int32] = []
    var queryX: [Int32] = []
    var queryY: [Int32] = []

    init(n: Int, q: Int, seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let world = Self.world
        var clusters: [(x: Int64, y: Int64, sigma: Int64)] = []
        for _ in 0..<20 {
            let x = Int64(rng.below(UInt64(world + 1)))
            let y = Int64(rng.below(UInt64(world + 1)))
            let sigma = 512 + Int64(rng.below(8192 - 512 + 1))
            clusters.append((x, y, sigma))
        }
        anchorX.reserveCapacity(n)
        anchorY.reserveCapacity(n)
        z.reserveCapacity(n)
        let half = Int64(Self.halfWidth)
        let height = Int64(Self.boxHeight)
        for _ in 0..<n {
            var x: Int64
            var y: Int64
            if rng.below(10) < 7 {
                x = half + Int64(rng.below(UInt64(world - 2 * half + 1)))
                y = height + Int64(rng.below(UInt64(world - height + 1)))
            } else {
                let cluster = clusters[Int(rng.below(20))]
                x = cluster.x + ((rng.gauss16() * cluster.sigma) >> 16)
                y = cluster.y + ((rng.gauss16() * cluster.sigma) >> 16)
                x = min(max(x, half), world - half)
                y = min(max(y, height), world)
            }
            anchorX.append(Int32(x))
            anchorY.append(Int32(y))
            z.append(Int32(rng.below(10)))
        }
        queryX.reserveCapacity(q)
        queryY.reserveCapacity(q)
        for _ in 0..<q {
            if rng.below(2) == 0 {
                let box = Int(rng.below(UInt64(n)))
                queryX.append(anchorX[box] - Self.halfWidth + Int32(rng.below(UInt64(Self.boxWidth) + 1)))
                queryY.append(anchorY[box] - Self.boxHeight + Int32(rng.below(UInt64(Self.boxHeight) + 1)))
            } else {
                queryX.append(Int32(rng.below(UInt64(world + 1))))
                queryY.append(Int32(rng.below(UInt64(world + 1))))
            }
        }
    }
}

/// The order-sensitive checksums every peer prints.
struct HitTestChecksums: Equatable {
    var hits: UInt64 = 0
    var sum: UInt64 = 0
    var wsum: UInt64 = 0

    init(answers: [Int32]) {
        let modulus: UInt64 = 1 << 61
        for (j, answer) in answers.enumerated() {
            if answer >= 0 {
                hits += 1
                sum = (sum + UInt64(answer)) % modulus
            }
            let weight = UInt64(j + 1).multipliedFullWidth(by: UInt64(Int64(answer) + 1))
            let term = modulus.dividingFullWidth((weight.high % modulus, weight.low)).remainder
            wsum = (wsum + term) % modulus
        }
    }

    init(hits: UInt64, sum: UInt64, wsum: UInt64) {
        self.hits = hits
        self.sum = sum
        self.wsum = wsum
    }

    /// The checksums the C reference implementation prints for seed 1 and Q = 1 000 000.
    static func reference(n: Int, q: Int, seed: UInt64) -> HitTestChecksums? {
        guard seed == 1, q == 1_000_000 else { return nil }
        switch n {
        case 10_000: return HitTestChecksums(hits: 499_764, sum: 2_498_348_847, wsum: 1_250_951_297_996_570)
        case 100_000: return HitTestChecksums(hits: 500_310, sum: 25_009_369_596, wsum: 12_519_399_722_533_434)
        case 1_000_000:
            return HitTestChecksums(hits: 500_573, sum: 250_330_597_508, wsum: 125_233_759_155_625_364)
        default: return nil
        }
    }
}
