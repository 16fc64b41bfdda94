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
    public init(position: LatLng, size: CGSize = defaultSize, anchor: CGPoint = defaultAnchor) throws(MapCompatError) {
        try ScreenBox.validate(size: size, field: "size")
        _ = try MapCompatError.finite(Double(anchor.x), "anchor.x")
        _ = try MapCompatError.finite(Double(anchor.y), "anchor.y")
        self.position = position
        self.size = size
        self.anchor = anchor
        world = WebMercator.project(position)
    }

    /// The same marker at another position.
    func moved(to position: LatLng) -> MarkerShape {
        MarkerShape(unchecked: position, size: size, anchor: anchor)
    }

    private init(unchecked position: LatLng, size: CGSize, anchor: CGPoint) {
        self.position = position
        self.size = size
        self.anchor = anchor
        world = WebMercator.project(position)
    }
}
