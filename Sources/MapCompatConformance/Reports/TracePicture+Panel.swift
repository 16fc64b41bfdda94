import Foundation
import MapCompatCore

/// The side panel (title, cameras, the verdict, the events) and the timeline under the map.
extension TracePicture {
    mutating func drawPanel(x: Double) {
        var y = TracePicture.margin * 1.5 + 12
        func line(_ content: String, size: Double = 11, fill: String = "#222", weight: String = "normal") -> String {
            defer { y += size + 5 }
            return text(x, y, content, size: size, fill: fill, weight: weight)
        }
        for part in TracePicture.wrap(spec.title, width: 60) { body.append(line(part, size: 12, weight: "bold")) }
        body.append(line("camera before: " + describe(startCamera), size: 10, fill: "#444"))
        body.append(line("camera after:  " + describe(run.observation.state.camera), size: 10, fill: "#444"))
        if let problem = run.problem {
            for part in TracePicture.wrap("stopped: \(problem)", width: 70) {
                body.append(line(part, size: 10, fill: "#d62728"))
            }
        }
        // The verdict, as ConformanceCheck gives it: the first failure in time first.
        let failures = verdict.failures.sorted { ($0.time ?? .infinity) < ($1.time ?? .infinity) }
        for failure in failures.prefix(6) {
            let first = failure.message.split(separator: "\n").first.map(String.init) ?? ""
            for part in TracePicture.wrap("✗ \(failure.check): \(first)", width: 70) {
                body.append(line(part, size: 10, fill: "#d62728", weight: "bold"))
            }
        }
        if failures.count > 6 { body.append(line("… \(failures.count - 6) more failures", size: 10, fill: "#d62728")) }
        if failures.isEmpty, run.problem == nil {
            let made = verdict.made.count
            let verdictLine =
                verdict.unchecked.isEmpty ? "the trace meets the expectation" : "the \(made) checks made hold"
            body.append(line(verdictLine, size: 10, fill: "#2ca02c"))
        }
        if !verdict.unchecked.isEmpty {
            for part in TracePicture.wrap("unchecked: " + verdict.unchecked.joined(separator: ", "), width: 70) {
                body.append(line(part, size: 10, fill: "#b8860b"))
            }
        }
        y += 6
        let events = run.observation.events
        body.append(line("events (\(events.count); runs of the same event folded)", weight: "bold"))
        var rows: [(first: Int, last: Int, count: Int)] = []
        for (index, observed) in events.enumerated() where observed.event.kind != .cameraChanging {
            if let previous = rows.last, divergence?.eventIndex != index, divergence?.eventIndex != previous.last,
                TraceFormatter.describe(events[previous.last].event) == TraceFormatter.describe(observed.event)
            {
                rows[rows.count - 1] = (previous.first, index, previous.count + 1)
            } else {
                rows.append((index, index, 1))
            }
        }
        let limit = 40
        for row in rows.prefix(limit) {
            let isDivergent = divergence?.eventIndex == row.first
            let time =
                row.count == 1
                ? TraceFormatter.formatTime(events[row.first].time)
                : TraceFormatter.formatTime(events[row.first].time) + "–"
                    + TraceFormatter.formatTime(events[row.last].time)
            let label = row.count == 1 ? "#\(row.first + 1)" : "#\(row.first + 1)–\(row.last + 1)"
            let content =
                "\(label)  \(time)  " + TraceFormatter.describe(events[row.first].event)
                + (row.count == 1 ? "" : "  ×\(row.count)")
            body.append(
                line(
                    String(content.prefix(72)), size: 9.5, fill: isDivergent ? "#d62728" : "#222",
                    weight: isDivergent ? "bold" : "normal"))
        }
        if rows.count > limit { body.append(line("… \(rows.count - limit) more", size: 9.5, fill: "#888")) }
        let changing = events.filter { $0.event.kind == .cameraChanging }.count
        if changing > 0 { body.append(line("(\(changing) cameraChanging events not listed)", size: 9, fill: "#888")) }
        body.append(
            line("viewport \(n(width)) × \(n(height)) pt; ● touch down, □ lift, ○ every 0.1 s", size: 9, fill: "#888"))
        if let legend = mapGridLegend { body.append(line(legend, size: 9, fill: "#888")) }
    }

    mutating func drawTimeline(top: Double, width: Double) {
        let events = run.observation.events
        let touchEnd = touches.values.compactMap { $0.last?.time }.max() ?? 0
        let end = max(events.last?.time ?? 0, touchEnd, 0.1)
        let scale = width / end
        let left = TracePicture.margin
        body.append(text(left, top, "timeline (s)", size: 10, weight: "bold"))
        let axis = top + 40
        body.append(
            #"<line x1="\#(n(left))" y1="\#(n(axis))" x2="\#(n(left + width))" y2="\#(n(axis))" stroke="rgb(153,153,153)"/>"#
        )
        let step = TracePicture.tickStep(end)
        var tick = 0.0
        while tick <= end + 1e-9 {
            let x = left + tick * scale
            body.append(
                #"<line x1="\#(n(x))" y1="\#(n(axis))" x2="\#(n(x))" y2="\#(n(axis + 4))" stroke="rgb(153,153,153)"/>"#)
            body.append(text(x - 6, axis + 15, TraceFormatter.format(tick), size: 8, fill: "#666"))
            tick += step
        }
        for (number, id) in touches.keys.sorted().enumerated() {
            guard let samples = touches[id], let first = samples.first, let last = samples.last else { continue }
            let colour = TracePicture.palette[number % TracePicture.palette.count]
            let y = top + 8 + Double(number % 4) * 5
            body.append(
                #"<line class="touch-span" x1="\#(n(left + first.time * scale))" y1="\#(n(y))" "#
                    + #"x2="\#(n(left + max(last.time, first.time + 0.005) * scale))" y2="\#(n(y))" "#
                    + #"stroke="\#(colour)" stroke-width="4"/>"#)
        }
        for (index, observed) in events.enumerated() where observed.event.kind != .cameraChanging {
            let x = left + observed.time * scale
            let isDivergent = divergence?.eventIndex == index
            body.append(
                #"<line x1="\#(n(x))" y1="\#(n(axis - 12))" x2="\#(n(x))" y2="\#(n(axis))" "#
                    + #"stroke="\#(isDivergent ? "#d62728" : "#333")" stroke-width="\#(isDivergent ? 3 : 1)"/>"#)
        }
        if let divergence {
            let x = left + divergence.time * scale
            body.append(
                #"<line class="divergence-time" x1="\#(n(x))" y1="\#(n(top + 4))" x2="\#(n(x))" y2="\#(n(axis + 24))" "#
                    + #"stroke="rgb(214,39,40)" stroke-width="2" stroke-dasharray="4 2"/>"#)
        }
        let changing = events.filter { $0.event.kind == .cameraChanging }
        if let first = changing.first, let last = changing.last {
            body.append(
                #"<line x1="\#(n(left + first.time * scale))" y1="\#(n(axis + 30))" x2="\#(n(left + last.time * scale))" "#
                    + #"y2="\#(n(axis + 30))" stroke="rgb(31,119,180)" stroke-width="3" stroke-opacity="0.5"/>"#)
            body.append(text(left + first.time * scale, axis + 44, "camera moving", size: 8, fill: "#1f77b4"))
        }
    }

    static func tickStep(_ end: Double) -> Double {
        for step in [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 300] where end / step <= 16 { return step }
        return 600
    }
}
