import Foundation
import MapCompatCore

/// Points drawn as discs: MapLibre's `MLNCircleStyleLayer` (generated from
/// `platform/darwin/src/MLNStyleLayer.h.ejs`). A tap hits a disc of ``circleRadius`` plus
/// ``circleStrokeWidth`` points about each point, as MapLibre's query tests it.
open class MLNCircleStyleLayer: MLNVectorStyleLayer {
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// The disc's radius in points (5 by default); `nil` resets it.
    open var circleRadius: NSExpression! {
        get { property("circle-radius", default: 5.0) }
        set { setProperty("circle-radius", newValue) }
    }
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// The stroke's width in points, outside the radius (0 by default).
    open var circleStrokeWidth: NSExpression! {
        get { property("circle-stroke-width", default: 0.0) }
        set { setProperty("circle-stroke-width", newValue) }
    }
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// The fill colour (kept; nothing is drawn headless).
    open var circleColor: NSExpression! {
        get { property("circle-color", default: "black") }
        set { setProperty("circle-color", newValue) }
    }
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// The opacity (kept).
    open var circleOpacity: NSExpression! {
        get { property("circle-opacity", default: 1.0) }
        set { setProperty("circle-opacity", newValue) }
    }
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// The stroke colour (kept).
    open var circleStrokeColor: NSExpression! {
        get { property("circle-stroke-color", default: "black") }
        set { setProperty("circle-stroke-color", newValue) }
    }
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// The stroke opacity (kept).
    open var circleStrokeOpacity: NSExpression! {
        get { property("circle-stroke-opacity", default: 1.0) }
        set { setProperty("circle-stroke-opacity", newValue) }
    }
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// The blur (kept).
    open var circleBlur: NSExpression! {
        get { property("circle-blur", default: 0.0) }
        set { setProperty("circle-blur", newValue) }
    }
}

/// Lines drawn with a width: MapLibre's `MLNLineStyleLayer`. A tap hits within half of ``lineWidth`` of a
/// line, as MapLibre's query tests it; line layers also draw polygons' outlines.
open class MLNLineStyleLayer: MLNVectorStyleLayer {
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// The line's width in points (1 by default); `nil` resets it.
    open var lineWidth: NSExpression! {
        get { property("line-width", default: 1.0) }
        set { setProperty("line-width", newValue) }
    }
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// The colour (kept; nothing is drawn headless).
    open var lineColor: NSExpression! {
        get { property("line-color", default: "black") }
        set { setProperty("line-color", newValue) }
    }
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// The opacity (kept).
    open var lineOpacity: NSExpression! {
        get { property("line-opacity", default: 1.0) }
        set { setProperty("line-opacity", newValue) }
    }
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// The cap (kept).
    open var lineCap: NSExpression! {
        get { property("line-cap", default: "butt") }
        set { setProperty("line-cap", newValue) }
    }
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// The join (kept).
    open var lineJoin: NSExpression! {
        get { property("line-join", default: "miter") }
        set { setProperty("line-join", newValue) }
    }
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// The dash pattern (kept).
    open var lineDashPattern: NSExpression! {
        get { property("line-dasharray", default: [Double]()) }
        set { setProperty("line-dasharray", newValue) }
    }
}

/// Areas filled: MapLibre's `MLNFillStyleLayer`. A tap hits inside a polygon (not in its holes), as
/// MapLibre's query tests it.
open class MLNFillStyleLayer: MLNVectorStyleLayer {
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// The fill colour (kept; nothing is drawn headless).
    open var fillColor: NSExpression! {
        get { property("fill-color", default: "black") }
        set { setProperty("fill-color", newValue) }
    }
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// The opacity (kept).
    open var fillOpacity: NSExpression! {
        get { property("fill-opacity", default: 1.0) }
        set { setProperty("fill-opacity", newValue) }
    }
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// The outline colour (kept).
    open var fillOutlineColor: NSExpression! {
        get { property("fill-outline-color", default: "black") }
        set { setProperty("fill-outline-color", newValue) }
    }
}

/// Icons and labels at points: MapLibre's `MLNSymbolStyleLayer`. A tap hits the icon's box, the image set
/// under ``iconImageName`` scaled by ``iconScale``; a label without an icon takes the core's default symbol
/// box (no glyphs are laid out headless).
open class MLNSymbolStyleLayer: MLNVectorStyleLayer {
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// The name of the style image drawn (`setImage(_:forName:)`), a constant or a feature's attribute.
    open var iconImageName: NSExpression! {
        get { property("icon-image", default: "") }
        set { setProperty("icon-image", newValue) }
    }
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// The icon's scale (MapLibre's `icon-size`, 1 by default).
    open var iconScale: NSExpression! {
        get { property("icon-size", default: 1.0) }
        set { setProperty("icon-size", newValue) }
    }
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// The label's text, often a feature's attribute (`NSExpression(forKeyPath: "name")`).
    open var text: NSExpression! {
        get { property("text-field", default: "") }
        set { setProperty("text-field", newValue) }
    }
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// The label's font size in points (16 by default; kept).
    open var textFontSize: NSExpression! {
        get { property("text-size", default: 16.0) }
        set { setProperty("text-size", newValue) }
    }
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// Whether the icon shows where it collides with others (kept: no collisions headless).
    open var iconAllowsOverlap: NSExpression! {
        get { property("icon-allow-overlap", default: false) }
        set { setProperty("icon-allow-overlap", newValue) }
    }
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// Whether the label shows where it collides with others (kept).
    open var textAllowsOverlap: NSExpression! {
        get { property("text-allow-overlap", default: false) }
        set { setProperty("text-allow-overlap", newValue) }
    }
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// The icon's colour (kept).
    open var iconColor: NSExpression! {
        get { property("icon-color", default: "black") }
        set { setProperty("icon-color", newValue) }
    }
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// The label's colour (kept).
    open var textColor: NSExpression! {
        get { property("text-color", default: "black") }
        set { setProperty("text-color", newValue) }
    }
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// The icon's opacity (kept).
    open var iconOpacity: NSExpression! {
        get { property("icon-opacity", default: 1.0) }
        set { setProperty("icon-opacity", newValue) }
    }
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// The label's opacity (kept).
    open var textOpacity: NSExpression! {
        get { property("text-opacity", default: 1.0) }
        set { setProperty("text-opacity", newValue) }
    }
}
