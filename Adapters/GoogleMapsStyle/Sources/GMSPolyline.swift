import Foundation
import MapCompatCore

/// A line through the coordinates of a path (Google's `GMSPolyline`). Taps within half its ``strokeWidth``
/// hit it while it is ``GMSOverlay/isTappable`` (off by default).
///
/// ```swift
/// let line = GMSPolyline(path: GMSPath(fromEncodedPath: route))
/// line.strokeWidth = 5
/// line.isTappable = true
/// line.map = mapView
/// ```
open class GMSPolyline: GMSOverlay {
    /// The coordinates, copied when set; fewer than two draw nothing.
    open var path: GMSPath? {
        get { storedPath }
        set {
            storedPath = newValue.map { GMSPath(path: $0) }
            changed()
        }
    }
    private var storedPath: GMSPath?
    /// The width in points (1 by default).
    open var strokeWidth: CGFloat = 1 { didSet { changed() } }
    /// The colour (drawing only; blue by default).
    open var strokeColor: UIColor = .blue
    /// Whether segments follow great circles (drawing only: the core's hit test follows the Mercator line).
    open var geodesic = false
    /// Colour spans along the line (drawing only).
    open var spans: [GMSStyleSpan]?

    /// A polyline along `path` (Google's `+polylineWithPath:`).
    public convenience init(path: GMSPath?) {
        self.init()
        self.path = path
    }

    /// `GMSPolyline`, for diagnostics.
    override var googleTypeName: String { "GMSPolyline" }
    /// What diagnostics report as the overlay's value.
    override var shapeSummary: String { "\(storedPath?.count() ?? 0) coordinates" }

    /// The core's shape, or `nil` while the path has fewer than two coordinates.
    override func coreShape() throws(MapCompatError) -> SceneShape? {
        guard let path = storedPath, path.count() >= 2 else { return nil }
        guard let points = path.positions else {
            throw MapCompatError(.outOfRange, field: "path", "a coordinate of the path is not valid")
        }
        return .polyline(try PolylineShape(points: points, width: Double(strokeWidth)))
    }
}

/// A colour span of a polyline (Google's `GMSStyleSpan`; drawing only).
open class GMSStyleSpan: NSObject {
    /// How many segments the span covers.
    public let segments: Double
    /// The span's colour.
    public let color: UIColor

    /// A span of one colour over `segments` segments.
    public init(color: UIColor, segments: Double) {
        self.color = color
        self.segments = segments
        super.init()
    }

    /// A span of one colour over one segment.
    public convenience init(color: UIColor) {
        self.init(color: color, segments: 1)
    }
}
