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

    /// A named image where the SDK takes a `UIImage`: `UIImage(named:)` is optional where NAVER's image is not, and
    /// an empty image keeps the app's non-optional declarations (the asset's name is checked as it was).
    static let uiImageNamed = "UIImage(named: $name) ?? UIImage()"

    /// The same concepts as the styles described as data (MapKit, Google Maps) spell them.
    static let markerImageSpellings: [String: APISpelling] = [
        "marker.image.type": APISpelling("UIImage", isSearched: false),
        "marker.image.named": APISpelling(uiImageNamed, isSearched: false),
        "marker.image.fromImage": APISpelling("$image", isSearched: false),
    ]

    /// A `UIImage` spelling, written and never searched (UIKit's names are no vendor's).
    private static func elsewhere(_ template: String) -> Side {
        Side(members: [], spelling: APISpelling(template, isSearched: false))
    }
}
