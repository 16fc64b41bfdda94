import MapCompatConformance

extension ConformanceCommand {
    /// `--format html`: the results page, with the trace picture of every result that ran and did not pass.
    func htmlPage(_ report: ConformanceReport, _ files: [SpecFile], _ plugins: [any AdapterPlugin]) -> String {
        let runner = ConformanceRunner(plugins: plugins)
        return HTMLReport.render(report, traces: runner.tracePictures(for: report, files: files))
    }
}
