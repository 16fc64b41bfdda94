// swift-format-ignore-file: NeverUseImplicitlyUnwrappedOptionals

// route-me's headers carry no nullability: Swift imports their objects implicitly unwrapped, and so does this API.
import Foundation
import MapCompatCore

/// route-me's marker layer (`RMMarker`): an image anchored at a point. It lifts when a drag starts and
/// drops when it ends, and confirms each once its animation is done. The animations run in virtual time over
/// the profile's `AnnotationRules.liftDuration` and `AnnotationRules.dropDuration` (0.3 s for route-me): the
/// core confirms for the marker when they have passed.
open class RMMarker: RMMapLayer {
    /// The label view (`label`); the headless map does not hit labels.
    open var label: UIView!
    /// The label's text colour (`textForegroundColor`).
    open var textForegroundColor: UIColor!
    /// The label's background colour (`textBackgroundColor`).
    open var textBackgroundColor: UIColor!

    /// A marker showing an image, anchored at its centre (`initWithUIImage:`).
    public convenience init!(uiImage image: UIImage!) {
        self.init(uiImage: image, anchorPoint: CGPoint(x: 0.5, y: 0.5))
    }

    /// A marker showing an image, anchored at a point of the unit square (`initWithUIImage:anchorPoint:`): its
    /// bounds are the image's size. A `nil` image gives an empty marker.
    public init!(uiImage image: UIImage!, anchorPoint: CGPoint) {
        super.init()
        replaceUIImage(image, anchorPoint: anchorPoint)
    }

    /// A marker with Mapbox's medium pin (`initWithMapboxMarkerImage`).
    public convenience init!(mapboxMarkerImage: ()) {
        self.init(mapboxMarkerImage: nil, tintColor: nil, size: RMMarkerMapboxImageSizeMedium)
    }

    /// A marker with Mapbox's medium pin and a symbol (`initWithMapboxMarkerImage:`).
    public convenience init!(mapboxMarkerImage symbolName: String!) {
        self.init(mapboxMarkerImage: symbolName, tintColor: nil, size: RMMarkerMapboxImageSizeMedium)
    }

    /// A marker with Mapbox's medium pin, a symbol and a colour (`initWithMapboxMarkerImage:tintColor:`).
    public convenience init!(mapboxMarkerImage symbolName: String!, tintColor color: UIColor!) {
        self.init(mapboxMarkerImage: symbolName, tintColor: color, size: RMMarkerMapboxImageSizeMedium)
    }

    /// A marker with one of Mapbox's pins (`initWithMapboxMarkerImage:tintColor:size:`): 20 × 50, 30 × 70 or
    /// 35 × 90 points (the sizes of Mapbox's hosted `pin-s`, `pin-m`, `pin-l` images), anchored at the centre
    /// as route-me's `defaultMarkerAnchorPoint`. Nothing is downloaded headless.
    public init!(mapboxMarkerImage symbolName: String!, tintColor color: UIColor!, size: RMMarkerMapboxImageSize) {
        super.init()
        let points: CGSize
        switch size {
        case RMMarkerMapboxImageSizeSmall: points = CGSize(width: 20, height: 50)
        case RMMarkerMapboxImageSizeLarge: points = CGSize(width: 35, height: 90)
        default: points = CGSize(width: 30, height: 70)
        }
        bounds = CGRect(origin: .zero, size: points)
        anchorPoint = CGPoint(x: 0.5, y: 0.5)
    }

    /// A marker with Mapbox's medium pin, a symbol and a colour given as an HTML hex code such as `"ff0000"`
    /// or `"#ff0000"` (`initWithMapboxMarkerImage:tintColorHex:`, mapbox/mapbox-ios-sdk `MapView/Map/RMMarker.h`).
    public convenience init!(mapboxMarkerImage symbolName: String!, tintColorHex colorHex: String!) {
        self.init(mapboxMarkerImage: symbolName, tintColorHex: colorHex, sizeString: "medium")
    }

    /// A marker with one of Mapbox's pins, a symbol, a hex colour and a size named `"small"`, `"medium"` or
    /// `"large"` (`initWithMapboxMarkerImage:tintColorHex:sizeString:`, mapbox/mapbox-ios-sdk
    /// `MapView/Map/RMMarker.h`), sized as ``init(mapboxMarkerImage:tintColor:size:)``. route-me picks the pin by
    /// the size's first letter (`pin-s`, `pin-m`, `pin-l` in `RMMarker.m`), and so does this: another word, or
    /// none, gives the medium pin, where route-me would ask Mapbox for a pin image that does not exist. The
    /// colour only tints the downloaded image, so headless it is not kept.
    public convenience init!(mapboxMarkerImage symbolName: String!, tintColorHex colorHex: String!, sizeString: String!)
    {
        let size: RMMarkerMapboxImageSize
        switch sizeString?.first {
        case "s": size = RMMarkerMapboxImageSizeSmall
        case "l": size = RMMarkerMapboxImageSizeLarge
        default: size = RMMarkerMapboxImageSizeMedium
        }
        self.init(mapboxMarkerImage: symbolName, tintColor: nil, size: size)
    }

    /// Shows another image, keeping the anchor (`replaceUIImage:`).
    open func replaceUIImage(_ image: UIImage!) {
        replaceUIImage(image, anchorPoint: anchorPoint)
    }

    /// Shows another image with an anchor (`replaceUIImage:anchorPoint:`): the bounds become the image's size.
    open func replaceUIImage(_ image: UIImage!, anchorPoint: CGPoint) {
        bounds = CGRect(origin: .zero, size: image?.size ?? .zero)
        self.anchorPoint = anchorPoint
    }

    /// The core confirms after the profile's lift and drop (`DragConfirmation.automatic`).
    override var dragConfirmation: DragConfirmation { .automatic }

    /// Starting, ending and canceling start the lift or drop, which confirms itself when done; dragging and
    /// none confirm at once, as in the base layer.
    open override func setDragState(_ state: RMMapLayerDragState, animated: Bool) {
        switch state {
        case RMMapLayerDragStateStarting, RMMapLayerDragStateEnding, RMMapLayerDragStateCanceling: return
        default: super.setDragState(state, animated: animated)
        }
    }
}

/// The sizes of Mapbox's hosted marker images (`RMMarkerMapboxImageSize`, a C enumeration).
public struct RMMarkerMapboxImageSize: RawRepresentable, Equatable, Hashable, Sendable {
    /// The C value.
    public var rawValue: UInt
    /// Wraps a C value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
}

/// Mapbox's small pin, 20 × 50 points (`RMMarkerMapboxImageSizeSmall`).
public let RMMarkerMapboxImageSizeSmall = RMMarkerMapboxImageSize(rawValue: 0)
/// Mapbox's medium pin, 30 × 70 points (`RMMarkerMapboxImageSizeMedium`).
public let RMMarkerMapboxImageSizeMedium = RMMarkerMapboxImageSize(rawValue: 1)
/// Mapbox's large pin, 35 × 90 points (`RMMarkerMapboxImageSizeLarge`).
public let RMMarkerMapboxImageSizeLarge = RMMarkerMapboxImageSize(rawValue: 2)
