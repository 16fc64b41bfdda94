import Foundation
import MapCompatCore

/// Converts zoom levels between Google's scale and the neutral one, at the adapter's boundary.
///
/// Google's zoom 0 shows "the entire world as a 256 x 256 square" (GMSCameraPosition.h, `zoom`); the neutral
/// scale's world is 512 points wide at zoom 0. So Google zoom = neutral zoom + 1
/// (`InteractionProfile.googleZoomOffset`), as for TomTom and route-me, whose tiles are 256
/// points too. Google's zooms are `Float`s; the neutral ones `Double`s.
public enum GoogleZoomScale: Sendable {
    /// Google zoom minus neutral zoom.
    public static let offset = InteractionProfile.googleZoomOffset

    /// The neutral zoom for a Google zoom.
    public static func neutral(fromGoogle zoom: Float) -> Double { Double(zoom) - offset }

    /// The Google zoom for a neutral zoom.
    public static func google(fromNeutral zoom: Double) -> Float { Float(zoom + offset) }
}
