import Foundation

/// An icon at a coordinate, answering taps and long presses (Mapbox's `PointAnnotation`, mapbox/mapbox-maps-ios
/// `Sources/MapboxMaps/Annotations/Generated/PointAnnotation.swift`), with the properties the example needs.
///
/// Mapbox's `isSelected` and `isDraggable` are left out: the core selects and drags annotations whose taps it
/// always keeps, not markers whose handlers may pass a tap on, as Mapbox's do.
public struct PointAnnotation {
    /// The annotation's name in its manager.
    public internal(set) var id: String
    /// Where the annotation is.
    public var point: Point
    /// The icon; its size is the area that takes taps. Without one nothing is drawn and nothing is hit.
    public var image: Image?
    /// The point of the icon placed on the coordinate; Mapbox's default is the centre.
    public var iconAnchor: IconAnchor?
    /// Draw order: a higher key is drawn above a lower one.
    public var symbolSortKey: Double?
    /// Answers a tap: `true` keeps it, `false` lets it go on to what lies beneath and, at last, to the map.
    public var tapHandler: ((MapContentGestureContext) -> Bool)?
    /// Answers a long press, as ``tapHandler`` answers a tap.
    public var longPressHandler: ((MapContentGestureContext) -> Bool)?

    /// An annotation at `point`.
    public init(id: String = UUID().uuidString, point: Point) {
        self.id = id
        self.point = point
    }

    /// An annotation at `coordinate`.
    public init(id: String = UUID().uuidString, coordinate: CLLocationCoordinate2D) {
        self.init(id: id, point: Point(coordinate))
    }

    /// An icon and the name it is registered under (`PointAnnotation.Image`,
    /// `Sources/MapboxMaps/Annotations/AnnotationImagesManager.swift`).
    public struct Image {
        /// The picture.
        public var image: UIImage
        /// Its name in the style.
        public var name: String

        /// An icon named `name`.
        public init(image: UIImage, name: String) {
            self.image = image
            self.name = name
        }
    }
}

/// A GeoJSON point (Turf's `Point`, which Mapbox's annotations hold).
public struct Point: Sendable {
    /// The position.
    public var coordinates: CLLocationCoordinate2D

    /// A point at `coordinates`.
    public init(_ coordinates: CLLocationCoordinate2D) { self.coordinates = coordinates }
}

/// The part of an icon placed on its coordinate (the style specification's `icon-anchor`, Mapbox's `IconAnchor`).
public enum IconAnchor: String, CaseIterable, Sendable {
    /// The centre.
    case center
    /// The middle of the left edge.
    case left
    /// The middle of the right edge.
    case right
    /// The middle of the top edge.
    case top
    /// The middle of the bottom edge.
    case bottom
    /// The top-left corner.
    case topLeft = "top-left"
    /// The top-right corner.
    case topRight = "top-right"
    /// The bottom-left corner.
    case bottomLeft = "bottom-left"
    /// The bottom-right corner.
    case bottomRight = "bottom-right"

    /// The anchor as a fraction of the icon's size from its top-left corner.
    var unitPoint: CGPoint {
        switch self {
        case .center: CGPoint(x: 0.5, y: 0.5)
        case .left: CGPoint(x: 0, y: 0.5)
        case .right: CGPoint(x: 1, y: 0.5)
        case .top: CGPoint(x: 0.5, y: 0)
        case .bottom: CGPoint(x: 0.5, y: 1)
        case .topLeft: CGPoint(x: 0, y: 0)
        case .topRight: CGPoint(x: 1, y: 0)
        case .bottomLeft: CGPoint(x: 0, y: 1)
        case .bottomRight: CGPoint(x: 1, y: 1)
        }
    }
}

@available(*, unavailable)
extension PointAnnotation: Sendable {}

@available(*, unavailable)
extension PointAnnotation.Image: Sendable {}
