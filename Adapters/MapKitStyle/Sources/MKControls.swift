import Foundation
import MapCompatCore

/// A button that steps through the tracking modes of a map view: MapKit's `MKUserTrackingButton`, a view the app
/// places in its own hierarchy. Headless, taps reach only the map view's own controls: the map's own tracking
/// button (``MKMapView/showsUserTrackingButton``, the core's location button) is the one a test taps; this view is
/// kept so that code that makes one compiles, and ``mapView`` tells which map it drives.
open class MKUserTrackingButton: UIView {
    /// The map view whose tracking mode the button changes.
    open weak var mapView: MKMapView?

    /// A button for a map view.
    public init(mapView: MKMapView?) {
        self.mapView = mapView
        super.init(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
    }
}

/// A compass the app places itself: MapKit's `MKCompassButton` (kept, as ``MKUserTrackingButton`` is; apps that
/// add one turn the map's own off with ``MKMapView/showsCompass``, whose compass is the core's).
open class MKCompassButton: UIView {
    /// The map view whose heading the compass shows.
    open weak var mapView: MKMapView?
    /// When the compass shows (kept).
    open var compassVisibility = MKFeatureVisibility.adaptive

    /// A compass for a map view.
    public init(mapView: MKMapView?) {
        self.mapView = mapView
        super.init(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    }
}

/// A scale the app places itself: MapKit's `MKScaleView` (kept; the map's own scale is ``MKMapView/showsScale``).
open class MKScaleView: UIView {
    /// Where the legend sits in the view: MapKit's `MKScaleView.Alignment`.
    public enum Alignment: Int, Hashable, Sendable {
        /// At the leading edge.
        case leading = 0
        /// At the trailing edge.
        case trailing = 1
        /// In the middle (iOS 16).
        case center = 2
    }

    /// The map view whose scale the view shows.
    open weak var mapView: MKMapView?
    /// When the scale shows (kept).
    open var scaleVisibility = MKFeatureVisibility.adaptive
    /// Where the legend sits (kept).
    open var legendAlignment = Alignment.leading

    /// A scale for a map view.
    public init(mapView: MKMapView?) {
        self.mapView = mapView
        super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    }
}
