import Foundation

extension Camera {
    /// The flat camera at `bearing` that shows `points` as large as possible inside the viewport's inset area
    /// less `padding` (MapLibre's `cameraThatFitsShape:direction:edgePadding:`, maplibre-native
    /// `platform/ios/src/MLNMapView.mm`, which fits the shape's points turned by the direction): the points'
    /// Mercator extent measured along the turned screen axes decides the zoom, and its middle, shifted for
    /// uneven padding, the centre. Longitudes are taken as given (no wrap across the antimeridian).
    ///
    /// - Throws: ``MapCompatError`` naming `points` (none), `bearing` (not finite) or the padding's sides
    ///   (negative or not finite), or `padding` when nothing is left to fit into.
    public static func fitting(
        _ points: [LatLng], bearing: Double, in viewport: Viewport, padding: EdgeInsets = .zero
    ) throws(MapCompatError) -> Camera {
        guard !points.isEmpty else { throw MapCompatError(.outOfRange, field: "points", "there are no points to fit") }
        let bearing = try MapCompatError.finite(bearing, "bearing")
        let north = try fitting(
            LatLngBounds(southWest: points[0], northEast: points[0]), in: viewport, padding: padding)
        let insets = viewport.insets
        let width = viewport.width - insets.left - insets.right - padding.left - padding.right
        let height = viewport.height - insets.top - insets.bottom - padding.top - padding.bottom
        // Screen axes turned by the bearing: a point's screen offset from the centre is its Mercator offset
        // turned by -bearing.
        let angle = bearing * .pi / 180
        let (cosine, sine) = (cos(angle), sin(angle))
        let world = points.map(WebMercator.project)
        let along = world.map { $0.x * cosine + $0.y * sine }
        let across = world.map { -$0.x * sine + $0.y * cosine }
        let (minU, maxU) = (along.min() ?? 0, along.max() ?? 0)
        let (minV, maxV) = (across.min() ?? 0, across.max() ?? 0)
        let spanU = maxU - minU
        let spanV = maxV - minV
        let zoomU = spanU > 0 ? log2(width / (spanU * WebMercator.tileSize)) : CameraLimits.zoomCeiling
        let zoomV = spanV > 0 ? log2(height / (spanV * WebMercator.tileSize)) : CameraLimits.zoomCeiling
        let zoom = min(zoomU, zoomV, CameraLimits.zoomCeiling)
        let worldSize = WebMercator.worldSize(zoom: zoom)
        // The middle of the turned extent, moved for uneven padding along the turned axes, turned back.
        let u = (minU + maxU) / 2 + (padding.right - padding.left) / 2 / worldSize
        let v = (minV + maxV) / 2 + (padding.bottom - padding.top) / 2 / worldSize
        let centre = MercatorPoint(x: u * cosine - v * sine, y: u * sine + v * cosine)
        var camera = north
        camera.center = WebMercator.unproject(centre)
        camera.zoom = zoom
        camera.bearing = Angle.normalized(bearing)
        return camera
    }
}
