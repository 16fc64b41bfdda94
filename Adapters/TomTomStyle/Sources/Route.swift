import Foundation
import MapCompatCore

#if canImport(CoreLocation)
    import CoreLocation
#endif

// Signatures from TomTom's iOS API reference (TomTomSDKMapDisplay `RouteOptions`, `Route`, `RouteDelegate`,
// `RouteActions`; versions 0.2.3404, 0.42.1, 0.68.1) and their public callers
// (tomtom-international/tomtom-navigation-ios-examples, the "Build a navigation app" use case:
// `var routeOptions = RouteOptions(coordinates:)`, `routeOptions.outlineWidth = 1`, `routeOptions.routeWidth = 5`,
// `routeOptions.color = .activeRoute`, `try? map.addRoute(routeOptions)`, `map.zoomToRoutes(padding: 32)`).

/// How to draw a route (TomTom's `RouteOptions`): its geometry, the tube's width and outline, and colour.
///
/// A route on a headless map is a line in the core's scene, as wide as its tube and outline are drawn; it
/// takes the taps that land on it and reports them to its ``Route/delegate``.
public struct RouteOptions: Sendable {
    /// The route's geometry, at least two coordinates (TomTom's `coordinates`, as `route.geometry` gives them).
    public private(set) var coordinates: [CLLocationCoordinate2D]
    /// The tube's width in points; TomTom's default is 3 ("If routeWidth is not explicitly set, then the
    /// default value 3 will be used", API reference 0.68.1, `RouteOptions.routeWidth`).
    public var routeWidth: Double = 3
    /// The outline's width on each side of the tube, in points; 1 by default (TomTom's `RouteStyle`
    /// requires `activeOutlineWidths` to be 1, API reference 0.43.0).
    public var outlineWidth: Double = 1
    /// The tube's colour.
    public var color: UIColor = .activeRoute
    /// The app's label, returned by ``Route/tag``.
    public var tag: String?

    /// Options for a route along `coordinates`.
    public init(coordinates: [CLLocationCoordinate2D]) {
        self.coordinates = coordinates
    }

    /// The width the route is drawn at, tube and both outlines: where taps hit it.
    var drawnWidth: Double { routeWidth + 2 * outlineWidth }
}

extension UIColor {
    /// The colour TomTom draws the active route in (TomTom's `UIColor.activeRoute`, used by the navigation
    /// use case's `routeOptions.color = .activeRoute`). TomTom does not publish its components; a headless map
    /// draws nothing, so this blue only stands for it.
    public static let activeRoute = UIColor(red: 0, green: 0.45, blue: 0.85, alpha: 1)
}

/// Told about taps on a route (TomTom's `RouteDelegate`).
public protocol RouteDelegate: AnyObject {
    /// A tap landed on `route` at `coordinate`. `waypointIndex` is the leg tapped: a route made from
    /// coordinates alone has one leg, so it is 0.
    func mapRoute(_ route: Route, didTapOnCoordinate coordinate: CLLocationCoordinate2D, waypointIndex: Int)
}

/// A route shown on a ``TomTomMap`` (TomTom's `Route`, returned by ``TomTomMap/addRoute(_:)``).
public final class Route {
    /// The route's identity (TomTom's `routeID`).
    public let routeID = UUID()
    /// The app's label from ``RouteOptions/tag``.
    public var tag: String?
    /// Told about taps on the route; held weakly, as in the SDK.
    public weak var delegate: (any RouteDelegate)?
    /// How far along the route the user has come; TomTom colours the travelled part, which changes no
    /// interaction.
    public var progressOnRoute = Measurement<UnitLength>(value: 0, unit: .meters)
    /// The tube's colour.
    public var color: UIColor
    /// The route's geometry.
    public let coordinates: [CLLocationCoordinate2D]
    /// The core scene item behind the route.
    public let sceneItemID: SceneItemID

    init(sceneItemID: SceneItemID, options: RouteOptions) {
        self.sceneItemID = sceneItemID
        tag = options.tag
        color = options.color
        coordinates = options.coordinates
    }
}

@available(*, unavailable)
extension Route: Sendable {}
