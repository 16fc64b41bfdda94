import Foundation
import MapCompatCore

/// The map side of the picture: viewport, scene, controls, touches, events and the divergence mark.
extension TracePicture {
    mutating func draw() -> String {
        let canvasWidth = width + TracePicture.panelWidth + 3 * TracePicture.margin
        let timelineTop = TracePicture.margin * 2 + height + 10
        let canvasHeight = max(timelineTop + 110, 760)
        body.append(
            #"<rect x="0" y="0" width="\#(n(canvasWidth))" height="\#(n(canvasHeight))" fill="rgb(250,250,250)"/>"#)
        body.append(
            text(
                TracePicture.margin, 14, "\(spec.id) on \(adapter)" + (verdict.failures.isEmpty ? "" : " (failing)"),
                size: 13, weight: "bold"))
        body.append(#"<g transform="translate(\#(n(TracePicture.margin)),\#(n(TracePicture.margin * 1.5)))">"#)
        drawViewport()
        drawScene()
        drawControls()
        drawTouches()
        drawEvents()
        drawDivergence()
        body.append("</g>")
        drawPanel(x: width + 2 * TracePicture.margin)
        drawTimeline(top: timelineTop, width: canvasWidth - 2 * TracePicture.margin)
        let header =
            #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(n(canvasWidth))" height="\#(n(canvasHeight))" "#
            + #"viewBox="0 0 \#(n(canvasWidth)) \#(n(canvasHeight))" font-family="Helvetica, Arial, sans-serif">"#
        return ([header, "<title>\(escape(spec.title))</title>"] + body + ["</svg>"]).joined(separator: "\n") + "\n"
    }

    mutating func drawViewport() {
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
        drawMapGrid()
    }

    mutating func drawScene() {
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

    mutating func anchored(
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

    mutating func shape(_ points: [CGPoint], closed: Bool, _ label: String, width: Double) {
        guard let first = points.first else { return }
        let list = points.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " ")
        let element = closed ? "polygon" : "polyline"
        let fill = closed ? #"fill="rgb(148,103,189)" fill-opacity="0.12""# : #"fill="none""#
        body.append(
            #"<\#(element) class="scene" points="\#(list)" \#(fill) stroke="rgb(148,103,189)" stroke-width="\#(n(max(width, 1)))"/>"#
        )
        body.append(text(first.x + 3, first.y - 3, label, size: 10, fill: "#9467bd"))
    }

    mutating func drawControls() {
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

    mutating func drawTouches() {
        for (number, id) in touches.keys.sorted().enumerated() {
            guard let samples = touches[id], let first = samples.first, let last = samples.last else { continue }
            let colour = TracePicture.palette[number % TracePicture.palette.count]
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

    mutating func drawEvents() {
        var used: [String: Int] = [:]
        for (index, observed) in run.observation.events.enumerated() {
            let isDivergent = divergence?.eventIndex == index
            guard isDivergent || !TracePicture.isRepetitive(observed.event), let point = place(observed) else {
                continue
            }
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

    mutating func drawDivergence() {
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
}
