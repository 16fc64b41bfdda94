import Foundation
import MapCompatCore

/// The style's features under a point, as MapLibre apps query them in their own tap recognizer
/// (flutter-maplibre-gl `ios/Classes/MapLibreMapController.swift`, `firstFeatureOnLayers(at:)` and
/// `handleMapTap(sender:)`): MapLibre's built-in single tap fails where there is no annotation to select, and
/// the app's recognizer asks `visibleFeatures(at:styleLayerIdentifiers:)` what is drawn there.
///
/// Headless, the style's labels are the core's basemap symbols, placed with
/// ``addBasemapSymbol(identifier:caption:coordinate:size:layerIdentifier:hidden:zIndex:)``; the core's hit test
/// finds them, topmost first, as MapLibre returns rendered features.
extension MLNMapView {
    /// The basemap symbol layer labels are placed in unless another is named (OpenMapTiles-based styles
    /// draw points of interest in a layer of this name).
    public static let basemapSymbolLayerIdentifier = "poi"

    /// Places a label of the loaded style (MapCompat's headless stand-in for the basemap's data, which the
    /// app does not edit): a feature with `identifier` whose `name` attribute is `caption`, in the style
    /// layer `layerIdentifier`. `hidden` and `zIndex` stand for the style's own drawing (a label it leaves
    /// out, one drawn above another): a hidden label is not a visible feature, and the higher of two
    /// overlapping labels is returned first.
    ///
    /// - Throws: `MapCompatError` naming `id` (empty or taken), `latitude`, `longitude` or `size`.
    public func addBasemapSymbol(
        identifier: String, caption: String, coordinate: CLLocationCoordinate2D,
        size: CGSize = SymbolShape.defaultSize, layerIdentifier: String = MLNMapView.basemapSymbolLayerIdentifier,
        hidden: Bool = false, zIndex: Int = 0
    ) throws(MapCompatError) {
        let itemID = SceneItemID(identifier)
        try core.scene.add(
            try SceneItem(
                id: itemID,
                shape: .symbol(try SymbolShape(position: try coordinate.latLng(), caption: caption, size: size)),
                z: zIndex, isVisible: !hidden))
        basemapSymbolLayers[itemID] = layerIdentifier
    }

    /// The style's features drawn at a point, topmost first: MapLibre's `visibleFeatures(at:)`.
    public func visibleFeatures(at point: CGPoint) -> [any MLNFeature] {
        visibleFeatures(at: point, styleLayerIdentifiers: nil)
    }

    /// The features drawn at a point in the named style layers (every layer when `nil`), topmost first:
    /// MapLibre's `visibleFeatures(at:styleLayerIdentifiers:)`. The core's scene hit test with the map's
    /// tolerance finds them; a point that is not finite finds none (reported on the diagnostics).
    public func visibleFeatures(at point: CGPoint, styleLayerIdentifiers: Set<String>?) -> [any MLNFeature] {
        let hits: [SceneHit]
        do {
            hits = try core.pickAll(at: point)
        } catch {
            ignore(error, value: "\(point)")
            return []
        }
        let scene = core.scene
        return hits.compactMap { hit -> (any MLNFeature)? in
            guard hit.kind == .symbol, let layer = basemapSymbolLayers[hit.id],
                styleLayerIdentifiers?.contains(layer) ?? true,
                case .symbol(let symbol)? = scene[hit.id]?.shape
            else { return nil }
            let feature = MLNPointFeature(coordinate: CLLocationCoordinate2D(symbol.position))
            feature.identifier = hit.id.rawValue
            feature.attributes = ["name": symbol.caption]
            return feature
        }
    }
}
