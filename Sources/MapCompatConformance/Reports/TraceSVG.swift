import Foundation
import MapCompatCore

/// A picture of one run of a spec, as SVG: the viewport with its scene items and shown controls as the map
/// starts, the path of every touch with time marks, where each event fired, the camera before and after, and,
/// when the run left what the spec expects, the point where it did so.
///
/// ```swift
/// let run = ConformanceRunner(plugins: [CorePlugin()]).observe(spec, on: CorePlugin())
/// try TraceSVG.render(spec, run: run, adapter: "core").write(toFile: "run.svg", atomically: true, encoding: .utf8)
/// ```
///
/// The first picture is set up by the `core` plugin (scene and controls are the same for every adapter in the
/// neutral profile); touches come from the spec's steps, events and the final camera from `run`.
public enum TraceSVG: Sendable {
    /// Where the observed trace first left the expectation.
    public struct Divergence: Hashable, Sendable {
        /// The virtual time at which it happened, in seconds since the first step began.
        public var time: Double
        /// The index in the observed events of the event at fault, if one is (an extra or a wrong event);
        /// `nil` when an expected event never came.
        public var eventIndex: Int?
        /// What went wrong, in a sentence.
        public var summary: String

        /// Creates a divergence.
        public init(time: Double, eventIndex: Int?, summary: String) {
            self.time = time
            self.eventIndex = eventIndex
            self.summary = summary
        }
    }

    /// The first point, in time, at which `events` leave `expect`'s `events`, `exactly` or `absent`; `nil` when
    /// they do not.
    public static func divergence(_ expect: Expectation, events: [ObservedEvent]) -> Divergence? {
        var found: [Divergence] = []
        if let exactly = expect.exactly {
            let kinds = Set(exactly.map(\.kind))
            let indices = events.indices.filter { kinds.contains(events[$0].event.kind) }
            for position in 0..<max(exactly.count, indices.count) {
                if position >= indices.count {
                    let time = indices.last.map { events[$0].time } ?? 0
                    found.append(
                        Divergence(
                            time: time, eventIndex: nil, summary: "expect.exactly: \(exactly[position]) never came"))
                    break
                }
                let index = indices[position]
                if position >= exactly.count {
                    found.append(
                        Divergence(
                            time: events[index].time, eventIndex: index,
                            summary: "expect.exactly: an extra \(TraceFormatter.describe(events[index].event))"))
                    break
                }
                if !exactly[position].matches(events[index]) {
                    found.append(
                        Divergence(
                            time: events[index].time, eventIndex: index,
                            summary: "expect.exactly: expected \(exactly[position]), observed "
                                + TraceFormatter.describe(events[index].event)))
                    break
                }
            }
        }
        var next = 0
        var lastTime = 0.0
        for pattern in expect.events {
            guard let match = events[next...].firstIndex(where: pattern.matches) else {
                let following = next < events.count ? next : nil
                found.append(
                    Divergence(
                        time: lastTime, eventIndex: following,
                        summary: "expect.events: \(pattern) never came after \(TraceFormatter.formatTime(lastTime)) s"))
                break
            }
            lastTime = events[match].time
            next = match + 1
        }
        if let index = events.firstIndex(where: { event in expect.absent.contains { $0.matches(event) } }) {
            found.append(
                Divergence(
                    time: events[index].time, eventIndex: index,
                    summary: "expect.absent: \(TraceFormatter.describe(events[index].event)) was observed"))
        }
        return found.min { $0.time < $1.time }
    }

    /// The SVG document for one run of `spec` on the adapter named `adapter`.
    public static func render(_ spec: Spec, run: SpecRun, adapter: String) -> String {
        var picture = Picture(spec: spec, run: run, adapter: adapter)
        return picture.draw()
    }
}

/// The drawing itself.
private struct Picture {
    let spec: Spec
    let run: SpecRun
    let adapter: String
    let width: Double
    let height: Double
    let insets: EdgeInsets
    let startCamera: Camera?
    let transform: ScreenTransform?
    let controls: [(MapControl, CGRect, Expectation.ControlVisibility)]
    let touches: [Int: [(time: Double, point: CGPoint)]]
    let divergence: TraceSVG.Divergence?
    var body: [String] = []

    static let panelWidth = 420.0
    static let margin = 20.0
    static let palette = ["#1f77b4", "#ff7f0e", "#2ca02c", "#9467bd", "#8c564b", "#e377c2"]

