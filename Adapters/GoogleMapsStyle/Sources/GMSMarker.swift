import Foundation
import MapCompatCore

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// A marker type that fades or pops in when added (Google's `GMSMarkerAnimation`); headless nothing is drawn.
public enum GMSMarkerAnimation: UInt, Sendable {
    /// No animation (the default).
    case none = 0
    /// The marker pops from its ground anchor.
    case pop
    /// The marker fades in.
    case fadeIn
}

/// The default ground anchor: the centre of the icon's bottom edge.
public let kGMSMarkerDefaultGroundAnchor = CGPoint(x: 0.5, y: 1)
/// The default info window anchor: the centre of the icon's top edge.
public let kGMSMarkerDefaultInfoWindowAnchor = CGPoint(x: 0.5, y: 0)

/// An icon at a position on the map (Google's `GMSMarker`): tappable, selectable with an info window, and
/// draggable by a long press when ``isDraggable``.
///
/// On a map a marker is one of the core's annotations: it is hit by its icon's box (``iconView``'s bounds or
/// ``icon``'s size, else a 24 × 36 pin) with ``groundAnchor`` on ``position``, drawn above every other overlay,
/// and its info window is the core's callout, anchored at ``infoWindowAnchor``. Rotation and a flat marker's
/// tilt do not turn the hit box (the core's annotations stay screen-aligned).
///
/// ```swift
/// let marker = GMSMarker(position: CLLocationCoordinate2D(latitude: -33.86, longitude: 151.20))
/// marker.title = "Sydney"
/// marker.snippet = "Australia"
/// marker.map = mapView
/// ```
open class GMSMarker: GMSOverlay {
    var storedPosition: CLLocationCoordinate2D

    /// Where the marker is. While the user drags it, it follows the finger.
    open var position: CLLocationCoordinate2D {
        get { storedPosition }
        set {
            storedPosition = newValue
            changed()
        }
    }
    /// The text under the title in the info window.
    open var snippet: String? { didSet { changed() } }
    /// The image; `nil` draws Google's default pin. Its size is what taps hit.
    open var icon: UIImage? { didSet { changed() } }
    /// A view drawn instead of ``icon``; its bounds are what taps hit.
    open var iconView: UIView? { didSet { changed() } }
    /// Whether ``iconView`` is redrawn every frame (drawing only; `true` by default).
    open var tracksViewChanges = true
    /// Whether the info window is redrawn every frame (drawing only; `false` by default).
    open var tracksInfoWindowChanges = false
    /// The point of the icon, in unit coordinates from its top-left, placed on ``position``.
    open var groundAnchor = kGMSMarkerDefaultGroundAnchor { didSet { changed() } }
    /// The point of the icon, in unit coordinates, above which the info window is shown.
    open var infoWindowAnchor = kGMSMarkerDefaultInfoWindowAnchor { didSet { changed() } }
    /// How the marker appears when added (drawing only).
    open var appearAnimation = GMSMarkerAnimation.none
    /// Whether a long press drags the marker (`false` by default).
    open var isDraggable = false { didSet { changed() } }
    /// Whether the marker lies flat on the map instead of facing the camera (drawing only).
    open var isFlat = false
    /// Degrees clockwise the icon is turned about its ground anchor (drawing only: the hit box stays
    /// screen-aligned).
    open var rotation: CLLocationDegrees = 0
    /// Opacity, 0 (transparent, still tappable) to 1.
    open var opacity: Float = 1

    /// A marker at `position` (Google's `+markerWithPosition:`).
    public init(position: CLLocationCoordinate2D) {
        storedPosition = position
        super.init(tappable: true)
    }

    /// A marker at latitude and longitude 0, placed once ``position`` is set.
    public override convenience init() {
        self.init(position: CLLocationCoordinate2D(latitude: 0, longitude: 0))
    }

    /// A tinted version of the default pin, for ``icon``. Headless nothing is drawn: the image has the default
    /// pin's size, so a marker using it is hit where the default pin would be.
    open class func markerImage(with color: UIColor?) -> UIImage {
        #if canImport(UIKit)
            UIGraphicsImageRenderer(size: defaultIconSize).image { _ in }
        #else
            UIImage(size: defaultIconSize)
        #endif
    }

    /// The size taps hit when the marker shows Google's default pin: MapCompat's pin size (Google does not
    /// publish its own).
    static let defaultIconSize = MarkerShape.defaultSize

    /// The size of what the marker shows: the icon view's bounds, the icon's size, or the default pin's.
    var iconSize: CGSize {
        if let size = iconView?.bounds.size, size.width > 0, size.height > 0 { return size }
        if let size = icon?.size, size.width > 0, size.height > 0 { return size }
        return Self.defaultIconSize
    }

    /// Sets the position the map reports while a drag moves the marker, without telling the map back.
    func follow(_ position: CLLocationCoordinate2D) {
        storedPosition = position
    }
}
