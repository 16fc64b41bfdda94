import Foundation
import MapCompatCore

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// A rectangle on the Earth's surface between a south-west and a north-east corner (Google's
/// `GMSCoordinateBounds`, immutable; the `including…` methods return new bounds).
///
/// Bounds made with ``init()`` contain no point and are not valid (``isValid``); including a coordinate makes
/// them valid. A box given by two corners is the smaller of the two that span them in longitude, as Google
/// documents.
///
/// ```swift
/// var bounds = GMSCoordinateBounds()
/// for marker in markers { bounds = bounds.includingCoordinate(marker.position) }
/// mapView.animate(with: GMSCameraUpdate.fit(bounds, withPadding: 50))
/// ```
open class GMSCoordinateBounds: NSObject {
    /// The north-east corner.
    public let northEast: CLLocationCoordinate2D
    /// The south-west corner.
    public let southWest: CLLocationCoordinate2D
    /// Whether the bounds contain any point.
    public let isValid: Bool

    /// Empty, invalid bounds.
    public override init() {
        northEast = CLLocationCoordinate2D(latitude: -90, longitude: -180)
        southWest = CLLocationCoordinate2D(latitude: 90, longitude: 180)
        isValid = false
        super.init()
    }

    /// The smaller box spanning two corners. A corner that is not a valid coordinate leaves the bounds
    /// invalid.
    public init(coordinate coord1: CLLocationCoordinate2D, coordinate coord2: CLLocationCoordinate2D) {
        guard let box = Self.box(coord1, coord2) else {
            northEast = CLLocationCoordinate2D(latitude: -90, longitude: -180)
            southWest = CLLocationCoordinate2D(latitude: 90, longitude: 180)
            isValid = false
            super.init()
            return
        }
        southWest = CLLocationCoordinate2D(latitude: box.south, longitude: box.west)
        northEast = CLLocationCoordinate2D(latitude: box.north, longitude: box.east)
        isValid = true
        super.init()
    }

    /// Bounds enclosing every coordinate of a path (invalid for an empty path).
    public convenience init(path: GMSPath) {
        var bounds = GMSCoordinateBounds()
        for index in 0..<path.count() { bounds = bounds.includingCoordinate(path.coordinate(at: index)) }
        self.init(copying: bounds)
    }

    /// Bounds enclosing the four corners of a visible region.
    public convenience init(region: GMSVisibleRegion) {
        var bounds = GMSCoordinateBounds()
        for corner in [region.nearLeft, region.nearRight, region.farLeft, region.farRight] {
            bounds = bounds.includingCoordinate(corner)
        }
        self.init(copying: bounds)
    }

    private init(copying other: GMSCoordinateBounds) {
        northEast = other.northEast
        southWest = other.southWest
        isValid = other.isValid
        super.init()
    }

    /// These bounds grown to include `coordinate`; from invalid bounds, bounds holding just that point. In
    /// longitude they grow westwards or eastwards, whichever adds less. An invalid coordinate changes nothing.
    open func includingCoordinate(_ coordinate: CLLocationCoordinate2D) -> GMSCoordinateBounds {
        guard let point = try? coordinate.latLng() else { return self }
        guard isValid else { return GMSCoordinateBounds(coordinate: coordinate, coordinate: coordinate) }
        let south = min(southWest.latitude, point.latitude)
        let north = max(northEast.latitude, point.latitude)
        var west = southWest.longitude
        var east = northEast.longitude
        if !Self.lies(point.longitude, from: west, to: east) {
            if Self.eastward(from: point.longitude, to: west) <= Self.eastward(from: east, to: point.longitude) {
                west = point.longitude
            } else {
                east = point.longitude
            }
        }
        return GMSCoordinateBounds(south: south, west: west, north: north, east: east)
    }

    /// These bounds grown to include `other` whole; from invalid bounds, `other`.
    open func including(_ other: GMSCoordinateBounds) -> GMSCoordinateBounds {
        guard other.isValid else { return self }
        return includingCoordinate(other.southWest).includingCoordinate(other.northEast)
    }

    /// These bounds grown to include every coordinate of `path`.
    open func includingPath(_ path: GMSPath) -> GMSCoordinateBounds {
        including(GMSCoordinateBounds(path: path))
    }

    /// Whether `coordinate` lies inside, edges included.
    open func contains(_ coordinate: CLLocationCoordinate2D) -> Bool {
        guard let core = coreBounds, let position = try? coordinate.latLng() else { return false }
        return core.contains(position)
    }

    /// Whether the two bounds share at least one point.
    open func intersects(_ other: GMSCoordinateBounds) -> Bool {
        guard isValid, other.isValid else { return false }
        guard southWest.latitude <= other.northEast.latitude, other.southWest.latitude <= northEast.latitude else {
            return false
        }
        return Self.lies(other.southWest.longitude, from: southWest.longitude, to: northEast.longitude)
            || Self.lies(southWest.longitude, from: other.southWest.longitude, to: other.northEast.longitude)
    }

    /// The core's bounds, `nil` while invalid.
    var coreBounds: LatLngBounds? {
        guard isValid else { return nil }
        return try? LatLngBounds(
            south: southWest.latitude, west: southWest.longitude, north: northEast.latitude, east: northEast.longitude)
    }

    /// Valid bounds from edges already checked.
    private init(south: Double, west: Double, north: Double, east: Double) {
        southWest = CLLocationCoordinate2D(latitude: south, longitude: west)
        northEast = CLLocationCoordinate2D(latitude: north, longitude: east)
        isValid = true
        super.init()
    }

    /// Degrees travelled eastwards from one longitude to another, 0..<360.
    private static func eastward(from a: Double, to b: Double) -> Double {
        let distance = (b - a).truncatingRemainder(dividingBy: 360)
        return distance < 0 ? distance + 360 : distance
    }

    /// Whether a longitude lies on the eastward span from `west` to `east`, ends included.
    private static func lies(_ longitude: Double, from west: Double, to east: Double) -> Bool {
        eastward(from: west, to: longitude) <= eastward(from: west, to: east)
    }

    /// The smaller box spanning two valid corners in longitude.
    private static func box(_ a: CLLocationCoordinate2D, _ b: CLLocationCoordinate2D)
        -> (south: Double, west: Double, north: Double, east: Double)?
    {
        guard let first = try? a.latLng(), let second = try? b.latLng() else { return nil }
        let south = min(first.latitude, second.latitude)
        let north = max(first.latitude, second.latitude)
        let low = min(first.longitude, second.longitude)
        let high = max(first.longitude, second.longitude)
        // The direct span, or the one across the antimeridian when that is shorter.
        return high - low <= 180 ? (south, low, north, high) : (south, high, north, low)
    }
}