    init(spec: Spec, run: SpecRun, adapter: String) {
        self.spec = spec
        self.run = run
        self.adapter = adapter
        let session = try? CoreSession(spec: spec)
        let viewport = session?.map.viewport ?? run.observation.state.viewport
        width = viewport?.width ?? 400
        height = viewport?.height ?? 800
        insets = viewport?.insets ?? .zero
        startCamera = session?.map.camera
        transform = session.map { ScreenTransform(camera: $0.map.camera, viewport: $0.map.viewport) }
        var shown: [(MapControl, CGRect, Expectation.ControlVisibility)] = []
        if let session, let states = session.state.controls {
            for control in MapControl.allCases {
                if let state = states[control], state != .hidden {
                    shown.append((control, session.map.frame(of: control), state))
                }
            }
        }
        controls = shown
        touches = Picture.touchPaths(spec.steps)
        divergence = TraceSVG.divergence(spec.expect, events: run.observation.events)
    }

    /// Every touch's positions over time, keyed by touch id, as the runner feeds them (120 Hz).
    static func touchPaths(_ steps: [Step]) -> [Int: [(time: Double, point: CGPoint)]] {
        var paths: [Int: [(time: Double, point: CGPoint)]] = [:]
        var time = 0.0
        var offset = 0
        for step in steps {
            if let script = try? step.touchScript(startingAt: time) {
                var highest = offset
                for frame in script.frames {
                    for touch in frame.touches {
                        paths[touch.id + offset, default: []].append((frame.time, touch.location))
                        highest = max(highest, touch.id + offset + 1)
                    }
                }
                offset = highest
                time = max(time, script.time)
            } else {
                time += step.nominalDuration
            }
        }
        return paths
    }

