import Foundation

extension Camera {
    /// The north-up, flat camera that shows `bounds` as large as possible inside the viewport's inset area
    /// less `padding` (every vendor's "fit bounds"): centred on the bounds' Mercator centre, at the largest
    /// zoom at which both their width and height fit. Zoom is not clamped here; the map clamps it to its
    /// limits when the camera is applied.
    ///
    /// - Throws: ``MapCompatError`` naming `padding.top`, `padding.left`, `padding.bottom` or
    ///   `padding.right` when a side is negative or not finite, or `padding` when nothing is left to fit
    ///   into.
    public static func fitting(
        _ bounds: LatLngBounds, in viewport: Viewport, padding: EdgeInsets = .zero
    ) throws(MapCompatError) -> Camera {
        let sides = [
            ("padding.top", padding.top), ("padding.left", padding.left), ("padding.bottom", padding.bottom),
            ("padding.right", padding.right),
        ]
        for (field, value) in sides where try MapCompatError.finite(value, field) < 0 {
            throw MapCompatError(.outOfRange, field: field, "\(value) is negative")
        }
        let insets = viewport.insets
        let width = viewport.width - insets.left - insets.right - padding.left - padding.right
        let height = viewport.height - insets.top - insets.bottom - padding.top - padding.bottom
        guard width > 0, height > 0 else {
            throw MapCompatError(.outOfRange, field: "padding", "the padding leaves no room in the view")
        }
        let southWest = WebMercator.project(LatLng(uncheckedLatitude: bounds.south, longitude: bounds.west))
        let northEast = WebMercator.project(LatLng(uncheckedLatitude: bounds.north, longitude: bounds.east))
        var spanX = northEast.x - southWest.x
        if spanX < 0 { spanX += 1 }
        let spanY = southWest.y - northEast.y
        let zoomX = spanX > 0 ? log2(width / (spanX * WebMercator.tileSize)) : CameraLimits.zoomCeiling
        let zoomY = spanY > 0 ? log2(height / (spanY * WebMercator.tileSize)) : CameraLimits.zoomCeiling
        let centre = MercatorPoint(x: southWest.x + spanX / 2, y: (southWest.y + northEast.y) / 2)
        // The padding is uneven in general: shift the centre so the bounds sit in the middle of what is left.
        var camera = Camera(center: WebMercator.unproject(centre), zoom: min(zoomX, zoomY, CameraLimits.zoomCeiling))
        let worldSize = WebMercator.worldSize(zoom: camera.zoom)
        let shiftX = (padding.right - padding.left) / 2 / worldSize
        let shiftY = (padding.bottom - padding.top) / 2 / worldSize
        camera.center = WebMercator.unproject(MercatorPoint(x: centre.x + shiftX, y: centre.y + shiftY))
        return camera
    }
}
