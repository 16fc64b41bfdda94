import Foundation

/// A marker: an image of a fixed size in screen points, kept upright and screen-aligned at any bearing and
/// tilt (NAVER's default, `isFlat` NO and `iconPerspectiveEnabled` NO), placed so that its anchor sits on the
/// position.
public struct MarkerShape: Hashable, Sendable {
    /// Where the anchor sits.
    public let position: LatLng
    /// The image's size in points; the tappable area.
    public let size: CGSize
    /// The point of the image on the position, as fractions of its size from the top-left ([0.5, 1] is
    /// bottom-centre, NAVER's default).
    public let anchor: CGPoint
    /// Whether the tappable area is the ellipse inscribed in the box rather than the box: a disc drawn at a
    /// point, as a MapLibre circle layer draws each point (its query tests the distance to the centre against
    /// the radius plus stroke width, maplibre-native `src/mbgl/renderer/layers/render_circle_layer.cpp`).
    public let isRound: Bool
    /// The position on the unit Mercator square, computed once.
    let world: MercatorPoint

    /// The spec's default marker size, 24 × 36 points.
    public static let defaultSize = CGSize(width: 24, height: 36)
    /// Bottom-centre, the spec's and NAVER's default anchor.
    public static let defaultAnchor = CGPoint(x: 0.5, y: 1)

    /// Creates a marker.
    ///
    /// - Throws: ``MapCompatError`` naming `size.width`, `size.height` (not finite or negative) or `anchor.x`,
    ///   `anchor.y` (not finite).
    public init(
        position: LatLng, size: CGSize = defaultSize, anchor: CGPoint = defaultAnchor, isRound: Bool = false
    ) throws(MapCompatError) {
        try ScreenBox.validate(size: size, field: "size")
        _ = try MapCompatError.finite(Double(anchor.x), "anchor.x")
        _ = try MapCompatError.finite(Double(anchor.y), "anchor.y")
        self.position = position
        self.size = size
        self.anchor = anchor
        self.isRound = isRound
        world = WebMercator.project(position)
    }

    /// The same marker at another position.
    func moved(to position: LatLng) -> MarkerShape {
        MarkerShape(unchecked: position, size: size, anchor: anchor, isRound: isRound)
    }

    private init(unchecked position: LatLng, size: CGSize, anchor: CGPoint, isRound: Bool) {
        self.position = position
        self.size = size
        self.anchor = anchor
        self.isRound = isRound
        world = WebMercator.project(position)
    }
}
