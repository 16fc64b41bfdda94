import Foundation
import MapCompatCore

/// Comparisons with a tolerance for positions and screen points: a camera that animated, a marker that was
/// dragged or a projection round trip lands within floating-point noise of the expected value, never on it.

/// Whether two positions lie within `metres` of each other on the ground (WGS84 geodesic distance).
public func isApproximatelyEqual(_ a: LatLng, _ b: LatLng, withinMetres metres: Double = 0.5) -> Bool {
    guard let distance = try? Geodesic.inverse(from: a, to: b).distance else { return false }
    return distance <= metres
}

/// Whether two Core Location coordinates lie within `metres` of each other on the ground; invalid
/// coordinates are never equal.
public func isApproximatelyEqual(
    _ a: CLLocationCoordinate2D, _ b: CLLocationCoordinate2D, withinMetres metres: Double = 0.5
) -> Bool {
    guard let first = try? LatLng(latitude: a.latitude, longitude: a.longitude),
        let second = try? LatLng(latitude: b.latitude, longitude: b.longitude)
    else { return false }
    return isApproximatelyEqual(first, second, withinMetres: metres)
}

/// Whether two bounds have each corner within `metres` of the other's.
public func isApproximatelyEqual(_ a: LatLngBounds, _ b: LatLngBounds, withinMetres metres: Double = 0.5) -> Bool {
    let corners = { (bounds: LatLngBounds) in
        [
            try? LatLng(latitude: bounds.south, longitude: bounds.west),
            try? LatLng(latitude: bounds.north, longitude: bounds.east),
        ]
    }
    return zip(corners(a), corners(b)).allSatisfy { pair in
        guard let first = pair.0, let second = pair.1 else { return false }
        return isApproximatelyEqual(first, second, withinMetres: metres)
    }
}

/// Whether two screen points lie within `points` of each other.
public func isApproximatelyEqual(_ a: CGPoint, _ b: CGPoint, withinPoints points: Double = 0.5) -> Bool {
    hypot(Double(a.x - b.x), Double(a.y - b.y)) <= points
}
