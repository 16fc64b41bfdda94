import Foundation
import MapCompatCore

/// A line through points (NAVER's `NMGLineString`, an Objective-C generic whose elements are `NMGLatLng`).
///
/// Points that are not `NMGLatLng` (for example ones boxed with `as AnyObject`) are unboxed when the line
/// is used; any other element is skipped.
open class NMGLineString<ObjectType>: NSObject {
    /// The points in order.
    open var points: [ObjectType]

    init(storing points: [ObjectType]) {
        self.points = points
        super.init()
    }

    /// The points as positions.
    var latLngs: [NMGLatLng] { points.compactMap { $0 as? NMGLatLng } }
}

extension NMGLineString<AnyObject> {
    /// Creates a line through positions: `NMGLineString(points: [NMGLatLng])` is an
    /// `NMGLineString<AnyObject>`, as Swift sees NAVER's Objective-C generic.
    public convenience init(points: [AnyObject]) {
        self.init(storing: points)
    }
}

/// A ring with holes (NAVER's `NMGPolygon`).
open class NMGPolygon<ObjectType>: NSObject {
    /// The outer ring.
    open var exteriorRing: NMGLineString<ObjectType>
    /// Rings cut out of it.
    open var interiorRings: [NMGLineString<ObjectType>]

    /// Creates a polygon without holes.
    public convenience init(ring: NMGLineString<ObjectType>) {
        self.init(ring: ring, interiorRings: [])
    }

    /// Creates a polygon with holes.
    public init(ring: NMGLineString<ObjectType>, interiorRings: [NMGLineString<ObjectType>]) {
        exteriorRing = ring
        self.interiorRings = interiorRings
        super.init()
    }
}

/// How a line's ends are drawn (NAVER's `NMFOverlayLineCap`).
public enum NMFOverlayLineCap: Int, Hashable, Sendable {
    /// Cut at the end point.
    case butt
    /// Rounded past the end point.
    case round
    /// Squared past the end point.
    case square
}

/// How a line's corners are drawn (NAVER's `NMFOverlayLineJoin`).
public enum NMFOverlayLineJoin: Int, Hashable, Sendable {
    /// Bevelled.
    case bevel
    /// Pointed.
    case miter
    /// Rounded.
    case round
}

/// A line through positions (NAVER's `NMFPolylineOverlay`); the core's `PolylineShape`.
open class NMFPolylineOverlay: NMFOverlay {
    /// The vertices, at least two.
    open var line: NMGLineString<AnyObject> { didSet { changed() } }
    /// The stroke width in points (NAVER's default 1).
    open var width: CGFloat = 1 { didSet { changed() } }
    /// The stroke colour.
    open var color = UIColor.black
    /// Dash lengths in points, alternately drawn and skipped; empty for a solid line.
    open var pattern: [NSNumber] = []
    /// How the ends are drawn.
    open var capType = NMFOverlayLineCap.round
    /// How corners are drawn.
    open var joinType = NMFOverlayLineJoin.round

    /// Creates a polyline with no points yet; it is not added to a map until ``line`` has two.
    public override init() {
        line = NMGLineString(points: [AnyObject]())
        super.init(globalZIndex: NMF_SHAPE_GLOBAL_Z_INDEX)
    }

    /// Creates a polyline through positions; `nil` for fewer than two, as NAVER's.
    public convenience init?(_ points: [NMGLatLng]) {
        guard points.count >= 2 else { return nil }
        self.init()
        line = NMGLineString(points: points)
    }

    /// Creates a polyline from a line string; `nil` for fewer than two points, as NAVER's.
    public convenience init?<T>(_ line: NMGLineString<T>) {
        self.init(line.latLngs)
    }

    /// The vertices as positions.
    var points: [NMGLatLng] { line.latLngs }

    override func coreShape(on map: NMFMapView) throws(MapCompatError) -> SceneShape {
        .polyline(try PolylineShape(points: try Self.positions(points, "line"), width: Double(width)))
    }
}

