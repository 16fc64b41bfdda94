// swift-format-ignore-file: NeverUseImplicitlyUnwrappedOptionals

// route-me's headers carry no nullability: Swift imports their objects implicitly unwrapped, and so does this API.
import Foundation
import MapCompatCore

#if canImport(UIKit)
    import UIKit
#endif

/// route-me's location button for the app's toolbar (`RMUserTrackingBarButtonItem`,
/// `MapView/Map/RMUserTrackingBarButtonItem.h`, `initWithMapView:`): a `UIBarButtonItem`, not a control on the
/// map view. Each tap moves the map's tracking mode on as route-me's `changeMode:` does, none → follow →
/// follow with heading → none: the core's `InteractionProfile.locationButtonCycle`.
open class RMUserTrackingBarButtonItem: UIBarButtonItem {
    /// The map whose tracking mode the item changes (`mapView`).
    open var mapView: RMMapView!

    /// An item for `mapView` (`initWithMapView:`), showing a 32 × 32 point control, as route-me's.
    public init!(mapView: RMMapView!) {
        self.mapView = mapView
        super.init(customView: UIControl(frame: CGRect(x: 0, y: 0, width: 32, height: 32)))
    }

    #if canImport(UIKit)
        /// Not supported headless.
        public required init?(coder: NSCoder) { nil }
    #endif

    /// A tap on the item (MapCompat's headless stand-in for the user's tap): the next tracking mode of the
    /// map's cycle, animated, as route-me's `changeMode:` sets it.
    public func tap() {
        guard isEnabled, let mapView else { return }
        let next = mapView.core.profile.locationButtonCycle.next(after: mapView.core.trackingMode)
        mapView.setUserTrackingMode(RMUserTrackingMode(next), animated: true)
    }
}
