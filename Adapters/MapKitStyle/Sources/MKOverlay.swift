import Foundation
import MapCompatCore

/// Something drawn over an area of the map: MapKit's `MKOverlay`. Polylines, polygons and circles added with
/// ``MKMapView/addOverlay(_:)`` are core scene items that taps pass through: MapKit overlays have no tap
/// handling of their own (apps hit-test their renderers' paths themselves).
public protocol MKOverlay: MKAnnotation {
    /// The smallest map rectangle that holds the overlay.
    var boundingMapRect: MKMapRect { get }
    /// Whether the overlay meets a map rectangle (MapKit's optional `intersectsMapRect:`); by default whether
    /// ``boundingMapRect`` does.
    func intersects(_ mapRect: MKMapRect) -> Bool
    /// Whether the overlay hides the map beneath it (MapKit's optional `canReplaceMapContent`); `false` by
    /// default.
    var canReplaceMapContent: Bool { get }
}

extension MKOverlay {
    /// Whether ``MKOverlay/boundingMapRect`` meets the rectangle.
    public func intersects(_ mapRect: MKMapRect) -> Bool { boundingMapRect.intersects(mapRect) }
    /// The map shows beneath it.
    public var canReplaceMapContent: Bool { false }
}

/// Where an overlay is drawn among the map's layers: MapKit's `MKOverlayLevel` (paint only headless).
public enum MKOverlayLevel: Int, Hashable, Sendable {
    /// Above roads, below labels.
    case aboveRoads = 0
    /// Above labels.
    case aboveLabels = 1
}

/// A shape of several points: MapKit's `MKMultiPoint`, the base of ``MKPolyline`` and ``MKPolygon``.
open class MKMultiPoint: MKShape {
    /// The points, in order.
    let coordinateList: [CLLocationCoordinate2D]

    init(coordinateList: [CLLocationCoordinate2D]) {
        self.coordinateList = coordinateList
        super.init()
    }

    /// How many points the shape has.
    open var pointCount: Int { coordinateList.count }

    /// The points as map points (MapKit returns a pointer into the shape's storage; here a fresh buffer the
    /// shape keeps for its lifetime).
    open func points() -> UnsafeMutablePointer<MKMapPoint> {
        if let pointBuffer { return pointBuffer.baseAddress ?? UnsafeMutablePointer.allocate(capacity: 0) }
        let buffer = UnsafeMutableBufferPointer<MKMapPoint>.allocate(capacity: max(pointCount, 1))
        _ = buffer.initialize(from: coordinateList.map(MKMapPoint.init))
        pointBuffer = buffer
        return buffer.baseAddress ?? UnsafeMutablePointer.allocate(capacity: 0)
    }
    private var pointBuffer: UnsafeMutableBufferPointer<MKMapPoint>?

    deinit { pointBuffer?.deallocate() }

    /// Copies the coordinates of a range of points into `coords` (`getCoordinates:range:`); a range outside the
    /// points copies what lies inside.
    open func getCoordinates(_ coords: UnsafeMutablePointer<CLLocationCoordinate2D>, range: NSRange) {
        let lower = max(range.location, 0)
        let upper = min(range.location + range.length, pointCount)
        guard lower < upper else { return }
        for index in lower..<upper { coords[index - lower] = coordinateList[index] }
    }

    /// The middle of the points' map-point extent.
    override open var coordinate: CLLocationCoordinate2D {
        let rect = boundingMapRect
        guard !rect.isNull else { return super.coordinate }
        return MKMapPoint(x: rect.midX, y: rect.midY).coordinate
    }

    /// The smallest map rectangle holding the points; null without points.
    open var boundingMapRect: MKMapRect {
        coordinateList.map(MKMapPoint.init).reduce(MKMapRect.null) { rect, point in
            rect.union(MKMapRect(origin: point, size: MKMapSize()))
        }
    }

    /// The points as core positions.
    ///
    /// - Throws: `MapCompatError` naming the first coordinate that is not a position.
    func positions() throws(MapCompatError) -> [LatLng] {
        var positions: [LatLng] = []
        for coordinate in coordinateList { positions.append(try coordinate.latLng()) }
        return positions
    }
}

/// A line: MapKit's `MKPolyline`.
open class MKPolyline: MKMultiPoint, MKOverlay {
    /// A line through `count` coordinates (an array passes as the pointer, as Swift apps write it).
    public init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
        super.init(coordinateList: Array(UnsafeBufferPointer(start: coords, count: max(count, 0))))
    }

    /// A line through `count` map points.
    public init(points: UnsafePointer<MKMapPoint>, count: Int) {
        super.init(coordinateList: UnsafeBufferPointer(start: points, count: max(count, 0)).map(\.coordinate))
    }
}

/// A filled area, with optional holes: MapKit's `MKPolygon`.
open class MKPolygon: MKMultiPoint, MKOverlay {
    /// The holes.
    public let interiorPolygons: [MKPolygon]?

    /// An area bounded by `count` coordinates.
    public convenience init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
        self.init(coordinates: coords, count: count, interiorPolygons: nil)
    }

    /// An area bounded by `count` coordinates, with holes.
    public init(
        coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int, interiorPolygons: [MKPolygon]?
    ) {
        self.interiorPolygons = interiorPolygons
        super.init(coordinateList: Array(UnsafeBufferPointer(start: coords, count: max(count, 0))))
    }

    /// An area bounded by `count` map points.
    public convenience init(points: UnsafePointer<MKMapPoint>, count: Int) {
        self.init(points: points, count: count, interiorPolygons: nil)
    }

    /// An area bounded by `count` map points, with holes.
    public init(points: UnsafePointer<MKMapPoint>, count: Int, interiorPolygons: [MKPolygon]?) {
        self.interiorPolygons = interiorPolygons
        super.init(coordinateList: UnsafeBufferPointer(start: points, count: max(count, 0)).map(\.coordinate))
    }
}

/// A circle of a radius in metres: MapKit's `MKCircle`, the core's circle shape.
open class MKCircle: MKShape, MKOverlay {
    /// The centre.
    private let center: CLLocationCoordinate2D
    /// The radius in metres.
    public let radius: CLLocationDistance

    /// A circle about a centre.
    public init(center coord: CLLocationCoordinate2D, radius: CLLocationDistance) {
        center = coord
        self.radius = radius
        super.init()
    }

    /// The circle inscribed in a map rectangle (its shorter side is the diameter).
    public convenience init(mapRect: MKMapRect) {
        let centre = MKMapPoint(x: mapRect.midX, y: mapRect.midY)
        let diameter = min(mapRect.width, mapRect.height) * MKMetersPerMapPointAtLatitude(centre.coordinate.latitude)
        self.init(center: centre.coordinate, radius: diameter / 2)
    }

    /// The centre.
    override open var coordinate: CLLocationCoordinate2D { center }

    /// The square of map points around the circle.
    open var boundingMapRect: MKMapRect {
        let centre = MKMapPoint(center)
        let half = radius * MKMapPointsPerMeterAtLatitude(center.latitude)
        return MKMapRect(x: centre.x - half, y: centre.y - half, width: 2 * half, height: 2 * half)
    }
}
