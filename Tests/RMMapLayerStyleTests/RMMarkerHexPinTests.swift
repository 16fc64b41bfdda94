import Foundation
import RMMapLayerStyle
import Testing

/// Mapbox pins named the way GeoJSON's simplestyle properties (`marker-symbol`, `marker-color`, `marker-size`)
/// name them, which route-me clients read from an annotation's `userInfo` and pass to
/// `RMMarker(mapboxMarkerImage:tintColorHex:sizeString:)` (mapbox/mapbox-ios-sdk `MapView/Map/RMMarker.h`), and
/// tile sources switched out of the cache.
struct RMMarkerHexPinTests {
    private func marker(for properties: [String: String]) -> RMMarker? {
        RMMarker(
            mapboxMarkerImage: properties["marker-symbol"], tintColorHex: properties["marker-color"],
            sizeString: properties["marker-size"])
    }

    @Test func theSizeStringPicksThePin() throws {
        let small = try #require(
            marker(for: ["marker-symbol": "bus", "marker-color": "#ff0000", "marker-size": "small"]))
        let large = try #require(
            marker(for: ["marker-symbol": "bus", "marker-color": "ff0000", "marker-size": "large"]))
        #expect(small.bounds.size == CGSize(width: 20, height: 50))
        #expect(large.bounds.size == CGSize(width: 35, height: 90))
    }

    @Test func noSizeOrAnUnknownOneGivesTheMediumPin() throws {
        let unsized = try #require(marker(for: ["marker-symbol": "cafe"]))
        let odd = try #require(marker(for: ["marker-size": "huge"]))
        let short = try #require(RMMarker(mapboxMarkerImage: "cafe", tintColorHex: "00ff00"))
        for pin in [unsized, odd, short] { #expect(pin.bounds.size == CGSize(width: 30, height: 70)) }
    }

    @Test func aPinStandsOnItsCentreAsRouteMesDefaultAnchor() throws {
        let pin = try #require(marker(for: ["marker-size": "medium"]))
        #expect(pin.anchorPoint == CGPoint(x: 0.5, y: 0.5))
    }

    @Test func tileSourcesAreCacheableUntilSwitchedOff() throws {
        let mapView = testMap()
        let source = try #require(RMMapboxSource(mapID: "examples.map-z2effxa8"))
        #expect(source.isCacheable)
        mapView.tileSource = source
        mapView.tileSource.isCacheable = false
        #expect(!source.isCacheable)
    }
}
