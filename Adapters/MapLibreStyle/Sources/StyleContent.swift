import Foundation
import MapCompatCore

/// One feature of a source as layers draw it: the feature (a plain shape becomes a feature without
/// attributes, as MapLibre returns it) and its points, lines and polygons.
struct StyleLeaf {
    let feature: any MLNFeature
    var points: [CLLocationCoordinate2D] = []
    var lines: [[CLLocationCoordinate2D]] = []
    var polygons: [MLNPolygon] = []
}

/// The features of a shape source's content: a collection at the top is a collection of features (GeoJSON's
/// `FeatureCollection`, as `MLNShapeSource(identifier:features:options:)` makes one); any other shape is one
/// feature.
enum StyleContent {
    /// The source's features in source order.
    static func leaves(of shape: MLNShape?) -> [StyleLeaf] {
        guard let shape else { return [] }
        if let collection = shape as? MLNShapeCollection {
            return collection.shapes.map(leaf)
        }
        return [leaf(shape)]
    }

    /// One shape as a feature with its geometry.
    static func leaf(_ shape: MLNShape) -> StyleLeaf {
        var leaf = StyleLeaf(feature: (shape as? any MLNFeature) ?? feature(for: shape))
        collect(shape, into: &leaf)
        return leaf
    }

    private static func collect(_ shape: MLNShape, into leaf: inout StyleLeaf) {
        switch shape {
        case let collection as MLNShapeCollection:
            for child in collection.shapes { collect(child, into: &leaf) }
        case let polygon as MLNPolygon:
            leaf.polygons.append(polygon)
        case let line as MLNPolyline:
            leaf.lines.append(line.coordinates)
        case let points as MLNMultiPoint:
            leaf.points += points.coordinates
        default:
            leaf.points.append(shape.coordinate)
        }
    }

    /// A feature without attributes standing for a plain shape.
    static func feature(for shape: MLNShape) -> any MLNFeature {
        switch shape {
        case let collection as MLNShapeCollection:
            return MLNShapeCollectionFeature(
                shapes: collection.shapes.map { plain in
                    (plain as? any MLNShape & MLNFeature) ?? (feature(for: plain) as? any MLNShape & MLNFeature)
                        ?? MLNPointFeature(coordinate: plain.coordinate)
                })
        case let polygon as MLNPolygon:
            var coordinates = polygon.coordinates
            return MLNPolygonFeature(
                coordinates: &coordinates, count: UInt(coordinates.count), interiorPolygons: polygon.interiorPolygons)
        case let line as MLNPolyline:
            var coordinates = line.coordinates
            return MLNPolylineFeature(coordinates: &coordinates, count: UInt(coordinates.count))
        default:
            let point = MLNPointFeature(coordinate: shape.coordinate)
            point.title = shape.title
            point.subtitle = shape.subtitle
            return point
        }
    }
}
