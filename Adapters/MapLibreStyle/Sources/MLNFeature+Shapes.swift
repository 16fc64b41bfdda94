import Foundation
import MapCompatCore

/// Several shapes as one: MapLibre's `MLNShapeCollection` (`platform/darwin/src/MLNShapeCollection.h`), a
/// GeoJSON geometry collection. A shape source of one collection draws each of its shapes.
open class MLNShapeCollection: MLNShape {
    /// The shapes, in order.
    open private(set) var shapes: [MLNShape]

    /// A collection of shapes: `shapeCollectionWithShapes:`.
    public init(shapes: [MLNShape]) {
        self.shapes = shapes
        super.init()
    }

    /// The first shape's coordinate (MapLibre's representative point of a collection).
    override open var coordinate: CLLocationCoordinate2D { shapes.first?.coordinate ?? super.coordinate }
}

/// A line with an identifier and attributes: MapLibre's `MLNPolylineFeature`.
open class MLNPolylineFeature: MLNPolyline, MLNFeature {
    /// The feature's identifier in its source.
    open var identifier: Any?
    /// The feature's attributes.
    open var attributes: [String: Any] = [:]

    /// The attribute under `key`.
    open func attribute(forKey key: String) -> Any? { attributes[key] }

    /// The feature as a GeoJSON `Feature` with a `LineString` geometry.
    open func geoJSONDictionary() -> [String: Any] {
        GeoJSONFeature.dictionary(
            geometry: ["type": "LineString", "coordinates": GeoJSONFeature.positions(coordinates)],
            identifier: identifier, attributes: attributes)
    }
}

/// A filled area with an identifier and attributes: MapLibre's `MLNPolygonFeature`.
open class MLNPolygonFeature: MLNPolygon, MLNFeature {
    /// The feature's identifier in its source.
    open var identifier: Any?
    /// The feature's attributes.
    open var attributes: [String: Any] = [:]

    /// The attribute under `key`.
    open func attribute(forKey key: String) -> Any? { attributes[key] }

    /// The feature as a GeoJSON `Feature` with a `Polygon` geometry (the exterior ring, then the holes).
    open func geoJSONDictionary() -> [String: Any] {
        let rings = [coordinates] + (interiorPolygons ?? []).map(\.coordinates)
        return GeoJSONFeature.dictionary(
            geometry: ["type": "Polygon", "coordinates": rings.map(GeoJSONFeature.positions)],
            identifier: identifier, attributes: attributes)
    }
}

/// A collection of features with an identifier and attributes of its own: MapLibre's
/// `MLNShapeCollectionFeature`, often the one shape of a source that draws many points.
open class MLNShapeCollectionFeature: MLNShapeCollection, MLNFeature {
    /// The feature's identifier in its source.
    open var identifier: Any?
    /// The feature's attributes.
    open var attributes: [String: Any] = [:]

    /// A collection of features: `shapeCollectionWithShapes:` (the features keep their own attributes).
    public init(shapes: [any MLNShape & MLNFeature]) {
        super.init(shapes: shapes.map { $0 })
    }

    /// The attribute under `key`.
    open func attribute(forKey key: String) -> Any? { attributes[key] }

    /// The collection as a GeoJSON `FeatureCollection` of its features.
    open func geoJSONDictionary() -> [String: Any] {
        let features = shapes.compactMap { ($0 as? any MLNFeature)?.geoJSONDictionary() }
        return ["type": "FeatureCollection", "features": features]
    }
}

/// GeoJSON's shapes of a feature, shared by the feature classes.
enum GeoJSONFeature {
    /// A `Feature` object: its geometry, its attributes as `properties`, its identifier as `id` when set.
    static func dictionary(geometry: [String: Any], identifier: Any?, attributes: [String: Any]) -> [String: Any] {
        var feature: [String: Any] = ["type": "Feature", "geometry": geometry, "properties": attributes]
        if let identifier { feature["id"] = identifier }
        return feature
    }

    /// Positions longitude first, as GeoJSON orders them.
    static func positions(_ coordinates: [CLLocationCoordinate2D]) -> [[Double]] {
        coordinates.map { [$0.longitude, $0.latitude] }
    }
}
