import Foundation

/// An animated position change in virtual time: the anchor travels in Mercator space, on the shorter way
/// round the antimeridian, along a timing curve.
struct PositionMotion {
    let from: MercatorPoint
    let to: MercatorPoint
    let start: Double
    let duration: Double
    let curve: TimingCurve

    init(from: LatLng, to: LatLng, start: Double, duration: Double, curve: TimingCurve) {
        let origin = WebMercator.project(from)
        var target = WebMercator.project(to)
        if target.x - origin.x > 0.5 { target.x -= 1 }
        if origin.x - target.x > 0.5 { target.x += 1 }
        self.from = origin
        self.to = target
        self.start = start
        self.duration = duration
        self.curve = curve
    }

    /// When the anchor arrives.
    var end: Double { start + duration }

    /// Where the anchor is at `time`; the target once the motion is over.
    func position(at time: Double) -> LatLng {
        let fraction = duration > 0 ? min(max((time - start) / duration, 0), 1) : 1
        let progress = curve.progress(at: fraction)
        return WebMercator.unproject(
            MercatorPoint(x: from.x + (to.x - from.x) * progress, y: from.y + (to.y - from.y) * progress))
    }
}
