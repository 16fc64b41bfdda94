import MapCompatCore

extension SpecEncoder {
    static func expectation(_ expect: Expectation) -> JSONValue {
        func patterns(_ list: [EventPattern]) -> JSONValue { .array(list.map(pattern)) }
        return object([
            ("events", expect.events.isEmpty ? nil : patterns(expect.events)),
            ("exactly", expect.exactly.map(patterns)),
            ("absent", expect.absent.isEmpty ? nil : patterns(expect.absent)),
            ("camera", expect.camera.map(camera)),
            ("screen", expect.screen.isEmpty ? nil : .array(expect.screen.map(screen))),
            (
                "controls",
                expect.controls.isEmpty
                    ? nil
                    : .object(
                        expect.controls.sorted { $0.key.rawValue < $1.key.rawValue }.map {
                            (key: $0.key.rawValue, value: .string($0.value.rawValue))
                        })
            ),
            ("selected", expect.selected.map { .array($0.map(JSONValue.string)) }),
            (
                "dragState",
                expect.dragState.isEmpty
                    ? nil
                    : .object(
                        expect.dragState.sorted { $0.key < $1.key }.map {
                            (key: $0.key, value: .string($0.value.rawValue))
                        })
            ),
            (
                "position",
                expect.position.isEmpty
                    ? nil
                    : .object(
                        expect.position.sorted { $0.key < $1.key }.map {
                            (
                                key: $0.key,
                                value: .object([
                                    ("lat", matcher($0.value.latitude)), ("lng", matcher($0.value.longitude)),
                                ])
                            )
                        })
            ),
            ("tracking", expect.tracking.map { .string($0.rawValue) }),
            (
                "indoor",
                expect.indoor.map {
                    object([
                        ("picker", $0.picker.map { .string($0.rawValue) }), ("level", $0.level.map(JSONValue.string)),
                    ])
                }
            ),
        ])
    }

    /// A number matcher as the loader reads it back.
    static func matcher(_ matcher: NumberMatcher) -> JSONValue {
        switch matcher {
        case .exact(let value): .number(value)
        case .approx(let value, let within): .object([("approx", .number(value)), ("within", .number(within))])
        case .range(let low, let high):
            object([("min", low.map(JSONValue.number)), ("max", high.map(JSONValue.number))])
        }
    }

    private static func pattern(_ pattern: EventPattern) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [("kind", .string(pattern.kind.rawValue))]
        for (name, field) in pattern.fields.sorted(by: { $0.key < $1.key }) {
            switch field {
            case .number(let number): members.append((name, matcher(number)))
            case .string(let string): members.append((name, .string(string)))
            case .bool(let bool): members.append((name, .bool(bool)))
            }
        }
        if let time = pattern.time { members.append(("t", matcher(time))) }
        return .object(members)
    }

    private static func camera(_ camera: Expectation.Camera) -> JSONValue {
        object([
            ("lat", camera.latitude.map(matcher)), ("lng", camera.longitude.map(matcher)),
            ("zoom", camera.zoom.map(matcher)), ("bearing", camera.bearing.map(matcher)),
            ("tilt", camera.tilt.map(matcher)),
        ])
    }

    private static func screen(_ screen: Expectation.Screen) -> JSONValue {
        .object([
            ("lat", .number(screen.position.latitude)), ("lng", .number(screen.position.longitude)),
            ("at", point(screen.at)), ("within", .number(screen.within)),
        ])
    }
}
