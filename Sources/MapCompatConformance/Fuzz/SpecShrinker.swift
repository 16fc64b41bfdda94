/// Shrinks a spec while a property still holds: greedily takes the first smaller candidate that keeps it
/// (fewer steps, fewer scene items, fewer settings and handlers, then simpler parts and rounder numbers),
/// and starts over from there, until no candidate keeps it or the budget of tries is spent.
///
/// ```swift
/// let small = SpecShrinker(budget: 200).shrink(spec) { candidate in diverges(candidate) }
/// ```
public struct SpecShrinker: Sendable {
    /// The most candidates tried in one shrink.
    public var budget: Int

    /// Creates a shrinker.
    public init(budget: Int = 300) { self.budget = budget }

    /// The smallest spec found for which `holds` is true, starting from `spec` (which should satisfy it).
    public func shrink(_ spec: Spec, while holds: (Spec) -> Bool) -> Spec {
        var current = spec
        var tries = 0
        search: while tries < budget {
            for candidate in Self.candidates(current) where candidate != current {
                tries += 1
                if holds(candidate) {
                    current = candidate
                    continue search
                }
                if tries >= budget { break search }
            }
            break
        }
        return current
    }

    /// Every one-change simplification of `spec`, the coarsest first.
    static func candidates(_ spec: Spec) -> [Spec] {
        var candidates: [Spec] = []
        func with(_ change: (inout Spec) -> Void) {
            var copy = spec
            change(&copy)
            candidates.append(copy)
        }
        let steps = spec.steps.count
        if steps > 2 {
            with { $0.steps.removeFirst(steps / 2) }
            with { $0.steps.removeLast(steps - steps / 2) }
        }
        for index in spec.steps.indices.reversed() { with { $0.steps.remove(at: index) } }
        for index in spec.scene.indices.reversed() { with { $0.scene.remove(at: index) } }
        if spec.handlers.symbolTap != nil { with { $0.handlers.symbolTap = nil } }
        if spec.handlers.drag != nil { with { $0.handlers.drag = nil } }
        if spec.handlers.cameraChange != nil { with { $0.handlers.cameraChange = nil } }
        for map in simpler(spec.map) { with { $0.map = map } }
        for (index, step) in spec.steps.enumerated() {
            for simpler in simpler(step) { with { $0.steps[index] = simpler } }
        }
        for (index, item) in spec.scene.enumerated() {
            for simpler in simpler(item) { with { $0.scene[index] = simpler } }
        }
        return candidates
    }
}
