extension ConformanceRunner {
    /// The trace pictures for the results page: for each result of `report` that `include` accepts (by
    /// default, every one that ran and did not pass), the run drawn by ``TraceSVG`` with the runner's own
    /// verdict — the failures and unchecked checks of the result.
    ///
    /// The runs are made again: they are deterministic, so a picture shows the run that gave the result. A
    /// result whose spec is not in `files`, or whose adapter has no plugin here, gets no picture.
    public func tracePictures(
        for report: ConformanceReport, files: [SpecFile],
        including include: (ConformanceResult) -> Bool = {
            $0.status == .partial || $0.status == .fail || $0.status == .error
        }
    ) -> [ResultKey: String] {
        var specs: [String: Spec] = [:]
        for file in files {
            if case .success(let spec) = file.result { specs[spec.id] = spec }
        }
        var pictures: [ResultKey: String] = [:]
        for result in report.results where include(result) {
            guard let spec = specs[result.spec], let plugin = plugins.first(where: { $0.id == result.adapter })
            else { continue }
            let run = observe(spec, on: plugin)
            guard run.declined == nil else { continue }
            var verdict = ConformanceCheck.verdict(spec.expect, observed: run.observation) {
                run.canObserve($0, on: plugin)
            }
            // The result's own tally: the agreement with the reference plugin is one more check made.
            verdict.failures = result.failures
            if let checks = result.checks {
                verdict.unchecked = checks.unchecked
                let agreement = ConformanceCheck.agreementName(referenceID)
                if checks.made > verdict.made.count, !verdict.made.contains(agreement) {
                    verdict.made.append(agreement)
                }
            }
            pictures[result.key] = TraceSVG.render(spec, run: run, adapter: plugin.id, verdict: verdict)
        }
        return pictures
    }
}
