import Foundation
import MapCompatCore

/// An image for an overlay's icon (NAVER's `NMFOverlayImage`), from an asset name or a `UIImage`.
///
/// Headless nothing is drawn; an image's size matters where it decides what a tap hits: a marker whose
/// `width` and `height` are ``NMF_MARKER_SIZE_AUTO`` takes its tappable size from its icon's `UIImage`, or
/// the core's default marker size for named images (whose pixels are not loaded).
open class NMFOverlayImage: NSObject, @unchecked Sendable {
    /// The asset name, when the image was made from one.
    public let imageName: String?
    /// The image, when it was made from one.
    public let image: UIImage?
    /// The key under which NAVER caches the image.
    public let reuseIdentifier: String

    /// An image from the app's assets.
    public init(name: String) {
        imageName = name
        image = nil
        reuseIdentifier = name
        super.init()
    }

    /// An image from a bundle's assets (headless, every bundle's assets resolve by name alone).
    public convenience init(name: String, in bundle: Bundle) {
        self.init(name: name)
    }

    /// An image from a `UIImage`.
    public convenience init(image: UIImage) {
        self.init(image: image, reuseIdentifier: "image-\(ObjectIdentifier(image).hashValue)")
    }

    /// An image from a `UIImage`, cached under an identifier.
    public init(image: UIImage, reuseIdentifier: String) {
        imageName = nil
        self.image = image
        self.reuseIdentifier = reuseIdentifier
        super.init()
    }

    /// Width of the image in points: the `UIImage`'s, 0 for named images.
    open var imageWidth: CGFloat { image?.size.width ?? 0 }
    /// Height of the image in points: the `UIImage`'s, 0 for named images.
    open var imageHeight: CGFloat { image?.size.height ?? 0 }

    /// The same image for the same name or identifier, as NAVER compares images.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NMFOverlayImage else { return false }
        return reuseIdentifier == other.reuseIdentifier && imageName == other.imageName
    }

    /// Hashes what ``isEqual(_:)`` compares.
    open override var hash: Int { reuseIdentifier.hashValue }
}

extension Bundle {
    /// NAVER's framework bundle, where its built-in images live (`Bundle.naverMapFramework()`); headless,
    /// the main bundle.
    public static func naverMapFramework() -> Bundle { .main }
}

/// NAVER's default marker image, green (`NMF_MARKER_IMAGE_DEFAULT`).
public let NMF_MARKER_IMAGE_DEFAULT = NMFOverlayImage(name: "mSNormal")
/// NAVER's black marker image (`NMF_MARKER_IMAGE_BLACK`), for tinting with `iconTintColor`.
public let NMF_MARKER_IMAGE_BLACK = NMFOverlayImage(name: "mSNormalBlack")
/// NAVER's blue marker image.
public let NMF_MARKER_IMAGE_BLUE = NMFOverlayImage(name: "mSNormalBlue")
/// NAVER's gray marker image.
public let NMF_MARKER_IMAGE_GRAY = NMFOverlayImage(name: "mSNormalGray")
/// NAVER's green marker image.
public let NMF_MARKER_IMAGE_GREEN = NMFOverlayImage(name: "mSNormalGreen")
/// NAVER's light blue marker image.
public let NMF_MARKER_IMAGE_LIGHTBLUE = NMFOverlayImage(name: "mSNormalLightBlue")
/// NAVER's pink marker image.
public let NMF_MARKER_IMAGE_PINK = NMFOverlayImage(name: "mSNormalPink")
/// NAVER's red marker image.
public let NMF_MARKER_IMAGE_RED = NMFOverlayImage(name: "mSNormalRed")
/// NAVER's yellow marker image.
public let NMF_MARKER_IMAGE_YELLOW = NMFOverlayImage(name: "mSNormalYellow")
