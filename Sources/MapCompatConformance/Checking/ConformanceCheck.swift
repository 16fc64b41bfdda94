import MapCompatCore

/// Checks a run's observation against a spec's expectation, or against another adapter's run, and explains
/// every difference in words.
///
/// The runner uses these checks; a plugin's own unit tests can call them directly.
///
/// ```swift
/// let failures = ConformanceCheck.expectation(spec.expect, observed: observation)
/// for failure in failures { print(failure) }
/// ```
public enum ConformanceCheck: Sendable {
    /// Every way the observation misses the expectation; empty when it holds.
    public static func expectation(_ expect: Expectation, observed: Observation) -> [CheckFailure] {
        var failures: [CheckFailure] = []
        failures += orderedEvents(expect.events, in: observed.events)
        if let exactly = expect.exactly { failures += exactEvents(exactly, in: observed.events) }
        failures += absentEvents(expect.absent, in: observed.events)
        failures += finalState(expect, observed.state)
        return failures
    }

    /// Checks that each pattern matches an event, in order, with others allowed between.
    static func orderedEvents(_ patterns: [EventPattern], in events: [ObservedEvent]) -> [CheckFailure] {
        var next = 0
        var matchedAt: [Int] = []
        for (index, pattern) in patterns.enumerated() {
            guard let found = events[next...].firstIndex(where: pattern.matches) else {
                return [CheckFailure(check: "expect.events", message: missing(index, patterns, matchedAt, events))]
            }
            matchedAt.append(found)
            next = found + 1
        }
        return []
    }

    private static func missing(
        _ index: Int, _ patterns: [EventPattern], _ matchedAt: [Int], _ events: [ObservedEvent]
    ) -> String {
        let after = matchedAt.last.map { " after event #\($0)" } ?? ""
        var lines = ["pattern \(index + 1) of \(patterns.count) matches no event\(after):"]
        for (position, pattern) in patterns.enumerated() {
            let marker = position == index ? "  > " : "    "
            let note = position < matchedAt.count ? "  (event #\(matchedAt[position]))" : ""
            lines.append(marker + "\(position + 1). \(pattern)" + note)
        }
        if let earlier = events.firstIndex(where: patterns[index].matches) {
            lines.append("event #\(earlier) matches it, but comes too early (out of order)")
        }
        lines.append("observed events:")
        lines += events.isEmpty ? ["    (none)"] : events.enumerated().map { "    #\($0) " + TraceFormatter.line($1) }
        return lines.joined(separator: "\n")
    }

    /// Checks that the events of the kinds the patterns name match them one to one, in order.
    static func exactEvents(_ patterns: [EventPattern], in events: [ObservedEvent]) -> [CheckFailure] {
        let kinds = Set(patterns.map(\.kind))
        let relevant = events.filter { kinds.contains($0.event.kind) }
        let pairs = zip(patterns, relevant)
        let first =
            pairs.enumerated().first { !$0.element.0.matches($0.element.1) }?.offset
            ?? (patterns.count == relevant.count ? nil : min(patterns.count, relevant.count))
        guard let first else { return [] }
        let diff = AlignedDiff(
            leftTitle: "expected", rightTitle: "observed", left: patterns.map(\.description),
            right: relevant.map(TraceFormatter.line), firstDifference: first)
        let heading =
            "the observed \(kinds.sorted().joined(separator: ", ")) events differ from the expected list "
            + "(\(patterns.count) expected, \(relevant.count) observed; first difference at row \(first + 1)):"
        return [CheckFailure(check: "expect.exactly", message: heading + "\n" + diff.render())]
    }

    /// Checks that no event matches any of the patterns.
    static func absentEvents(_ patterns: [EventPattern], in events: [ObservedEvent]) -> [CheckFailure] {
        patterns.compactMap { pattern in
            let matches = events.enumerated().filter { pattern.matches($0.element) }
            guard !matches.isEmpty else { return nil }
            let lines = matches.prefix(5).map { "    #\($0.offset) " + TraceFormatter.line($0.element) }
            let more = matches.count > 5 ? ["    … and \(matches.count - 5) more"] : []
            return CheckFailure(
                check: "expect.absent",
                message: (["expected no event matching \(pattern), observed \(matches.count):"] + lines + more)
                    .joined(separator: "\n"))
        }
    }
}
