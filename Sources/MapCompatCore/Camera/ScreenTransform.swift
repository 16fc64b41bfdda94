import Foundation

/// Converts between screen points and geographic positions for one camera and viewport, with a perspective
/// camera for tilted views.
///
/// The model is MapLibre's: a pinhole camera with a vertical field of view of ``fieldOfView``
/// (about 36.87°, so that `tan(fov / 2) = 1/3`), looking at the camera's centre from
/// ``cameraDistance`` = 1.5 × the view's height. At tilt 0 this shows the ground at exactly one world point
/// per screen point; tilting turns the camera about the horizontal axis through the focal point, so the
/// centre stays put and the far ground rises towards the top of the screen. With the neutral 60° tilt
/// limit the horizon stays off screen; above about 71.6° it enters the top of a portrait view, and points at
/// or above the horizon have no position: ``coordinate(at:)`` returns `nil` for them.
///
/// Positions are shown at the copy of the world nearest the camera's centre, so a map zoomed out across the
/// antimeridian shows a point once, on the side nearer the centre.
public struct ScreenTransform: Sendable {
    /// Vertical field of view in radians (MapLibre's default, `2·atan(1/3)`).
    public static let fieldOfView = 2 * atan(1.0 / 3)

    /// The camera this transform shows.
    public let camera: Camera
    /// The view this transform draws into.
    public let viewport: Viewport
    /// The width of the world in points at the camera's zoom.
    public let worldSize: Double
    /// Distance from the eye to the focal point, in screen points.
    public let cameraDistance: Double

    private let centerX: Double
    private let centerY: Double
    private let focalX: Double
    private let focalY: Double
    private let sinBearing: Double
    private let cosBearing: Double
    private let sinTilt: Double
    private let cosTilt: Double

    /// Creates the transform for a finite camera and a viewport.
    public init(camera: Camera, viewport: Viewport) {
        self.init(
            camera: camera, shape: Shape(camera: camera, viewport: viewport),
            projectedCenter: WebMercator.project(camera.center))
    }

    /// Creates the transform for a camera whose zoom, bearing, tilt and viewport are those of `shape`
    /// (``Shape/fits(_:_:)``) and whose centre projects to `center`: the trigonometry is reused.
    @inline(__always)
    init(camera: Camera, shape: Shape, projectedCenter center: MercatorPoint) {
        self.camera = camera
        self.viewport = shape.viewport
        worldSize = shape.worldSize
        cameraDistance = shape.cameraDistance
        centerX = center.x * worldSize
        centerY = center.y * worldSize
        focalX = shape.focalX
        focalY = shape.focalY
        sinBearing = shape.sinBearing
        cosBearing = shape.cosBearing
        sinTilt = shape.sinTilt
        cosTilt = shape.cosTilt
    }

    /// The screen point where a position is shown, or `nil` when it lies behind the camera.
    public func point(for position: LatLng) -> CGPoint? {
        point(forWorld: WebMercator.project(position))
    }

    /// The screen point where a point of the unit world square is shown (nearest copy of the world), or
    /// `nil` when it lies behind the camera.
    public func point(forWorld world: MercatorPoint) -> CGPoint? {
        var wx = world.x * worldSize - centerX
        let wy = world.y * worldSize - centerY
        wx -= (wx / worldSize).rounded() * worldSize
        let gx = wx * cosBearing + wy * sinBearing
        let gy = -wx * sinBearing + wy * cosBearing
        let depth = cameraDistance - gy * sinTilt
        guard depth > cameraDistance * 1e-9 else { return nil }
        return CGPoint(x: focalX + cameraDistance * gx / depth, y: focalY + cameraDistance * gy * cosTilt / depth)
    }

    /// The position shown at a screen point, or `nil` when the point lies at or above the horizon.
    public func coordinate(at point: CGPoint) -> LatLng? {
        worldPoint(at: point).map(WebMercator.unproject)
    }

    /// The point of the unit world square shown at a screen point (x not wrapped into 0...1), or `nil` at or
    /// above the horizon.
    @inline(__always)
    public func worldPoint(at point: CGPoint) -> MercatorPoint? {
        guard let (wx, wy) = worldOffset(at: point) else { return nil }
        return MercatorPoint(x: (centerX + wx) / worldSize, y: (centerY + wy) / worldSize)
    }

    /// The camera, like this one but moved so that a world point is shown at a screen point; `nil` when the
    /// screen point lies at or above the horizon.
    ///
    /// This is what keeps a grabbed position under a finger: zoom, bearing and tilt do not change.
    @inline(__always)
    public func camera(placing world: MercatorPoint, at point: CGPoint) -> Camera? {
        guard let (wx, wy) = worldOffset(at: point) else { return nil }
        var moved = camera
        moved.center = WebMercator.unproject(
            MercatorPoint(x: world.x - wx / worldSize, y: world.y - wy / worldSize))
        return moved
    }