    mutating func draw() -> String {
        let canvasWidth = width + Picture.panelWidth + 3 * Picture.margin
        let timelineTop = Picture.margin * 2 + height + 10
        let canvasHeight = max(timelineTop + 110, 760)
        body.append(
            #"<rect x="0" y="0" width="\#(n(canvasWidth))" height="\#(n(canvasHeight))" fill="rgb(250,250,250)"/>"#)
        body.append(
            text(
                Picture.margin, 14, "\(spec.id) on \(adapter)" + (divergence == nil ? "" : " (failing)"),
                size: 13, weight: "bold"))
        body.append(#"<g transform="translate(\#(n(Picture.margin)),\#(n(Picture.margin * 1.5)))">"#)
        drawViewport()
        drawScene()
        drawControls()
        drawTouches()
        drawEvents()
        drawDivergence()
        body.append("</g>")
        drawPanel(x: width + 2 * Picture.margin)
        drawTimeline(top: timelineTop, width: canvasWidth - 2 * Picture.margin)
        let header =
            #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(n(canvasWidth))" height="\#(n(canvasHeight))" "#
            + #"viewBox="0 0 \#(n(canvasWidth)) \#(n(canvasHeight))" font-family="Helvetica, Arial, sans-serif">"#
        return ([header, "<title>\(escape(spec.title))</title>"] + body + ["</svg>"]).joined(separator: "\n") + "\n"
    }

    private mutating func drawViewport() {
        body.append(
            #"<rect class="viewport" x="0" y="0" width="\#(n(width))" height="\#(n(height))" "#
                + #"fill="rgb(255,255,255)" stroke="rgb(85,85,85)" stroke-width="1.5"/>"#)
        if insets != .zero {
            body.append(
                #"<rect class="insets" x="\#(n(insets.left))" y="\#(n(insets.top))" "#
                    + #"width="\#(n(width - insets.left - insets.right))" "#
                    + #"height="\#(n(height - insets.top - insets.bottom))" fill="none" stroke="rgb(170,170,170)" "#
                    + #"stroke-dasharray="4 3"/>"#)
        }
    }

    private mutating func drawScene() {
        guard let transform, let camera = startCamera else { return }
        let metresPerPoint = 40_075_016.686 * cos(camera.center.latitude * .pi / 180) / (512 * pow(2, camera.zoom))
        for item in spec.scene where item.visible {
            let label = item.id
            switch item.content {
            case .marker(let marker):
                anchored(transform.point(for: marker.position), marker.size, marker.anchor, label, "#d62728")
            case .annotation(let annotation):
                anchored(
                    transform.point(for: annotation.position), annotation.size, annotation.anchor, label, "#17becf")
            case .symbol(let symbol):
                anchored(transform.point(for: symbol.position), symbol.size, CGPoint(x: 0.5, y: 0.5), label, "#7f7f7f")
            case .circle(let circle):
                guard let center = transform.point(for: circle.center) else { continue }
                let radius = circle.radius / max(metresPerPoint, 1e-9)
                body.append(
                    #"<circle class="scene" cx="\#(n(center.x))" cy="\#(n(center.y))" r="\#(n(radius))" "#
                        + #"fill="rgb(44,160,44)" fill-opacity="0.15" stroke="rgb(44,160,44)"/>"#)
                body.append(text(center.x + 3, center.y - 3, label, size: 10, fill: "#2ca02c"))
            case .polyline(let line):
                shape(line.points.compactMap(transform.point(for:)), closed: false, label, width: line.width)
            case .polygon(let polygon):
                shape(polygon.points.compactMap(transform.point(for:)), closed: true, label, width: 1.5)
            case .indoor(let indoor):
                let bounds = indoor.bounds
                let corners = [
                    (bounds.north, bounds.west), (bounds.north, bounds.east), (bounds.south, bounds.east),
                    (bounds.south, bounds.west),
                ].compactMap { try? LatLng(latitude: $0.0, longitude: $0.1) }.compactMap(transform.point(for:))
                shape(corners, closed: true, label + " (indoor \(indoor.level))", width: 1)
            }
        }
    }

    private mutating func anchored(
        _ point: CGPoint?, _ size: CGSize, _ anchor: CGPoint, _ label: String, _ colour: String
    ) {
        guard let point else { return }
        let x = point.x - anchor.x * size.width
        let y = point.y - anchor.y * size.height
        body.append(
            #"<rect class="scene" x="\#(n(x))" y="\#(n(y))" width="\#(n(size.width))" height="\#(n(size.height))" "#
                + #"rx="3" fill="\#(colour)" fill-opacity="0.25" stroke="\#(colour)"/>"#)
        body.append(text(x + size.width + 3, y + 10, label, size: 10, fill: colour))
    }

    private mutating func shape(_ points: [CGPoint], closed: Bool, _ label: String, width: Double) {
        guard let first = points.first else { return }
        let list = points.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " ")
        let element = closed ? "polygon" : "polyline"
        let fill = closed ? #"fill="rgb(148,103,189)" fill-opacity="0.12""# : #"fill="none""#
        body.append(
            #"<\#(element) class="scene" points="\#(list)" \#(fill) stroke="rgb(148,103,189)" stroke-width="\#(n(max(width, 1)))"/>"#
        )
        body.append(text(first.x + 3, first.y - 3, label, size: 10, fill: "#9467bd"))
    }

    private mutating func drawControls() {
        for (control, frame, state) in controls {
            let dash = state == .disabled ? #" stroke-dasharray="3 2""# : ""
            body.append(
                #"<rect class="control" x="\#(n(frame.minX))" y="\#(n(frame.minY))" width="\#(n(frame.width))" "#
                    + #"height="\#(n(frame.height))" rx="4" fill="rgb(238,238,238)" stroke="rgb(102,102,102)"\#(dash)/>"#
            )
            body.append(
                text(frame.minX + 2, frame.midY + 3, control.rawValue + (state == .disabled ? " (off)" : ""), size: 8))
        }
    }

    private mutating func drawTouches() {
        for (number, id) in touches.keys.sorted().enumerated() {
            guard let samples = touches[id], let first = samples.first, let last = samples.last else { continue }
            let colour = Picture.palette[number % Picture.palette.count]
            let list = samples.map { "\(n($0.point.x)),\(n($0.point.y))" }.joined(separator: " ")
            body.append(
                #"<polyline class="touch-path" data-touch="\#(number + 1)" points="\#(list)" fill="none" "#
                    + #"stroke="\#(colour)" stroke-width="2.5" stroke-linejoin="round" stroke-opacity="0.85"/>"#)
            body.append(
                #"<circle class="touch-start" cx="\#(n(first.point.x))" cy="\#(n(first.point.y))" r="5" "#
                    + #"fill="\#(colour)"/>"#)
            body.append(
                #"<rect class="touch-end" x="\#(n(last.point.x - 4))" y="\#(n(last.point.y - 4))" width="8" "#
                    + #"height="8" fill="none" stroke="\#(colour)" stroke-width="2"/>"#)
            body.append(
                text(
                    first.point.x - 92, first.point.y - 8,
                    "touch \(number + 1) ↓ \(TraceFormatter.formatTime(first.time)) s", size: 9, fill: colour))
            var nextMark = (first.time / 0.1).rounded(.up) * 0.1
            for sample in samples where sample.time >= nextMark - 1e-9 {
                body.append(
                    #"<circle class="time-mark" cx="\#(n(sample.point.x))" cy="\#(n(sample.point.y))" r="2" "#
                        + #"fill="rgb(255,255,255)" stroke="\#(colour)"/>"#)
                if Int((nextMark * 10).rounded()) % 5 == 0, nextMark > first.time + 0.05 {
                    body.append(
                        text(
                            sample.point.x + 4, sample.point.y - 4, "\(TraceFormatter.format(nextMark)) s", size: 8,
                            fill: colour))
                }
                nextMark += 0.1
            }
        }
    }

    /// Where an event fired: its own `x`, `y` if it has them, else the first touch down at its time.
    func place(_ observed: ObservedEvent) -> CGPoint? {
        let fields = observed.event.fields
        if case .number(let x) = fields["x"], case .number(let y) = fields["y"] { return CGPoint(x: x, y: y) }
        return touchPoint(at: observed.time)
    }

    /// The position of the first touch down at `time`, if any.
    func touchPoint(at time: Double) -> CGPoint? {
        for id in touches.keys.sorted() {
            guard let samples = touches[id], let first = samples.first, let last = samples.last,
                first.time <= time + 1e-9, time <= last.time + 1e-9
            else { continue }
            return samples.last { $0.time <= time + 1e-9 }?.point ?? first.point
        }
        return nil
    }

    private mutating func drawEvents() {
        var used: [String: Int] = [:]
        for (index, observed) in run.observation.events.enumerated() {
            let isDivergent = divergence?.eventIndex == index
            guard isDivergent || !Picture.isRepetitive(observed.event), let point = place(observed) else { continue }
            let key = "\(Int(point.x / 4)),\(Int(point.y / 4))"
            let stack = used[key, default: 0]
            used[key] = stack + 1
            let colour = isDivergent ? "#d62728" : "#333333"
            body.append(
                #"<g class="event\#(isDivergent ? " divergent-event" : "")" data-index="\#(index)">"#
                    + #"<path d="M \#(n(point.x)) \#(n(point.y - 6)) L \#(n(point.x + 6)) \#(n(point.y)) "#
                    + #"L \#(n(point.x)) \#(n(point.y + 6)) L \#(n(point.x - 6)) \#(n(point.y)) Z" "#
                    + #"fill="\#(colour)" fill-opacity="0.8"/></g>"#)
            if stack < 8 {
                body.append(
                    text(
                        point.x + 9, point.y + 4 + Double(stack) * 11,
                        "#\(index + 1) \(observed.event.kind)", size: 9, fill: colour))
            }
        }
    }

    /// Events that come in long runs (every frame of a gesture or a camera move): left off the map and folded
    /// in the list.
    static func isRepetitive(_ event: MapEvent) -> Bool {
        if event.kind == "cameraChanging" { return true }
        if event.kind == "gesture", case .string("changed") = event.fields["phase"] { return true }
        return false
    }

    /// Splits a long line at spaces so it fits the panel.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if !current.isEmpty, current.count + word.count + 1 > width {
                lines.append(current)
                current = "    " + word
            } else {
                current += (current.isEmpty ? "" : " ") + word
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    private mutating func drawDivergence() {
        guard let divergence else { return }
        let point =
            divergence.eventIndex.flatMap { index -> CGPoint? in
                index < run.observation.events.count ? place(run.observation.events[index]) : nil
            }
            ?? touchPoint(at: divergence.time)
        guard let point else { return }
        body.append(
            #"<g class="divergence"><circle cx="\#(n(point.x))" cy="\#(n(point.y))" r="16" fill="none" "#
                + #"stroke="rgb(214,39,40)" stroke-width="3"/>"#
                + #"<line x1="\#(n(point.x - 11))" y1="\#(n(point.y - 11))" x2="\#(n(point.x + 11))" "#
                + #"y2="\#(n(point.y + 11))" stroke="rgb(214,39,40)" stroke-width="2"/></g>"#)
        body.append(
            text(
                min(point.x - 16, width - 190), point.y - 30,
                "left the expectation at \(TraceFormatter.formatTime(divergence.time)) s", size: 10, fill: "#d62728",
                weight: "bold"))
    }

    private mutating func drawPanel(x: Double) {
        var y = Picture.margin * 1.5 + 12
        func line(_ content: String, size: Double = 11, fill: String = "#222", weight: String = "normal") -> String {
            defer { y += size + 5 }
            return text(x, y, content, size: size, fill: fill, weight: weight)
        }
        for part in Picture.wrap(spec.title, width: 60) { body.append(line(part, size: 12, weight: "bold")) }
        body.append(line("camera before: " + describe(startCamera), size: 10, fill: "#444"))
        body.append(line("camera after:  " + describe(run.observation.state.camera), size: 10, fill: "#444"))
        if let problem = run.problem {
            for part in Picture.wrap("stopped: \(problem)", width: 70) {
                body.append(line(part, size: 10, fill: "#d62728"))
            }
        }
        if let divergence {
            for part in Picture.wrap("✗ " + divergence.summary, width: 70) {
                body.append(line(part, size: 10, fill: "#d62728", weight: "bold"))
            }
        } else {
            body.append(line("the trace meets the expectation", size: 10, fill: "#2ca02c"))
        }
        y += 6
        let events = run.observation.events
        body.append(line("events (\(events.count); runs of the same event folded)", weight: "bold"))
        var rows: [(first: Int, last: Int, count: Int)] = []
        for (index, observed) in events.enumerated() where observed.event.kind != "cameraChanging" {
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
        let changing = events.filter { $0.event.kind == "cameraChanging" }.count
        if changing > 0 { body.append(line("(\(changing) cameraChanging events not listed)", size: 9, fill: "#888")) }
        body.append(
            line("viewport \(n(width)) × \(n(height)) pt; ● touch down, □ lift, ○ every 0.1 s", size: 9, fill: "#888"))
    }

    private mutating func drawTimeline(top: Double, width: Double) {
        let events = run.observation.events
        let touchEnd = touches.values.compactMap { $0.last?.time }.max() ?? 0
        let end = max(events.last?.time ?? 0, touchEnd, 0.1)
        let scale = width / end
        let left = Picture.margin
        body.append(text(left, top, "timeline (s)", size: 10, weight: "bold"))
        let axis = top + 40
        body.append(
            #"<line x1="\#(n(left))" y1="\#(n(axis))" x2="\#(n(left + width))" y2="\#(n(axis))" stroke="rgb(153,153,153)"/>"#
        )
        let step = Picture.tickStep(end)
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
            let colour = Picture.palette[number % Picture.palette.count]
            let y = top + 8 + Double(number % 4) * 5
            body.append(
                #"<line class="touch-span" x1="\#(n(left + first.time * scale))" y1="\#(n(y))" "#
                    + #"x2="\#(n(left + max(last.time, first.time + 0.005) * scale))" y2="\#(n(y))" "#
                    + #"stroke="\#(colour)" stroke-width="4"/>"#)
        }
        for (index, observed) in events.enumerated() where observed.event.kind != "cameraChanging" {
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
        let changing = events.filter { $0.event.kind == "cameraChanging" }
        if let first = changing.first, let last = changing.last {
            body.append(
                #"<line x1="\#(n(left + first.time * scale))" y1="\#(n(axis + 30))" x2="\#(n(left + last.time * scale))" "#
                    + #"y2="\#(n(axis + 30))" stroke="rgb(31,119,180)" stroke-width="3" stroke-opacity="0.5"/>"#)
            body.append(text(left + first.time * scale, axis + 44, "camera moving", size: 8, fill: "#1f77b4"))
        }
    }

    private static func tickStep(_ end: Double) -> Double {
        for step in [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 300] where end / step <= 16 { return step }
        return 600
    }

    private func describe(_ camera: Camera?) -> String {
        guard let camera else { return "not reported" }
        return
            "lat \(TraceFormatter.format(camera.center.latitude)), lng \(TraceFormatter.format(camera.center.longitude)), "
            + "zoom \(TraceFormatter.format(camera.zoom)), bearing \(TraceFormatter.format(camera.bearing)), "
            + "tilt \(TraceFormatter.format(camera.tilt))"
    }

    private func text(
        _ x: Double, _ y: Double, _ content: String, size: Double, fill: String = "#222", weight: String = "normal"
    ) -> String {
        #"<text x="\#(n(x))" y="\#(n(y))" font-size="\#(n(size))" fill="\#(fill)" font-weight="\#(weight)">"#
            + escape(content) + "</text>"
    }

    private func n(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        return String(format: "%.1f", value)
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
