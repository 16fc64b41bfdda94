import Foundation
import MapCompatCore

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// A circle of a radius in metres on the Earth's surface (Google's `GMSCircle`). Taps inside it hit it while
/// it is ``GMSOverlay/isTappable`` (off by default).
open class GMSCircle: GMSOverlay {
    /// The centre.
    open var position = CLLocationCoordinate2D(latitude: 0, longitude: 0) { didSet { changed() } }
    /// The radius in metres; must be positive ("Radius of the circle in meters; must be positive", GMSCircle.h).
    open var radius: CLLocationDistance = 0 { didSet { changed() } }
    /// The outline's width in points (drawing only; 1 by default).
    open var strokeWidth: CGFloat = 1
    /// The outline's colour (drawing only).
    open var strokeColor: UIColor? = .black
    /// The fill colour (drawing only; none by default).
    open var fillColor: UIColor?

    /// A circle at `position` of `radius` metres (Google's `+circleWithPosition:radius:`).
    public convenience init(position: CLLocationCoordinate2D, radius: CLLocationDistance) {
        self.init()
        self.position = position
        self.radius = radius
    }

    /// `GMSCircle`, for diagnostics.
    override var googleTypeName: String { "GMSCircle" }
    /// What diagnostics report as the overlay's value.
    override var shapeSummary: String { "radius \(radius)" }

    /// The core's shape, or `nil` while the radius is zero.
    override func coreShape() throws(MapCompatError) -> SceneShape? {
        guard radius != 0 else { return nil }
        let center: LatLng
        do {
            center = try position.latLng()
        } catch {
            throw MapCompatError(error.code, field: "position.\(error.field)", error.message)
        }
        guard radius > 0 else {
            throw MapCompatError(.outOfRange, field: "radius", "\(radius) is not positive")
        }
        return .circle(try CircleShape(center: center, radius: radius))
    }
}
