import Foundation
import MapCompatCore

/// A filled area bounded by a path, with optional holes (Google's `GMSPolygon`). Taps inside it, and not in a
/// hole, hit it while it is ``GMSOverlay/isTappable`` (off by default).
open class GMSPolygon: GMSOverlay {
    /// The outline, copied when set; fewer than three coordinates draw nothing.
    open var path: GMSPath? {
        get { storedPath }
        set {
            storedPath = newValue.map { GMSPath(path: $0) }
            changed()
        }
    }
    private var storedPath: GMSPath?
    /// Areas cut out of the polygon, each copied when set.
    open var holes: [GMSPath]? {
        get { storedHoles }
        set {
            storedHoles = newValue?.map { GMSPath(path: $0) }
            changed()
        }
    }
    private var storedHoles: [GMSPath]?
    /// The outline's width in points (drawing only; 1 by default).
    open var strokeWidth: CGFloat = 1
    /// The outline's colour (drawing only).
    open var strokeColor: UIColor?
    /// The fill colour (drawing only; blue by default).
    open var fillColor: UIColor? = .blue
    /// Whether edges follow great circles (drawing only).
    open var geodesic = false

    /// A polygon with `path` as its outline (Google's `+polygonWithPath:`).
    public convenience init(path: GMSPath?) {
        self.init()
        self.path = path
    }

    /// `GMSPolygon`, for diagnostics.
    override var googleTypeName: String { "GMSPolygon" }
    /// What diagnostics report as the overlay's value.
    override var shapeSummary: String { "\(storedPath?.count() ?? 0) coordinates, \(storedHoles?.count ?? 0) holes" }

    /// The core's shape, or `nil` while the outline has fewer than three coordinates.
    override func coreShape() throws(MapCompatError) -> SceneShape? {
        guard let path = storedPath, path.count() >= 3 else { return nil }
        guard let exterior = path.positions else {
            throw MapCompatError(.outOfRange, field: "path", "a coordinate of the path is not valid")
        }
        var rings: [[LatLng]] = []
        for hole in storedHoles ?? [] where hole.count() >= 3 {
            guard let ring = hole.positions else {
                throw MapCompatError(.outOfRange, field: "holes", "a coordinate of a hole is not valid")
            }
            rings.append(ring)
        }
        return .polygon(try PolygonShape(exterior: exterior, holes: rings))
    }
}
