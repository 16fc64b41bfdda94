import Foundation
import MapCompatCore

/// NAVER's default global z of paths (`NMF_PATH_OVERLAY_GLOBAL_Z_INDEX`, NMFPath.h): between shapes and
/// basemap symbols.
public let NMF_PATH_OVERLAY_GLOBAL_Z_INDEX = -100_000

/// A route line with an outline and progress (NAVER's `NMFPath`); the core's `PolylineShape`, as wide as
/// its line and outline.
open class NMFPath: NMFOverlay {
    /// The vertices, at least two.
    open var path: NMGLineString<AnyObject> { didSet { changed() } }
    /// The line's width in points (NAVER's default 5).
    open var width: CGFloat = 5 { didSet { changed() } }
    /// The outline's width in points on each side (NAVER's default 1).
    open var outlineWidth: CGFloat = 1 { didSet { changed() } }
    /// The line's colour.
    open var color = UIColor.white
    /// The outline's colour.
    open var outlineColor = UIColor.black
    /// The colour of the part already travelled.
    open var passedColor = UIColor.white
    /// The outline colour of the part already travelled.
    open var passedOutlineColor = UIColor.black
    /// How far along the route the traveller is, −1 to 1.
    open var progress: Double = 0
    /// An image repeated along the line, if any.
    open var patternIcon: NMFOverlayImage?
    /// The distance between pattern images in points.
    open var patternInterval: UInt = 25

    /// Creates a path with no points yet; it is not added to a map until ``path`` has two.
    public override init() {
        path = NMGLineString(points: [AnyObject]())
        super.init(globalZIndex: NMF_PATH_OVERLAY_GLOBAL_Z_INDEX)
    }

    /// Creates a path through positions; `nil` for fewer than two, as NAVER's.
    public convenience init?(points: [NMGLatLng]) {
        guard points.count >= 2 else { return nil }
        self.init()
        path = NMGLineString(points: points)
    }

    override func coreShape(on map: NMFMapView) throws(MapCompatError) -> SceneShape {
        .polyline(
            try PolylineShape(points: try Self.positions(path.latLngs, "path"), width: Double(width + 2 * outlineWidth))
        )
    }
}
