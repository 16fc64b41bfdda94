import Foundation
import MapCompatCore

/// Draws random, valid `mapcompat-spec/1` specs (profile `neutral`, no expectation) over the neutral
/// vocabulary: scene items with tap handlers, map settings, touch steps of every kind, camera moves, waits,
/// controls, locations and annotations.
///
/// Every spec is a pure function of the seed, the run's index and the vocabulary allowed, so a run can be
/// drawn again on its own. Screen points lie inside the neutral 400 × 800 viewport; numbers are rounded
/// (points to 1, seconds to 0.05, degrees to 1e-6) so that a written spec reads well and loads back equal.
///
/// ```swift
/// let generator = SpecGenerator(seed: 7)
/// let spec = generator.spec(run: 0)
/// print(SpecEncoder.encode(spec))
/// ```
public struct SpecGenerator: Hashable, Sendable {
    /// The seed every run's stream derives from.
    public var seed: UInt64

    /// Creates a generator.
    public init(seed: UInt64) { self.seed = seed }

    /// The spec of run `index`, using only what `allowed` provides (every capability when `nil`): a feature
    /// whose set-up capability `allowed` does not provide (``Capability/isProvided(by:)``, so a broad name
    /// gives its finer parts) is never drawn, so an adapter with those capabilities can set the spec up
    /// (its ``AdapterPlugin/missingSetUpCapabilities(for:)`` is empty).
    public func spec(run index: Int, allowing allowed: Set<Capability>? = nil) -> Spec {
        var mixer = SplitMix64(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03))
        var draft = SpecDraft(random: FuzzRandom(seed: mixer.next()), allowed: allowed)
        return draft.spec(id: "fuzz-\(seed)-\(index)", title: "Random spec \(index) of seed \(seed)")
    }
}

/// One spec being drawn: the random stream, what may be used, and the scene so far (steps aim at it).
struct SpecDraft {
    var random: FuzzRandom
    let allowed: Set<Capability>?
    /// Where the map looks at the start, so scene items can be placed on screen.
    var projection = FuzzProjection.neutral
    /// The scene drawn so far.
    var scene: [Spec.SceneItem] = []

    init(random: FuzzRandom, allowed: Set<Capability>?) {
        self.random = random
        self.allowed = allowed
    }

    /// Whether the vocabulary provides a capability, itself or through a broader name.
    func allows(_ capability: Capability) -> Bool { allowed.map { capability.isProvided(by: $0) } ?? true }

    /// Whether the vocabulary provides every capability in `needed`.
    func allowsAll(_ needed: Set<Capability>) -> Bool { needed.allSatisfy { allows($0) } }

    mutating func spec(id: String, title: String) -> Spec {
        let map = mapSettings(initial: true)
        if let camera = map.camera {
            projection.latitude = camera.latitude ?? projection.latitude
            projection.longitude = camera.longitude ?? projection.longitude
            projection.zoom = camera.zoom ?? projection.zoom
        }
        scene = sceneItems().filter { allowsAll($0.requiredCapabilities) }
        let handlers = handlers()
        let count = random.weighted([(1, 2.0), (2, 3.0), (3, 3.0), (4, 2.0), (6, 1.0), (8, 0.5)]) ?? 2
        var steps: [Step] = []
        for _ in 0..<count {
            if let step = step(), allowsAll(step.requiredCapabilities) { steps.append(step) }
        }
        return Spec(id: id, title: title, map: map, scene: scene, handlers: handlers, steps: steps)
    }

    private mutating func handlers() -> Spec.Handlers {
        var handlers = Spec.Handlers()
        let hasSymbols = scene.contains { $0.kind == "symbol" }
        let symbolTaps = Spec.TapHandling.allCases.filter { allows(.handler("symbolTap.\($0.rawValue)")) }
        if !symbolTaps.isEmpty, random.chance(hasSymbols ? 0.6 : 0.1) {
            handlers.symbolTap = random.pick(symbolTaps)
        }
        let hasDraggable = scene.contains {
            if case .annotation(let annotation) = $0.content { return annotation.draggable }
            return false
        }
        let dragAnswers = Spec.Handlers.Decision.allCases.filter { allows(.handler("drag.\($0.rawValue)")) }
        if !dragAnswers.isEmpty, random.chance(hasDraggable ? 0.7 : 0.05) {
            handlers.drag = random.pick(dragAnswers)
        }
        if allows(.handler("cameraChange")), random.chance(0.1) {
            handlers.cameraChange = random.chance(0.7) ? .allow : .deny
        }
        return handlers
    }

    /// A point inside the viewport, `margin` points from its edges.
    mutating func screenPoint(margin: Double = 10) -> CGPoint {
        CGPoint(
            x: random.number(margin...(Double(FuzzProjection.viewport.width) - margin), step: 1),
            y: random.number(margin...(Double(FuzzProjection.viewport.height) - margin), step: 1))
    }

    /// A position shown on screen at the start.
    mutating func screenPosition(margin: Double = 20) -> LatLng? {
        projection.position(at: screenPoint(margin: margin))
    }
}
