extension APIMap {
    /// NAVER wraps a marker's image in a type of its own (NMFOverlayImage.h: made from an asset's name,
    /// `init(name:)`, or from a `UIImage`, `init(image:)`); every other SDK takes the `UIImage` itself: MapLibre's
    /// `MLNAnnotationImage(image:reuseIdentifier:)`, TomTom's `MarkerOptions` pin image, route-me's
    /// `RMMarker(uiImage:)`, MapKit's `MKAnnotationView.image`, Google's `GMSMarker.icon`. An app that keeps its
    /// marker images (navermaps/ios-map-sdk's demo keeps them in properties to swap on selection) keeps them as
    /// `UIImage`s in a port, so the declarations and initialisers that hold them stay.
    static let markerImageConcepts: [APIConcept] = [
        APIConcept(
            "marker.image.type", .type, "The image a marker is drawn with.",
            naver: .spelled("NMFOverlayImage", "~NMFOverlayImage"), maplibre: elsewhere("UIImage"),
            tomtom: elsewhere("UIImage"), rm: elsewhere("UIImage")),
        APIConcept(
            "marker.image.named", .method, "Makes a marker image from an image asset's name.",
            naver: .spelled("NMFOverlayImage(name: $name)", "~NMFOverlayImage.init(name:)"),
            maplibre: elsewhere(uiImageNamed), tomtom: elsewhere(uiImageNamed),
            rm: elsewhere(uiImageNamed)),
        APIConcept(
            "marker.image.fromImage", .method, "Makes a marker image from an image.",
            naver: .spelled("NMFOverlayImage(image: $image)", "~NMFOverlayImage.init(image:)"),
            maplibre: elsewhere("$image"), tomtom: elsewhere("$image"), rm: elsewhere("$image")),
    ]

    /// Reads of a marker image the app holds (NMFOverlayImage.h: `image`, `imageWidth`, `imageHeight`, and
    /// `imageScale`, which NAVER's adapter lacks), made reads of the `UIImage` the port holds instead (`size`,
    /// `scale`). Only a name the file declares or makes as a marker image is read (``Porter/isMarkerImage(_:_:)``):
    /// `image` and `imageWidth` are common names.
    static let markerImageReadConcepts: [APIConcept] = markerImageReads.map { id, naver, uiImage in
        let member = "~NMFOverlayImage." + naver.dropFirst("$image.".count)
        return APIConcept(
            id, .property, "What a marker image the app holds measures or wraps, read off it.",
            naver: id == "marker.image.scale" ? .spelled(naver) : .spelled(naver, APIMember(member)),
            maplibre: elsewhere(uiImage), tomtom: elsewhere(uiImage), rm: elsewhere(uiImage))
    }

    /// Each read's id, NAVER's spelling and the `UIImage` one.
    static let markerImageReads: [(id: String, naver: String, uiImage: String)] = [
        ("marker.image.uiImage", "$image.image", "$image"),
        ("marker.image.width", "$image.imageWidth", "$image.size.width"),
        ("marker.image.height", "$image.imageHeight", "$image.size.height"),
        ("marker.image.scale", "$image.imageScale", "$image.scale"),
    ]

    /// A named image where the SDK takes a `UIImage`: `UIImage(named:)` is optional where NAVER's image is not, and
    /// an empty image keeps the app's non-optional declarations (the asset's name is checked as it was).
    static let uiImageNamed = "UIImage(named: $name) ?? UIImage()"

    /// The same concepts as the styles described as data (MapKit, Google Maps) spell them.
    static let markerImageSpellings: [String: APISpelling] = [
        "marker.image.type": APISpelling("UIImage", isSearched: false),
        "marker.image.named": APISpelling(uiImageNamed, isSearched: false),
        "marker.image.fromImage": APISpelling("$image", isSearched: false),
    ].merging(markerImageReads.map { ($0.id, APISpelling($0.uiImage, isSearched: false)) }) { first, _ in first }

    /// A `UIImage` spelling, written and never searched (UIKit's names are no vendor's).
    private static func elsewhere(_ template: String) -> Side {
        Side(members: [], spelling: APISpelling(template, isSearched: false))
    }
}
