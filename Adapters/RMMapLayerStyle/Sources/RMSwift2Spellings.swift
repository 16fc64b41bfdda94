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

    /// Swift 2's name of `changeLabelUsingText:font:foregroundColor:backgroundColor:` (Olinguito/YoIntervengoiOS,
    /// `ViewController.swift`, writes a cluster's count on its marker with it).
    @available(*, unavailable, renamed: "changeLabel(usingText:font:foregroundColor:backgroundColor:)")
    public func changeLabelUsingText(
        _ text: String!, font: UIFont!, foregroundColor textColor: UIColor!, backgroundColor: UIColor!
    ) {
        changeLabel(usingText: text, font: font, foregroundColor: textColor, backgroundColor: backgroundColor)
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

    /// Swift 2's name of `setCenterCoordinate:animated:` (Olinguito/YoIntervengoiOS, `ViewController.swift`,
    /// centres on the user and on a tapped annotation with it).
    @available(*, unavailable, renamed: "setCenter(_:animated:)")
    public func setCenterCoordinate(_ coordinate: CLLocationCoordinate2D, animated: Bool) {
        setCenter(coordinate, animated: animated)
    }

    /// Swift 2's name of `coordinateToPixel:` (the same file offsets an annotation's point with it).
    @available(*, unavailable, renamed: "coordinate(toPixel:)")
    public func coordinateToPixel(_ coordinate: CLLocationCoordinate2D) -> CGPoint {
        self.coordinate(toPixel: coordinate)
    }

    /// Swift 2's name of `pixelToCoordinate:` (the same file turns a long press's point into a coordinate).
    @available(*, unavailable, renamed: "pixel(toCoordinate:)")
    public func pixelToCoordinate(_ pixelCoordinate: CGPoint) -> CLLocationCoordinate2D {
        pixel(toCoordinate: pixelCoordinate)
    }
}
