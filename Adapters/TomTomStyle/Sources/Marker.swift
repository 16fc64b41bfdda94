import Foundation
import MapCompatCore

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// Something drawn on a ``TomTomMap`` that reports taps as
/// ``MapInteraction/tappedOnAnnotation(annotation:coordinate:)`` (TomTom's `Annotation`); markers are the
/// kind this adapter has.
public protocol Annotation: AnyObject {
    /// The app's label for the annotation, if any.
    var tag: String? { get }
    /// Whether the app selected it with ``TomTomMap/select(annotation:)``.
    var isSelected: Bool { get }
}

/// How to make a marker (TomTom's `MarkerOptions`): where it stands and how large its pin is.
public struct MarkerOptions: Sendable {
    /// The position the pin's anchor stands on.
    public var coordinate: CLLocationCoordinate2D
    /// The pin's size in points, which is where taps hit it (a core `MarkerShape`).
    public var pinSize: CGSize
    /// The point of the pin on the coordinate, in the unit square (0.5, 1 is the middle of the bottom edge).
    public var pinAnchor: CGPoint
    /// The app's label, returned by ``Marker/tag``.
    public var tag: String?

    /// Options for a pin of the core's default marker size and anchor.
    public init(
        coordinate: CLLocationCoordinate2D, pinSize: CGSize = MarkerShape.defaultSize,
        pinAnchor: CGPoint = MarkerShape.defaultAnchor, tag: String? = nil
    ) {
        self.coordinate = coordinate
        self.pinSize = pinSize
        self.pinAnchor = pinAnchor
        self.tag = tag
    }
}

/// A pin on the map (TomTom's `Marker`): a core scene marker whose tap handler consumes every tap, as
/// TomTom reports a tap on an annotation instead of a tap on the map.
public final class Marker: Annotation {
    /// The core scene item behind the marker.
    public let sceneItemID: SceneItemID
    /// Where the marker stands.
    public let coordinate: CLLocationCoordinate2D
    /// The app's label from ``MarkerOptions/tag``.
    public let tag: String?
    /// Whether the app selected it with ``TomTomMap/select(annotation:)``; selection changes no interaction.
    public internal(set) var isSelected = false

    init(sceneItemID: SceneItemID, coordinate: CLLocationCoordinate2D, tag: String?) {
        self.sceneItemID = sceneItemID
        self.coordinate = coordinate
        self.tag = tag
    }
}

@available(*, unavailable)
extension Marker: Sendable {}
