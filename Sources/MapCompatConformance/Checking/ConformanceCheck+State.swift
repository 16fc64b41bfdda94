import Foundation
import MapCompatCore

extension ConformanceCheck {
    /// Checks the parts of the final state the expectation names, each failure named after its check.
    static func finalState(_ expect: Expectation, _ state: ObservedState) -> [CheckFailure] {
        var failures: [CheckFailure] = []
        if let camera = expect.camera { failures += cameraParts(camera, state.camera) }
        failures += expect.screen.enumerated().compactMap { screenPosition($0.offset, $0.element, state) }
        for (control, expected) in expect.controls.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            let observed = state.controls?[control]
            if observed != expected {
                failures.append(
                    mismatch("controls.\(control.rawValue)", expected.rawValue, observed?.rawValue))
            }
        }
        if let selected = expect.selected, state.selected != Set(selected) {
            failures.append(
                mismatch("selected", list(Set(selected)), state.selected.map(list)))
        }
        for (id, expected) in expect.dragState.sorted(by: { $0.key < $1.key }) {
            let observed = state.dragStates.map { $0[id] ?? AnnotationDragState.none }
            if observed != expected {
                failures.append(
                    mismatch("dragState", "\(id) \(expected.rawValue)", observed.map { "\(id) \($0.rawValue)" }))
            }
        }
        for (id, expected) in expect.position.sorted(by: { $0.key < $1.key }) {
            failures += position(id, expected, state.positions?[id])
        }
        if let tracking = expect.tracking, state.tracking != tracking {
            failures.append(mismatch("tracking", tracking.rawValue, state.tracking?.rawValue))
        }
        if let picker = expect.indoor?.picker, state.indoorPicker != picker {
            failures.append(
                mismatch("indoor", "picker \(picker.rawValue)", state.indoorPicker.map { "picker \($0.rawValue)" }))
        }
        if let level = expect.indoor?.level, state.indoorLevel != level {
            failures.append(mismatch("indoor", "level \(level)", state.indoorLevel.map { "level \($0)" }))
        }
        return failures
    }

    private static func cameraParts(_ expected: Expectation.Camera, _ camera: Camera?) -> [CheckFailure] {
        let parts: [(String, NumberMatcher?, Double?)] = [
            ("lat", expected.latitude, camera?.center.latitude), ("lng", expected.longitude, camera?.center.longitude),
            ("zoom", expected.zoom, camera?.zoom), ("bearing", expected.bearing, camera?.bearing),
            ("tilt", expected.tilt, camera?.tilt),
        ]
        return parts.compactMap { name, matcher, value in
            guard let matcher else { return nil }
            return number("camera.\(name)", matcher, value, .forField(name))
        }
    }

    private static func position(_ id: String, _ expected: Expectation.Position, _ observed: LatLng?) -> [CheckFailure]
    {
        [
            number("position.\(id)", expected.latitude, observed?.latitude, .coordinate, part: "lat "),
            number("position.\(id)", expected.longitude, observed?.longitude, .coordinate, part: "lng "),
        ].compactMap { $0 }
    }

    private static func screenPosition(_ index: Int, _ expected: Expectation.Screen, _ state: ObservedState)
        -> CheckFailure?
    {
        let check = "screen[\(index)]"
        let what =
            "(\(TraceFormatter.format(expected.position.latitude)), \(TraceFormatter.format(expected.position.longitude)))"
        guard let camera = state.camera, let viewport = state.viewport else {
            return CheckFailure(check: check, message: "\(what): the adapter did not report its camera and viewport")
        }
        let want = "[\(TraceFormatter.format(Double(expected.at.x))), \(TraceFormatter.format(Double(expected.at.y)))]"
        guard let shown = ScreenTransform(camera: camera, viewport: viewport).point(for: expected.position) else {
            return CheckFailure(check: check, message: "\(what): expected at \(want), but it is not on screen")
        }
        let distance = hypot(Double(shown.x - expected.at.x), Double(shown.y - expected.at.y))
        guard distance > expected.within else { return nil }
        return CheckFailure(
            check: check,
            message: "\(what): expected at \(want) within \(TraceFormatter.format(expected.within)), shown at "
                + "[\(TraceFormatter.format(Double(shown.x))), \(TraceFormatter.format(Double(shown.y)))], "
                + "\(TraceFormatter.format(distance)) points away")
    }

    /// A failure when `value` does not match, or was not reported.
    static func number(
        _ check: String, _ matcher: NumberMatcher, _ value: Double?, _ tolerance: Tolerance, part: String = ""
    ) -> CheckFailure? {
        guard let value else {
            return CheckFailure(check: check, message: "\(part)expected \(matcher), not reported")
        }
        guard !matcher.matches(value, tolerance: tolerance) else { return nil }
        let within = if case .exact = matcher { " (±\(TraceFormatter.format(tolerance.amount)))" } else { "" }
        return CheckFailure(
            check: check, message: "\(part)expected \(matcher)\(within), observed \(TraceFormatter.format(value))")
    }

    private static func mismatch(_ check: String, _ expected: String, _ observed: String?) -> CheckFailure {
        CheckFailure(check: check, message: "expected \(expected), observed \(observed ?? "nothing (not reported)")")
    }

    private static func list(_ ids: Set<String>) -> String { "[" + ids.sorted().joined(separator: ", ") + "]" }
}
