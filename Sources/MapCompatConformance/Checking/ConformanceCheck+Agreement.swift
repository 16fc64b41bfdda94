import MapCompatCore

extension ConformanceCheck {
    /// Checks that a candidate adapter's run agrees with a reference run (normally `core`): the same events of
    /// the `kinds` both observe (see ``ObservedKinds``), compared field by field with the default tolerances (times are not
    /// compared), and the same final camera. Fields in `unreported` (the candidate reports those kinds without
    /// them) are left out of the comparison.
    public static func agreement(
        reference: Observation, referenceID: String = "core", candidate: Observation, candidateID: String,
        kinds: Set<String>, unreported: [MapEvent.Kind: Set<String>] = [:]
    ) -> [CheckFailure] {
        var failures: [CheckFailure] = []
        let expected = reference.events.filter { ObservedKinds.includes(kinds, $0.event) }
        let observedIndices = candidate.events.indices.filter {
            ObservedKinds.includes(kinds, candidate.events[$0].event)
        }
        let observed = observedIndices.map { candidate.events[$0] }
        let first =
            zip(expected, observed).enumerated().first {
                !sameEvent($0.element.0.event, $0.element.1.event, ignoring: unreported)
            }?.offset
            ?? (expected.count == observed.count ? nil : min(expected.count, observed.count))
        if let first {
            let diff = AlignedDiff(
                leftTitle: referenceID, rightTitle: candidateID, left: expected.map(TraceFormatter.line),
                right: observed.map(TraceFormatter.line), firstDifference: first)
            failures.append(
                CheckFailure(
                    check: agreementName(referenceID),
                    message: "events differ from \(referenceID)'s (\(expected.count) against \(observed.count), "
                        + "first difference at row \(first + 1)):\n" + diff.render(),
                    time: observed[safe: first]?.time ?? expected[safe: first]?.time,
                    eventIndex: observedIndices[safe: first]))
        }
        if let want = reference.state.camera, let got = candidate.state.camera {
            failures += cameraAgreement(want, got, referenceID)
        }
        return failures
    }

    /// Whether two events are the same: same kind, same fields (but those `ignoring` lists for the kind),
    /// numbers within their default tolerance.
    public static func sameEvent(
        _ a: MapEvent, _ b: MapEvent, ignoring unreported: [MapEvent.Kind: Set<String>] = [:]
    ) -> Bool {
        // Equal events have equal fields: most events two runs agree on are, and need no field-by-field look.
        if a == b { return true }
        guard a.kind == b.kind else { return false }
        let skipped = unreported[a.kind] ?? []
        let left = skipped.isEmpty ? a.fields : a.fields.filter { !skipped.contains($0.key) }
        let right = skipped.isEmpty ? b.fields : b.fields.filter { !skipped.contains($0.key) }
        // The same names: as many, and each of one side's on the other.
        guard left.count == right.count else { return false }
        return left.allSatisfy { name, value in
            guard let other = right[name] else { return false }
            if case .number(let x) = value, case .number(let y) = other {
                let tolerance = Tolerance.forField(name)
                return tolerance.distance(x, y) <= tolerance.amount
            }
            return value == other
        }
    }

    private static func cameraAgreement(_ want: Camera, _ got: Camera, _ referenceID: String) -> [CheckFailure] {
        let parts: [(String, Double, Double)] = [
            ("lat", want.center.latitude, got.center.latitude), ("lng", want.center.longitude, got.center.longitude),
            ("zoom", want.zoom, got.zoom), ("bearing", want.bearing, got.bearing), ("tilt", want.tilt, got.tilt),
        ]
        return parts.compactMap { name, expected, observed in
            let tolerance = Tolerance.forField(name)
            guard tolerance.distance(expected, observed) > tolerance.amount else { return nil }
            return CheckFailure(
                check: agreementName(referenceID),
                message: "camera \(name): \(referenceID) ends at \(TraceFormatter.format(expected)), this adapter at "
                    + "\(TraceFormatter.format(observed)) (tolerance \(TraceFormatter.format(tolerance.amount)))")
        }
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
