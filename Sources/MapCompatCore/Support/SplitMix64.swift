/// SplitMix64 (Steele, Lea and Flood, 2014): a tiny seeded generator, for property tests and benchmarks that
/// must see the same "random" input on every run and every machine.
///
/// ```swift
/// var random = SplitMix64(seed: 2026)
/// let x = Double.random(in: 0..<400, using: &random)
/// ```
public struct SplitMix64: RandomNumberGenerator, Hashable, Sendable {
    private var state: UInt64

    /// Creates a generator; equal seeds give equal streams.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<n` from the high half of the 128-bit product of the next draw and `n` (no
    /// rejection step, so it matches generators written that way in other languages bit for bit).
    public mutating func below(_ n: UInt64) -> UInt64 {
        next().multipliedFullWidth(by: n).high
    }
}
