import MapCompatCore

extension SpecReader {
    private static let topLevelFields = [
        "$schema", "format", "title", "id", "source", "adapters", "profile", "map", "scene", "handlers", "steps",
        "expect",
    ]

    /// Decodes a whole document; `nil` when it has problems (all of them recorded).
    func spec(_ value: JSONValue, defaultID: String) -> Spec? {
        guard let object = object(value, at: .root, known: Self.topLevelFields) else { return nil }
        if let format = object.required("format", string), format != Spec.format {
            error(.root.key("format"), "\"\(format)\" is not a format this loader reads; expected \"\(Spec.format)\"")
        }
        let title = object.required("title", nonEmptyString)
        let spec = Spec(
            id: object.optional("id", nonEmptyString) ?? defaultID,
            title: title ?? "",
            source: object.optional("source", string),
            adapters: object.optional("adapters", array(of: nonEmptyString)),
            profile: object.optional("profile", choice(Spec.Profile.self)) ?? .neutral,
            map: object.optional("map", mapSettings) ?? Spec.MapSettings(),
            scene: object.optional("scene", scene) ?? [],
            handlers: object.optional("handlers", handlers) ?? Spec.Handlers(),
            steps: object.optional("steps", array(of: step)) ?? [],
            expect: object.optional("expect", expectation) ?? Expectation())
        checkLimits(spec)
        return problems.isEmpty ? spec : nil
    }

    /// Records an error for every ``SpecLimits`` value the spec exceeds.
    private func checkLimits(_ spec: Spec) {
        if spec.steps.count > SpecLimits.steps {
            error(.root.key("steps"), "\(spec.steps.count) steps; a spec may have at most \(SpecLimits.steps)")
        }
        if spec.scene.count > SpecLimits.sceneItems {
            error(.root.key("scene"), "\(spec.scene.count) items; a scene may have at most \(SpecLimits.sceneItems)")
        }
        var seconds = 0.0
        for (index, step) in spec.steps.enumerated() {
            seconds += step.nominalDuration
            if case .touches(let frames) = step, frames.count > SpecLimits.touchFrames {
                error(
                    .root.key("steps").index(index).key("touches"),
                    "\(frames.count) frames; a touches step may have at most \(SpecLimits.touchFrames)")
            }
        }
        if seconds > SpecLimits.scriptSeconds {
            error(
                .root.key("steps"),
                "the steps span \(seconds) s of virtual time; a spec may span at most \(Int(SpecLimits.scriptSeconds)) s"
            )
        }
    }

    func handlers(_ value: JSONValue, _ path: JSONPath) -> Spec.Handlers? {
        guard let object = object(value, at: path, known: ["symbolTap", "drag", "cameraChange"]) else { return nil }
        return Spec.Handlers(
            symbolTap: object.optional("symbolTap", choice(Spec.TapHandling.self)),
            drag: object.optional("drag", choice(Spec.Handlers.Decision.self)),
            cameraChange: object.optional("cameraChange", choice(Spec.Handlers.Decision.self)))
    }

    /// A "did you mean" hint for a name that is close to one of `known`, or an empty string.
    func hint(for name: String, among known: [String]) -> String {
        let close = known.map { ($0, EditDistance.between(name.lowercased(), $0.lowercased())) }
            .filter { $0.1 <= max(1, $0.0.count / 3) }.min { $0.1 < $1.1 }?.0
        return close.map { "; did you mean \"\($0)\"?" } ?? ""
    }
}