/// A filled ring with holes (NAVER's `NMFPolygonOverlay`); the core's `PolygonShape`.
open class NMFPolygonOverlay: NMFOverlay {
    /// The polygon drawn.
    open var polygon: NMGPolygon<AnyObject> { didSet { changed() } }
    /// The fill colour.
    open var fillColor = UIColor.white
    /// The outline colour.
    open var outlineColor = UIColor.black
    /// The outline width in points.
    open var outlineWidth: UInt = 0
    /// Dash lengths of the outline in points.
    open var outlinePattern: [NSNumber] = []

    /// Creates a polygon with no ring yet; it is not added to a map until ``polygon`` has three points.
    public override init() {
        polygon = NMGPolygon(ring: NMGLineString(points: [AnyObject]()))
        super.init(globalZIndex: NMF_SHAPE_GLOBAL_Z_INDEX)
    }

    /// Creates a polygon from its outer ring; `nil` for fewer than three positions, as NAVER's.
    public convenience init?(_ coords: [NMGLatLng]) {
        guard coords.count >= 3 else { return nil }
        self.init()
        polygon = NMGPolygon(ring: NMGLineString(points: coords))
    }

    /// Creates a polygon overlay from a polygon; `nil` when its ring has fewer than three positions.
    public convenience init?<T>(_ polygon: NMGPolygon<T>) {
        guard polygon.exteriorRing.latLngs.count >= 3 else { return nil }
        self.init()
        self.polygon = NMGPolygon(
            ring: NMGLineString(points: polygon.exteriorRing.latLngs),
            interiorRings: polygon.interiorRings.map { NMGLineString(points: $0.latLngs) })
    }

    override func coreShape(on map: NMFMapView) throws(MapCompatError) -> SceneShape {
        var holes: [[LatLng]] = []
        for (index, ring) in polygon.interiorRings.enumerated() {
            holes.append(try Self.positions(ring.latLngs, "interiorRings[\(index)]"))
        }
        return .polygon(
            try PolygonShape(exterior: try Self.positions(polygon.exteriorRing.latLngs, "exteriorRing"), holes: holes))
    }
}

/// A disc with a radius in metres (NAVER's `NMFCircleOverlay`); the core's `CircleShape`.
open class NMFCircleOverlay: NMFOverlay {
    /// The centre.
    open var center: NMGLatLng { didSet { changed() } }
    /// The radius in metres.
    open var radius: Double { didSet { changed() } }
    /// The fill colour.
    open var fillColor = UIColor.white
    /// The outline colour.
    open var outlineColor = UIColor.black
    /// The outline width in points.
    open var outlineWidth: CGFloat = 0

    /// Creates a circle with no centre yet.
    public override convenience init() {
        self.init(NMGLatLng(lat: .nan, lng: .nan), radius: 0)
    }

    /// Creates a circle.
    public init(_ center: NMGLatLng, radius: Double) {
        self.center = center
        self.radius = radius
        super.init(globalZIndex: NMF_SHAPE_GLOBAL_Z_INDEX)
    }

    /// The smallest bounds that hold the circle, on a sphere of the WGS84 equatorial radius (as NAVER
    /// measures metres per point); the centre alone when the circle is not valid.
    open var bounds: NMGLatLngBounds {
        let latitude = center.lat * .pi / 180
        let degrees = radius / Geodesic.semiMajorAxis * 180 / .pi
        guard radius.isFinite, radius >= 0, center.lat.isFinite, center.lng.isFinite, cos(latitude) > 0 else {
            return NMGLatLngBounds(southWest: center, northEast: center)
        }
        let lngDegrees = degrees / cos(latitude)
        return NMGLatLngBounds(
            southWestLat: max(-90, center.lat - degrees), southWestLng: center.lng - lngDegrees,
            northEastLat: min(90, center.lat + degrees), northEastLng: center.lng + lngDegrees)
    }

    override func coreShape(on map: NMFMapView) throws(MapCompatError) -> SceneShape {
        let center = try Self.located("center") { () throws(MapCompatError) in try self.center.coreLatLng() }
        return .circle(try CircleShape(center: center, radius: radius))
    }
}
