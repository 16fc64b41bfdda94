// swift-format-ignore-file: NeverUseImplicitlyUnwrappedOptionals
// MapLibre's header declares the style's colours nonnull without setting them, so Swift clients read and
// assign them as `UIColor`; the stand-ins are implicitly unwrapped and start unset, as MapLibre's do.

import Foundation
import MapCompatCore

/// How the default user location view is painted: MapLibre's `MLNUserLocationAnnotationViewStyle`
/// (`platform/ios/src/MLNUserLocationAnnotationViewStyle.h` and `.m`), returned from
/// `mapView(styleForDefaultUserLocationAnnotationView:)`. Paint only: nothing is drawn headless, so the values
/// are kept and read back.
open class MLNUserLocationAnnotationViewStyle: NSObject {
    /// The fill of the puck.
    open var puckFillColor: UIColor!
    /// The shadow under the puck.
    open var puckShadowColor: UIColor!
    /// The shadow's opacity (MapLibre's default 0.25).
    open var puckShadowOpacity: CGFloat = 0.25
    /// The fill of the heading arrow.
    open var puckArrowFillColor: UIColor!
    /// The fill of the pulsing halo.
    open var haloFillColor: UIColor!
    /// The fill of the accuracy ring when the location is approximate.
    open var approximateHaloFillColor: UIColor!
    /// The border of that ring.
    open var approximateHaloBorderColor: UIColor!
    /// The border's width in points (MapLibre's default 2).
    open var approximateHaloBorderWidth: CGFloat = 2
    /// The ring's opacity (MapLibre's default 0.15).
    open var approximateHaloOpacity: CGFloat = 0.15

    /// A style with MapLibre's defaults.
    override public init() {
        super.init()
    }
}

@available(*, unavailable)
extension MLNUserLocationAnnotationViewStyle: @unchecked Sendable {}
