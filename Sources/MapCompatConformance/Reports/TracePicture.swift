import Foundation
import MapCompatCore

/// What a trace picture shows, worked out before drawing: the viewport, scene and controls as the map
/// starts (set up by the `core` plugin), every touch path, and the verdict ``ConformanceCheck`` gives.
struct TracePicture {
    let spec: Spec
    let run: SpecRun
    let adapter: String
    let width: Double
    let height: Double
    let insets: EdgeInsets
    let startCamera: Camera?
    let transform: ScreenTransform?
    /// The map as the run left it: the final camera the adapter reported, in the same viewport.
    let endTransform: ScreenTransform?
    let controls: [(MapControl, CGRect, Expectation.ControlVisibility)]
    let touches: [Int: [(time: Double, point: CGPoint)]]
    let verdict: ConformanceCheck.Verdict
    /// The failure that came first in time, from the verdict: where the picture marks the run.
    let divergence: TraceSVG.Divergence?
    var body: [String] = []

    static let panelWidth = 420.0
    static let margin = 20.0
    static let palette = ["#1f77b4", "#ff7f0e", "#2ca02c", "#9467bd", "#8c564b", "#e377c2"]

    init(spec: Spec, run: SpecRun, adapter: String, verdict: ConformanceCheck.Verdict) {
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
        endTransform = TracePicture.transform(run.observation.state.camera, viewport ?? session?.map.viewport)
        var shown: [(MapControl, CGRect, Expectation.ControlVisibility)] = []
        if let session, let states = session.state.controls {
            for control in MapControl.allCases {
                if let state = states[control], state != .hidden {
                    shown.append((control, session.map.frame(of: control), state))
                }
            }
        }
        controls = shown
        touches = TracePicture.touchPaths(spec.steps)
        self.verdict = verdict
        divergence = TraceSVG.divergence(in: verdict.failures)
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

    static func isRepetitive(_ event: MapEvent) -> Bool {
        if event.kind == .cameraChanging { return true }
        if event.kind == .gesture, case .string("changed") = event.fields["phase"] { return true }
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

    func describe(_ camera: Camera?) -> String {
        guard let camera else { return "not reported" }
        return
            "lat \(TraceFormatter.format(camera.center.latitude)), lng \(TraceFormatter.format(camera.center.longitude)), "
            + "zoom \(TraceFormatter.format(camera.zoom)), bearing \(TraceFormatter.format(camera.bearing)), "
            + "tilt \(TraceFormatter.format(camera.tilt))"
    }

    func text(
        _ x: Double, _ y: Double, _ content: String, size: Double, fill: String = "#222", weight: String = "normal"
    ) -> String {
        #"<text x="\#(n(x))" y="\#(n(y))" font-size="\#(n(size))" fill="\#(fill)" font-weight="\#(weight)">"#
            + escape(content) + "</text>"
    }

    func n(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        return String(format: "%.1f", value)
    }

    func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
