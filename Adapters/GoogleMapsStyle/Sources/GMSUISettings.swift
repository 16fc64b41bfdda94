import Foundation
import MapCompatCore

/// The map's gesture switches and built-in buttons (Google's `GMSUISettings`, ``GMSMapView/settings``). Each
/// gesture switch writes through to the core's gesture settings and takes effect at the next touch; a gesture
/// under way that is switched off ends.
///
/// ```swift
/// mapView.settings.compassButton = true
/// mapView.settings.myLocationButton = true
/// mapView.settings.rotateGestures = false
/// ```
open class GMSUISettings: NSObject {
    private unowned let core: InteractiveMap

    init(core: InteractiveMap) {
        self.core = core
        super.init()
    }

    /// Switches every gesture on or off; buttons and the app's own camera moves still work.
    open func setAllGesturesEnabled(_ enabled: Bool) {
        var settings = core.gestureSettings
        settings.isScrollEnabled = enabled
        settings.isZoomEnabled = enabled
        settings.isTiltEnabled = enabled
        settings.isRotateEnabled = enabled
        core.gestureSettings = settings
    }

    /// Whether one finger pans the map (`true` by default).
    open var scrollGestures: Bool {
        get { core.gestureSettings.isScrollEnabled }
        set { core.gestureSettings.isScrollEnabled = newValue }
    }
    /// Whether double tap, two-finger tap, pinch and one-finger zoom change the zoom (`true` by default).
    open var zoomGestures: Bool {
        get { core.gestureSettings.isZoomEnabled }
        set { core.gestureSettings.isZoomEnabled = newValue }
    }
    /// Whether a two-finger vertical drag tilts the map (`true` by default).
    open var tiltGestures: Bool {
        get { core.gestureSettings.isTiltEnabled }
        set { core.gestureSettings.isTiltEnabled = newValue }
    }
    /// Whether a two-finger twist turns the map (`true` by default).
    open var rotateGestures: Bool {
        get { core.gestureSettings.isRotateEnabled }
        set { core.gestureSettings.isRotateEnabled = newValue }
    }
    /// Whether the map keeps its gestures from views around it, such as a scroll view it sits in (`true` by
    /// default). Headless there is no view hierarchy to hand gestures to, so the value is kept.
    open var consumesGesturesInView = true
    /// Whether zoom and rotation gestures act about the fingers and may pan the map as they go (`true`, the
    /// default); `false` makes pinch, rotation and the zoom taps act about the padded centre and keeps a pan from
    /// starting during a pinch or rotation (the core's centred gesture kinds).
    open var allowScrollGesturesDuringRotateOrZoom: Bool {
        get { core.gestureSettings.centeredKinds.isEmpty }
        set { core.gestureSettings.centeredKinds = newValue ? [] : Self.centredKinds }
    }
    /// Whether the compass shows while the map is turned from north (`false` by default); a tap on it turns
    /// the map back to north.
    open var compassButton: Bool {
        get { core.controlSettings.showsCompass }
        set { change { $0.showsCompass = newValue } }
    }
    /// Whether the My Location button shows (`false` by default); a tap on it centres the camera on the user
    /// unless ``GMSMapViewDelegate/didTapMyLocationButton(for:)`` answers `true`.
    open var myLocationButton: Bool {
        get { core.controlSettings.showsLocationButton }
        set { change { $0.showsLocationButton = newValue } }
    }
    /// Whether the indoor floor picker shows while a building with floors is in view (`true` by default).
    open var indoorPicker: Bool {
        get { core.controlSettings.showsIndoorLevelPicker }
        set { change { $0.showsIndoorLevelPicker = newValue } }
    }

    /// The kinds that act about the centre when scrolling during them is not allowed.
    static let centredKinds: Set<GestureKind> = [.pinch, .rotate, .doubleTap, .twoFingerTap, .quickZoom]

    private func change(_ edit: (inout MapControlSettings) -> Void) {
        var settings = core.controlSettings
        edit(&settings)
        // Only the logo's margins can make the settings invalid, and these edits leave them as they were.
        try? core.setControlSettings(settings)
    }
}
