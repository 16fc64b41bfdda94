import Foundation
import MapCompatConformance
import MapCompatCore
import Testing

/// The fuzzer's spec generator: deterministic per seed, valid specs only, within the vocabulary asked for.
struct SpecGeneratorTests {
    @Test func theSameSeedGivesTheSameSpecs() {
        let first = (0..<60).map { SpecGenerator(seed: 42).spec(run: $0) }
        let second = (0..<60).map { SpecGenerator(seed: 42).spec(run: $0) }
        #expect(first == second)
        let other = (0..<60).map { SpecGenerator(seed: 43).spec(run: $0) }
        #expect(first.map(\.steps) != other.map(\.steps))
    }

    @Test func aRunCanBeDrawnAgainOnItsOwn() {
        let generator = SpecGenerator(seed: 9)
        let all = (0..<20).map { generator.spec(run: $0) }
        #expect(generator.spec(run: 17) == all[17])
    }

    @Test(arguments: [0, 1, 2, 3] as [UInt64])
    func everyGeneratedSpecLoadsBackEqual(seed: UInt64) {
        for index in 0..<250 {
            let spec = SpecGenerator(seed: seed).spec(run: index)
            let text = SpecEncoder.encode(spec)
            let file = SpecLoader().decode(text, file: "fuzz.json", defaultID: "other")
            guard let loaded = file.spec else {
                Issue.record("run \(index) of seed \(seed) does not load: \(file.result)\n\(text)")
                return
            }
            #expect(loaded == spec, "run \(index) of seed \(seed) changed on the way back:\n\(text)")
            #expect(file.warnings.isEmpty, "\(file.warnings)")
            #expect(loaded.profile == .neutral)
            #expect(loaded.expect == Expectation())
        }
    }

    @Test func specsUseEveryPartOfTheVocabulary() {
        let specs = (0..<400).map { SpecGenerator(seed: 5).spec(run: $0) }
        let steps = Set(specs.flatMap { $0.steps.map(\.kind) })
        #expect(steps.isSuperset(of: Step.Kind.allCases.filter { $0 != .tapCallout && $0 != .selectIndoorLevel }))
        #expect(steps.contains(.tapCallout))
        #expect(Set(specs.flatMap { $0.scene.map(\.kind) }) == Set(Spec.SceneItem.kinds))
        let taps = Set(specs.flatMap { $0.scene.map(\.tap) })
        #expect(taps == [nil, .consume, .propagate])
        #expect(specs.contains { $0.map.exclusions != nil })
        #expect(specs.contains { $0.map.controls?.logo != nil })
        #expect(
            specs.contains { spec in
                spec.steps.contains { if case .pan(let pan) = $0 { pan.release == .fling } else { false } }
            })
        #expect(
            specs.contains { spec in
                spec.scene.contains {
                    if case .annotation(let a) = $0.content { a.draggable && a.callout } else { false }
                }
            })
    }

    @Test func everyTouchLiesInsideTheViewport() {
        for index in 0..<300 {
            for step in SpecGenerator(seed: 11).spec(run: index).steps {
                for point in Self.points(of: step) {
                    #expect((0...400).contains(Double(point.x)) && (0...800).contains(Double(point.y)), "\(step)")
                }
            }
        }
    }

    @Test func aVocabularyBoundsWhatASpecNeeds() {
        let allowed: Set<Capability> = [
            .step(.tap), .step(.pan), .step(.wait), .scene("marker"), .scene("tapHandler"), .map("limits"),
        ]
        let plugin = ScriptedVocabularyPlugin(capabilities: allowed)
        for index in 0..<200 {
            let spec = SpecGenerator(seed: 3).spec(run: index, allowing: allowed)
            #expect(plugin.missingSetUpCapabilities(for: spec).isEmpty, "\(plugin.missingSetUpCapabilities(for: spec))")
            #expect(spec.requiredCapabilities.allSatisfy { $0.isProvided(by: allowed) })
        }
    }

    @Test func finerPartsBoundASpecToThoseParts() {
        let allowed: Set<Capability> = [
            .step(.tap), .flatCameraStep, .scene("marker"), .scene("polygon"), .scene("symbol"),
            .scene("tapHandler.consume"), .handler("symbolTap.propagate"), .map("camera.flat"),
            .map("limits.maxZoom"),
        ]
        var parts: Set<Capability> = []
        for index in 0..<300 {
            let spec = SpecGenerator(seed: 8).spec(run: index, allowing: allowed)
            let needed = spec.setUpCapabilities
            #expect(needed.isSubset(of: allowed), "run \(index): \(needed.subtracting(allowed))")
            parts.formUnion(needed)
        }
        #expect(parts == allowed)
    }

    static func points(of step: Step) -> [CGPoint] {
        switch step {
        case .tap(let p), .doubleTap(let p), .twoFingerTap(let p), .longPress(let p, _): [p]
        case .pan(let pan): [pan.from, pan.to]
        case .drag(let drag): [drag.from, drag.to]
        case .pinch(let pinch): [pinch.center]
        case .rotate(let rotate): [rotate.center]
        case .tilt(let tilt): [tilt.center]
        case .quickZoom(let zoom): [zoom.at]
        case .touches(let frames): frames.flatMap { $0.points.values }
        default: []
        }
    }
}
