import Foundation
import MapCompatCore

/// A static image marking a point annotation: MapLibre's `MLNAnnotationImage`
/// (`platform/ios/src/MLNAnnotationImage.h`), returned from `mapView(_:imageFor:)` when no annotation view is.
/// Nothing is drawn headless; the image's size is the annotation's hit area and `isEnabled` decides whether
/// a tap selects it, as on a device.
open class MLNAnnotationImage: NSObject {
    /// The image shown (its size is the annotation's size on screen).
    open var image: UIImage?
    /// The identifier the map dequeues the image under.
    public let reuseIdentifier: String
    /// Whether a tap selects the annotation (default true).
    open var isEnabled = true

    /// An image for reuse under an identifier: `annotationImageWithImage:reuseIdentifier:`.
    public init(image: UIImage, reuseIdentifier: String) {
        self.image = image
        self.reuseIdentifier = reuseIdentifier
        super.init()
    }
}

@available(*, unavailable)
extension MLNAnnotationImage: @unchecked Sendable {}

extension MLNMapView {
    /// An annotation image the delegate returned earlier under `identifier`, to reuse for another annotation
    /// (MapLibre keeps every image it installed); `nil` when there is none.
    public func dequeueReusableAnnotationImage(withIdentifier identifier: String) -> MLNAnnotationImage? {
        annotationImages[identifier]
    }
}
