import Foundation
import MapCompatCore

/// A feature of a style's source, as `visibleFeatures(at:)` returns it: MapLibre's `MLNFeature` protocol
/// (maplibre-native `platform/darwin/src/MLNFeature.h`), an annotation with an identifier and attributes.
public protocol MLNFeature: MLNAnnotation {
    /// The feature's identifier in its source (`Any?`, as Swift imports the header's `id`).
    var identifier: Any? { get set }
    /// The feature's attributes, keyed by name (a basemap label carries its text under `name`).
    var attributes: [String: Any] { get set }
    /// The attribute under `key`; `nil` when there is none.
    func attribute(forKey key: String) -> Any?
    /// The feature as a GeoJSON `Feature` object.
    func geoJSONDictionary() -> [String: Any]
}

/// A point feature: MapLibre's `MLNPointFeature`, a point annotation with an identifier and attributes.
open class MLNPointFeature: MLNPointAnnotation, MLNFeature {
    /// The feature's identifier in its source.
    open var identifier: Any?
    /// The feature's attributes.
    open var attributes: [String: Any] = [:]

    /// The attribute under `key`.
    open func attribute(forKey key: String) -> Any? { attributes[key] }

    /// The feature as a GeoJSON `Feature`: its id, a `Point` geometry (longitude first) and its attributes.
    open func geoJSONDictionary() -> [String: Any] {
        var feature: [String: Any] = [
            "type": "Feature",
            "geometry": ["type": "Point", "coordinates": [coordinate.longitude, coordinate.latitude]],
            "properties": attributes,
        ]
        if let identifier { feature["id"] = identifier }
        return feature
    }
}
