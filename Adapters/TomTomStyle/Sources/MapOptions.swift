import Foundation

/// The styles a map can show (TomTom's `StyleContainer`): a main (light) style and a dark one. Headless
/// nothing is drawn, so a container is only a name the map reports back in
/// ``MapViewDelegate/mapView(_:onStyleLoad:)``.
public struct StyleContainer: Hashable, Sendable {
    /// The container's name.
    public let name: String

    /// A container of a name (a MapCompat addition: TomTom builds custom ones from style URLs).
    public init(name: String) { self.name = name }

    /// TomTom's default browsing style, which a map uses when its options name none.
    public static let defaultStyle = StyleContainer(name: "defaultStyle")
    /// TomTom's driving style.
    public static let drivingStyle = StyleContainer(name: "drivingStyle")
    /// The style that shows vehicle restrictions (TomTom's `StyleContainer.restrictionsStyle`; a public
    /// truck-navigation app, found by code search for `zoomToRoutes(padding:)`, opens its map with
    /// `MapOptions(mapStyle: .restrictionsStyle, apiKey:)`). Headless it is a name, as every style is.
    public static let restrictionsStyle = StyleContainer(name: "restrictionsStyle")
}

/// Which of a container's two styles the map shows (TomTom's `StyleMode`).
public enum StyleMode: Hashable, Sendable {
    /// The main, usually light, style.
    case main
    /// The dark style.
    case dark
}

/// The starting configuration of a ``MapView`` (TomTom's `MapOptions`, an `NSObject` subclass): style, API
/// key, first camera and style mode.
///
/// Headless nothing is fetched, so the key is never sent anywhere; an empty key makes the map fail to load
/// as TomTom's does with an invalid key (``MapViewDelegate/mapView(_:onLoadFailed:)``).
public class MapOptions: NSObject {
    /// The styles to show; ``StyleContainer/defaultStyle`` when `nil`.
    public let mapStyle: StyleContainer?
    /// The key the map would load with.
    public let apiKey: String
    /// Where the camera starts; TomTom's default camera (0, 0 at zoom 1) when `nil`.
    public let cameraUpdate: CameraUpdate?
    /// The style mode to start in; ``StyleMode/main`` when `nil`.
    public let styleMode: StyleMode?

    /// Creates options, with TomTom's defaults for what is left out (TomTom's
    /// `init(mapStyle:apiKey:cameraUpdate:onlineCachePolicy:cachePolicy:styleMode:)` without its cache
    /// policies, which have no effect headless).
    public init(
        mapStyle: StyleContainer? = nil, apiKey: String, cameraUpdate: CameraUpdate? = nil,
        styleMode: StyleMode? = nil
    ) {
        self.mapStyle = mapStyle
        self.apiKey = apiKey
        self.cameraUpdate = cameraUpdate
        self.styleMode = styleMode
        super.init()
    }
}

/// Why a map did not load (TomTom reports an `Error`; this one names the reason).
public struct MapLoadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public let message: String

    /// The message.
    public var description: String { message }
}

@available(*, unavailable)
extension MapOptions: Sendable {}
