import Foundation
import MapCompatCore

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// A feature the map draws at a place (TomTom's `RenderedFeature`, Public Preview; iOS API reference 0.13.0
/// and 0.37.0 `Structs/RenderedFeature.html`): the style layer that draws it, its source and its properties.
/// The GeoJSON `geometry` is not modelled: headless, a label is a point whose place the app already knows.
public struct RenderedFeature: @unchecked Sendable {
    /// The source the feature comes from.
    public let sourceID: String
    /// The feature's properties (a label's `name`, and here its `id`).
    public let properties: [String: Any]?
    /// The style layer that draws the feature.
    public let styleLayerID: String
    /// The layer of the source the feature belongs to.
    public let sourceLayerID: String
}

/// What lies under a place, as TomTom's `RenderedFeatureActions` answers it (`mapFeatures(coordinate:)`,
/// 0.13.0 … 0.67.0 `Protocols/RenderedFeatureActions.html`: features "added both by vector tiles and the API",
/// "in the order of the layers … starting at the top"). TomTom has no label callback: an app that handles
/// labels asks this in `map(_:onInteraction:)` on `.tapped(coordinate:)`, as MapLibre apps ask
/// `visibleFeatures(at:)` in their own tap recognizer.
///
/// Headless, the style's labels are the core's basemap symbols, placed with
/// ``addStyleLabel(identifier:caption:coordinate:size:styleLayerID:hidden:zIndex:)``; the core's hit test finds
/// them with the map's tolerance, topmost first.
extension TomTomMap {
    /// The style layer labels are placed in unless another is named (the POI layer of a vector style).
    public static let styleLabelLayerID = "poi"
    /// The source labels come from.
    public static let styleLabelSourceID = "vectorTiles"

    /// Places a label of the loaded style (MapCompat's headless stand-in for the map's data, which the app
    /// does not edit): a feature whose `name` property is `caption`, drawn by `styleLayerID`. A hidden label
    /// is not rendered; the higher `zIndex` of two overlapping labels is returned first.
    ///
    /// - Throws: `MapCompatError` naming `id` (empty or taken), `latitude`, `longitude` or `size`.
    public func addStyleLabel(
        identifier: String, caption: String, coordinate: CLLocationCoordinate2D,
        size: CGSize = SymbolShape.defaultSize, styleLayerID: String = TomTomMap.styleLabelLayerID,
        hidden: Bool = false, zIndex: Int = 0
    ) throws(MapCompatError) {
        let itemID = SceneItemID(identifier)
        let position = try coordinate.latLng(field: "coordinate")
        try core.scene.addSymbol(id: itemID, caption: caption, at: position, size: size, z: zIndex, isVisible: !hidden)
        styleLabelLayers[itemID] = styleLayerID
    }

    /// The features drawn at `coordinate`, topmost first (TomTom's `mapFeatures(coordinate:)`); a coordinate
    /// that is not a position, or one beyond the horizon, finds none (reported on `core.diagnostics`).
    public func mapFeatures(coordinate: CLLocationCoordinate2D) -> [RenderedFeature] {
        let hits: [SceneHit]
        do {
            let position = try coordinate.latLng(field: "coordinate")
            guard let point = core.transform.point(for: position) else { return [] }
            hits = try core.pickAll(at: point)
        } catch {
            reportIgnored(error, value: "\(coordinate)")
            return []
        }
        let scene = core.scene
        return hits.compactMap { hit -> RenderedFeature? in
            guard hit.kind == .symbol, let layer = styleLabelLayers[hit.id],
                case .symbol(let symbol)? = scene[hit.id]?.shape
            else { return nil }
            return RenderedFeature(
                sourceID: Self.styleLabelSourceID, properties: ["id": hit.id.rawValue, "name": symbol.caption],
                styleLayerID: layer, sourceLayerID: layer)
        }
    }
}
