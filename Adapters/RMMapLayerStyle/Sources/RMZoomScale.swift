import Foundation

/// Converts zoom levels between route-me's scale and the neutral one, at the adapter's boundary.
///
/// route-me's scroll view is `256 · 2^zoom` points wide (route-me/route-me `MapView/Map/RMFractalTileProjection.m`:
/// zoom is `log2(world width / tileSideLength)`, with 256-point tiles), the neutral world `512 · 2^zoom`:
/// route-me zoom = neutral zoom + 1.
public enum RMZoomScale: Sendable {
    /// route-me zoom minus neutral zoom.
    public static let offset = 1.0

    /// The neutral zoom for a route-me zoom.
    public static func neutral(fromRouteMe zoom: Double) -> Double { zoom - offset }

    /// The route-me zoom for a neutral zoom.
    public static func routeMe(fromNeutral zoom: Double) -> Double { zoom + offset }
}
