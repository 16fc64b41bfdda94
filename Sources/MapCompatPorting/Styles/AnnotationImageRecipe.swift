/// How a style draws a point annotation with one of the app's images: a delegate method the map calls for each
/// annotation, returning a drawing made from the image. route-me returns `RMMarker(uiImage:)` from
/// `mapView(_:layerFor:)` (route-me/route-me, `MapView/Map/RMMarker.h`); MapLibre returns
/// `MLNAnnotationImage(image:reuseIdentifier:)` from `mapView(_:imageFor:)` (maplibre/maplibre-native,
/// `platform/ios/src/MLNMapViewDelegate.h`, `MLNAnnotationImage.h`).
///
/// Between two styles that both have a recipe, a delegate method whose every return is a drawing of an image (or
/// `nil`) ports as the other style's method, drawing for drawing; the rest of its body stays for the member-level
/// port.
public struct AnnotationImageRecipe: Hashable, Sendable {
    /// The delegate method, as its name with labels (`mapView(_:layerFor:)`).
    public var callback: String
    /// The method's header as the style writes it, `$mapView` and `$annotation` standing for the names its body
    /// uses for the map and the annotation (`func mapView(_ $mapView: RMMapView!, layerFor $annotation:
    /// RMAnnotation!) -> RMMapLayer!`).
    public var header: String
    /// The type whose initialiser makes the drawing (`RMMarker`).
    public var drawingType: String
    /// The initialiser's label for the image (`uiImage`).
    public var imageLabel: String
    /// The initialiser's label for the point of the drawing that stands on the annotation's point (route-me's
    /// `anchorPoint`); `nil` when the style has none.
    public var anchorLabel: String?
    /// The initialiser's label for the identifier under which the map keeps the drawing for reuse (MapLibre's
    /// `reuseIdentifier`); `nil` when the style has none.
    public var identifierLabel: String?
    /// The drawing as the style writes it, from `$image` and a reuse `$identifier`.
    public var drawing: String
    /// How the style places a drawing on its annotation's point, said where a source's drawing is placed another
    /// way (an anchor other than its centre).
    public var placement: String
    /// The drawing's property that says whether a tap on it shows a callout (route-me's `canShowCallout`), where
    /// the drawing has one; `nil` otherwise.
    public var calloutSwitch: String? = nil
    /// Where the style is told whether an annotation shows a callout, when its drawing has no ``calloutSwitch``
    /// (MapLibre asks its delegate); said where a source's drawing sets the switch.
    public var calloutPlacement: String? = nil
    /// Whether the drawing's initialiser takes an optional image (route-me's `RMMarker(uiImage:)` takes a
    /// `UIImage!`, and draws nothing without one): an image that may be missing (`UIImage(named:)`) is then written
    /// with an empty image in its place for a target whose initialiser takes none.
    public var takesOptionalImage = false

    /// A recipe from its parts.
    public init(
        callback: String, header: String, drawingType: String, imageLabel: String,
        anchorLabel: String? = nil, identifierLabel: String? = nil, drawing: String, placement: String
    ) {
        self.callback = callback
        self.header = header
        self.drawingType = drawingType
        self.imageLabel = imageLabel
        self.anchorLabel = anchorLabel
        self.identifierLabel = identifierLabel
        self.drawing = drawing
        self.placement = placement
    }
}

extension AnnotationImageRecipe {
    /// route-me: `RMMarker(uiImage:)` from `mapView(_:layerFor:)`; a marker made without an anchor is centred on its
    /// point (route-me/route-me, `MapView/Map/RMMarker.m`, `defaultMarkerAnchorPoint`).
    static let routeMe: AnnotationImageRecipe = {
        var recipe = AnnotationImageRecipe(
            callback: "mapView(_:layerFor:)",
            header: "func mapView(_ $mapView: RMMapView!, layerFor $annotation: RMAnnotation!) -> RMMapLayer!",
            drawingType: "RMMarker", imageLabel: "uiImage",
            anchorLabel: "anchorPoint", drawing: "RMMarker(uiImage: $image)",
            placement:
                "route-me centres a marker on its point unless it is made with RMMarker(uiImage:anchorPoint:): pass the anchor there."
        )
        // RMMapLayer.h: `canShowCallout`, off unless set; RMMarker.h: `initWithUIImage:` has no nullability.
        recipe.calloutSwitch = "canShowCallout"
        recipe.takesOptionalImage = true
        return recipe
    }()

    /// MapLibre: `MLNAnnotationImage(image:reuseIdentifier:)` from `mapView(_:imageFor:)`. MapLibre centres the image
    /// on the annotation's coordinate; its annotation-image example insets the image's alignment rect to stand it on
    /// the point (maplibre/maplibre-native, `platform/ios/src/MLNAnnotationImage.h`).
    static let mapLibre: AnnotationImageRecipe = {
        var recipe = AnnotationImageRecipe(
            callback: "mapView(_:imageFor:)",
            header:
                "func mapView(_ $mapView: MLNMapView, imageFor $annotation: MLNAnnotation) -> MLNAnnotationImage?",
            drawingType: "MLNAnnotationImage", imageLabel: "image", identifierLabel: "reuseIdentifier",
            drawing: "MLNAnnotationImage(image: $image, reuseIdentifier: $identifier)",
            placement:
                "MapLibre centres an annotation image on its coordinate: to place it otherwise, inset the image's alignment rect (image.withAlignmentRectInsets(_:)), e.g. by half its height at the bottom to stand it on the point."
        )
        // MLNMapViewDelegate.h: `mapView:annotationCanShowCallout:`, NO when the delegate does not implement it.
        recipe.calloutPlacement =
            "MapLibre shows a callout only for an annotation its delegate's mapView(_:annotationCanShowCallout:) returns true for: return $value there"
        return recipe
    }()
}
