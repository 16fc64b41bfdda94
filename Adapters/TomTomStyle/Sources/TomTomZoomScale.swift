import Foundation
import MapCompatCore

/// Converts zoom levels between TomTom's scale and the neutral one, at the adapter's boundary.
///
/// TomTom counts zoom on 256-point tiles, one level above the neutral 512-point scale:
/// - TomTom's "Zoom levels and tile grid" page gives 156 543 m per pixel at zoom 0, which is the
///   equator (40 075 017 m) spread over 256 pixels, and the SDK's zoom range 0–22 is that grid's 23 levels;
/// - the SDK's camera guide calls zoom 1 "the whole globe" and starts its default camera there: a 512-point
///   world (256 · 2¹) is about one phone screen wide, while on the neutral scale zoom 1 is 1024 points.
///
/// So TomTom zoom = neutral zoom + 1. The engine behind the SDK is not documented; if it turned out to use
/// 512-point tiles, ``offset`` would be 0 and only this type would change.
public enum TomTomZoomScale: Sendable {
    /// The zooms TomTom's camera accepts ("Camera and animations" guide: 0 to 22).
    public static let range: ClosedRange<Double> = 0...22

    /// TomTom zoom minus neutral zoom.
    public static let offset = 1.0

    /// The neutral zoom for a TomTom zoom.
    public static func neutral(fromTomTom zoom: Double) -> Double { zoom - offset }

    /// The TomTom zoom for a neutral zoom.
    public static func tomTom(fromNeutral zoom: Double) -> Double { zoom + offset }
}
