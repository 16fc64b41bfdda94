import Foundation
import MapCompatCore

/// Where screen points of the neutral 400 × 800 viewport lie on the globe for a camera looking straight
/// down with north up: Web Mercator on a 512-point world at zoom 0. The generator uses it to put scene items
/// where the touches it writes can reach them; bearing and tilt are left out on purpose (a generated spec
/// need not hit what it aims at, only be valid).
struct FuzzProjection {
    /// The viewport's size in points.
    static let viewport = CGSize(width: 400, height: 800)
    /// The neutral starting camera's centre and zoom.
    static let neutral = FuzzProjection(latitude: 37.5666, longitude: 126.9784, zoom: 15)

    var latitude: Double
    var longitude: Double
    var zoom: Double

    private var worldSize: Double { 512 * pow(2, zoom) }

    private func worldPoint(latitude: Double, longitude: Double) -> (x: Double, y: Double) {
        let phi = latitude * .pi / 180
        let y = (1 - log(tan(phi) + 1 / cos(phi)) / .pi) / 2
        return ((longitude + 180) / 360 * worldSize, y * worldSize)
    }

    /// The position shown at a screen point, rounded to 1e-6 degrees; `nil` only for a non-finite point.
    func position(at point: CGPoint) -> LatLng? {
        let centre = worldPoint(latitude: latitude, longitude: longitude)
        let x = centre.x + Double(point.x) - Double(Self.viewport.width) / 2
        let y = centre.y + Double(point.y) - Double(Self.viewport.height) / 2
        let longitude = x / worldSize * 360 - 180
        let latitude = atan(sinh(.pi * (1 - 2 * y / worldSize))) * 180 / .pi
        let lat = FuzzRandom.round(min(85, max(-85, latitude)), step: 1e-6)
        let lng = FuzzRandom.round(longitude, step: 1e-6)
        return try? LatLng(latitude: lat, longitude: lng)
    }

    /// The screen point showing a position, rounded to whole points.
    func point(for position: LatLng) -> CGPoint {
        let centre = worldPoint(latitude: latitude, longitude: longitude)
        let world = worldPoint(latitude: position.latitude, longitude: position.longitude)
        return CGPoint(
            x: FuzzRandom.round(world.x - centre.x + Double(Self.viewport.width) / 2, step: 1),
            y: FuzzRandom.round(world.y - centre.y + Double(Self.viewport.height) / 2, step: 1))
    }

    /// Metres per screen point at the centre.
    var metresPerPoint: Double {
        40_075_016.686 * cos(latitude * .pi / 180) / worldSize
    }
}
