import Foundation
import MapCompatCore

/// The generator's source of choices: a ``MapCompatCore/SplitMix64`` stream with the few draws a spec needs,
/// each number rounded to a fixed step so that generated files stay short and read well.
struct FuzzRandom {
    private var generator: SplitMix64

    /// A stream; equal seeds give equal streams.
    init(seed: UInt64) { generator = SplitMix64(seed: seed) }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool { unit() < p }

    /// A number in `0..<1`.
    mutating func unit() -> Double { Double(generator.next() >> 11) / Double(UInt64(1) << 53) }

    /// A whole number in the closed range.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(generator.below(UInt64(range.upperBound - range.lowerBound + 1)))
    }

    /// A number in the closed range, rounded to a multiple of `step`.
    mutating func number(_ range: ClosedRange<Double>, step: Double) -> Double {
        let raw = range.lowerBound + unit() * (range.upperBound - range.lowerBound)
        return min(range.upperBound, max(range.lowerBound, FuzzRandom.round(raw, step: step)))
    }

    /// One of the elements; `nil` only for an empty collection.
    mutating func pick<T>(_ elements: [T]) -> T? {
        elements.isEmpty ? nil : elements[int(0...elements.count - 1)]
    }

    /// One of the elements, each with its weight (weights need not sum to one).
    mutating func weighted<T>(_ choices: [(T, Double)]) -> T? {
        let total = choices.reduce(0) { $0 + $1.1 }
        guard total > 0 else { return nil }
        var draw = unit() * total
        for (element, weight) in choices {
            if draw < weight { return element }
            draw -= weight
        }
        return choices.last?.0
    }

    /// A subset of the elements, each kept with probability `p`, in their order.
    mutating func subset<T>(_ elements: [T], _ p: Double) -> [T] {
        elements.filter { _ in chance(p) }
    }

    /// `value` rounded to a multiple of `step`, written with no more digits than the step has.
    static func round(_ value: Double, step: Double) -> Double {
        let decimals = max(0, Int((-log10(step)).rounded(.up)))
        let scale = pow(10, Double(decimals))
        let rounded = (value / step).rounded() * step
        return (rounded * scale).rounded() / scale
    }
}
