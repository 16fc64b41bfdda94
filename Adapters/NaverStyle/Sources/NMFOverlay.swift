import Foundation
import MapCompatCore

/// Something a tap can hit: an overlay or a basemap symbol (NAVER's `NMFPickable`).
public protocol NMFPickable: AnyObject {}

/// NAVER's overlay tap handler: `true` consumes the tap, `false` lets it reach the map.
public typealias NMFOverlayTouchHandler = (NMFOverlay) -> Bool

/// NAVER's largest overlay zoom (`NMF_MAX_ZOOM`, research vendors-naver-tomtom.md §1.7).
public let NMF_MAX_ZOOM = 21.0
/// NAVER's smallest overlay zoom (`NMF_MIN_ZOOM`).
public let NMF_MIN_ZOOM = 0.0

/// Something drawn over the map (NAVER's `NMFOverlay`): one core `SceneItem` while it is on
/// a map. Setting ``mapView`` adds it, setting it to `nil` removes it; changing a property while it is on a
/// map updates its scene item in place.
///
/// A change the core refuses (a non-finite position, a polyline with one point, a zoom range upside down)
/// is ignored: the overlay keeps what it showed before, or is not added, and the map view's
/// ``NMFMapView/lastIgnoredError`` names the field.
public class NMFOverlay: NMFPickable {
    /// NAVER's identifier: the core scene item id while the overlay is on a map, empty otherwise.
    public internal(set) var overlayID = ""
    /// The order the overlay was added to its map in.
    var sequence = 0
    /// The app's own data about the overlay.
    public var userInfo: [String: Any] = [:]
    /// Asked when the overlay is tapped; with no handler taps pass through it (the core's
    /// `TapHandling.decide` versus `TapHandling.none`).
    public var touchHandler: NMFOverlayTouchHandler? { didSet { changed() } }
    /// Order among overlays of the same global z: larger draws on top (the core's `z`).
    public var zIndex = 0 { didSet { changed() } }
    /// Order across types: larger draws on top, negative values beneath basemap symbols (the core's
    /// `globalZ`). Each overlay type starts at NAVER's default for it.
    public var globalZIndex: Int { didSet { changed() } }
    /// Hidden overlays are not drawn and take no taps (the core's `isVisible`, inverted).
    public var hidden = false { didSet { changed() } }
    /// The smallest camera zoom (NAVER's scale) at which the overlay shows, inclusive.
    public var minZoom = NMF_MIN_ZOOM { didSet { changed() } }
    /// The largest camera zoom (NAVER's scale) at which the overlay shows, inclusive.
    public var maxZoom = NMF_MAX_ZOOM { didSet { changed() } }
    /// The map the overlay is on; setting it adds the overlay there (and removes it from the old map),
    /// `nil` removes it.
    public weak var mapView: NMFMapView? {
        didSet {
            guard mapView !== oldValue else { return }
            oldValue?.detach(self)
            if let mapView, !mapView.attach(self) { self.mapView = nil }
        }
    }

    init(globalZIndex: Int) {
        self.globalZIndex = globalZIndex
    }

    /// The overlay's geometry as a core shape; each type supplies its own.
    func coreShape() throws(MapCompatError) -> SceneShape {
        throw MapCompatError(.conflict, field: "overlay", "this overlay type has no shape")
    }

    /// The core scene item for this overlay under `id`.
    func sceneItem(id: SceneItemID) throws(MapCompatError) -> SceneItem {
        try SceneItem(
            id: id, shape: coreShape(), z: zIndex, globalZ: globalZIndex, isVisible: !hidden,
            minZoom: NaverZoomScale.neutral(fromNaver: minZoom), maxZoom: NaverZoomScale.neutral(fromNaver: maxZoom),
            tap: touchHandler == nil ? .none : .decide)
    }

    func changed() {
        mapView?.overlayDidChange(self)
    }
}

@available(*, unavailable)
extension NMFOverlay: Sendable {}

/// NAVER's "size from the image" marker width or height (`NMF_MARKER_SIZE_AUTO`); headless there is no
/// image, so it stands for the core's default marker size, 24 × 36 points.
public let NMF_MARKER_SIZE_AUTO = 0.0

/// NAVER's default global z of markers (`NMF_MARKER_GLOBAL_Z_INDEX`, §1.8 CONFIRMED): above symbols.
public let NMF_MARKER_GLOBAL_Z_INDEX = 200_000
/// NAVER's default global z of polygons, polylines and circles (§1.8 CONFIRMED): beneath symbols.
public let NMF_SHAPE_GLOBAL_Z_INDEX = -200_000

