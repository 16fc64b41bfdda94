import Foundation
import MapCompatCore

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// Something drawn on a ``TomTomMap`` that reports taps as
/// ``MapInteraction/tappedOnAnnotation(annotation:coordinate:)`` (TomTom's `Annotation`): a ``Marker``,
/// ``Line``, ``Polygon`` or ``Circle``. Each is a core scene item whose tap handler consumes every tap, as
/// TomTom reports a tap on an annotation instead of a tap on the map.
///
/// TomTom's `Annotation` declares `annotationID`, a settable `tag` and a settable `isSelectable` (TomTom iOS
/// API reference, developer.tomtom.com `api-reference/0.38.0-rc01/Protocols/Annotation.html` and
/// `0.37.0/Classes/Marker.html`); apps set them after adding the marker (a public cafe-finder app found by
/// code search for `viewForSelected` sets `marker.tag` and `marker.isSelectable` and looks markers up by
/// `annotation.annotationID`).
public protocol Annotation: AnyObject {
    /// The annotation's unique id on its map.
    var annotationID: String { get }
    /// The app's label for the annotation, if any.
    var tag: String? { get set }
    /// Whether a tap on it is reported; one that is not selectable still takes the taps that land on it.
    var isSelectable: Bool { get set }
    /// Whether the app selected it with ``TomTomMap/select(annotation:)`` (a MapCompat addition: TomTom's
    /// reference lists no selection state on `Marker` or `Annotation`).
    var isSelected: Bool { get }
}

/// How to make a marker (TomTom's `MarkerOptions`): where it stands, its pin image and the image's point
/// placed on the coordinate.
public struct MarkerOptions: Sendable {
    /// The position the pin's anchor stands on.
    public private(set) var coordinate: CLLocationCoordinate2D
    /// The pin image; its size is where taps hit it. `nil` uses TomTom's default pin, of the core's default
    /// marker size.
    public var pinImage: UIImage?
    /// The pin image's URI, for images TomTom loads itself. Headless nothing is loaded, so the pin keeps the
    /// default size unless ``pinImage`` is set too.
    public var pinImageURI: String?
    /// The point of the image placed on the coordinate, in the unit square (TomTom's default (0.5, 1): the
    /// middle of the bottom edge).
    public var placementAnchor: CGPoint
    /// The app's label, returned by ``Marker/tag``.
    public let tag: String?
    /// Whether a tap on it is reported (TomTom's default `true`); a marker that is not selectable still
    /// takes the taps that land on it, and reports none (TomTom reports taps only for selectable
    /// annotations, and a map under an annotation does not get them).
    public var isSelectable = true

    /// Options for TomTom's default pin.
    public init(coordinate: CLLocationCoordinate2D, tag: String? = nil) {
        self.coordinate = coordinate
        self.tag = tag
        placementAnchor = MarkerShape.defaultAnchor
    }

    /// Options for a pin image.
    public init(coordinate: CLLocationCoordinate2D, pinImage: UIImage, tag: String? = nil) {
        self.init(coordinate: coordinate, tag: tag)
        self.pinImage = pinImage
    }

    /// The pin's size: the image's, or the core's default marker size.
    var pinSize: CGSize { pinImage?.size ?? MarkerShape.defaultSize }
}

/// A pin on the map (TomTom's `Marker`). Changing its coordinate, visibility, image or anchor moves,
/// hides or reshapes its core scene item at once.
public final class Marker: Annotation {
    /// The core scene item behind the marker.
    public let sceneItemID: SceneItemID
    /// The marker's unique id on its map (its scene item's name).
    public var annotationID: String { sceneItemID.rawValue }
    /// The app's label; the app may change it at any time.
    public var tag: String?
    /// Whether the app selected it with ``TomTomMap/select(annotation:)``; selection changes no interaction.
    public internal(set) var isSelected = false
    /// Whether taps on it are reported; read at each tap, so changing it takes effect at once.
    public var isSelectable: Bool
    /// The map the marker is on; `nil` once removed.
    weak var map: TomTomMap?
    private var storedCoordinate: CLLocationCoordinate2D
    private var storedImage: UIImage?
    private var storedAnchor: CGPoint
    private var storedVisible = true

    init(sceneItemID: SceneItemID, options: MarkerOptions, map: TomTomMap) {
        self.sceneItemID = sceneItemID
        tag = options.tag
        storedCoordinate = options.coordinate
        storedImage = options.pinImage
        storedAnchor = options.placementAnchor
        isSelectable = options.isSelectable
        self.map = map
    }

    /// Where the marker stands; a coordinate that is not a position (latitude beyond ±90, not finite) is
    /// ignored and reported on `core.diagnostics`.
    public var coordinate: CLLocationCoordinate2D {
        get { storedCoordinate }
        set { update(coordinate: newValue) }
    }

    /// Whether the marker is shown; a hidden marker takes no taps.
    public var isVisible: Bool {
        get { storedVisible }
        set { update(visible: newValue) }
    }

    /// The pin image; `nil` shows TomTom's default pin.
    public var image: UIImage? {
        get { storedImage }
        set { update(image: newValue) }
    }

    /// The point of the image placed on the coordinate, in the unit square.
    public var placementAnchor: CGPoint {
        get { storedAnchor }
        set { update(anchor: newValue) }
    }

    /// The core shape for the marker's values.
    static func shape(_ coordinate: CLLocationCoordinate2D, _ image: UIImage?, _ anchor: CGPoint)
        throws(MapCompatError) -> MarkerShape
    {
        try MarkerShape(
            position: coordinate.latLng(field: "coordinate"), size: image?.size ?? MarkerShape.defaultSize,
            anchor: anchor)
    }

    private func update(
        coordinate: CLLocationCoordinate2D? = nil, visible: Bool? = nil, image: UIImage?? = nil,
        anchor: CGPoint? = nil
    ) {
        let next = (
            coordinate ?? storedCoordinate, visible ?? storedVisible, image ?? storedImage, anchor ?? storedAnchor
        )
        guard let map else {
            (storedCoordinate, storedVisible, storedImage, storedAnchor) = next
            return
        }
        do {
            let shape = try Self.shape(next.0, next.2, next.3)
            try map.replaceItem(sceneItemID, shape: .marker(shape), isVisible: next.1)
            (storedCoordinate, storedVisible, storedImage, storedAnchor) = next
        } catch {
            map.reportIgnored(error, value: "marker \(tag ?? sceneItemID.rawValue)")
        }
    }
}

@available(*, unavailable)
extension Marker: Sendable {}
