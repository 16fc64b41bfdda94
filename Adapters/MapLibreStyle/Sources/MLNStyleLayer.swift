import Foundation
import MapCompatCore

/// A layer of the style: MapLibre's `MLNStyleLayer` (`platform/darwin/src/MLNStyleLayer.h`), named by its
/// identifier, with visibility and a zoom range. Abstract; the map draws the vector layers (circle, line,
/// fill, symbol) as the core's scene items, which `visibleFeatures(at:)` finds.
open class MLNStyleLayer: NSObject {
    /// The identifier the style and `visibleFeatures(at:styleLayerIdentifiers:)` name the layer by.
    public let identifier: String
    /// The style the layer was added to, which redraws it when a property changes.
    weak var style: MLNStyle?
    /// The layer's properties as set, by MapLibre's property name.
    var properties: [String: NSExpression] = [:]

    /// A layer with an identifier (for subclasses).
    init(identifier: String) {
        self.identifier = identifier
        super.init()
    }

    /// Whether the layer is drawn (style `visibility`); a hidden layer's features are not visible features.
    open var isVisible = true {
        didSet { style?.layerDidChange(self) }
    }
    /// The lowest zoom at which the layer is drawn (style `minzoom`, inclusive); no limit by default.
    open var minimumZoomLevel = -Float.infinity {
        didSet { style?.layerDidChange(self) }
    }
    /// The zoom from which the layer is no longer drawn (style `maxzoom`, exclusive); no limit by default.
    open var maximumZoomLevel = Float.infinity {
        didSet { style?.layerDidChange(self) }
    }

    /// The property `name` as set, or its default.
    func property(_ name: String, default value: Any) -> NSExpression {
        properties[name] ?? NSExpression(forConstantValue: value)
    }

    /// Sets (or, with `nil`, resets) the property `name` and redraws the layer.
    func setProperty(_ name: String, _ expression: NSExpression?) {
        properties[name] = expression
        style?.layerDidChange(self)
    }
}

@available(*, unavailable)
extension MLNStyleLayer: @unchecked Sendable {}

/// A layer drawn above the map's background from a source: MapLibre's `MLNForegroundStyleLayer`.
open class MLNForegroundStyleLayer: MLNStyleLayer {
    /// The identifier of the source the layer draws.
    public let sourceIdentifier: String?

    /// A layer over the source `source`.
    init(identifier: String, sourceIdentifier: String?) {
        self.sourceIdentifier = sourceIdentifier
        super.init(identifier: identifier)
    }
}

/// A layer that draws a source's vector features: MapLibre's `MLNVectorStyleLayer`
/// (`platform/darwin/src/MLNVectorStyleLayer.h`), filtered by ``predicate``.
open class MLNVectorStyleLayer: MLNForegroundStyleLayer {
    /// The layer of a vector tile source the layer draws (`nil` for a shape source, the only kind drawn
    /// headless).
    open var sourceLayerIdentifier: String? {
        didSet { style?.layerDidChange(self) }
    }
    /// Which features the layer draws, evaluated on each feature's attributes; every feature when `nil`.
    open var predicate: NSPredicate? {
        didSet { style?.layerDidChange(self) }
    }

    /// A layer drawing the features of `source`.
    public init(identifier: String, source: MLNSource) {
        super.init(identifier: identifier, sourceIdentifier: source.identifier)
    }
}
