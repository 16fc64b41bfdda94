import Foundation
import MapCompatCore

/// Draws an overlay: MapKit's `MKOverlayRenderer`, which the delegate's
/// ``MKMapViewDelegate/mapView(_:rendererFor:)`` returns. Nothing is drawn headless; the renderer's
/// ``MKOverlayPathRenderer/lineWidth`` is a polyline's width for the core's scene, and the colours are kept for the
/// app's own tests.
open class MKOverlayRenderer: NSObject {
    /// The overlay drawn.
    public let overlay: any MKOverlay
    /// Opacity, 0...1.
    open var alpha: CGFloat = 1
    /// Pixels per point (kept; nothing is drawn).
    open var contentScaleFactor: CGFloat = 1
    /// Called when a property the map reads changes.
    var onChange: (() -> Void)?

    /// A renderer for an overlay.
    public init(overlay: any MKOverlay) {
        self.overlay = overlay
        super.init()
    }

    /// Asks for a redraw (nothing to redraw headless).
    open func setNeedsDisplay() {}
}

@available(*, unavailable)
extension MKOverlayRenderer: @unchecked Sendable {}

/// Draws an overlay's path with a stroke and a fill: MapKit's `MKOverlayPathRenderer`.
open class MKOverlayPathRenderer: MKOverlayRenderer {
    /// The fill colour; none by default.
    open var fillColor: UIColor?
    /// The stroke colour; none by default.
    open var strokeColor: UIColor?
    /// The stroke width in points; 0 by default (MapKit's hairline). A polyline's width in the core's scene.
    open var lineWidth: CGFloat = 0 {
        didSet { onChange?() }
    }
    /// The length the stroke's miter may reach (kept).
    open var miterLimit: CGFloat = 10
    /// Where the dash pattern starts (kept).
    open var lineDashPhase: CGFloat = 0
    /// The dash lengths (kept; `NSNumber`s as MapKit takes them).
    open var lineDashPattern: [NSNumber]?
}

/// Draws a polyline: MapKit's `MKPolylineRenderer`.
open class MKPolylineRenderer: MKOverlayPathRenderer {
    /// The line drawn.
    public let polyline: MKPolyline
    /// Where the stroke starts along the line, 0...1 (kept).
    open var strokeStart: CGFloat = 0
    /// Where the stroke ends along the line, 0...1 (kept).
    open var strokeEnd: CGFloat = 1

    /// A renderer for a polyline.
    public init(polyline: MKPolyline) {
        self.polyline = polyline
        super.init(overlay: polyline)
    }

    /// A renderer for an overlay that is a polyline: the initialiser MapKit's renderers inherit, which delegates
    /// call as `MKPolylineRenderer(overlay: overlay)`; another kind of overlay draws an empty line.
    public override init(overlay: any MKOverlay) {
        polyline = overlay as? MKPolyline ?? MKPolyline(coordinates: [], count: 0)
        super.init(overlay: overlay)
    }
}

/// Draws a polygon: MapKit's `MKPolygonRenderer`.
open class MKPolygonRenderer: MKOverlayPathRenderer {
    /// The polygon drawn.
    public let polygon: MKPolygon

    /// A renderer for a polygon.
    public init(polygon: MKPolygon) {
        self.polygon = polygon
        super.init(overlay: polygon)
    }

    /// A renderer for an overlay that is a polygon (the inherited initialiser, as for ``MKPolylineRenderer``);
    /// another kind of overlay draws an empty polygon.
    public override init(overlay: any MKOverlay) {
        polygon = overlay as? MKPolygon ?? MKPolygon(coordinates: [], count: 0)
        super.init(overlay: overlay)
    }
}

/// Draws a circle: MapKit's `MKCircleRenderer`.
open class MKCircleRenderer: MKOverlayPathRenderer {
    /// The circle drawn.
    public let circle: MKCircle

    /// A renderer for a circle.
    public init(circle: MKCircle) {
        self.circle = circle
        super.init(overlay: circle)
    }

    /// A renderer for an overlay that is a circle (the inherited initialiser, as for ``MKPolylineRenderer``);
    /// another kind of overlay draws a circle of radius 0.
    public override init(overlay: any MKOverlay) {
        circle = overlay as? MKCircle ?? MKCircle(center: CLLocationCoordinate2D(latitude: 0, longitude: 0), radius: 0)
        super.init(overlay: overlay)
    }
}
