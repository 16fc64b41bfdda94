import MapCompatCore
import Testing

/// `LatLngBounds(enclosing:)`: the smallest bounds around positions, as a fit to routes needs them.
@Suite struct LatLngBoundsEnclosingTests {
    @Test func noPositionsHaveNoBounds() {
        #expect(LatLngBounds(enclosing: [LatLng]()) == nil)
    }

    @Test func onePositionIsItsOwnBounds() throws {
        let seoul = try LatLng(latitude: 37.5666, longitude: 126.9784)
        let bounds = try #require(LatLngBounds(enclosing: [seoul]))
        #expect(bounds == (try LatLngBounds(southWest: seoul, northEast: seoul)))
    }

    @Test func theEdgesAreTheExtremes() throws {
        let points = [
            try LatLng(latitude: 52.37, longitude: 4.89), try LatLng(latitude: 52.09, longitude: 5.12),
            try LatLng(latitude: 51.92, longitude: 4.48),
        ]
        let bounds = try #require(LatLngBounds(enclosing: points))
        #expect(bounds.south == 51.92)
        #expect(bounds.north == 52.37)
        #expect(bounds.west == 4.48)
        #expect(bounds.east == 5.12)
        #expect(!bounds.crossesAntimeridian)
        #expect(points.allSatisfy(bounds.contains))
    }

    /// The raw edges keep what a vendor value holds: a longitude past 180 is not wrapped, a latitude past 90
    /// not refused (MapLibre's `MLNMultiPoint.coordinate` takes the middle of what the app gave it).
    @Test func rawEdgesTakeThePairsAsTheyAre() throws {
        #expect(LatLngBounds.edges(enclosing: [(latitude: Double, longitude: Double)]()) == nil)
        let pairs: [(latitude: Double, longitude: Double)] = [(10, 175), (95, 185), (-5, 178)]
        let edges = try #require(LatLngBounds.edges(enclosing: pairs))
        #expect(edges == (south: -5, west: 175, north: 95, east: 185))
        let positions = [try LatLng(latitude: 1, longitude: 2), try LatLng(latitude: -3, longitude: 4)]
        let bounds = try #require(LatLngBounds(enclosing: positions))
        let raw = try #require(LatLngBounds.edges(enclosing: positions.map { ($0.latitude, $0.longitude) }))
        #expect(raw == (bounds.south, bounds.west, bounds.north, bounds.east))
    }
}
