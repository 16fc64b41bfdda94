import Foundation

/// A basemap symbol (a label of the map itself): a caption in a box centred on its position.
///
/// Symbols lie above items whose `globalZ` is negative and beneath all others (the spec's rule, from
/// NAVER's global z-index), and they answer taps through the map's symbol hook, not a handler of their own.
public struct SymbolShape: Hashable, Sendable {
    /// Where the label is centred.
    public let position: LatLng
    /// The label's text.
    public let caption: String
    /// The label's tappable box in points.
    public let size: CGSize
    /// The position on the unit Mercator square, computed once.
    let world: MercatorPoint

    /// The spec's default symbol box, 60 × 20 points.
    public static let defaultSize = CGSize(width: 60, height: 20)

    /// Creates a symbol.
    ///
    /// - Throws: ``MapCompatError`` naming `size.width` or `size.height` when not finite or negative.
    public init(position: LatLng, caption: String, size: CGSize = defaultSize) throws(MapCompatError) {
        try ScreenBox.validate(size: size, field: "size")
        self.position = position
        self.caption = caption
        self.size = size
        world = WebMercator.project(position)
    }

    /// The same symbol at another position.
    func moved(to position: LatLng) -> SymbolShape {
        SymbolShape(unchecked: position, caption: caption, size: size)
    }

    private init(unchecked position: LatLng, caption: String, size: CGSize) {
        self.position = position
        self.caption = caption
        self.size = size
        world = WebMercator.project(position)
    }
}
