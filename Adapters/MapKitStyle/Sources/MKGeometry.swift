import Foundation
import MapCompatCore

#if canImport(CoreLocation)
    import CoreLocation
#endif

// MapKit's coordinate geometry (Apple's MapKit documentation, "Geometry"): the C structs as Swift imports them,
// with the Swift overlay's initialisers. Pure conversions, no map behaviour.

/// The width and height of a map region in degrees: MapKit's `MKCoordinateSpan`.
public struct MKCoordinateSpan: Sendable {
    /// Degrees of latitude from the region's top edge to its bottom edge.
    public var latitudeDelta: CLLocationDegrees
    /// Degrees of longitude from the region's left edge to its right edge.
    public var longitudeDelta: CLLocationDegrees

    /// A zero span, as the imported C struct's empty initialiser gives.
    public init() {
        latitudeDelta = 0
        longitudeDelta = 0
    }

    /// A span from its deltas.
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// A region of the map, a centre and a span: MapKit's `MKCoordinateRegion`.
public struct MKCoordinateRegion: Sendable {
    /// The middle of the region.
    public var center: CLLocationCoordinate2D
    /// The region's extent in degrees.
    public var span: MKCoordinateSpan

    /// A region at (0, 0) with no span, as the imported C struct's empty initialiser gives.
    public init() {
        center = CLLocationCoordinate2D(latitude: 0, longitude: 0)
        span = MKCoordinateSpan()
    }

    /// A region from its centre and span.
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }

    /// A region covering distances in metres around a centre (`MKCoordinateRegionMakeWithDistance`): the
    /// degrees of a meridian arc and of a parallel arc of those lengths on the WGS84 sphere (MapKit does not
    /// publish its formula; this one is the sphere's, so a round trip through ``MKMapView/region`` holds).
    public init(
        center centerCoordinate: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance,
        longitudinalMeters: CLLocationDistance
    ) {
        let metresPerDegree = Double.pi * WebMercator.earthRadius / 180
        let parallel = metresPerDegree * cos(centerCoordinate.latitude * .pi / 180)
        self.init(
            center: centerCoordinate,
            span: MKCoordinateSpan(
                latitudeDelta: latitudinalMeters / metresPerDegree,
                longitudeDelta: parallel > 0 ? longitudinalMeters / parallel : 360))
    }

    /// The region a map rectangle covers (`MKCoordinateRegionForMapRect`): its corners' coordinates, the centre
    /// halfway between them in degrees.
    public init(_ rect: MKMapRect) {
        let northWest = MKMapPoint(x: rect.minX, y: rect.minY).coordinate
        let southEast = MKMapPoint(x: rect.maxX, y: rect.maxY).coordinate
        self.init(
            center: CLLocationCoordinate2D(
                latitude: (northWest.latitude + southEast.latitude) / 2,
                longitude: (northWest.longitude + southEast.longitude) / 2),
            span: MKCoordinateSpan(
                latitudeDelta: northWest.latitude - southEast.latitude,
                longitudeDelta: southEast.longitude - northWest.longitude))
    }
}

/// A point of MapKit's flat Mercator world, in map points (x east, y south, the world `MKMapSize.world` wide):
/// MapKit's `MKMapPoint`.
public struct MKMapPoint: Sendable, Equatable {
    /// Map points east of the antimeridian.
    public var x: Double
    /// Map points south of the world's top edge.
    public var y: Double

    /// The origin, as the imported C struct's empty initialiser gives.
    public init() {
        x = 0
        y = 0
    }

    /// A point from its map-point coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The map point of a coordinate (`MKMapPointForCoordinate`): the core's Web Mercator projection scaled to
    /// the map-point world.
    /// A coordinate that is not a position (not finite, latitude beyond ±90°) gives a point of NaNs.
    public init(_ coordinate: CLLocationCoordinate2D) {
        guard let position = try? coordinate.latLng() else {
            self.init(x: .nan, y: .nan)
            return
        }
        let unit = WebMercator.project(position)
        self.init(x: unit.x * MKMapSize.world.width, y: unit.y * MKMapSize.world.height)
    }

    /// The coordinate at this map point (`MKCoordinateForMapPoint`).
    public var coordinate: CLLocationCoordinate2D {
        let position = WebMercator.unproject(
            MercatorPoint(x: x / MKMapSize.world.width, y: y / MKMapSize.world.height))
        return CLLocationCoordinate2D(latitude: position.latitude, longitude: position.longitude)
    }

    /// The distance in metres to another map point along the WGS84 ellipsoid (`MKMetersBetweenMapPoints`); 0
    /// where either point lies outside the world.
    public func distance(to other: MKMapPoint) -> CLLocationDistance {
        guard let start = try? coordinate.latLng(), let end = try? other.coordinate.latLng(),
            let inverse = try? Geodesic.inverse(from: start, to: end)
        else { return 0 }
        return inverse.distance
    }
}

/// A width and height in map points: MapKit's `MKMapSize`.
public struct MKMapSize: Sendable, Equatable {
    /// The width in map points.
    public var width: Double
    /// The height in map points.
    public var height: Double

    /// A zero size, as the imported C struct's empty initialiser gives.
    public init() {
        width = 0
        height = 0
    }

    /// A size from its sides.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The whole world, 2²⁸ map points on each side (`MKMapSizeWorld`).
    public static let world = MKMapSize(width: 268_435_456, height: 268_435_456)
}

/// Map points per metre at a latitude (`MKMapPointsPerMeterAtLatitude`).
public func MKMapPointsPerMeterAtLatitude(_ latitude: CLLocationDegrees) -> Double {
    1 / MKMetersPerMapPointAtLatitude(latitude)
}

/// Metres per map point at a latitude (`MKMetersPerMapPointAtLatitude`): the Mercator scale on the WGS84 sphere.
public func MKMetersPerMapPointAtLatitude(_ latitude: CLLocationDegrees) -> CLLocationDistance {
    2 * Double.pi * WebMercator.earthRadius * cos(latitude * .pi / 180) / MKMapSize.world.width
}
