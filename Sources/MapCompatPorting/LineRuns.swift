/// Runs of lines written anew: the passes that turn a group of statements into the target's (NAVER's camera
/// update groups, MapLibre's camera changed and set again) walk the lines the same way.
enum LineRuns {
    /// `lines` with each run that `replacement` recognizes at its first line (and that holds no protected line)
    /// written as it says, each line with whether it is protected from the member-level port; and the (0-based)
    /// protected lines after.
    static func replace(
        _ lines: [String], protected: Set<Int>,
        _ replacement: (Int) -> (end: Int, lines: [(text: String, protected: Bool)])?
    ) -> (text: String, protected: Set<Int>) {
        var output: [String] = []
        var flags: [Bool] = []
        var index = 0
        while index < lines.count {
            guard let run = replacement(index) else {
                output.append(lines[index])
                flags.append(protected.contains(index))
                index += 1
                continue
            }
            for line in run.lines {
                output.append(line.text)
                flags.append(line.protected)
            }
            index = run.end + 1
        }
        return (output.joined(separator: "\n"), Set(flags.indices.filter { flags[$0] }))
    }
}
