import Foundation
import MapCompatCore

/// NAVER's "size from the image" marker width or height (`NMF_MARKER_SIZE_AUTO`).
public let NMF_MARKER_SIZE_AUTO: CGFloat = 0

/// NAVER's default global z of markers (`NMF_MARKER_GLOBAL_Z_INDEX`, NMFMarker.h): above symbols.
public let NMF_MARKER_GLOBAL_Z_INDEX = 200_000
/// NAVER's default global z of polygons, polylines and circles (NMFPolygonOverlay.h and others): beneath
/// symbols.
public let NMF_SHAPE_GLOBAL_Z_INDEX = -200_000

/// An icon at a position (NAVER's `NMFMarker`); the core's `MarkerShape`, whose tappable box is the icon's
/// ``width`` × ``height`` placed by ``anchor``.
open class NMFMarker: NMFOverlay {
    /// A number the app picks to group or tell its markers apart (NAVER's `tag`, NMFMarker.h, `NSUInteger`);
    /// 0 by default. The map never reads it: apps switch on it to choose a marker's icon.
    open var tag: UInt = 0
    /// Where the anchor sits. Invalid (not a number) until set: as in NAVER, a marker without a position
    /// is not added to a map.
    open var position = NMGLatLng(lat: .nan, lng: .nan) { didSet { changed() } }
    /// The icon's width in points; ``NMF_MARKER_SIZE_AUTO`` takes the icon image's.
    open var width = NMF_MARKER_SIZE_AUTO { didSet { changed() } }
    /// The icon's height in points; ``NMF_MARKER_SIZE_AUTO`` takes the icon image's.
    open var height = NMF_MARKER_SIZE_AUTO { didSet { changed() } }
    /// The icon point placed on the position, as fractions of its size from the top-left; bottom centre
    /// by default.
    open var anchor = CGPoint(x: 0.5, y: 1) { didSet { changed() } }
    /// The icon; NAVER's default green marker (``NMF_MARKER_IMAGE_DEFAULT``) by default.
    open var iconImage = NMF_MARKER_IMAGE_DEFAULT { didSet { changed() } }
    /// A colour mixed into the icon; clear (none) by default.
    open var iconTintColor = UIColor.clear
    /// The icon's opacity, 0...1.
    open var alpha: CGFloat = 1
    /// The icon's turn in degrees clockwise.
    open var angle: CGFloat = 0
    /// Whether the icon lies flat on the map.
    open var isFlat = false
    /// Whether the icon shrinks with distance on a tilted map.
    open var isIconPerspectiveEnabled = false
    /// The caption under the icon.
    open var captionText = ""
    /// The caption's colour.
    open var captionColor = UIColor.black
    /// The caption's halo colour.
    open var captionHaloColor = UIColor.white
    /// The caption's text size in points.
    open var captionTextSize: CGFloat = 12
    /// The width at which the caption wraps, 0 for none.
    open var captionRequestedWidth: CGFloat = 0
    /// The caption's smallest zoom.
    open var captionMinZoom = NMF_MIN_ZOOM
    /// The caption's largest zoom.
    open var captionMaxZoom = NMF_MAX_ZOOM
    /// Where the caption goes around the icon, in order of preference.
    open var captionAligns: [NMFAlignType] = [.bottom]
    /// The caption's distance from the icon in points.
    open var captionOffset: CGFloat = 0
    /// The second caption, under the first.
    open var subCaptionText = ""
    /// The second caption's colour.
    open var subCaptionColor = UIColor.black
    /// The second caption's halo colour.
    open var subCaptionHaloColor = UIColor.white
    /// The second caption's text size in points.
    open var subCaptionTextSize: CGFloat = 12
    /// Whether basemap symbols under the marker are hidden.
    open var isHideCollidedSymbols = false
    /// Whether other markers under the marker are hidden.
    open var isHideCollidedMarkers = false
    /// Whether other captions under the marker are hidden.
    open var isHideCollidedCaptions = false
    /// Whether the icon shows even when it collides.
    open var isForceShowIcon = false
    /// Whether the caption shows even when it collides.
    open var isForceShowCaption = false
    /// Where an info window opened on the marker points, as fractions of the icon's size; top centre by
    /// default.
    open var infoWindowAnchor = CGPoint(x: 0.5, y: 0)
    /// The info window open on this marker, if any.
    open internal(set) weak var infoWindow: NMFInfoWindow?

    /// Creates a marker with no position.
    public override init() { super.init(globalZIndex: NMF_MARKER_GLOBAL_Z_INDEX) }

    /// Creates a marker at a position.
    public convenience init(position: NMGLatLng) {
        self.init()
        self.position = position
    }

    /// Creates a marker at a position with an icon.
    public convenience init(position: NMGLatLng, iconImage: NMFOverlayImage) {
        self.init()
        self.position = position
        self.iconImage = iconImage
    }

    /// The icon's size in points: ``width`` and ``height``, each from the icon image where
    /// ``NMF_MARKER_SIZE_AUTO``, and from the core's default marker size where the image has none.
    var iconSize: CGSize {
        let image = CGSize(width: iconImage.imageWidth, height: iconImage.imageHeight)
        let auto = image.width > 0 && image.height > 0 ? image : MarkerShape.defaultSize
        return CGSize(
            width: width == NMF_MARKER_SIZE_AUTO ? auto.width : width,
            height: height == NMF_MARKER_SIZE_AUTO ? auto.height : height)
    }

    override func coreShape(on map: NMFMapView) throws(MapCompatError) -> SceneShape {
        let position = try Self.located("position") { () throws(MapCompatError) in try self.position.coreLatLng() }
        return .marker(try MarkerShape(position: position, size: iconSize, anchor: anchor))
    }

    override func changed() {
        super.changed()
        infoWindow?.changed()
    }
}
