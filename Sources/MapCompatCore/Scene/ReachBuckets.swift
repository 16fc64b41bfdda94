import Foundation

/// Tracks an upper bound of the largest reach (anchor to farthest box corner, in points) among the indexed
/// markers and symbols, so a query grows the tap by no more than it must, and shrinks again when large
/// items leave. Reaches are counted in buckets eight per octave (an upper bound at most 9 % too large), so
/// adding and removing are O(1).
struct ReachBuckets: Hashable, Sendable {
    private static let bucketCount = 8 * 64
    private var counts = [Int](repeating: 0, count: bucketCount)
    /// The highest bucket in use, or -1.
    private var top = -1

    /// The bucket of a reach: the smallest `b` with `reach <= 2^(b/8 - 32)`.
    static func bucket(of reach: Double) -> Int {
        guard reach > 0x1p-32 else { return 0 }
        let bucket = Int((8 * (log2(reach) + 32)).rounded(.up))
        return min(max(bucket, 0), bucketCount - 1)
    }

    /// A reach no smaller than that of any counted item.
    var bound: Double {
        guard top >= 0 else { return 0 }
        return top == Self.bucketCount - 1 ? .greatestFiniteMagnitude : exp2(Double(top) / 8 - 32)
    }

    mutating func add(bucket: Int) {
        counts[bucket] += 1
        top = max(top, bucket)
    }

    mutating func remove(bucket: Int) {
        counts[bucket] -= 1
        while top >= 0 && counts[top] == 0 { top -= 1 }
    }
}
