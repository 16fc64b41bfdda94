import Foundation

/// A camera movement in virtual time, from one camera to another.
struct CameraAnimation {
    /// A world point kept at a screen point while zoom, bearing and tilt change (a zoom about a tap).
    struct Anchor {
        var world: MercatorPoint
        var screen: CGPoint
    }

    let from: Camera
    let to: Camera
    let anchor: Anchor?
    let start: Double
    let duration: Double
    let curve: TimingCurve
    let fly: FlyPath?
    let reason: CameraChangeReason
    /// Called once with `true` when the animation reached its end, `false` when it was stopped.
    let completion: ((Bool) -> Void)?

    var end: Double { start + duration }

    /// The camera at a time between `start` and `end`.
    func camera(at time: Double, viewport: Viewport) -> Camera {
        let k = curve.progress(at: duration > 0 ? (time - start) / duration : 1)
        var camera = to
        camera.zoom = fly?.zoom(at: k) ?? from.zoom + (to.zoom - from.zoom) * k
        camera.bearing = Angle.normalized(from.bearing + Angle.difference(from: from.bearing, to: to.bearing) * k)
        camera.tilt = from.tilt + (to.tilt - from.tilt) * k
        if let anchor {
            camera.center = from.center
            let transform = ScreenTransform(camera: camera, viewport: viewport)
            return transform.camera(placing: anchor.world, at: anchor.screen) ?? camera
        }
        let a = WebMercator.project(from.center)
        let b = WebMercator.project(to.center)
        let f = fly?.centerFraction(at: k) ?? k
        var dx = b.x - a.x
        dx -= dx.rounded()
        camera.center = WebMercator.unproject(MercatorPoint(x: a.x + dx * f, y: a.y + (b.y - a.y) * f))
        return camera
    }
}
