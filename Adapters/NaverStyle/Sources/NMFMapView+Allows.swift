/// The gesture switches under the `allows…` names public NAVER clients set (`mapView.allowsZooming = true`,
/// `mapView.allowsScrolling = true`: a location screen's `NMFMapView` set-up, and SwiftUI wrappers that set
/// `view.mapView.allowsZooming`, found by code search): the same switches as `isZoomGestureEnabled`,
/// `isScrollGestureEnabled`, `isRotateGestureEnabled` and `isTiltGestureEnabled`.
extension NMFMapView {
    /// Whether zoom gestures work (``isZoomGestureEnabled``).
    public var allowsZooming: Bool {
        get { isZoomGestureEnabled }
        set { isZoomGestureEnabled = newValue }
    }

    /// Whether one finger scrolls the map (``isScrollGestureEnabled``).
    public var allowsScrolling: Bool {
        get { isScrollGestureEnabled }
        set { isScrollGestureEnabled = newValue }
    }

    /// Whether two fingers rotate the map (``isRotateGestureEnabled``).
    public var allowsRotating: Bool {
        get { isRotateGestureEnabled }
        set { isRotateGestureEnabled = newValue }
    }

    /// Whether two fingers tilt the map (``isTiltGestureEnabled``).
    public var allowsTilting: Bool {
        get { isTiltGestureEnabled }
        set { isTiltGestureEnabled = newValue }
    }
}
