import Foundation
import MapCompatCore

/// route-me's display settings and projected geometry (`RMMapView.h`, "View properties" and "Zoom"):
/// headless, the display switches are stored only; the geometry is the core camera's.
extension RMMapView {
    /// Whether the Mapbox logo shows (`showLogoBug`); stored only, nothing is drawn headless.
    public var showLogoBug: Bool {
        get { displayFlags.showLogoBug }
        set { displayFlags.showLogoBug = newValue }
    }

    /// Whether the attribution button is hidden (`hideAttribution`); stored only.
    public var hideAttribution: Bool {
        get { displayFlags.hideAttribution }
        set { displayFlags.hideAttribution = newValue }
    }

    /// Whether tiles are drawn at retina size (`adjustTilesForRetinaDisplay`); stored only.
    public var adjustTilesForRetinaDisplay: Bool {
        get { displayFlags.adjustTilesForRetinaDisplay }
        set { displayFlags.adjustTilesForRetinaDisplay = newValue }
    }

    /// Projected metres per screen point at the current zoom (`metersPerPixel`; the core's
    /// `WebMercator.metresPerPoint` at the equator, as route-me's projected plane counts them).
    public var metersPerPixel: Double { WebMercator.metresPerPoint(latitude: 0, zoom: core.camera.zoom) }

    /// The projected point at the view's bottom-left corner (`projectedOrigin`).
    public var projectedOrigin: RMProjectedPoint { pixel(toProjectedPoint: CGPoint(x: 0, y: core.viewport.height)) }

    /// The view's size in projected metres (`projectedViewSize`).
    public var projectedViewSize: RMProjectedSize {
        RMProjectedSize(width: core.viewport.width * metersPerPixel, height: core.viewport.height * metersPerPixel)
    }
}

/// The straight-line distance between two projected points, in projected metres
/// (`RMEuclideanDistanceBetweenProjectedPoints` in `RMFoundation.h`).
public func RMEuclideanDistanceBetweenProjectedPoints(_ point1: RMProjectedPoint, _ point2: RMProjectedPoint) -> Double
{
    hypot(point2.x - point1.x, point2.y - point1.y)
}

/// Display switches kept for code that sets them; nothing is drawn headless.
struct RMDisplayFlags {
    var showLogoBug = true
    var hideAttribution = false
    var adjustTilesForRetinaDisplay = false
}
