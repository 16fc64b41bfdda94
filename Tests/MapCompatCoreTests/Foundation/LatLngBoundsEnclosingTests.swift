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
}
