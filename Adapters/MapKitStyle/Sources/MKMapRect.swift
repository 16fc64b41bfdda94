import Foundation
import MapCompatCore

/// A rectangle of map points: MapKit's `MKMapRect`, with the Swift overlay's members (`MKMapRectMake`,
/// `MKMapRectGetMinX` … `MKMapRectUnion` as properties and methods).
public struct MKMapRect: Sendable, Equatable {
    /// The top-left corner.
    public var origin: MKMapPoint
    /// The width and height.
    public var size: MKMapSize

    /// The empty rectangle at the origin, as the imported C struct's empty initialiser gives.
    public init() {
        origin = MKMapPoint()
        size = MKMapSize()
    }

    /// A rectangle from its corner and size.
    public init(origin: MKMapPoint, size: MKMapSize) {
        self.origin = origin
        self.size = size
    }

    /// A rectangle from its corner's coordinates and its sides (`MKMapRectMake`).
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: MKMapPoint(x: x, y: y), size: MKMapSize(width: width, height: height))
    }

    /// The rectangle covering the whole world (`MKMapRectWorld`).
    public static let world = MKMapRect(origin: MKMapPoint(), size: .world)
    /// The null rectangle, which contains nothing (`MKMapRectNull`: its origin is infinite).
    public static let null = MKMapRect(x: .infinity, y: .infinity, width: 0, height: 0)

    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The horizontal middle.
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical middle.
    public var midY: Double { origin.y + size.height / 2 }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }
    /// Whether it is the null rectangle (`MKMapRectIsNull`).
    public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }
    /// Whether it has no area (`MKMapRectIsEmpty`); the null rectangle is empty.
    public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }
    /// Whether it crosses the antimeridian, reaching past the world's right edge (`MKMapRectSpans180thMeridian`).
    public var spans180thMeridian: Bool { !isNull && maxX > MKMapSize.world.width }
    /// The part past the antimeridian, moved back into the world (`MKMapRectRemainder`); null when there is none.
    public var remainder: MKMapRect {
        guard spans180thMeridian else { return .null }
        return MKMapRect(x: 0, y: minY, width: maxX - MKMapSize.world.width, height: height)
    }

    /// Whether a point lies inside (`MKMapRectContainsPoint`: the right and bottom edges are outside).
    public func contains(_ point: MKMapPoint) -> Bool {
        !isNull && point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether another rectangle lies wholly inside (`MKMapRectContainsRect`).
    public func contains(_ rect: MKMapRect) -> Bool {
        !isNull && !rect.isNull && rect.minX >= minX && rect.maxX <= maxX && rect.minY >= minY && rect.maxY <= maxY
    }

    /// Whether the two rectangles overlap (`MKMapRectIntersectsRect`).
    public func intersects(_ rect: MKMapRect) -> Bool {
        !intersection(rect).isNull
    }

    /// The smallest rectangle holding both (`MKMapRectUnion`); a null rectangle adds nothing.
    public func union(_ rect: MKMapRect) -> MKMapRect {
        if isNull { return rect }
        if rect.isNull { return self }
        let left = min(minX, rect.minX)
        let top = min(minY, rect.minY)
        return MKMapRect(x: left, y: top, width: max(maxX, rect.maxX) - left, height: max(maxY, rect.maxY) - top)
    }

    /// The overlap of the two (`MKMapRectIntersection`); null when they do not overlap.
    public func intersection(_ rect: MKMapRect) -> MKMapRect {
        guard !isNull, !rect.isNull else { return .null }
        let left = max(minX, rect.minX)
        let top = max(minY, rect.minY)
        let right = min(maxX, rect.maxX)
        let bottom = min(maxY, rect.maxY)
        guard left <= right, top <= bottom else { return .null }
        return MKMapRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The rectangle grown (negative values) or shrunk on each side (`MKMapRectInset`).
    public func insetBy(dx: Double, dy: Double) -> MKMapRect {
        MKMapRect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// The rectangle moved (`MKMapRectOffset`).
    public func offsetBy(dx: Double, dy: Double) -> MKMapRect {
        MKMapRect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// The rectangle cut in two at `distance` from one edge (`MKMapRectDivide`): the slice and the rest.
    public func divided(atDistance distance: Double, from edge: CGRectEdge) -> (slice: MKMapRect, remainder: MKMapRect)
    {
        switch edge {
        case .minXEdge:
            let cut = min(max(distance, 0), width)
            return (
                MKMapRect(x: minX, y: minY, width: cut, height: height),
                MKMapRect(x: minX + cut, y: minY, width: width - cut, height: height)
            )
        case .maxXEdge:
            let cut = min(max(distance, 0), width)
            return (
                MKMapRect(x: maxX - cut, y: minY, width: cut, height: height),
                MKMapRect(x: minX, y: minY, width: width - cut, height: height)
            )
        case .minYEdge:
            let cut = min(max(distance, 0), height)
            return (
                MKMapRect(x: minX, y: minY, width: width, height: cut),
                MKMapRect(x: minX, y: minY + cut, width: width, height: height - cut)
            )
        case .maxYEdge:
            let cut = min(max(distance, 0), height)
            return (
                MKMapRect(x: minX, y: maxY - cut, width: width, height: cut),
                MKMapRect(x: minX, y: minY, width: width, height: height - cut)
            )
        }
    }

    /// The rectangle's corners as core positions, north-west and south-east; none for a rectangle that is not
    /// finite.
    var corners: [LatLng] {
        [MKMapPoint(x: minX, y: minY), MKMapPoint(x: maxX, y: maxY)].compactMap { try? $0.coordinate.latLng() }
    }
}
