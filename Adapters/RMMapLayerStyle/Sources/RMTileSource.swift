// swift-format-ignore-file: NeverUseImplicitlyUnwrappedOptionals

// route-me's headers carry no nullability: Swift imports their objects implicitly unwrapped, and so does this API.
import Foundation

/// A source of map tiles (`RMTileSource` protocol). Headless, nothing is drawn: a source is kept by the map
/// view so that code that sets one compiles and reads it back.
public protocol RMTileSource: AnyObject {
    /// The source's name for attribution and caching (`shortName`).
    var shortName: String! { get }
    /// The lowest zoom with tiles (`minZoom`).
    var minZoom: Float { get set }
    /// The highest zoom with tiles (`maxZoom`).
    var maxZoom: Float { get set }
    /// Whether the source's tiles go to the tile cache (`cacheable`, read as `isCacheable`: route-me's
    /// `RMTileSource.h` declares `@property (nonatomic, assign, getter=isCacheable) BOOL cacheable`). Headless
    /// nothing is fetched or cached; the value is kept.
    var isCacheable: Bool { get set }
}

extension RMTileSource {
    /// `true`, as route-me's sources start (`RMAbstractWebMapSource` sets it in `init`), for a source of the app's
    /// own that does not keep the flag; setting it there changes nothing.
    public var isCacheable: Bool {
        get { true }
        set {}
    }
}

/// A web tile source (`RMAbstractWebMapSource`): kept, never fetched.
open class RMAbstractWebMapSource: NSObject, RMTileSource {
    /// The source's name.
    open var shortName: String! { String(describing: type(of: self)) }
    /// The lowest zoom with tiles; 0.
    open var minZoom: Float = 0
    /// The highest zoom with tiles; 18, as route-me's web sources.
    open var maxZoom: Float = 18
    /// Whether its tiles would be cached; `true` by default, as route-me's sources start.
    open var isCacheable = true
}

/// OpenStreetMap's tiles (`RMOpenStreetMapSource`): inert headless.
open class RMOpenStreetMapSource: RMAbstractWebMapSource {}

/// Mapbox-hosted tiles (`RMMapboxSource`), made from a map id or TileJSON: inert headless.
open class RMMapboxSource: RMAbstractWebMapSource {
    /// The map id the source was made with (`initWithMapID:`), if any.
    public private(set) var mapID: String?
    /// The TileJSON the source was made with (`tileJSON`), if any.
    public private(set) var tileJSON: String!

    /// A source for a Mapbox map id (`initWithMapID:`); never `nil` here.
    public init!(mapID: String!) {
        self.mapID = mapID
        super.init()
    }

    /// A source for a Mapbox map id that would also add the map's markers (`initWithMapID:enablingDataOnMapView:`);
    /// headless, no data is loaded.
    public init!(mapID: String!, enablingDataOnMapView mapView: RMMapView!) {
        self.mapID = mapID
        super.init()
    }

    /// A source described by TileJSON (`initWithTileJSON:`); never `nil` here.
    public init!(tileJSON: String!) {
        self.tileJSON = tileJSON
        super.init()
    }
}

@available(*, unavailable)
extension RMAbstractWebMapSource: @unchecked Sendable {}
