import Foundation
import MapCompatCore

/// Converts zoom levels between NAVER's scale and the neutral one, at the adapter's boundary.
///
/// NAVER counts zoom on the neutral scale: its SDK gives the ground size of one point as
/// `cos(lat) · π · 6 378 137 / 2^zoom / 256` metres (the Android SDK's `Projection.getMetersPerDp`), which
/// is `2π · 6 378 137 · cos(lat) / (512 · 2^zoom)`: a world 512 points wide at zoom 0, as in the core
/// (`WebMercator.worldSize(zoom:)`). Its engine descends from Mapbox GL Native, whose tiles
/// are 512 points too. So the offset is zero; every zoom still passes through this type, so that the
/// conversion stays written down in one place.
public enum NaverZoomScale: Sendable {
    /// NAVER zoom minus neutral zoom.
    public static let offset = 0.0

    /// The neutral zoom for a NAVER zoom.
    public static func neutral(fromNaver zoom: Double) -> Double { zoom - offset }

    /// The NAVER zoom for a neutral zoom.
    public static func naver(fromNeutral zoom: Double) -> Double { zoom + offset }

    /// NAVER's metres per point at a latitude and NAVER zoom, as its SDK computes it (spherical, radius
    /// 6 378 137 m); kept to show the scale relation in tests.
    public static func metersPerPoint(latitude: Double, zoom: Double) -> Double {
        cos(latitude * .pi / 180) * .pi * WebMercator.earthRadius / exp2(zoom) / 256
    }
}
