import MapCompatCore

/// Checks a run's observation against a spec's expectation, or against another adapter's run, and explains
/// every difference in words.
///
/// An expectation is a list of named checks (``checks(_:)``); ``verdict(_:observed:canObserve:)`` makes those
/// an adapter can observe and names the rest. The runner, `replay` and ``TraceSVG`` all take their verdict
/// from here; a plugin's own unit tests can call it directly.
///
/// ```swift
/// let failures = ConformanceCheck.expectation(spec.expect, observed: observation)
/// for failure in failures { print(failure) }
/// ```
public enum ConformanceCheck: Sendable {
    /// Every way the observation misses the expectation, every check made; empty when it holds.
    public static func expectation(_ expect: Expectation, observed: Observation) -> [CheckFailure] {
        verdict(expect, observed: observed).failures
    }

    /// Makes every check of `expect` that `canObserve` allows (by the check's capability, see ``checks(_:)``)
    /// and names the others.
    public static func verdict(
        _ expect: Expectation, observed: Observation, canObserve: (Capability) -> Bool = { _ in true }
    ) -> Verdict {
        verdict(expect, checks: checks(expect), observed: observed, canObserve: canObserve)
    }

    /// ``verdict(_:observed:canObserve:)`` with the checks of `expect` already listed (``checks(_:)``).
    static func verdict(
        _ expect: Expectation, checks all: [Named], observed: Observation, canObserve: (Capability) -> Bool
    ) -> Verdict {
        let made = all.filter { $0.allNeeds.allSatisfy(canObserve) }
        let madeNames = Set(made.map(\.name))
        var failures: [CheckFailure] = []
        let events = observed.events
        failures += orderedEvents(expect.events, in: events, making: madeNames)
        if let exactly = expect.exactly { failures += exactEvents(exactly, in: events, making: madeNames) }
        failures += absentEvents(expect.absent, in: events, making: madeNames)
        failures += finalState(expect, observed.state).filter { madeNames.contains($0.check) }
        return Verdict(
            made: made.map(\.name), unchecked: all.filter { !$0.allNeeds.allSatisfy(canObserve) }.map(\.name),
            failures: failures)
    }

    /// The checks a verdict is made of: their names and what an adapter needs to make them.
    public struct Verdict: Hashable, Sendable {
        /// The names of the checks made, in spec order.
        public var made: [String]
        /// The names of the checks not made, in spec order.
        public var unchecked: [String]
        /// The checks made that did not hold (a check may give more than one).
        public var failures: [CheckFailure]

        /// Creates a verdict.
        public init(made: [String], unchecked: [String], failures: [CheckFailure]) {
            self.made = made
            self.unchecked = unchecked
            self.failures = failures
        }

        /// The tally a result reports.
        public var checks: ConformanceResult.Checks {
            let failed = Set(failures.map(\.check)).intersection(made)
            return ConformanceResult.Checks(made: made.count, held: made.count - failed.count, unchecked: unchecked)
        }

        /// The failure that came first in virtual time (a check on the final state counts as at the end).
        public var firstFailure: CheckFailure? {
            failures.enumerated().min { a, b in
                (a.element.time ?? .infinity, a.offset) < (b.element.time ?? .infinity, b.offset)
            }?.element
        }
    }

    /// Checks that each pattern that is made matches an event, in order, with others allowed between; a
    /// pattern that matches nothing fails, and the next ones are looked for after the last match.
    static func orderedEvents(_ patterns: [EventPattern], in events: [ObservedEvent], making made: Set<String>)
        -> [CheckFailure]
    {
        var next = 0
        var lastTime = 0.0
        var matchedAt: [Int: Int] = [:]
        var failures: [CheckFailure] = []
        for (index, pattern) in patterns.enumerated() {
            let name = eventsName(index, pattern)
            guard made.contains(name) else { continue }
            guard let found = events[next...].firstIndex(where: pattern.matches) else {
                failures.append(
                    CheckFailure(
                        check: name, message: missing(index, patterns, matchedAt, events, from: next),
                        time: lastTime, eventIndex: next < events.count ? next : nil))
                continue
            }
            matchedAt[index] = found
            lastTime = events[found].time
            next = found + 1
        }
        return failures
    }

