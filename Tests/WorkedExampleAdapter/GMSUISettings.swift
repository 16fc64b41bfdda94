/// The map's gesture switches (Google's `GMSUISettings`,
/// https://developers.google.com/maps/documentation/ios-sdk/reference/objc/Classes/GMSUISettings); each
/// writes through to the core's gesture settings, taking effect at the next touch.
open class GMSUISettings: NSObject {
    private unowned let core: InteractiveMap

    init(core: InteractiveMap) { self.core = core }

    /// Whether one finger pans the map.
    open var scrollGestures: Bool {
        get { core.gestureSettings.isScrollEnabled }
        set { core.gestureSettings.isScrollEnabled = newValue }
    }
    /// Whether pinches and double taps zoom.
    open var zoomGestures: Bool {
        get { core.gestureSettings.isZoomEnabled }
        set { core.gestureSettings.isZoomEnabled = newValue }
    }
    /// Whether two fingers tilt the map.
    open var tiltGestures: Bool {
        get { core.gestureSettings.isTiltEnabled }
        set { core.gestureSettings.isTiltEnabled = newValue }
    }
    /// Whether two fingers rotate the map.
    open var rotateGestures: Bool {
        get { core.gestureSettings.isRotateEnabled }
        set { core.gestureSettings.isRotateEnabled = newValue }
    }
}

@available(*, unavailable)
extension GMSUISettings: @unchecked Sendable {}
