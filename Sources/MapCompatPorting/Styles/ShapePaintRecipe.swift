/// How a style paints the lines and areas it draws from the app's delegate: MapKit asks for one renderer per shape
/// and reads its paint from it (`mapView(_:rendererFor:)` returning an `MKPolylineRenderer` whose `strokeColor`
/// and `lineWidth` the app set); MapLibre asks one delegate method per paint property
/// (`mapView(_:strokeColorForShapeAnnotation:)`, `mapView(_:lineWidthForPolylineAnnotation:)`…).
///
/// From a style with a ``renderer`` to one with ``methods``, a renderer method whose every return is a renderer
/// it made (or one that paints nothing) ports as one method per property it sets, each returning the value the
/// renderer was given where the renderer was given it.
public struct ShapePaintRecipe: Hashable, Sendable {
    /// A paint property the styles share.
    public enum Property: String, Hashable, Sendable, CaseIterable {
        /// The colour of a line, or of an area's outline.
        case strokeColor
        /// The width of a line.
        case lineWidth
        /// The colour inside an area.
        case fillColor
        /// The opacity of the whole shape.
        case alpha
    }

    /// What a renderer paints.
    public enum ShapeKind: String, Hashable, Sendable {
        /// A line through points.
        case line
        /// An area bounded by points.
        case polygon
        /// A shape only the source style has (MapKit's circle): a method that paints one is left to a person.
        case other
    }

    /// A delegate method that returns one renderer for each shape.
    public struct Renderer: Hashable, Sendable {
        /// The delegate method, as its name with labels (`mapView(_:rendererFor:)`).
        public var callback: String
        /// The renderer types the method makes, with what each paints (`MKPolylineRenderer`: a line).
        public var kinds: [String: ShapeKind]
        /// The style's shape types, with their kind, by which the method tests the shape it is asked about
        /// (`overlay is MKPolygon`).
        public var shapeKinds: [String: ShapeKind]
        /// Renderer types that paint nothing (MapKit's base `MKOverlayRenderer`), returned for shapes the app does
        /// not paint.
        public var blank: Set<String>
        /// The renderer's properties, by name, that the target asks for.
        public var properties: [String: Property]
        /// What the source paints for a property a renderer leaves unset, written as a value the target's method
        /// returns (MapKit's stroke and fill colours are `nil`, no paint: `.clear`); a property not listed takes the
        /// target's ``Method/defaultValue``.
        public var unsetValues: [Property: String]

        /// A renderer method from its parts.
        public init(
            callback: String, kinds: [String: ShapeKind], shapeKinds: [String: ShapeKind], blank: Set<String>,
            properties: [String: Property], unsetValues: [Property: String]
        ) {
            self.callback = callback
            self.kinds = kinds
            self.shapeKinds = shapeKinds
            self.blank = blank
            self.properties = properties
            self.unsetValues = unsetValues
        }
    }

    /// A delegate method that returns one paint property of a shape.
    public struct Method: Hashable, Sendable {
        /// The property the method returns.
        public var property: Property
        /// The method's header, `$mapView` and `$shape` standing for the names of the map and the shape
        /// (`func mapView(_ $mapView: MLNMapView, strokeColorForShapeAnnotation $shape: MLNShape) -> UIColor`).
        public var header: String
        /// The shapes the map asks the method about.
        public var kinds: Set<ShapeKind>
        /// The value the style paints when the app does not say.
        public var defaultValue: String

        /// A method from its parts.
        public init(property: Property, header: String, kinds: Set<ShapeKind>, defaultValue: String) {
            self.property = property
            self.header = header
            self.kinds = kinds
            self.defaultValue = defaultValue
        }
    }

    /// How the style's delegate returns a renderer; `nil` for a style that paints otherwise.
    public var renderer: Renderer?
    /// The style's delegate methods, one per property, in the order a port writes them; empty for a style that
    /// paints otherwise.
    public var methods: [Method]
    /// Why a property the style cannot take from a renderer (a dash pattern, a line cap) is left out, and what to
    /// write instead.
    public var otherProperties: String

    /// A recipe from its parts.
    public init(renderer: Renderer? = nil, methods: [Method] = [], otherProperties: String = "") {
        self.renderer = renderer
        self.methods = methods
        self.otherProperties = otherProperties
    }
}

extension ShapePaintRecipe {
    /// MapKit: `mapView(_:rendererFor:)` returns an `MKPolylineRenderer` or `MKPolygonRenderer` (subclasses of
    /// `MKOverlayPathRenderer`, whose `strokeColor` and `fillColor` are `nil`, no paint, until set, and whose
    /// `alpha` is 1), or a plain `MKOverlayRenderer`, which draws nothing (Apple's MapKit documentation,
    /// `MKMapViewDelegate.mapView(_:rendererFor:)`, `MKOverlayPathRenderer`, `MKOverlayRenderer`).
    static let mapKit = ShapePaintRecipe(
        renderer: Renderer(
            callback: "mapView(_:rendererFor:)",
            kinds: [
                "MKPolylineRenderer": .line, "MKPolygonRenderer": .polygon, "MKMultiPolylineRenderer": .line,
                "MKMultiPolygonRenderer": .polygon, "MKCircleRenderer": .other, "MKGradientPolylineRenderer": .other,
            ],
            shapeKinds: [
                "MKPolyline": .line, "MKPolygon": .polygon, "MKMultiPolyline": .line, "MKMultiPolygon": .polygon,
                "MKCircle": .other, "MKGeodesicPolyline": .line,
            ],
            blank: ["MKOverlayRenderer"],
            properties: [
                "strokeColor": .strokeColor, "lineWidth": .lineWidth, "fillColor": .fillColor, "alpha": .alpha,
            ],
            unsetValues: [.strokeColor: ".clear", .fillColor: ".clear", .alpha: "1"]))

    /// MapLibre: one delegate method per property of a shape annotation, a line's width asked of lines only; by
    /// default a shape is painted in the map view's tint colour, 3 points wide, opaque (maplibre/maplibre-native,
    /// `platform/ios/src/MLNMapViewDelegate.h`). Dashes, caps and joins belong to style layers
    /// (`MLNLineStyleLayer`), not to shape annotations.
    static let mapLibre = ShapePaintRecipe(
        methods: [
            Method(
                property: .strokeColor,
                header:
                    "func mapView(_ $mapView: MLNMapView, strokeColorForShapeAnnotation $shape: MLNShape) -> UIColor",
                kinds: [.line, .polygon], defaultValue: "$mapView.tintColor"),
            Method(
                property: .lineWidth,
                header:
                    "func mapView(_ $mapView: MLNMapView, lineWidthForPolylineAnnotation $shape: MLNPolyline) -> CGFloat",
                kinds: [.line], defaultValue: "3"),
            Method(
                property: .fillColor,
                header:
                    "func mapView(_ $mapView: MLNMapView, fillColorForPolygonAnnotation $shape: MLNPolygon) -> UIColor",
                kinds: [.polygon], defaultValue: "$mapView.tintColor"),
            Method(
                property: .alpha,
                header: "func mapView(_ $mapView: MLNMapView, alphaForShapeAnnotation $shape: MLNShape) -> CGFloat",
                kinds: [.line, .polygon], defaultValue: "1"),
        ],
        otherProperties:
            "MapLibre paints a shape annotation with a colour, a width and an opacity only: draw the shape with a style layer (an MLNShapeSource and an MLNLineStyleLayer, whose lineDashPattern, lineCap and lineJoin it has) for the rest"
    )
}