    private static func missing(
        _ index: Int, _ patterns: [EventPattern], _ matchedAt: [Int: Int], _ events: [ObservedEvent], from next: Int
    ) -> String {
        let after = next > 0 ? " after event #\(next - 1)" : ""
        var lines = ["pattern \(index + 1) of \(patterns.count) matches no event\(after):"]
        for (position, pattern) in patterns.enumerated() {
            let marker = position == index ? "  > " : "    "
            let note = matchedAt[position].map { "  (event #\($0))" } ?? ""
            lines.append(marker + "\(position + 1). \(pattern)" + note)
        }
        if let earlier = events.firstIndex(where: patterns[index].matches) {
            lines.append("event #\(earlier) matches it, but comes too early (out of order)")
        }
        lines.append("observed events:")
        lines += events.isEmpty ? ["    (none)"] : events.enumerated().map { "    #\($0) " + TraceFormatter.line($1) }
        return lines.joined(separator: "\n")
    }

    /// Checks that the events of the kinds the made patterns name match them one to one, in order: each
    /// pattern the event at its position; an extra event fails the last pattern.
    static func exactEvents(_ patterns: [EventPattern], in events: [ObservedEvent], making made: Set<String>)
        -> [CheckFailure]
    {
        let kept = patterns.enumerated().filter { made.contains(exactlyName($0.offset, $0.element)) }
        guard !kept.isEmpty else { return [] }
        let kinds = Set(kept.map(\.element.kind))
        let relevant = events.enumerated().filter { kinds.contains($0.element.event.kind) }
        let wrong = kept.indices.filter { $0 >= relevant.count || !kept[$0].element.matches(relevant[$0].element) }
        let extra = relevant.count > kept.count ? [kept.count - 1] : []
        let failing = Array(Set(wrong + extra)).sorted()
        guard let first = failing.first else { return [] }
        let diff = AlignedDiff(
            leftTitle: "expected", rightTitle: "observed", left: kept.map(\.element.description),
            right: relevant.map { TraceFormatter.line($0.element) },
            firstDifference: wrong.first ?? min(kept.count, relevant.count))
        let heading =
            "the observed \(kinds.map(\.rawValue).sorted().joined(separator: ", ")) events differ from the expected list "
            + "(\(kept.count) expected, \(relevant.count) observed; first difference at row \((wrong.first ?? kept.count) + 1)):"
        return failing.map { position in
            let (index, pattern) = kept[position]
            let name = exactlyName(index, pattern)
            let at: (offset: Int, element: ObservedEvent)? =
                position < relevant.count
                ? (wrong.contains(position) ? relevant[position] : relevant[kept.count]) : nil
            let time = at?.element.time ?? relevant.last?.element.time ?? 0
            let message: String
            if position == first {
                message = heading + "\n" + diff.render()
            } else if let at, !wrong.contains(position) {
                message = "an extra " + TraceFormatter.describe(at.element.event) + " after the last expected one"
            } else if let at {
                message =
                    "row \(position + 1): expected \(pattern), observed " + TraceFormatter.describe(at.element.event)
            } else {
                message =
                    "row \(position + 1): expected \(pattern), but only \(relevant.count) such events were observed"
            }
            return CheckFailure(check: name, message: message, time: time, eventIndex: at?.offset)
        }
    }

    /// Checks that no event matches any of the made patterns.
    static func absentEvents(_ patterns: [EventPattern], in events: [ObservedEvent], making made: Set<String>)
        -> [CheckFailure]
    {
        patterns.enumerated().compactMap { index, pattern in
            let name = absentName(index, patterns)
            guard made.contains(name) else { return nil }
            let matches = events.enumerated().filter { pattern.matches($0.element) }
            guard let first = matches.first else { return nil }
            let lines = matches.prefix(5).map { "    #\($0.offset) " + TraceFormatter.line($0.element) }
            let more = matches.count > 5 ? ["    … and \(matches.count - 5) more"] : []
            return CheckFailure(
                check: name,
                message: (["expected no event matching \(pattern), observed \(matches.count):"] + lines + more)
                    .joined(separator: "\n"), time: first.element.time, eventIndex: first.offset)
        }
    }
}
