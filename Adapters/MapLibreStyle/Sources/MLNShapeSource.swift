import Foundation
import MapCompatCore

/// A source of a style's content: MapLibre's `MLNSource` (`platform/darwin/src/MLNSource.h`), named by its
/// identifier. Layers draw what a source holds; a source draws nothing by itself.
open class MLNSource: NSObject {
    /// The identifier layers name the source by.
    open var identifier: String
    /// The style the source was added to, which redraws its layers when the source changes.
    weak var style: MLNStyle?

    /// A source with an identifier.
    public init(identifier: String) {
        self.identifier = identifier
        super.init()
    }
}

@available(*, unavailable)
extension MLNSource: @unchecked Sendable {}

/// An option of a shape source: MapLibre's `MLNShapeSourceOption` (a string-typed enum). Options about
/// tiling and clustering are kept; headless they change nothing.
public struct MLNShapeSourceOption: RawRepresentable, Hashable, Sendable {
    /// The option's name.
    public let rawValue: String
    /// An option by name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Whether points are clustered (kept; no clustering headless).
    public static let clustered = MLNShapeSourceOption(rawValue: "MLNShapeSourceOptionClustered")
    /// The cluster radius (kept).
    public static let clusterRadius = MLNShapeSourceOption(rawValue: "MLNShapeSourceOptionClusterRadius")
    /// The highest zoom at which points cluster (kept).
    public static let maximumZoomLevelForClustering = MLNShapeSourceOption(
        rawValue: "MLNShapeSourceOptionMaximumZoomLevelForClustering")
    /// The lowest zoom of the source's tiles (kept).
    public static let minimumZoomLevel = MLNShapeSourceOption(rawValue: "MLNShapeSourceOptionMinimumZoomLevel")
    /// The highest zoom of the source's tiles (kept).
    public static let maximumZoomLevel = MLNShapeSourceOption(rawValue: "MLNShapeSourceOptionMaximumZoomLevel")
    /// The tile buffer (kept).
    public static let buffer = MLNShapeSourceOption(rawValue: "MLNShapeSourceOptionBuffer")
    /// The simplification tolerance (kept).
    public static let simplificationTolerance = MLNShapeSourceOption(
        rawValue: "MLNShapeSourceOptionSimplificationTolerance")
}

/// Shapes a style's layers draw: MapLibre's `MLNShapeSource` (`platform/darwin/src/MLNShapeSource.h`), made
/// of one shape, of features (their attributes and identifiers kept), of shapes, or of a URL (not fetched
/// headless). Setting ``shape`` redraws the layers over the source.
open class MLNShapeSource: MLNSource {
    /// The source's content; setting it redraws the layers that use the source.
    open var shape: MLNShape? {
        didSet { style?.sourceDidChange(self) }
    }
    /// The GeoJSON document's URL (kept; nothing is fetched headless, so such a source draws nothing).
    open var url: URL? {
        didSet { style?.sourceDidChange(self) }
    }
    /// The options the source was made with.
    public let options: [MLNShapeSourceOption: Any]?

    /// A source of one shape (a feature, a collection, or a plain shape).
    public init(identifier: String, shape: MLNShape?, options: [MLNShapeSourceOption: Any]? = nil) {
        self.shape = shape
        self.options = options
        super.init(identifier: identifier)
    }

    /// A source of a GeoJSON document at a URL (not fetched headless).
    public init(identifier: String, url: URL, options: [MLNShapeSourceOption: Any]? = nil) {
        self.url = url
        self.options = options
        super.init(identifier: identifier)
    }

    /// A source of features, whose attributes layers' predicates and `visibleFeatures(at:)` see.
    public convenience init(
        identifier: String, features: [any MLNShape & MLNFeature], options: [MLNShapeSourceOption: Any]? = nil
    ) {
        self.init(identifier: identifier, shape: MLNShapeCollectionFeature(shapes: features), options: options)
    }

    /// A source of plain shapes (a feature among them is drawn as a plain shape, as on MapLibre).
    public convenience init(identifier: String, shapes: [MLNShape], options: [MLNShapeSourceOption: Any]? = nil) {
        self.init(identifier: identifier, shape: MLNShapeCollection(shapes: shapes), options: options)
    }

    /// The source's features that match `predicate` (every one when `nil`), in source order.
    open func features(matching predicate: NSPredicate?) -> [any MLNFeature] {
        StyleContent.leaves(of: shape).map(\.feature).filter { feature in
            predicate.map { $0.evaluate(with: feature.attributes) } ?? true
        }
    }
}
