import Foundation
import MapCompatCore

/// The style's features under a point, as MapLibre apps query them in their own tap recognizer
/// (flutter-maplibre-gl `ios/Classes/MapLibreMapController.swift`, `firstFeatureOnLayers(at:)` and
/// `handleMapTap(sender:)`): MapLibre's built-in single tap fails where there is no annotation to select, and
/// the app's recognizer asks `visibleFeatures(at:styleLayerIdentifiers:)` what is drawn there.
///
/// Headless, what the style draws is the core's scene: the features of the app's runtime layers (see
/// `MLNStyle+Scene.swift`) and the basemap's labels, placed with
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
        try core.scene.addSymbol(
            id: itemID, caption: caption, at: try coordinate.latLng(), size: size, z: zIndex, isVisible: !hidden)
        basemapSymbolLayers[itemID] = layerIdentifier
    }

    /// The style's features drawn at a point, topmost first: MapLibre's `visibleFeatures(at:)`.
    public func visibleFeatures(at point: CGPoint) -> [any MLNFeature] {
        visibleFeatures(at: point, styleLayerIdentifiers: nil, predicate: nil)
    }

    /// The features drawn at a point in the named style layers (every layer when `nil`), topmost first:
    /// MapLibre's `visibleFeatures(at:styleLayerIdentifiers:)`.
    public func visibleFeatures(at point: CGPoint, styleLayerIdentifiers: Set<String>?) -> [any MLNFeature] {
        visibleFeatures(at: point, styleLayerIdentifiers: styleLayerIdentifiers, predicate: nil)
    }

    /// The features drawn at a point in the named style layers that match `predicate`, topmost first:
    /// MapLibre's `visibleFeatures(at:styleLayerIdentifiers:predicate:)`. As `MLNMapView.mm` does, the exact
    /// point is queried (no tap tolerance): the core's scene hit test with a tolerance of zero. A point that
    /// is not finite finds none (reported on the diagnostics).
    public func visibleFeatures(
        at point: CGPoint, styleLayerIdentifiers: Set<String>?, predicate: NSPredicate?
    ) -> [any MLNFeature] {
        let hits: [SceneHit]
        do {
            hits = try core.pickAll(at: point, tolerance: 0)
        } catch {
            ignore(error, value: "\(point)")
            return []
        }
        return features(for: hits, styleLayerIdentifiers, predicate)
    }

    /// The features drawn at least partly inside a rectangle, topmost first: MapLibre's
    /// `visibleFeatures(in:)`.
    public func visibleFeatures(in rect: CGRect) -> [any MLNFeature] {
        visibleFeatures(in: rect, styleLayerIdentifiers: nil, predicate: nil)
    }

    /// The features inside a rectangle in the named style layers: `visibleFeatures(in:styleLayerIdentifiers:)`.
    public func visibleFeatures(in rect: CGRect, styleLayerIdentifiers: Set<String>?) -> [any MLNFeature] {
        visibleFeatures(in: rect, styleLayerIdentifiers: styleLayerIdentifiers, predicate: nil)
    }

    /// The features inside a rectangle in the named style layers that match `predicate`, topmost first
    /// (the core's rectangle query); a rectangle that is not finite finds none (reported).
    public func visibleFeatures(
        in rect: CGRect, styleLayerIdentifiers: Set<String>?, predicate: NSPredicate?
    ) -> [any MLNFeature] {
        let hits: [SceneHit]
        do {
            hits = try core.pickAll(in: rect)
        } catch {
            ignore(error, value: "\(rect)")
            return []
        }
        return features(for: hits, styleLayerIdentifiers, predicate)
    }

    /// The features the scene hits stand for, in the hits' order: each feature once per layer, in the
    /// named layers, matching the predicate.
    private func features(
        for hits: [SceneHit], _ layers: Set<String>?, _ predicate: NSPredicate?
    ) -> [any MLNFeature] {
        let scene = core.scene
        var seen: Set<String> = []
        return hits.compactMap { hit -> (any MLNFeature)? in
            let feature: any MLNFeature
            if let drawn = loadedStyle?.drawn[hit.id] {
                guard layers?.contains(drawn.layer.identifier) ?? true,
                    seen.insert("\(drawn.layer.identifier)#\(drawn.index)").inserted
                else { return nil }
                feature = drawn.feature
            } else {
                guard hit.kind == .symbol, let layer = basemapSymbolLayers[hit.id], layers?.contains(layer) ?? true,
                    case .symbol(let symbol)? = scene[hit.id]?.shape
                else { return nil }
                let point = MLNPointFeature(coordinate: CLLocationCoordinate2D(symbol.position))
                point.identifier = hit.id.rawValue
                point.attributes = ["name": symbol.caption]
                feature = point
            }
            if let predicate, !predicate.evaluate(with: feature.attributes) { return nil }
            return feature
        }
    }
}
