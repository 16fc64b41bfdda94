import Foundation
import MapCompatCore

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// One location update as a ``LocationProvider`` hands it to the map (TomTom's `GeoLocation`): a
/// `CLLocation` and, when known, the compass heading. The map turns it into a core `LocationFix`.
public struct GeoLocation {
    /// Where the device is.
    public let location: CLLocation
    /// Which way the device points, if known.
    public let heading: Measurement<UnitAngle>?

    /// A location update; `heading` is `nil` when the device's heading is not known.
    public init(location: CLLocation, heading: Measurement<UnitAngle>? = nil) {
        self.location = location
        self.heading = heading
    }

    /// The core fix of this update.
    ///
    /// - Throws: `MapCompatError` naming `location.coordinate` for a latitude outside −90…90 or a value that is
    ///   not finite, or `heading` for a heading that is not finite.
    func locationFix() throws(MapCompatError) -> LocationFix {
        let position = try location.coordinate.latLng(field: "location.coordinate")
        let degrees = heading.map { $0.converted(to: .degrees).value }
        do {
            return try LocationFix(position: position, heading: degrees)
        } catch {
            throw MapCompatError(error.code, field: "heading", error.message)
        }
    }
}

@available(*, unavailable)
extension GeoLocation: Sendable {}
