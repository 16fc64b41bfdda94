import Foundation
import MapCompatCore

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// An immutable list of coordinates (Google's `GMSPath`), the geometry of polylines and polygons;
/// ``GMSMutablePath`` is its growable kind. Overlays copy the path they are given, as Google's `copy`
/// properties do.
///
/// ```swift
/// let path = GMSMutablePath()
/// path.add(CLLocationCoordinate2D(latitude: -33.85, longitude: 151.20))
/// path.addLatitude(-33.70, longitude: 151.40)
/// let route = GMSPath(fromEncodedPath: overviewPolyline)   // a Directions API string
/// ```
open class GMSPath: NSObject {
    var coordinates: [CLLocationCoordinate2D]

    /// An empty path (Google's `+path`).
    public override init() {
        coordinates = []
        super.init()
    }

    /// A path with the coordinates of another.
    public required init(path: GMSPath) {
        coordinates = path.coordinates
        super.init()
    }

    init(coordinates: [CLLocationCoordinate2D]) {
        self.coordinates = coordinates
        super.init()
    }

    /// A path decoded from Google's encoded polyline format
    /// (https://developers.google.com/maps/documentation/utilities/polylinealgorithm); `nil` for a string that
    /// is not one.
    public convenience init?(fromEncodedPath encodedPath: String) {
        guard let decoded = EncodedPolyline.decode(encodedPath) else { return nil }
        self.init(coordinates: decoded)
    }

    /// How many coordinates the path has.
    open func count() -> UInt { UInt(coordinates.count) }

    /// The coordinate at `index`; `kCLLocationCoordinate2DInvalid`'s value (latitude and longitude −180) past
    /// the end, as GMSPath.h says.
    open func coordinate(at index: UInt) -> CLLocationCoordinate2D {
        guard index < count() else { return CLLocationCoordinate2D(latitude: -180, longitude: -180) }
        return coordinates[Int(index)]
    }

    /// The path in Google's encoded polyline format.
    open func encodedPath() -> String { EncodedPolyline.encode(coordinates) }

    /// A new path with `deltaLatitude` and `deltaLongitude` added to every coordinate.
    open func offsetBy(latitude deltaLatitude: CLLocationDegrees, longitude deltaLongitude: CLLocationDegrees)
        -> Self
    {
        let moved = Self(path: self)
        moved.coordinates = coordinates.map {
            CLLocationCoordinate2D(latitude: $0.latitude + deltaLatitude, longitude: $0.longitude + deltaLongitude)
        }
        return moved
    }

    /// The core positions of the path; `nil` when one is not a valid coordinate.
    var positions: [LatLng]? {
        var positions: [LatLng] = []
        positions.reserveCapacity(coordinates.count)
        for coordinate in coordinates {
            guard let position = try? coordinate.latLng() else { return nil }
            positions.append(position)
        }
        return positions
    }
}

extension GMSPath: NSCopying, NSMutableCopying {
    /// An immutable copy (GMSPath adopts `NSCopying`).
    public func copy(with zone: NSZone? = nil) -> Any { GMSPath(coordinates: coordinates) }

    /// A ``GMSMutablePath`` with the same coordinates (GMSPath adopts `NSMutableCopying`).
    public func mutableCopy(with zone: NSZone? = nil) -> Any { GMSMutablePath(coordinates: coordinates) }
}

/// A path that grows and changes (Google's `GMSMutablePath`).
open class GMSMutablePath: GMSPath {
    /// Adds `coord` at the end.
    open func add(_ coord: CLLocationCoordinate2D) { coordinates.append(coord) }

    /// Adds a coordinate made of `latitude` and `longitude` at the end.
    open func addLatitude(_ latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        coordinates.append(CLLocationCoordinate2D(latitude: latitude, longitude: longitude))
    }

    /// Inserts `coord` at `index`; at or past the end it replaces as ``replaceCoordinate(at:with:)`` does.
    open func insert(_ coord: CLLocationCoordinate2D, at index: UInt) {
        guard index < count() else { return replaceCoordinate(at: index, with: coord) }
        coordinates.insert(coord, at: Int(index))
    }

    /// Replaces the coordinate at `index`; past the end the path grows to it, the gap filled with the invalid
    /// coordinate (GMSMutablePath.h: "grows the array with an undefined coordinate").
    open func replaceCoordinate(at index: UInt, with coord: CLLocationCoordinate2D) {
        while count() <= index { coordinates.append(CLLocationCoordinate2D(latitude: -180, longitude: -180)) }
        coordinates[Int(index)] = coord
    }

    /// Removes the coordinate at `index`; past the end nothing happens.
    open func removeCoordinate(at index: UInt) {
        guard index < count() else { return }
        coordinates.remove(at: Int(index))
    }

    /// Removes the last coordinate; an empty path stays empty.
    open func removeLastCoordinate() {
        guard !coordinates.isEmpty else { return }
        coordinates.removeLast()
    }

    /// Removes every coordinate.
    open func removeAllCoordinates() { coordinates.removeAll() }
}
