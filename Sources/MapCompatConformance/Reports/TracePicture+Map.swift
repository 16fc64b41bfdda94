import Foundation
import MapCompatCore

/// The map under the fingers. A blank viewport shows only where the fingers went; one grid fixed in map
/// coordinates (Web Mercator), drawn as the camera before showed it (grey) and as the camera after shows it
/// (blue, dashed), with lettered landmarks at grid crossings near the start centre and a line from where each
/// was to where it went, shows the map move, turn, zoom and tilt under them.
extension TracePicture {
    /// The transform for a reported camera, or `nil` when the camera is missing or not finite.
    static func transform(_ camera: Camera?, _ viewport: Viewport?) -> ScreenTransform? {
        guard let camera, let viewport,
            [camera.center.latitude, camera.center.longitude, camera.zoom, camera.bearing, camera.tilt].allSatisfy(
                \.isFinite)
        else { return nil }
        return ScreenTransform(camera: camera, viewport: viewport)
    }

    /// The grid's spacing, as a share of the world's width: the power of two that is 64 to 128 points wide at
    /// `zoom`.
    static func gridSpacing(zoom: Double) -> Double {
        exp2(-max(0, floor(log2(WebMercator.worldSize(zoom: zoom) / 64))))
    }

    /// The grid's lines for one camera (at most 40 each way: a camera far out thins them), then the
    /// landmarks, clipped to the viewport.
    mutating func drawMapGrid() {
        guard let start = transform else { return }
        let spacing = TracePicture.gridSpacing(zoom: start.camera.zoom)
        let clip =
            "viewport-"
            + "\(spec.id)-\(adapter)".unicodeScalars.map {
                CharacterSet.alphanumerics.contains($0) && $0.isASCII ? String($0) : "-"
            }.joined()
        body.append(
            #"<clipPath id="\#(clip)"><rect x="0" y="0" width="\#(n(width))" height="\#(n(height))"/></clipPath>"#)
        body.append(#"<g class="map-grid" clip-path="url(#\#(clip))">"#)
        body.append(
            #"<path class="map-before" d="\#(gridPath(start, spacing))" fill="none" stroke="rgb(200,200,200)" "#
                + #"stroke-width="1"/>"#)
        let moved = endTransform.flatMap { $0.camera == start.camera ? nil : $0 }
        if let end = moved {
            body.append(
                #"<path class="map-after" d="\#(gridPath(end, spacing))" fill="none" stroke="rgb(31,119,180)" "#
                    + #"stroke-opacity="0.45" stroke-width="1" stroke-dasharray="5 3"/>"#)
        }
        drawLandmarks(start, moved, spacing)
        body.append("</g>")
    }

    /// The panel's line about the grid, or `nil` when there is no grid (the map could not be set up).
    var mapGridLegend: String? {
        guard let start = transform else { return nil }
        return endTransform.map { $0.camera == start.camera } ?? true
            ? "map grid: the camera did not move"
            : "map grid: grey before, blue dashed after; A B C move with the map"
    }

    /// An SVG path of the grid lines the camera shows: lines of constant world x and y, `spacing` apart (or a
    /// power of two times it), around the camera's centre.
    func gridPath(_ camera: ScreenTransform, _ spacing: Double) -> String {
        let centre = WebMercator.project(camera.camera.center)
        // Far enough to cover a tilted view's far edge; the clip hides the rest.
        let reach = 3 * (width + height) / camera.worldSize
        var step = spacing
        while reach / step > 40 { step *= 2 }
        var parts: [String] = []
        let count = Int((reach / step).rounded(.up))
        let baseX = (centre.x / step).rounded(.down) * step
        let baseY = (centre.y / step).rounded(.down) * step
        for index in -count...count {
            let x = baseX + Double(index) * step
            let y = baseY + Double(index) * step
            let from = max(0, centre.y - reach)
            let to = min(1, centre.y + reach)
            if let line = segment(camera, { MercatorPoint(x: x, y: from + (to - from) * $0) }) { parts.append(line) }
            if (0...1).contains(y),
                let line = segment(camera, { MercatorPoint(x: centre.x - reach + 2 * reach * $0, y: y) })
            {
                parts.append(line)
            }
        }
        return parts.joined(separator: " ")
    }

    /// `M x y L x y` for the part of a straight ground line in front of the camera: its projection is straight,
    /// so the first and last points in front of the camera of a few samples along it are enough.
    func segment(_ camera: ScreenTransform, _ at: (Double) -> MercatorPoint) -> String? {
        let points = (0...24).compactMap { camera.point(forWorld: at(Double($0) / 24)) }
        guard let first = points.first, let last = points.last, points.count > 1 else { return nil }
        return "M\(n(first.x)) \(n(first.y))L\(n(last.x)) \(n(last.y))"
    }

    /// Three grid crossings spread over the viewport (nearest a quarter in from the top corners and a fifth up
    /// from the bottom middle, away from the fingers; among those the end camera shows too, when it shows
    /// three), lettered where the start camera shows them and where the end camera does, joined by a line.
    mutating func drawLandmarks(_ start: ScreenTransform, _ end: ScreenTransform?, _ spacing: Double) {
        let centre = WebMercator.project(start.camera.center)
        let baseX = (centre.x / spacing).rounded(.down) * spacing
        let baseY = (centre.y / spacing).rounded(.down) * spacing
        let (width, height) = (self.width, self.height)
        let inside = { (point: CGPoint?) -> Bool in
            guard let point else { return false }
            return point.x > 12 && point.y > 12 && point.x < width - 12 && point.y < height - 12
        }
        var candidates: [(world: MercatorPoint, point: CGPoint)] = []
        for i in -8...8 {
            for j in -8...8 {
                let world = MercatorPoint(x: baseX + Double(i) * spacing, y: baseY + Double(j) * spacing)
                guard let point = start.point(forWorld: world), inside(point) else { continue }
                candidates.append((world, point))
            }
        }
        // Crossings the end camera shows too, when there are enough: a reader sees both ends of each move.
        let seenAfter = candidates.filter { inside(end?.point(forWorld: $0.world)) }
        if seenAfter.count >= 3 { candidates = seenAfter }
        var crossings: [(world: MercatorPoint, point: CGPoint)] = []
        for (x, y) in [(0.25, 0.2), (0.75, 0.2), (0.5, 0.8)] {
            let target = CGPoint(x: width * x, y: height * y)
            let nearest = candidates.filter { candidate in !crossings.contains { $0.point == candidate.point } }
                .min { a, b in
                    let da =
                        (a.point.x - target.x) * (a.point.x - target.x) + (a.point.y - target.y)
                        * (a.point.y - target.y)
                    let db =
                        (b.point.x - target.x) * (b.point.x - target.x) + (b.point.y - target.y)
                        * (b.point.y - target.y)
                    return (da, a.point.y, a.point.x) < (db, b.point.y, b.point.x)
                }
            if let nearest { crossings.append(nearest) }
        }
        for (letter, crossing) in zip(["A", "B", "C"], crossings) {
            let before = crossing.point
            var group = #"<g class="landmark" data-landmark="\#(letter)">"#
            if let end, let after = end.point(forWorld: crossing.world) {
                group +=
                    #"<line x1="\#(n(before.x))" y1="\#(n(before.y))" x2="\#(n(after.x))" y2="\#(n(after.y))" "#
                    + #"stroke="rgb(31,119,180)" stroke-width="1.5" stroke-opacity="0.7"/>"#
                    + marker(after, letter, fill: "rgb(31,119,180)", text: "#fff")
            }
            group += marker(before, letter, fill: "rgb(255,255,255)", text: "#555") + "</g>"
            body.append(group)
        }
    }

    private func marker(_ point: CGPoint, _ letter: String, fill: String, text colour: String) -> String {
        #"<circle cx="\#(n(point.x))" cy="\#(n(point.y))" r="7" fill="\#(fill)" stroke="rgb(120,120,120)"/>"#
            + #"<text x="\#(n(point.x - 3.5))" y="\#(n(point.y + 3.5))" font-size="10" fill="\#(colour)">"#
            + letter + "</text>"
    }
}
