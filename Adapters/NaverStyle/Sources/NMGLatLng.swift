import Foundation
import MapCompatCore

/// A position in degrees, as NAVER's geometry module spells it (`lat`, `lng`); maps to the core's
/// `LatLng`. An open `NSObject` subclass, as NAVER's: arrays of positions pass where NAVER's geometry
/// takes `AnyObject` elements (`NMGLineString(points:)`).
///
/// Like NAVER's `NMGLatLng` it holds any pair of numbers; the values are checked when the map uses them, and
/// a bad one is a `MapCompatError` naming `lat` or `lng`.
open class NMGLatLng: NSObject {
    /// Degrees north of the equator.
    open var lat: Double
    /// Degrees east of Greenwich.
    open var lng: Double

    /// Creates a position from latitude and longitude in degrees.
    public init(lat: Double, lng: Double) {
        self.lat = lat
        self.lng = lng
        super.init()
    }

    /// The position of a Core Location coordinate (`latLngWithCoordinate:`, NMGLatLng.h), as apps convert the
    /// locations NAVER's location manager reports (`NMGLatLng(from: location.coordinate)`).
    public convenience init(from coordinate: CLLocationCoordinate2D) {
        self.init(lat: coordinate.latitude, lng: coordinate.longitude)
    }

    /// Wraps a core position, so callbacks can hand NAVER-shaped values to the app.
    public convenience init(_ position: LatLng) {
        self.init(lat: position.latitude, lng: position.longitude)
    }

    /// Equal latitude and longitude make equal positions, as NAVER compares them.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NMGLatLng else { return false }
        return lat == other.lat && lng == other.lng
    }

    /// Hashes what ``isEqual(_:)`` compares.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(lat)
        hasher.combine(lng)
        return hasher.finalize()
    }

    /// The core position, validated.
    ///
    /// - Throws: `MapCompatError` naming `lat` (not finite or outside -90...90) or `lng` (not
    ///   finite).
    public func coreLatLng() throws(MapCompatError) -> LatLng {
        do {
            return try LatLng(latitude: lat, longitude: lng)
        } catch {
            let field = error.field == "latitude" ? "lat" : "lng"
            throw MapCompatError(error.code, field: field, error.message)
        }
    }

    /// Whether both values are finite and the latitude lies in -90...90.
    public func isValid() -> Bool { (try? coreLatLng()) != nil }

    /// The distance to another position in metres, on a sphere of the WGS84 equatorial radius.
    public func distance(to other: NMGLatLng) -> CLLocationDistance {
        let lat1 = lat * .pi / 180
        let lat2 = other.lat * .pi / 180
        let dLat = lat2 - lat1
        let dLng = (other.lng - lng) * .pi / 180
        let h = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLng / 2) * sin(dLng / 2)
        return 2 * Geodesic.semiMajorAxis * asin(min(1, h.squareRoot()))
    }

    /// `(lat, lng)`.
    open override var description: String { "(\(lat), \(lng))" }
}

/// A latitude-longitude rectangle given by its south-west and north-east corners (NAVER's
/// `NMGLatLngBounds`); maps to the core's `LatLngBounds`.
public struct NMGLatLngBounds: Hashable {
    /// The south-west corner.
    public var southWest: NMGLatLng
    /// The north-east corner.
    public var northEast: NMGLatLng

    /// Creates bounds from their corners.
    public init(southWest: NMGLatLng, northEast: NMGLatLng) {
        self.southWest = southWest
        self.northEast = northEast
    }

    /// Bounds whose corners the app sets next (`var bounds = NMGLatLngBounds()`, then `bounds.southWest = …`):
    /// NAVER's `+bounds` class factory (NMGLatLngBounds.h), which Swift imports as this initialiser. NAVER's header
    /// gives it no corners; here they are not a number, as ``init(latLngs:)`` gives for no positions, so that a
    /// read before they are set is not a valid position.
    public init() {
        self.init(latLngs: [])
    }

    /// Creates bounds from the latitudes and longitudes of their corners.
    public init(southWestLat: Double, southWestLng: Double, northEastLat: Double, northEastLng: Double) {
        self.init(
            southWest: NMGLatLng(lat: southWestLat, lng: southWestLng),
            northEast: NMGLatLng(lat: northEastLat, lng: northEastLng))
    }

    /// The smallest bounds that hold every position; empty input gives bounds of invalid (not a number)
    /// corners, as NAVER's.
    public init(latLngs: [NMGLatLng]) {
        let lats = latLngs.map(\.lat)
        let lngs = latLngs.map(\.lng)
        self.init(
            southWestLat: lats.min() ?? .nan, southWestLng: lngs.min() ?? .nan, northEastLat: lats.max() ?? .nan,
            northEastLng: lngs.max() ?? .nan)
    }

    /// The south-west corner's latitude.
    public var southWestLat: Double { southWest.lat }
    /// The south-west corner's longitude.
    public var southWestLng: Double { southWest.lng }
    /// The north-east corner's latitude.
    public var northEastLat: Double { northEast.lat }
    /// The north-east corner's longitude.
    public var northEastLng: Double { northEast.lng }
    /// The north-west corner.
    public var northWest: NMGLatLng { NMGLatLng(lat: northEast.lat, lng: southWest.lng) }
    /// The south-west and north-east corners, in that order (NAVER's `boundsLatLngs`; clients read
    /// `boundsLatLngs[0]` as the south-west and `[1]` as the north-east corner).
    public var boundsLatLngs: [NMGLatLng] { [southWest, northEast] }
    /// The south-east corner.
    public var southEast: NMGLatLng { NMGLatLng(lat: southWest.lat, lng: northEast.lng) }
    /// The middle of the bounds.
    public var center: NMGLatLng {
        NMGLatLng(lat: (southWest.lat + northEast.lat) / 2, lng: (southWest.lng + northEast.lng) / 2)
    }

    /// Whether a position lies inside (edges included).
    public func hasPoint(_ point: NMGLatLng) -> Bool {
        (southWest.lat...max(southWest.lat, northEast.lat)).contains(point.lat)
            && (southWest.lng...max(southWest.lng, northEast.lng)).contains(point.lng)
    }

    /// Wraps core bounds.
    public init(_ bounds: LatLngBounds) {
        self.init(
            southWestLat: bounds.south, southWestLng: bounds.west, northEastLat: bounds.north, northEastLng: bounds.east
        )
    }

    /// The core bounds, validated.
    ///
    /// - Throws: `MapCompatError` naming the corner field that is bad, or `southWest.lat`
    ///   when the south-west corner lies north of the north-east one.
    public func coreBounds() throws(MapCompatError) -> LatLngBounds {
        let southWest = try Self.named("southWest") { () throws(MapCompatError) in try self.southWest.coreLatLng() }
        let northEast = try Self.named("northEast") { () throws(MapCompatError) in try self.northEast.coreLatLng() }
        guard southWest.latitude <= northEast.latitude else {
            throw MapCompatError(
                .invalidOrder, field: "southWest.lat",
                "\(southWest.latitude) lies north of northEast.lat \(northEast.latitude)")
        }
        return try LatLngBounds(southWest: southWest, northEast: northEast)
    }

    private static func named(
        _ prefix: String, _ body: () throws(MapCompatError) -> LatLng
    ) throws(MapCompatError) -> LatLng {
        do {
            return try body()
        } catch {
            throw MapCompatError(error.code, field: "\(prefix).\(error.field)", error.message)
        }
    }
}
