import Foundation
import MapCompatCore

#if canImport(CoreLocation)
    import CoreLocation
#endif

extension CLLocationCoordinate2D {
    /// The core position for this coordinate; `nil` when it is not a valid position.
    var latLng: LatLng? { try? LatLng(latitude: latitude, longitude: longitude) }

    /// The coordinate of a core position.
    init(_ position: LatLng) {
        self.init(latitude: position.latitude, longitude: position.longitude)
    }
}

/// A point in projected metres (spherical Mercator, EPSG:3857): the core's `ProjectedPoint`.
public struct RMProjectedPoint: Hashable, Sendable {
    /// Metres east.
    public var x: Double
    /// Metres north.
    public var y: Double

    /// Creates a projected point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The projected point of a core one.
    init(_ point: ProjectedPoint) { self.init(x: point.x, y: point.y) }

    /// The core's projected point.
    var core: ProjectedPoint { ProjectedPoint(x: x, y: y) }
}

/// A size in projected metres.
public struct RMProjectedSize: Hashable, Sendable {
    /// Metres east–west.
    public var width: Double
    /// Metres north–south.
    public var height: Double

    /// Creates a projected size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A rectangle in projected metres: an origin (south-west corner) and a size.
public struct RMProjectedRect: Hashable, Sendable {
    /// The south-west corner.
    public var origin: RMProjectedPoint
    /// The extent.
    public var size: RMProjectedSize

    /// Creates a projected rectangle.
    public init(origin: RMProjectedPoint, size: RMProjectedSize) {
        self.origin = origin
        self.size = size
    }

    /// Whether a projected point lies inside (edges included).
    public func contains(_ point: RMProjectedPoint) -> Bool {
        point.x >= origin.x && point.x <= origin.x + size.width && point.y >= origin.y
            && point.y <= origin.y + size.height
    }
}

/// route-me's spherical-Mercator projection (`RMProjection googleProjection`), over the core's
/// `WebMercator`.
public struct RMProjection: Sendable {
    /// Creates the projection.
    public init() {}

    /// The projection route-me's tile sources use.
    public static let googleProjection = RMProjection()

    /// The projected metres of a coordinate (`WebMercator.projectedMetres`); `nil` for an invalid coordinate.
    public func coordinateToProjectedPoint(_ coordinate: CLLocationCoordinate2D) -> RMProjectedPoint? {
        coordinate.latLng.map { RMProjectedPoint(WebMercator.projectedMetres($0)) }
    }

    /// The coordinate of projected metres (`WebMercator.position(projected:)`).
    public func projectedPointToCoordinate(_ point: RMProjectedPoint) -> CLLocationCoordinate2D {
        CLLocationCoordinate2D(WebMercator.position(projected: point.core))
    }
}
