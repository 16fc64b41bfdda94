import Foundation

/// Spherical ("Web") Mercator, EPSG:3857, as every map SDK here projects.
///
/// The neutral zoom scale has a 512-point world at zoom 0: the world is `512 · 2^zoom` points wide.
public enum WebMercator: Sendable {
    /// The sphere's radius in metres (the WGS84 semi-major axis).
    public static let earthRadius = 6_378_137.0
    /// The latitude at which the square Mercator world ends; positions beyond it are clamped to it.
    public static let maxLatitude = 85.051_128_779_806_59
    /// The width of the world in points at zoom 0.
    public static let tileSize = 512.0

    /// The width of the world in points at a zoom level.
    @inlinable
    public static func worldSize(zoom: Double) -> Double { tileSize * exp2(zoom) }

    /// Projects a position to the unit world square: x grows east from the antimeridian, y grows south from
    /// the top edge; both lie in 0...1. Latitudes beyond ``maxLatitude`` are clamped to it.
    public static func project(_ position: LatLng) -> MercatorPoint {
        let latitude = min(max(position.latitude, -maxLatitude), maxLatitude) * .pi / 180
        let x = (position.longitude + 180) / 360
        let y = 0.5 - log(tan(.pi / 4 + latitude / 2)) / (2 * .pi)
        return MercatorPoint(x: x, y: y)
    }

    /// The position at a point of the unit world square; x is taken modulo 1 and y is clamped to 0...1.
    public static func unproject(_ point: MercatorPoint) -> LatLng {
        let y = min(max(point.y, 0), 1)
        let latitude = atan(sinh(.pi * (1 - 2 * y))) * 180 / .pi
        return LatLng(uncheckedLatitude: latitude, longitude: point.x * 360 - 180)
    }

    /// Projects a position to EPSG:3857 metres (x east, y north, origin at latitude 0, longitude 0).
    public static func projectedMetres(_ position: LatLng) -> ProjectedPoint {
        let unit = project(position)
        let circumference = 2 * Double.pi * earthRadius
        return ProjectedPoint(x: (unit.x - 0.5) * circumference, y: (0.5 - unit.y) * circumference)
    }

    /// The position at a point given in EPSG:3857 metres.
    public static func position(projected point: ProjectedPoint) -> LatLng {
        let circumference = 2 * Double.pi * earthRadius
        return unproject(MercatorPoint(x: point.x / circumference + 0.5, y: 0.5 - point.y / circumference))
    }

    /// Ground metres covered by one point of the screen at a latitude and zoom (untilted).
    public static func metresPerPoint(latitude: Double, zoom: Double) -> Double {
        cos(latitude * .pi / 180) * 2 * .pi * earthRadius / worldSize(zoom: zoom)
    }
}

/// A point of the unit Mercator world square (see ``WebMercator/project(_:)``).
public struct MercatorPoint: Hashable, Sendable {
    /// 0 at the antimeridian's west side, 1 at its east side.
    public var x: Double
    /// 0 at the top (north) edge, 1 at the bottom.
    public var y: Double

    /// Creates a point of the unit world square.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A point in spherical-Mercator metres (EPSG:3857): x east and y north of latitude 0, longitude 0.
public struct ProjectedPoint: Hashable, Sendable, Codable {
    /// Metres east.
    public var x: Double
    /// Metres north.
    public var y: Double

    /// Creates a projected point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
