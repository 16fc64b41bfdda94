import Foundation

extension Scene {
    /// Places a basemap symbol: a label of the map's own data, which the app does not edit (MapCompat's
    /// headless stand-in for a vendor's map data, as NAVER's, MapLibre's and TomTom's adapters place it).
    /// `z`, `globalZ` and `isVisible` stand for the style's own drawing: the higher of two overlapping labels
    /// is hit first, a hidden one takes no taps. Its taps go to the map's symbol hook
    /// (``InteractiveMap/symbolTapHandler``).
    ///
    /// - Throws: ``MapCompatError`` naming `size.width` or `size.height` (negative or not finite), or `id`
    ///   (empty or taken).
    public mutating func addSymbol(
        id: SceneItemID, caption: String, at position: LatLng, size: CGSize = SymbolShape.defaultSize,
        z: Int = 0, globalZ: Int = 0, isVisible: Bool = true
    ) throws(MapCompatError) {
        let shape = try SymbolShape(position: position, caption: caption, size: size)
        try add(try SceneItem(id: id, shape: .symbol(shape), z: z, globalZ: globalZ, isVisible: isVisible))
    }
}
