import Foundation
import MapCompatCore

/// Something a tap can hit: an overlay or a basemap symbol (NAVER's `NMFPickable`).
public protocol NMFPickable: NSObjectProtocol {}

/// NAVER's overlay tap handler: `true` consumes the tap, `false` lets it reach the map.
public typealias NMFOverlayTouchHandler = (NMFOverlay) -> Bool

/// NAVER's largest overlay zoom (`NMF_MAX_ZOOM`, NMFCameraCommon.h of NAVER's SDK).
public let NMF_MAX_ZOOM = 21.0
/// NAVER's smallest overlay zoom (`NMF_MIN_ZOOM`).
public let NMF_MIN_ZOOM = 0.0

/// Something drawn over the map (NAVER's `NMFOverlay`): one core `SceneItem` while it is on
/// a map. Setting ``mapView`` adds it, setting it to `nil` removes it; changing a property while it is on a
/// map updates its scene item in place.
///
/// A change the core refuses (a non-finite position, a zoom range upside down) is ignored: the overlay keeps
/// what it showed before, or is not added, and the map's `core.diagnostics` names the field.
open class NMFOverlay: NSObject, NMFPickable {
    /// NAVER's identifier: the core scene item id while the overlay is on a map, empty otherwise.
    public internal(set) var overlayID = ""
    /// The order the overlay was added to its map in.
    var sequence = 0
    /// The app's own data about the overlay.
    open var userInfo: [AnyHashable: Any] = [:]
    /// Asked when the overlay is tapped; with no handler taps pass through it (the core's
    /// `TapHandling.decide` versus `TapHandling.none`).
    open var touchHandler: NMFOverlayTouchHandler? { didSet { changed() } }
    /// Order among overlays of the same global z: larger draws on top (the core's `z`).
    open var zIndex = 0 { didSet { changed() } }
    /// Order across types: larger draws on top, negative values beneath basemap symbols (the core's
    /// `globalZ`). Each overlay type starts at NAVER's default for it.
    open var globalZIndex: Int { didSet { changed() } }
    /// Hidden overlays are not drawn and take no taps (the core's `isVisible`, inverted).
    open var hidden = false { didSet { changed() } }
    /// The smallest camera zoom (NAVER's scale) at which the overlay shows.
    open var minZoom = NMF_MIN_ZOOM { didSet { changed() } }
    /// The largest camera zoom (NAVER's scale) at which the overlay shows.
    open var maxZoom = NMF_MAX_ZOOM { didSet { changed() } }
    /// Whether the overlay shows (and takes taps) at exactly ``minZoom``; `true` by default.
    open var isMinZoomInclusive = true { didSet { changed() } }
    /// Whether the overlay shows (and takes taps) at exactly ``maxZoom``; `true` by default.
    open var isMaxZoomInclusive = true { didSet { changed() } }
    /// The map the overlay is on; setting it adds the overlay there (and removes it from the old map),
    /// `nil` removes it.
    open weak var mapView: NMFMapView? {
        didSet {
            guard mapView !== oldValue else { return }
            oldValue?.detach(self)
            if let mapView, !mapView.attach(self) { self.mapView = nil }
        }
    }

    /// An overlay at global z 0; NAVER's overlays are made through their own types' initialisers.
    public override init() {
        globalZIndex = 0
        super.init()
    }

    init(globalZIndex: Int) {
        self.globalZIndex = globalZIndex
        super.init()
    }

    /// The overlay's geometry as a core shape; each type supplies its own.
    func coreShape(on map: NMFMapView) throws(MapCompatError) -> SceneShape {
        throw MapCompatError(.conflict, field: "overlay", "this overlay type has no shape")
    }

    /// The core scene item for this overlay under `id`. An exclusive zoom limit becomes the next
    /// representable zoom inside it, so the core's inclusive range says exactly the same.
    func sceneItem(id: SceneItemID, on map: NMFMapView) throws(MapCompatError) -> SceneItem {
        let low = NaverZoomScale.neutral(fromNaver: minZoom)
        let high = NaverZoomScale.neutral(fromNaver: maxZoom)
        return try SceneItem(
            id: id, shape: coreShape(on: map), z: zIndex, globalZ: globalZIndex, isVisible: !hidden,
            minZoom: isMinZoomInclusive ? low : low.nextUp, maxZoom: isMaxZoomInclusive ? high : high.nextDown,
            tap: touchHandler == nil ? .none : .decide)
    }

    func changed() {
        mapView?.overlayDidChange(self)
    }
}

extension NMFOverlay {
    static func located(
        _ field: String, _ body: () throws(MapCompatError) -> LatLng
    ) throws(MapCompatError) -> LatLng {
        do {
            return try body()
        } catch {
            throw MapCompatError(error.code, field: "\(field).\(error.field)", error.message)
        }
    }

    static func positions(_ points: [NMGLatLng], _ field: String) throws(MapCompatError) -> [LatLng] {
        var result: [LatLng] = []
        for (index, point) in points.enumerated() {
            result.append(try located("\(field)[\(index)]") { () throws(MapCompatError) in try point.coreLatLng() })
        }
        return result
    }
}

/// A label of the basemap itself (NAVER's `NMFSymbol`): the app cannot create one, it receives them in the
/// symbol tap callback and from ``NMFMapView/pickAll(_:withTolerance:)``. Headless, the basemap's symbols
/// are placed with ``NMFMapView/addBasemapSymbol(id:caption:position:size:hidden:zIndex:globalZIndex:)``.
open class NMFSymbol: NSObject, NMFPickable {
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    // NAVER's header gives no nullability, so Swift imports it implicitly unwrapped.
    /// The label's text; empty when it has none (implicitly unwrapped, as NAVER's header gives no
    /// nullability).
    public let caption: String!
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    // NAVER's header gives no nullability, so Swift imports it implicitly unwrapped.
    /// Where the label is anchored.
    public let position: NMGLatLng!
    /// MapCompat addition: the symbol's scene item id (NAVER's symbols expose none).
    public let identifier: String

    init(identifier: String, caption: String, position: NMGLatLng) {
        self.identifier = identifier
        self.caption = caption
        self.position = position
        super.init()
    }
}
