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
    /// `WebMercator.metresPerPoint` at the equator, as route-me's projected plane counts them); setting it
    /// zooms to that scale at once.
    public var metersPerPixel: Double {
        get { WebMercator.metresPerPoint(latitude: 0, zoom: core.camera.zoom) }
        set { setMetersPerPixel(newValue, animated: false) }
    }

    /// Zooms to a scale in projected metres per point (`setMetersPerPixel:animated:`); a scale that is not
    /// positive and finite is reported and ignored.
    public func setMetersPerPixel(_ newMetersPerPixel: Double, animated: Bool) {
        let atZoomZero = WebMercator.metresPerPoint(latitude: 0, zoom: 0)
        guard newMetersPerPixel.isFinite, newMetersPerPixel > 0 else {
            core.diagnostics.report(
                MapDiagnostic(
                    field: "RMMapView.metersPerPixel", value: "\(newMetersPerPixel)", action: .ignored,
                    message: "the scale must be positive and finite"))
            return
        }
        let neutralZoom = log2(atZoomZero / newMetersPerPixel)
        setZoom(Float(RMZoomScale.routeMe(fromNeutral: neutralZoom)), animated: animated)
    }

    /// Whether nearby annotations are grouped (`clusteringEnabled`); stored only: the headless map does not
    /// cluster, so every annotation stays its own.
    public var clusteringEnabled: Bool {
        get { displayFlags.clusteringEnabled }
        set { displayFlags.clusteringEnabled = newValue }
    }

    /// The size of the area grouped into one cluster (`clusterAreaSize`); stored only.
    public var clusterAreaSize: CGSize {
        get { displayFlags.clusterAreaSize }
        set { displayFlags.clusterAreaSize = newValue }
    }

    /// Whether cluster markers sit at their members' centre (`positionClusterMarkersAtTheGravityCenter`);
    /// stored only.
    public var positionClusterMarkersAtTheGravityCenter: Bool {
        get { displayFlags.positionClusterMarkersAtTheGravityCenter }
        set { displayFlags.positionClusterMarkersAtTheGravityCenter = newValue }
    }

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
    var clusteringEnabled = false
    var clusterAreaSize = CGSize(width: 150, height: 150)
    var positionClusterMarkersAtTheGravityCenter = true
}