/// An icon at a position (NAVER's `NMFMarker`); the core's `MarkerShape`.
public final class NMFMarker: NMFOverlay {
    /// Where the anchor sits. Invalid (not a number) until set: as in NAVER, a marker without a position
    /// is not added to a map.
    public var position = NMGLatLng(lat: .nan, lng: .nan) { didSet { changed() } }
    /// The icon's width in points; ``NMF_MARKER_SIZE_AUTO`` for the default.
    public var width = NMF_MARKER_SIZE_AUTO { didSet { changed() } }
    /// The icon's height in points; ``NMF_MARKER_SIZE_AUTO`` for the default.
    public var height = NMF_MARKER_SIZE_AUTO { didSet { changed() } }
    /// The icon point placed on the position, as fractions of its size from the top-left; bottom centre
    /// by default.
    public var anchor = CGPoint(x: 0.5, y: 1) { didSet { changed() } }

    /// Creates a marker with no position.
    public init() { super.init(globalZIndex: NMF_MARKER_GLOBAL_Z_INDEX) }

    /// Creates a marker at a position.
    public convenience init(position: NMGLatLng) {
        self.init()
        self.position = position
    }

    override func coreShape() throws(MapCompatError) -> SceneShape {
        let size = CGSize(
            width: width == NMF_MARKER_SIZE_AUTO ? MarkerShape.defaultSize.width : width,
            height: height == NMF_MARKER_SIZE_AUTO ? MarkerShape.defaultSize.height : height)
        let position = try Self.located("position") { () throws(MapCompatError) in try self.position.coreLatLng() }
        return .marker(try MarkerShape(position: position, size: size, anchor: anchor))
    }
}

/// A line through positions (NAVER's `NMFPolylineOverlay`); the core's `PolylineShape`.
public final class NMFPolylineOverlay: NMFOverlay {
    /// The vertices, at least two.
    public var points: [NMGLatLng] { didSet { changed() } }
    /// The stroke width in points (the core's default, 4, as NAVER documents none here).
    public var width = 4.0 { didSet { changed() } }

    /// Creates a polyline.
    public init(_ points: [NMGLatLng]) {
        self.points = points
        super.init(globalZIndex: NMF_SHAPE_GLOBAL_Z_INDEX)
    }

    override func coreShape() throws(MapCompatError) -> SceneShape {
        .polyline(try PolylineShape(points: try Self.positions(points, "points"), width: width))
    }
}

/// A filled ring with holes (NAVER's `NMFPolygonOverlay`); the core's `PolygonShape`.
public final class NMFPolygonOverlay: NMFOverlay {
    /// The outer ring, at least three vertices.
    public var exteriorRing: [NMGLatLng] { didSet { changed() } }
    /// Rings cut out of the fill.
    public var interiorRings: [[NMGLatLng]] { didSet { changed() } }

    /// Creates a polygon.
    public init(_ exteriorRing: [NMGLatLng], interiorRings: [[NMGLatLng]] = []) {
        self.exteriorRing = exteriorRing
        self.interiorRings = interiorRings
        super.init(globalZIndex: NMF_SHAPE_GLOBAL_Z_INDEX)
    }

    override func coreShape() throws(MapCompatError) -> SceneShape {
        var holes: [[LatLng]] = []
        for (index, ring) in interiorRings.enumerated() {
            holes.append(try Self.positions(ring, "interiorRings[\(index)]"))
        }
        return .polygon(try PolygonShape(exterior: try Self.positions(exteriorRing, "exteriorRing"), holes: holes))
    }
}

/// A disc with a radius in metres (NAVER's `NMFCircleOverlay`); the core's `CircleShape`.
public final class NMFCircleOverlay: NMFOverlay {
    /// The centre.
    public var center: NMGLatLng { didSet { changed() } }
    /// The radius in metres.
    public var radius: Double { didSet { changed() } }

    /// Creates a circle.
    public init(_ center: NMGLatLng, radius: Double) {
        self.center = center
        self.radius = radius
        super.init(globalZIndex: NMF_SHAPE_GLOBAL_Z_INDEX)
    }

    override func coreShape() throws(MapCompatError) -> SceneShape {
        let center = try Self.located("center") { () throws(MapCompatError) in try self.center.coreLatLng() }
        return .circle(try CircleShape(center: center, radius: radius))
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
/// symbol tap callback. Headless, the basemap's symbols are placed with
/// ``NMFMapView/addBasemapSymbol(id:caption:position:size:)``.
public final class NMFSymbol: NMFPickable {
    /// The label's text; empty when it has none.
    public let caption: String
    /// Where the label is anchored.
    public let position: NMGLatLng
    /// MapCompat addition: the symbol's scene item id (NAVER's symbols expose none).
    public let identifier: String

    init(identifier: String, caption: String, position: NMGLatLng) {
        self.identifier = identifier
        self.caption = caption
        self.position = position
    }
}

@available(*, unavailable)
extension NMFSymbol: Sendable {}