    /// The offset in world points from the centre to the ground under a screen point.
    @inline(__always)
    private func worldOffset(at point: CGPoint) -> (Double, Double)? {
        let dx = Double(point.x) - focalX
        let dy = Double(point.y) - focalY
        let denominator = dy * sinTilt + cameraDistance * cosTilt
        guard denominator > cameraDistance * 1e-9 else { return nil }
        let scale = cameraDistance * cosTilt / denominator
        let gx = scale * dx
        let gy = cameraDistance * sinTilt + scale * (dy * cosTilt - cameraDistance * sinTilt)
        return (gx * cosBearing - gy * sinBearing, gx * sinBearing + gy * cosBearing)
    }
}

extension ScreenTransform {
    /// The part of a transform that depends on zoom, bearing, tilt and viewport but not on the centre: all
    /// of its trigonometry. A pan moves only the centre, so the map keeps the last shape and reuses it.
    struct Shape {
        let zoom: Double
        let bearing: Double
        let tilt: Double
        let viewport: Viewport
        let worldSize: Double
        let cameraDistance: Double
        let focalX: Double
        let focalY: Double
        let sinBearing: Double
        let cosBearing: Double
        let sinTilt: Double
        let cosTilt: Double

        /// `tan(fieldOfView / 2)`, computed once.
        private static let halfFieldOfViewTangent = tan(ScreenTransform.fieldOfView / 2)

        init(camera: Camera, viewport: Viewport) {
            zoom = camera.zoom
            bearing = camera.bearing
            tilt = camera.tilt
            self.viewport = viewport
            worldSize = WebMercator.worldSize(zoom: camera.zoom)
            cameraDistance = viewport.height / 2 / Self.halfFieldOfViewTangent
            let focal = viewport.focalPoint
            focalX = Double(focal.x)
            focalY = Double(focal.y)
            let bearing = camera.bearing * .pi / 180
            let tilt = camera.tilt * .pi / 180
            sinBearing = sin(bearing)
            cosBearing = cos(bearing)
            sinTilt = sin(tilt)
            cosTilt = cos(tilt)
        }

        /// The shape for a camera and viewport, taking from `previous` each value whose inputs are the same
        /// bit for bit (a pinch changes only the zoom, a rotation only the bearing).
        init(camera: Camera, viewport: Viewport, reusing previous: Shape) {
            zoom = camera.zoom
            bearing = camera.bearing
            tilt = camera.tilt
            self.viewport = viewport
            worldSize =
                previous.zoom.bitPattern == camera.zoom.bitPattern
                ? previous.worldSize : WebMercator.worldSize(zoom: camera.zoom)
            if Self.same(previous.viewport, viewport) {
                cameraDistance = previous.cameraDistance
                focalX = previous.focalX
                focalY = previous.focalY
            } else {
                cameraDistance = viewport.height / 2 / Self.halfFieldOfViewTangent
                let focal = viewport.focalPoint
                focalX = Double(focal.x)
                focalY = Double(focal.y)
            }
            if previous.bearing.bitPattern == camera.bearing.bitPattern {
                sinBearing = previous.sinBearing
                cosBearing = previous.cosBearing
            } else {
                let bearing = camera.bearing * .pi / 180
                sinBearing = sin(bearing)
                cosBearing = cos(bearing)
            }
            if previous.tilt.bitPattern == camera.tilt.bitPattern {
                sinTilt = previous.sinTilt
                cosTilt = previous.cosTilt
            } else {
                let tilt = camera.tilt * .pi / 180
                sinTilt = sin(tilt)
                cosTilt = cos(tilt)
            }
        }

        /// Whether this shape is the one `init(camera:viewport:)` would build. Compared bit for bit, so that
        /// -0 and 0 (whose sines differ in sign) never share a shape.
        @inline(__always)
        func fits(_ camera: Camera, _ viewport: Viewport) -> Bool {
            zoom.bitPattern == camera.zoom.bitPattern && bearing.bitPattern == camera.bearing.bitPattern
                && tilt.bitPattern == camera.tilt.bitPattern && Self.same(self.viewport, viewport)
        }

        private static func same(_ a: Viewport, _ b: Viewport) -> Bool {
            a.width.bitPattern == b.width.bitPattern && a.height.bitPattern == b.height.bitPattern
                && a.insets.top.bitPattern == b.insets.top.bitPattern
                && a.insets.left.bitPattern == b.insets.left.bitPattern
                && a.insets.bottom.bitPattern == b.insets.bottom.bitPattern
                && a.insets.right.bitPattern == b.insets.right.bitPattern
        }
    }
}
