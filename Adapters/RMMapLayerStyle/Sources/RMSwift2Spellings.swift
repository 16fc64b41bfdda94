// swift-format-ignore-file: NeverUseImplicitlyUnwrappedOptionals

// route-me's headers carry no nullability: Swift imports their objects implicitly unwrapped, and so does this API.
import Foundation

// The names Swift 1 and 2 gave route-me's Objective-C methods, before Swift 3's API naming guidelines
// (SE-0005) lowered and pruned them. Public route-me clients written then still use them; each is unavailable
// and renamed, so the compiler names today's spelling and offers it as a fix-it, as Apple's SDKs do for
// renamed API.

extension RMMarker {
    /// Swift 2's name of `initWithUIImage:`.
    @available(*, unavailable, renamed: "init(uiImage:)")
    public convenience init!(UIImage image: UIImage!) {
        self.init(uiImage: image)
    }
}

extension RMMapView {
    /// Swift 2's name of `zoomWithLatitudeLongitudeBoundsSouthWest:northEast:animated:`.
    @available(*, unavailable, renamed: "zoom(withLatitudeLongitudeBoundsSouthWest:northEast:animated:)")
    public func zoomWithLatitudeLongitudeBoundsSouthWest(
        _ southWest: CLLocationCoordinate2D, northEast: CLLocationCoordinate2D, animated: Bool
    ) {
        zoom(withLatitudeLongitudeBoundsSouthWest: southWest, northEast: northEast, animated: animated)
    }
}
